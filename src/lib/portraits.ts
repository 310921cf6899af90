import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import { looks } from "@/content/people";
import { slugify } from "@/content/names";
import type { Look } from "@/types/art";

/**
 * People's portraits: line drawings in the style of Zoish's "Notionists" (CC0), put together by DiceBear from the
 * look content gives each person (src/content/people.ts). The smaller traits are picked by DiceBear's generator
 * seeded with the name's slug from lists chosen here for a calm, friendly face, so a portrait is unique and the
 * same at every build. Drawn in the brand's ink on its paper colour; the frame around it is the page's (Avatar).
 */

/** One of the drawings of a part of the Notionists style ("variant10"). */
type Parts = "hair" | "body" | "beard" | "brows" | "lips" | "glasses";
type Part<K extends Parts> = NonNullable<notionists.Options[K]>[number];

/** The drawings each named feature stands for. */
const hair: Record<Look["hair"], Part<"hair">> = {
  bob: "variant10",
  bun: "variant48",
  ponytail: "variant47",
  long: "variant41",
  "long-fair": "variant61",
  shoulder: "variant43",
  wavy: "variant28",
  headscarf: "variant63",
  cropped: "variant60",
  short: "variant05",
  "side-part": "variant49",
  swept: "variant35",
  grey: "variant42",
};
const outfits: Record<Look["outfit"], Part<"body">> = {
  blazer: "variant13",
  "dark-blazer": "variant06",
  jacket: "variant16",
  shirt: "variant21",
  tie: "variant20",
  sweater: "variant14",
};
const beards: Record<NonNullable<Look["beard"]>, Part<"beard">> = {
  full: "variant02",
  moustache: "variant10",
  goatee: "variant08",
};
/** The traits the seed picks from (any eyes and nose): level brows, a closed smile, clear (not dark) glasses. */
const brows: Part<"brows">[] = [
  "variant01",
  "variant02",
  "variant04",
  "variant05",
  "variant06",
  "variant07",
  "variant10",
  "variant11",
  "variant12",
];
const smiles: Part<"lips">[] = ["variant03", "variant22", "variant23", "variant25", "variant30"];
const clearGlasses: Part<"glasses">[] = ["variant03", "variant08", "variant11"];

/** The brand's ink and paper (globals.css: ink-900, paper), for the drawing's black lines and white fills. */
const ink = "#0f1e36";
const paper = "#faf7f1";

/** The address of a person's portrait, for an <img>; a name without a look fails the build here. */
export function portraitPath(name: string): string {
  lookOf(name);
  return `/art/people/${slugify(name)}.svg`;
}

/** Every person with a portrait, by the file name of their portrait ("marieke-van-dijk.svg"). */
export const portraitFiles = (): ReadonlyMap<string, string> =>
  new Map(Object.keys(looks).map((name) => [portraitPath(name).split("/").at(-1)!, name]));

/** The look of a person the site shows; a name without one is a mistake in content, caught at build. */
export function lookOf(name: string): Look {
  const look = looks[name];
  if (!look) throw new Error(`No portrait for "${name}": add their look to src/content/people.ts.`);
  return look;
}

/** A person's portrait as an SVG document. */
export function portraitSvg(name: string): string {
  const look = lookOf(name);
  const svg = createAvatar(notionists, {
    seed: slugify(name),
    hair: [hair[look.hair]],
    body: [outfits[look.outfit]],
    brows,
    lips: smiles,
    glasses: clearGlasses,
    glassesProbability: look.glasses ? 100 : 0,
    beard: look.beard ? [beards[look.beard]] : [],
    beardProbability: look.beard ? 100 : 0,
    bodyIconProbability: 0,
    gestureProbability: 0,
    // A little smaller and lower than the style draws it, so a disc or an arch never cuts the top of the hair.
    scale: 88,
    translateY: 6,
  }).toString();
  return svg.replaceAll('fill="#000"', `fill="${ink}"`).replaceAll('fill="#fff"', `fill="${paper}"`);
}
