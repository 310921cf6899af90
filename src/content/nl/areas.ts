/**
 * The Dutch edition of the site's areas (`../areas`): the same drawings, the areas' names in Dutch, and a page found
 * by its Dutch path ("/nl/diensten/...") as well as by its English one.
 */
import { areaKey, areaOf as englishAreaOf, type Area } from "../areas";
import type { PageMotif } from "@/types/art";

export type { Area };

/** The areas' names on link previews, by the English first segment of their paths. */
const labels: Readonly<Record<string, string>> = {
  services: "Diensten",
  specialties: "Specialismen",
  about: "Over ons",
  insights: "Inzichten",
  contact: "Contact",
  connect: "Samenwerken",
};

/** The area a page belongs to, by its Dutch path (or its English one), with its name in Dutch. */
export function areaOf(path: string): Area {
  const area = englishAreaOf(path);
  const label = labels[areaKey(path) ?? ""];
  return area.label && label ? { ...area, label } : area;
}

/** The drawing of the area a page belongs to: the same in both editions. */
export function motifFor(path: string): PageMotif {
  return areaOf(path).motif;
}
