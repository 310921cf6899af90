/**
 * The Dutch edition of a content module: the English module's shape, with the Dutch module's words. A Dutch module
 * writes only words (`Texts`); what is not words comes from the English module, so it is stated once: numbers,
 * icons, ids, mail addresses, and every link, which leads to the Dutch page of the same route. `inDutch` refuses,
 * at build time, a Dutch text whose numbers differ from its English original's (a figure may be written out in
 * Dutch: "vijf kantoren") and a list of another length.
 */
import { dutchAnchor } from "./nl/anchors";
import {
  categorySlug,
  counterpartOf,
  dutchCategorySlugs,
  dutchPathOf,
  dutchRoutes,
  localeOf,
} from "./routes";

/** Keys whose strings are not words: taken from the English module, a link turned into its Dutch page's. */
const notWords = [
  "icon",
  "id",
  "href",
  "path",
  "phone",
  "email",
  "timeZone",
  "slug",
  "seed",
  "currency",
  "variant",
  "tone",
  "image",
  "unit",
  "profileId",
  "style",
  "officeId",
  "employment",
  "anchor",
] as const;
type NotWords = (typeof notWords)[number];
const isNotWords = (key: string): key is NotWords => (notWords as readonly string[]).includes(key);

/** Values that are never words: figures, flags and lists of figures (a range such as `[1, 2]`). */
type Wordless = number | boolean | null | undefined | readonly (number | boolean)[];

/**
 * Whether a value may hold words: anything but a figure, and an object only when one of its own parts is not
 * wordless (a price of `{ amount, currency }` holds none). One level deep, so that a type that contains itself
 * (a link with links under it) does not send the check round in circles.
 */
type HasWords<T> = T extends Wordless
  ? false
  : T extends (...args: never[]) => unknown
    ? true
    : T extends readonly unknown[]
      ? true
      : T extends object
        ? true extends {
            [K in keyof T]-?: string extends K
              ? false
              : K extends NotWords
                ? false
                : T[K] extends Wordless
                  ? false
                  : true;
          }[keyof T]
          ? true
          : false
        : true;

/**
 * What a Dutch module writes for an English value: its words, in the same shape (a function that writes words is
 * a function with the same parameters); nothing for what is not words, nor for a part that holds none.
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer Args) => string
    ? (...args: Args) => string
    : T extends readonly (infer Item)[]
      ? readonly Texts<Item>[]
      : T extends object
        ? {
            // An index signature ([section: string]: unknown) names no part a module writes.
            [
              K in keyof T as string extends K
                ? never
                : K extends NotWords
                  ? never
                  : true extends HasWords<T[K]>
                    ? K
                    : never
            ]: Texts<T[K]>;
          }
        : never;

/**
 * The Dutch page of an English link, with its #fragment in Dutch (`dutchAnchor`): the route table's page, or an
 * insights text's or list's (`counterpartOf`); a link within the page, to its Dutch anchor. Any other link as it is.
 */
export function dutchHref(href: string): string {
  const [path = "", fragment] = href.split("#");
  const there = localeOf(path) === "en" ? counterpartOf(path) : undefined;
  if (!there) return path === "" && fragment !== undefined ? `#${dutchAnchor(fragment)}` : href;
  if (fragment === undefined) return there;
  // The insights page's topics are anchored at their categories' slugs (/nl/inzichten#strategie).
  const topic = there === dutchRoutes.insights && fragment in dutchCategorySlugs;
  return `${there}#${topic ? categorySlug(fragment, "nl") : dutchAnchor(fragment)}`;
}

/** An anchor in an edition's words: the English one, or its Dutch name (`dutchAnchors`) on a Dutch page. */
export function anchorIn(anchor: string, locale: "en" | "nl"): string {
  return locale === "nl" ? dutchAnchor(anchor) : anchor;
}

/**
 * The numbers a text states, written the same way whatever the language: "$25,000" and "€ 25.000" both give
 * 25000, "9AM" and "9.00" both give the time 9:00, "1.5" and "1,5" both give 1.5. Numbers written as words
 * ("three", "drie") are words, and not compared.
 */
