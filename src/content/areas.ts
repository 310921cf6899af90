import type { Motif } from "@/types/art";

/** An area of the site: the drawing its heroes and closing bands show, and its name on link previews. */
export interface Area {
  motif: Motif;
  /** Shown above the page's title on its Open Graph image; the home page and the quiet pages have none. */
  label?: string;
}

/**
 * The areas of the site, by the first segment of their paths. Pages outside these areas (the legal and utility
 * pages, the 404) are quiet.
 */
const areas = new Map<string, Area>([
  ["", { motif: "home" }],
  ["services", { motif: "services", label: "Services" }],
  ["specialties", { motif: "specialties", label: "Specialties" }],
  ["about", { motif: "about", label: "About" }],
  ["insights", { motif: "insights", label: "Insights" }],
  ["contact", { motif: "contact", label: "Contact" }],
  ["connect", { motif: "connect", label: "Connect" }],
]);

const quiet: Area = { motif: "quiet" };

/** The area a page belongs to. */
export function areaOf(path: string): Area {
  return areas.get(path.split("/")[1] ?? "") ?? quiet;
}

/** The drawing of the area a page belongs to. */
export function motifFor(path: string): Motif {
  return areaOf(path).motif;
}
