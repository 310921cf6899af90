/**
 * The drawings of the site's art family: one per area of the site, and a quiet one for the legal and utility
 * pages. Content maps a page to one (src/content/areas.ts); the art components draw it.
 */
export type Motif = PageMotif | CityMotif | "cover";

/** The drawings that open and close a page: its area's, or its practice's. */
export type PageMotif = AreaMotif | PracticeMotif;

/** The drawings of the offices' cities, by office id: the landmark the office's address sits near. */
export type CityMotif = "amsterdam" | "london" | "new-york" | "singapore" | "uae";

export type AreaMotif =
  "home" | "services" | "specialties" | "about" | "insights" | "contact" | "connect" | "quiet";

/**
 * The drawings of the practices: one for each of the six services and each of the six specialties, drawn from
 * what the practice does (a scenario grid for strategy, a funnel for marketing ...). A practice's pages show its
 * own drawing instead of their area's.
 */
export type PracticeMotif =
  | "strategy"
  | "marketing"
  | "talent"
  | "retreats"
  | "ai"
  | "care"
  | "business-building"
  | "startup"
  | "sales-training"
  | "talent-matching"
  | "leadership"
  | "personal-development";

/**
 * How a person looks in their drawn portrait: the features someone who knows them would name. The portrait's
 * smaller traits (eyes, brows, nose, smile) come from the person's name, so each face is its own and stays the same.
 */
export interface Look {
  hair:
    | "bob"
    | "bun"
    | "ponytail"
    | "long"
    | "long-fair"
    | "shoulder"
    | "wavy"
    | "headscarf"
    | "cropped"
    | "short"
    | "side-part"
    | "swept"
    | "grey";
  outfit: "blazer" | "dark-blazer" | "jacket" | "shirt" | "tie" | "sweater";
  glasses?: boolean;
  beard?: "full" | "moustache" | "goatee";
}
