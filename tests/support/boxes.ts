/** A box on the page, as Playwright's `boundingBox()` gives it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share more than `tolerance` px in both directions (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box, tolerance = 0): boolean {
  const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return across > tolerance && down > tolerance;
}
