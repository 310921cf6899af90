export interface SubsetFont {
  /** The file written, from the repository's root. */
  out: string;
  /** The @fontsource-variable file it is cut from. */
  from: string;
  /** The part of the `wght` axis kept: a range, or one weight (a static font). */
  wght: number | { min: number; max: number };
  /** The OpenType features kept; all of them when undefined. */
  features: string[] | undefined;
}
export declare const FONTS: SubsetFont[];
export declare function isDrawn(char: string): boolean;
export declare function siteCharacters(): string[];
export declare function buildSubsets(): Promise<Uint8Array[]>;
