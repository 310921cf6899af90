/**
 * The drawings of the site's art family: one per area of the site, and a quiet one for the legal and utility
 * pages. Content maps a page to one (src/content/areas.ts); the art components draw it.
 */
export type Motif =
  "home" | "services" | "specialties" | "about" | "insights" | "contact" | "connect" | "quiet";
