/**
 * Every word a page gives a person, read from its server HTML without a browser: the text of its elements, the
 * attributes a person sees or hears (alt, title, aria-label, placeholder, aria-description), its <title>, its
 * meta description and Open Graph tags, the strings of its JSON-LD, and its anchor ids (which a reader sees in
 * the address bar). Text inside an element marked with another language (`lang="en"` on a Dutch page, such as
 * the switch to the English edition) is that language's, and is left out.
 */
import { decodeEntities } from "./html";

export interface PageText {
  /** Where the text was found: "text", "alt", "title", "meta og:title", "json-ld", "id" … */
  where: string;
  text: string;
}

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const SPOKEN = ["alt", "title", "aria-label", "aria-description", "placeholder", "aria-roledescription"];
const TAG =
  /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE))
    found[name!.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
  return found;
}

/**
 * The JSON-LD properties whose text a person reads (in a search result, a preview): names, headings,
 * descriptions. The rest is data for machines in schema.org's own terms ("@type": "PostalAddress",
 * "dayOfWeek": "Monday", "employmentType": "FULL_TIME"), the same in every language.
 */
const READ = new Set([
  "name",
  "alternateName",
  "headline",
  "description",
  "text",
  "articleSection",
  "keywords",
  "jobTitle",
  "title",
  "skills",
  "qualifications",
  "responsibilities",
  "abstract",
]);

/** Every string a person reads in a JSON-LD value. */
function stringsOf(value: unknown, key = "name"): string[] {
  if (typeof value === "string") return READ.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, name));
  return [];
}

/** The texts of a page in `language` ("nl", "en"), each with where it stands. */
export function pageTexts(html: string, language: string): PageText[] {
  const texts: PageText[] = [];
  for (const [, json] of html.matchAll(
    /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi,
  ))
    for (const text of stringsOf(JSON.parse(json!))) texts.push({ where: "json-ld", text });
  const markup = html.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, "");
  const anchors = new Set(
    [...markup.matchAll(/\shref="[^"#]*#([^"]+)"/g)].map((match) => decodeEntities(match[1]!)),
  );
  /** For each open element: whether its text is in another language. */
  const stack: { tag: string; other: boolean }[] = [];
  for (const [whole, closing, rawTag, rawAttributes, text] of markup.matchAll(TAG)) {
    if (whole.startsWith("<!")) continue;
    const other = stack.at(-1)?.other ?? false;
    if (text !== undefined) {
      const inTitle = stack.at(-1)?.tag === "title";
      if (!other && text.trim())
        texts.push({ where: inTitle ? "<title>" : "text", text: decodeEntities(text) });
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (closing) {
      const at = stack.map((open) => open.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      continue;
    }
    const attributes = attributesOf(rawAttributes ?? "");
    const lang = attributes.lang;
    const otherHere = tag === "html" ? false : lang !== undefined ? !lang.startsWith(language) : other;
    if (!otherHere) {
      for (const name of SPOKEN) if (attributes[name]) texts.push({ where: name, text: attributes[name]! });
      // An anchor a reader sees in the address bar (#onze-missie): an id a link on the page leads to.
      if (attributes.id && anchors.has(attributes.id))
        texts.push({ where: "id", text: attributes.id.replace(/-/g, " ") });
      const meta = attributes.name ?? attributes.property;
      if (tag === "meta" && meta && /^(description|og:|twitter:)/.test(meta) && attributes.content)
        if (
          !/^(https?:|\/)/.test(attributes.content) &&
          !/(url|image$|width|height|type|card|locale)/.test(meta)
        )
          texts.push({ where: `meta ${meta}`, text: attributes.content });
    }
    if (!VOID.has(tag)) stack.push({ tag, other: otherHere });
  }
  return texts;
}

/** The words of a text, lower case: runs of letters (with inner apostrophes and hyphens split apart). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}
