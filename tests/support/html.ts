/**
 * Reading server HTML without a browser: enough for checks over every page (links, ids, headings). What a
 * reader sees is read in the browser (./visible-text.ts).
 * Only real markup is read; the framework's inline data lives in <script> elements, which are removed first.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value =
        code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(value);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The markup without scripts, styles and templates. */
export function markup(html: string): string {
  return html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "");
}

export function title(html: string): string | undefined {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]!.trim()) : undefined;
}

/** The content of every `<meta>` with this name (or Open Graph property), in document order. */
export function metaContents(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<meta[^>]*(?:name|property)="${name}"[^>]*>`, "gi"))].map((tag) =>
    decodeEntities(/content="([^"]*)"/.exec(tag[0])?.[1] ?? ""),
  );
}

export function metaContent(html: string, name: string): string | undefined {
  return metaContents(html, name)[0];
}

/** The href of the page's `<link rel="canonical">`. */
export function canonicalUrl(html: string): string | undefined {
  const tag = /<link[^>]*rel="canonical"[^>]*>/i.exec(html)?.[0];
  const href = tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
  return href === undefined ? undefined : decodeEntities(href);
}

export function count(html: string, tag: string): number {
  return markup(html).match(new RegExp(`<${tag}[\\s>]`, "gi"))?.length ?? 0;
}

/** Every href of an <a> element in the markup, decoded. */
export function linkHrefs(html: string): string[] {
  return [...markup(html).matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)].map((match) => decodeEntities(match[1]!));
}

/** Every element id in the markup. */
export function elementIds(html: string): Set<string> {
  return new Set([...markup(html).matchAll(/\sid="([^"]*)"/gi)].map((match) => decodeEntities(match[1]!)));
}
