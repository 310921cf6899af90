export interface SubsetFont {
  /** The file written, from the repository's root. */
  out: string;
  /** The @fontsource-variable file it is cut from. */
  from: string;
  /** The part of the `wght` axis kept: a range, or one weight (a static font). */
  wght: number | { min: number; max: number };
  /** The OpenType features kept; all of them when undefined. */
  features: string[] | undefined;
  /** Its characters: those the pages draw (preloaded), the rest of the face's (unicode-range), or all. */
  chars: "first" | "rest" | "all";
}
export declare const FONTS: SubsetFont[];
/** ASCII signs the code's strings hold and the pages do not draw. */
export declare const UNDRAWN: string;
export declare function isDrawn(char: string): boolean;
export declare function siteCharacters(): string[];
export declare function characterSets(): { site: string[]; all: string[]; first: string[]; rest: string[] };
export declare function unicodeRange(chars: string[]): string;
export declare function rangeOf(bytes: Uint8Array): string;
export declare function buildSubsets(sets?: ReturnType<typeof characterSets>): Promise<Uint8Array[]>;
