// subset-font ships no types; this is the one call scripts/subset-fonts.ts makes (see its README).
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
