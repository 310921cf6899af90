/** A box on the page, as Playwright's `boundingBox()` gives it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part two boxes share, or null when they do not overlap (touching edges do not count). */
export function intersection(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** Whether two boxes share any area. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return intersection(a, b) !== null;
}
