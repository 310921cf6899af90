/**
 * How the office's search compares words: without case, accents or apostrophes, so that "Cooperatie" finds
 * "Coöperatie" and "oneill" finds "O'Neill". The same folding is written twice from this one table: as SQL for the
 * search document PostgreSQL keeps (server/db/schema.ts) and in JavaScript for the words a person types
 * (server/office/inbox-filter.ts). SQL's `translate` rather than the unaccent extension: it is immutable (a
 * generated column needs that), and it runs the same on PGlite and on a server without an extension.
 */

/** Letters with a mark, each followed by the plain letter it reads as. */
const LETTERS =
  "ÀaÁaÂaÃaÄaÅaàaáaâaãaäaåaĀaāaĂaăaĄaąaÇcçcĆcćcČcčcĎdďdÈeÉeÊeËeèeéeêeëeĒeēeĖeėeĘeęeĚeěeÌiÍiÎiÏiìiíiîiïiĪiīiĮiįiŁlłlÑnñnŃnńnŇnňnÒoÓoÔoÕoÖoØoòoóoôoõoöoøoŌoōoŐoőoŘrřrŚsśsŠsšsŞsşsŤtťtÙuÚuÛuÜuùuúuûuüuŪuūuŮuůuŰuűuÝyýyÿyŸyŹzźzŻzżzŽzžz";

const marked = [...LETTERS].filter((_, index) => index % 2 === 0).join("");
const plain = [...LETTERS].filter((_, index) => index % 2 === 1).join("");

/** Characters left out altogether: apostrophes as people type them. */
const DROPPED = "'’`ʼ";

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
