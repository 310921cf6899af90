import type { InvisibleKind } from "@/content/office";

/**
 * Characters that reorder or hide text, the one list of them: the office shows each as a marker and the CSV
 * export writes it as text, both `<U+202E>` (`marker`), and mail headers drop it. A visitor can type them into any form field: a
 * right-to-left override makes "Eve\u202Etxt.exe" read "Eveexe.txt"; zero widths and tags hide text in plain view.
 *
 * Bidirectional marks, embeddings, overrides and isolates, zero widths and joiners, and other format characters
 * that draw nothing: the soft hyphen, invisible operators, deprecated formats, interlinear annotations, tags (which
 * spell out hidden ASCII) and the variation selectors outside emoji's (which can carry hidden bytes).
 */
export const invisibleCharacters: readonly { from: number; to: number; kind: InvisibleKind }[] = [
  { from: 0x00ad, to: 0x00ad, kind: "soft-hyphen" },
  { from: 0x034f, to: 0x034f, kind: "combining-grapheme-joiner" },
  { from: 0x061c, to: 0x061c, kind: "arabic-letter-mark" },
  { from: 0x17b4, to: 0x17b5, kind: "khmer-inherent-vowel" },
  { from: 0x180b, to: 0x180d, kind: "mongolian-variation-selector" },
  { from: 0x180e, to: 0x180e, kind: "mongolian-vowel-separator" },
  { from: 0x180f, to: 0x180f, kind: "mongolian-variation-selector" },
  { from: 0x200b, to: 0x200b, kind: "zero-width-space" },
  { from: 0x200c, to: 0x200c, kind: "zero-width-non-joiner" },
  { from: 0x200d, to: 0x200d, kind: "zero-width-joiner" },
  { from: 0x200e, to: 0x200e, kind: "left-to-right-mark" },
  { from: 0x200f, to: 0x200f, kind: "right-to-left-mark" },
  { from: 0x202a, to: 0x202a, kind: "left-to-right-embedding" },
  { from: 0x202b, to: 0x202b, kind: "right-to-left-embedding" },
  { from: 0x202c, to: 0x202c, kind: "pop-directional-formatting" },
  { from: 0x202d, to: 0x202d, kind: "left-to-right-override" },
  { from: 0x202e, to: 0x202e, kind: "right-to-left-override" },
  { from: 0x2060, to: 0x2060, kind: "word-joiner" },
  { from: 0x2061, to: 0x2064, kind: "invisible-operator" },
  { from: 0x2066, to: 0x2066, kind: "left-to-right-isolate" },
  { from: 0x2067, to: 0x2067, kind: "right-to-left-isolate" },
  { from: 0x2068, to: 0x2068, kind: "first-strong-isolate" },
  { from: 0x2069, to: 0x2069, kind: "pop-directional-isolate" },
  { from: 0x206a, to: 0x206f, kind: "deprecated-format" },
  { from: 0xfeff, to: 0xfeff, kind: "zero-width-no-break-space" },
  { from: 0xfff9, to: 0xfffb, kind: "interlinear-annotation" },
  { from: 0xe0001, to: 0xe0001, kind: "tag" },
  { from: 0xe0020, to: 0xe007f, kind: "tag" },
  { from: 0xe0100, to: 0xe01ef, kind: "variation-selector" },
];

const escaped = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;

/**
 * Matches each character of the list (global, by code point): for `replace`, `split` and `matchAll`. Its
 * `lastIndex` is shared, so never call `test` or `exec` on it.
 */
export const INVISIBLE = new RegExp(
  `[${invisibleCharacters.map(({ from, to }) => `${escaped(from)}-${escaped(to)}`).join("")}]`,
  "gu",
);

/** "U+202E": a character's code point as Unicode writes it. */
export function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Which kind of invisible character this is, or undefined for one that is not in the list. */
export function invisibleKind(character: string): InvisibleKind | undefined {
  const codePoint = character.codePointAt(0) ?? -1;
  return invisibleCharacters.find(({ from, to }) => codePoint >= from && codePoint <= to)?.kind;
}

/**
 * How the office and its CSV write an invisible character: `<U+202E>`, in characters every font of the site draws
 * and any spreadsheet shows.
 */
export const marker = (codePoint: string) => `<${codePoint}>`;

/** Text with each invisible character written as its marker, as a CSV cell or a page's title shows it. */
export function markInvisible(text: string): string {
  return text.replace(INVISIBLE, (character) => marker(codePointName(character)));
}

/** A part of a text: ordinary text, or one invisible character with its code point name and kind. */
export type TextPart = { text: string } | { codePoint: string; kind: InvisibleKind };

/** Text cut at its invisible characters, in order, for a component to show each one as a marker. */
export function splitInvisible(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(INVISIBLE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ codePoint: codePointName(match[0]), kind: invisibleKind(match[0])! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
