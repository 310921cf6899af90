/**
 * The drawings of the site's art family: one per area of the site, and a quiet one for the legal and utility
 * pages. Content maps a page to one (src/content/areas.ts); the art components draw it.
 */
export type Motif =
  "home" | "services" | "specialties" | "about" | "insights" | "contact" | "connect" | "quiet";

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
