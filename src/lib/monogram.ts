/** The initials of a name: its first and last word ("Maya van der Berg" gives "MB"). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * A 32-bit hash of a name: FNV-1a, then a final mix so that neighbouring names ("Priya R.", "Priya S.") differ
 * in the low bits too, which pick the mark.
 */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** How many places the gold arc can take around a monogram, and how long it can be (degrees). */
export const markPositions = 8;
const sweeps = [80, 110, 140] as const;

/**
 * Where a person's gold arc sits on their monogram and how far it reaches: taken from the name, so the same
 * person always looks the same and people shown side by side look different. `angle` is the arc's middle, in
 * degrees clockwise from the top.
 */
export function monogramMark(name: string): { position: number; angle: number; sweep: number } {
  const hash = nameHash(name);
  const position = hash % markPositions;
  return {
    position,
    angle: position * (360 / markPositions),
    sweep: sweeps[(hash >>> 8) % sweeps.length]!,
  };
}