export function numbersIn(text: string, language: "en" | "nl"): string[] {
  const found: string[] = [];
  const time = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;
  let rest = text;
  if (language === "en") {
    rest = rest.replace(/\b(\d{1,2})(?::(\d{2}))?\s?(AM|PM)\b/g, (_, hour: string, minute: string, half) => {
      found.push(time((Number(hour) % 12) + (half === "PM" ? 12 : 0), Number(minute ?? 0)));
      return " ";
    });
    rest = rest.replace(/\b(\d{1,2}):(\d{2})\b/g, (_, hour: string, minute: string) => {
      found.push(time(Number(hour), Number(minute)));
      return " ";
    });
    rest = rest.replace(/(\d),(?=\d{3}\b)/g, "$1");
  } else {
    rest = rest.replace(/\b(\d{1,2})[.:](\d{2})\b(?![.,]?\d)/g, (_, hour: string, minute: string) => {
      found.push(time(Number(hour), Number(minute)));
      return " ";
    });
    rest = rest.replace(/(\d)\.(?=\d{3}\b)/g, "$1").replace(/(\d),(\d)/g, "$1.$2");
  }
  for (const number of rest.match(/\d+(?:\.\d+)?/g) ?? []) found.push(String(Number(number)));
  return found.sort();
}

/** Dutch number words, as Dutch running text writes small and round numbers ("vijf kantoren", "een à twee weken"). */
export const dutchNumberWords: Readonly<Record<string, number>> = {
  een: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
  honderd: 100,
  duizend: 1000,
};

/**
 * Whether a Dutch text states the English text's numbers: the same figures, except that a figure of the English
 * may be written out in the Dutch ("5 offices", "vijf kantoren"). A figure the English does not state is refused.
 */
function sameNumbers(english: string, dutch: string): boolean {
  const left = numbersIn(english, "en");
  const right = numbersIn(dutch, "nl");
  for (const figure of right) {
    let at = left.indexOf(figure);
    // A whole hour written the Dutch way ("van 9.00 tot 17.00 uur") states the English bare hour ("hours 9-17").
    if (at < 0 && figure.endsWith(":00")) at = left.indexOf(figure.slice(0, -3));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  const written = new Set(
    (dutch.toLowerCase().match(/\p{L}+/gu) ?? []).flatMap((word) =>
      word in dutchNumberWords ? [String(dutchNumberWords[word])] : [],
    ),
  );
  return left.every((figure) => written.has(figure));
}

/** The English value at `path` with the Dutch words laid over it; throws what does not match, named by its path. */
function overlay(english: unknown, dutch: unknown, path: string, key: string): unknown {
  if (isNotWords(key)) {
    if (typeof english !== "string") return english;
    // A page's own path is its Dutch path; a link leads to the Dutch page once there is one.
    if (key === "path") return dutchPathOf(english);
    // A section's anchor is a word of the address: its Dutch anchor, where it has one.
    if (key === "id" || key === "anchor") return dutchAnchor(english);
    return key === "href" ? dutchHref(english) : english;
  }
  if (typeof english === "string") {
    if (typeof dutch !== "string") throw new Error(`${path}: no Dutch text`);
    const [inEnglish, inDutch] = [numbersIn(english, "en"), numbersIn(dutch, "nl")];
    if (!sameNumbers(english, dutch))
      throw new Error(
        `${path}: the Dutch text states ${inDutch.join(", ") || "no number"}, the English ${inEnglish.join(", ") || "none"}: "${dutch}"`,
      );
    return dutch;
  }
  if (typeof english === "function") {
    if (typeof dutch !== "function") throw new Error(`${path}: no Dutch text`);
    return dutch;
  }
  // A list of figures (a range such as [1, 2]) is no words: the English one.
  if (
    Array.isArray(english) &&
    english.every((item) => typeof item === "number" || typeof item === "boolean")
  )
    return english;
  if (Array.isArray(english)) {
    if (!Array.isArray(dutch) || dutch.length !== english.length)
      throw new Error(
        `${path}: the English list has ${english.length} items, the Dutch ${Array.isArray(dutch) ? dutch.length : "none"}`,
      );
    return english.map((item, index) => overlay(item, dutch[index], `${path}[${index}]`, key));
  }
  if (english && typeof english === "object") {
    const words = (dutch ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english).map(([name, value]) => [
        name,
        overlay(value, words[name], `${path}.${name}`, name),
      ]),
    );
  }
  return english;
}

/**
 * The Dutch edition of an English module's export: `name` names it in errors ("about/history page"). The result has
 * the English type, so the English page's sections render it.
 */
export function inDutch<T>(name: string, english: T, texts: Texts<T>): T {
  return overlay(english, texts, name, "") as T;
}
