/**
 * How the office's search compares words: without case, accents or apostrophes, so that "Cooperatie" finds
 * "Coöperatie" and "oneill" finds "O'Neill". The same folding is written twice from this one table: as SQL for the
 * search document PostgreSQL keeps (server/db/schema.ts) and in JavaScript for the words a person types
 * (server/office/inbox-filter.ts). SQL's `translate` rather than the unaccent extension: it is immutable (a
 * generated column needs that), and it runs the same on PGlite and on a server without an extension.
 */

/** Letters whose plain reading their decomposition does not give. */
const UNDECOMPOSED: Record<number, string> = {
  0xd8: "o",
  0xf8: "o",
  0x110: "d",
  0x111: "d",
  0x141: "l",
  0x142: "l",
};

/**
 * The letters with a mark of Latin-1 and Latin Extended-A (the languages of the firm's clients), each with the
 * plain letter it reads as: Ö as o, Ł as l. Made from code points, not written out: the font subsetting reads
 * the sources' strings for the characters the site draws, and the office never draws these.
 */
const [marked, plain] = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, index) => 0xc0 + index).reduce(
  ([from, to], point) => {
    const letter = String.fromCodePoint(point);
    const base = UNDECOMPOSED[point] ?? letter.normalize("NFD")[0]!.toLowerCase();
    return /^[a-z]$/.test(base) ? [from + letter, to + base] : [from, to];
  },
  ["", ""],
);

/** Characters left out altogether: apostrophes as people type them (', ’, `, ʼ). */
const DROPPED = String.fromCodePoint(0x27, 0x2019, 0x60, 0x2bc);

const table = new Map([...marked].map((letter, index) => [letter, plain[index]!]));

/** A text as the search compares it: lower case, marks off letters, apostrophes gone. */
export function foldText(text: string): string {
  return [...text]
    .filter((character) => !DROPPED.includes(character))
    .map((character) => table.get(character) ?? character)
    .join("")
    .toLowerCase();
}

/** The same folding as SQL around an expression (a text column or a concatenation). */
export function foldSql(expression: string): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `lower(translate(${expression}, ${quote(marked + DROPPED)}, ${quote(plain)}))`;
}
