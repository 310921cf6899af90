/**
 * The Dutch edition of the site's areas (`../areas`): the same drawings, the areas' names in Dutch, and a page found
 * by its Dutch path ("/nl/diensten/...") as well as by its English one.
 */
import { areaOf as englishAreaOf, type Area } from "../areas";
import { dutchRoutes, localeOf, routes, type RouteId } from "../routes";
import type { Motif } from "@/types/art";

export type { Area };

/** The areas' names on link previews, by the English first segment of their paths. */
const labels: Readonly<Record<string, string>> = {
  services: "Diensten",
  specialties: "Specialismen",
  about: "Over ons",
  insights: "Inzichten",
  contact: "Contact",
  connect: "Verbinden",
};

/**
 * The English first segment of a page's path by the Dutch one, from the route table: "diensten" is "services",
 * the Dutch home ("/nl") is the English home ("").
 */
const englishSegments = new Map<string, string>(
  (Object.keys(routes) as RouteId[]).map((id) => [
    dutchRoutes[id].split("/")[2] ?? "",
    routes[id].split("/")[1] ?? "",
  ]),
);

const quiet: Area = { motif: "quiet" };

/** The area a page belongs to, by its Dutch path (or its English one), with its name in Dutch. */
export function areaOf(path: string): Area {
  const segment =
    localeOf(path) === "nl" ? englishSegments.get(path.split("/")[2] ?? "") : (path.split("/")[1] ?? "");
  // A Dutch path outside the route table's folders is in no area: quiet, as the English 404 is.
  if (segment === undefined) return quiet;
  const area = englishAreaOf(`/${segment}`);
  const label = labels[segment];
  return area.label && label ? { ...area, label } : area;
}

/** The drawing of the area a page belongs to. */
export function motifFor(path: string): Motif {
  return areaOf(path).motif;
}
