import type { Look } from "@/types/art";

/**
 * Everyone the site shows in person, by the name the pages give them, and how their drawn portrait looks
 * (src/lib/portraits.ts draws it; /art/people/<name>.svg serves it). A name shown with a portrait but missing
 * here fails the build.
 */
export const looks: Readonly<Record<string, Look>> = {
  // The founder and the partners (content/about/firm.ts).
  "Marieke van Dijk": { hair: "long-fair", outfit: "blazer", glasses: true },
  "Daniel Osei": { hair: "cropped", outfit: "tie", beard: "goatee" },
  "Lena Hoffmann": { hair: "bun", outfit: "dark-blazer" },
  "Yasmin Al-Rashid": { hair: "headscarf", outfit: "jacket" },
  "Marcus Tan": { hair: "side-part", outfit: "shirt", glasses: true },
  // The sales team (content/connect/sales-team.ts).
  "Sofia Martens": { hair: "bob", outfit: "sweater" },
  "James Okafor": { hair: "short", outfit: "dark-blazer", beard: "full" },
  "Priya Raman": { hair: "long", outfit: "blazer" },
  // Clients quoted on /specialties/personal-development, by first name and initial.
  "Laura M.": { hair: "wavy", outfit: "shirt" },
  "Daniel R.": { hair: "swept", outfit: "sweater", glasses: true },
  "Priya S.": { hair: "ponytail", outfit: "jacket" },
};
