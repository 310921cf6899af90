import type { Motif } from "@/types/art";

/**
 * The areas of the site, by the first segment of their paths, and the drawing each shows in its hero and closing
 * band. Pages outside these areas (the legal and utility pages) get the quiet drawing.
 */
const areaMotifs = new Map<string, Motif>([
  ["", "home"],
  ["services", "services"],
  ["specialties", "specialties"],
  ["about", "about"],
  ["insights", "insights"],
  ["contact", "contact"],
  ["connect", "connect"],
]);

/** The drawing of the area a page belongs to. */
export function motifFor(path: string): Motif {
  const area = path.split("/")[1] ?? "";
  return areaMotifs.get(area) ?? "quiet";
}
