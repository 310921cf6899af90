import type { CSSProperties } from "react";
import { mapFrame } from "@/lib/equal-earth";

/** A part of the world map, in map units. */
type View = { x: number; y: number; width: number; height: number };

/** Where a background image's edge sits, as background-position's percentage, to show from `offset` on. */
const at = (offset: number, whole: number, shown: number) =>
  whole === shown ? "0%" : `${(offset / (whole - shown)) * 100}%`;

/**
 * The dotted world map (public/images/world-dots.svg, drawn by scripts/world-map.ts) as the background of an
 * <svg> whose viewBox is `view`, its dots at `strength` over the paper colour the map is drawn on. As a CSS
 * background the file is fetched at low priority, behind the page's fonts; an SVG <image> was fetched at
 * medium priority beside them (record 026). A veil of paper over the dots gives them the opacity the <image>
 * had.
 */
export function worldDots(view: View, strength: number): CSSProperties {
  const veil = `color-mix(in srgb, var(--color-paper) ${Math.round((1 - strength) * 100)}%, transparent)`;
  const size = `${(mapFrame.width / view.width) * 100}% ${(mapFrame.height / view.height) * 100}%`;
  const position = `${at(view.x, mapFrame.width, view.width)} ${at(view.y, mapFrame.height, view.height)}`;
  return {
    backgroundColor: "var(--color-paper)",
    backgroundImage: `linear-gradient(${veil}, ${veil}), url(/images/world-dots.svg)`,
    backgroundSize: `100% 100%, ${size}`,
    backgroundPosition: `0 0, ${position}`,
    backgroundRepeat: "no-repeat",
  };
}
