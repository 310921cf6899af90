// Prerendered pages paint first, then fetch their scripts, and carry their stylesheet once. Next.js puts each
// page's scripts in its head as `async` (and preloads one); a browser on a fast link then has them all before its
// first paint and runs the largest (React's) first, so the paint waits for them. Every page is complete without
// JavaScript, so nothing is lost by asking for the scripts a moment later: the build's prerendered HTML names them
// in one small inline script, which adds them once the first contentful paint has been presented. And the two
// copies of the inlined stylesheet in the server-component payload, which the browser parses and React never
// reads, are emptied. See decision record 023.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { writeWhole } from "../files";
import {
  expectShape,
  PAYLOAD_BOOTSTRAP,
  PAYLOAD_PUSH,
  readPayload,
  SCRIPT_ELEMENT,
  scriptSafe,
  UnexpectedShape,
  type PayloadChunk,
} from "./payload";

// Both rewrites read Next's output, whose shape a Next.js upgrade may change. Each one first checks that the page
// has the shape it relies on, and after rewriting, that the result still has it; when a check fails, the page is
// left exactly as Next wrote it (never half-rewritten) and the server says so once (issue 28).

/** The rewrites that have said so already: each says it once per process, not once a page. */
const told = new Set<string>();

/** `rewrite(html)`, or `html` as it is when the page is not in the shape the rewrite expects (said once). */
function whole(name: string, rewrite: (html: string) => string, html: string): string {
  try {
    return rewrite(html);
  } catch (error) {
    if (!told.has(name)) {
      told.add(name);
      const why =
        error instanceof UnexpectedShape ? `expected ${error.message}` : `the rewrite failed: ${error}`;
      console.warn(
        `Pages are served as Next.js wrote them, without ${name} (record 023): ${why}. Next.js's output may ` +
          "have changed; src/server/serving/first-paint.ts reads its earlier shape. (Said once, for all pages.)",
      );
    }
    return html;
  }
}

/** The id of the inline script that loads a page's scripts; a page that has it has been rewritten already. */
export const LOADER_ID = "scripts-after-paint";

/** Next's script tags: `<script src="/_next/static/…" async=""></script>` (not the `noModule` polyfill). */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+)" async=""><\/script>/g;
/** Next's preload of a script (the browser would fetch it at once). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** The same, as one whole tag. */
const SCRIPT_PRELOAD_TAG = new RegExp(`^${SCRIPT_PRELOAD.source}$`);
/** The longest a page waits for its paint (a page opened in a background tab does not paint until shown). */
const LONGEST_WAIT_MS = 3_000;

/**
 * The loader: adds the scripts (async, as Next wrote them; the Turbopack runtime takes chunks in any order) when
 * the first contentful paint has been presented, or after one frame where the browser does not report paints.
 */
function loader(sources: readonly string[]): string {
  return (
    `<script id="${LOADER_ID}">(function(s){var d;function go(){if(d)return;d=1;s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go)});` +
    `setTimeout(go,${LONGEST_WAIT_MS})})(${JSON.stringify(sources).replace(/</g, "\\u003c")})</script>`
  );
}

/** A script element of Next's: its source is under `/_next/` (whatever the attributes' order or quotes). */
const NEXT_SOURCE = /\ssrc\s*=\s*["']?\/_next\//i;
/** Next's script element, as the rewrite reads it: an async script, or the polyfill modern browsers skip. */
const NEXT_SCRIPT = /^<script src="(\/_next\/static\/[^"]+)" (async|noModule)=""><\/script>$/;
/** Whether a script element is one of Next's async scripts, which the loader adds instead. */
function isAsync(element: string): boolean {
  return NEXT_SCRIPT.exec(element)?.[2] === "async";
}
/** A source the loader can take as it is: no HTML entity, quote or space (the loader does not decode them). */
const PLAIN_SOURCE = /^\/_next\/static\/[^&<>"'\\\s]+$/;
/** Any tag that asks the browser to fetch a script ahead (whatever its attributes' order). */
const ANY_SCRIPT_PRELOAD =
  /<link\b[^>]*?(?:\sas\s*=\s*["']?script\b|\srel\s*=\s*["']?modulepreload\b)[^>]*>/gi;

/** The page's script elements, with and without a source. */
/** A script element of a page: the whole element, its attributes, its text, and whether it has a source. */
interface ScriptElement {
  element: string;
  attributes: string;
  text: string;
  external: boolean;
}

function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(SCRIPT_ELEMENT)].map((match) => ({
    element: match[0],
    attributes: match[1] ?? "",
    text: match[2] ?? "",
    external: /\ssrc\s*=/i.test(match[1] ?? ""),
  }));
}

/**
 * The page with its scripts loaded after its first paint; unchanged when it has no scripts of Next's or had it,
 * and when it is not in the shape this expects (then said once).
 */
export function scriptsAfterPaint(html: string): string {
  return whole("moving their scripts after the first paint", moveScripts, html);
}

function moveScripts(html: string): string {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const scripts = scriptElements(html);
  const nexts = scripts.filter(({ external, attributes }) => external && NEXT_SOURCE.test(attributes));
  if (nexts.length === 0) {
    // A page that is not Next's (or has no scripts) is left alone; one with Next's payload has lost its tags.
    expectShape(!html.includes("self.__next_f"), "Next's async script tags in a page with its payload");
    return html;
  }
  const sources: string[] = [];
  for (const { element } of nexts) {
    const match = NEXT_SCRIPT.exec(element);
    expectShape(
      match !== null,
      'every script tag of Next\'s to be <script src="/_next/static/…" async=""></script> or its noModule polyfill',
      element,
    );
    if (match[2] === "async") sources.push(match[1]!);
  }
  expectShape(sources.length > 0, "Next's async script tags beside its noModule polyfill");
  const entity = sources.find((source) => !PLAIN_SOURCE.test(source));
  expectShape(entity === undefined, "script sources without HTML entities, quotes or spaces", entity);
  const end = html.indexOf("</body>");
  expectShape(end !== -1 && end === html.lastIndexOf("</body>"), "one </body>", html.slice(-80));
  expectShape(
    scripts.some(({ text }) => text.startsWith(PAYLOAD_BOOTSTRAP)),
    `Next's payload bootstrap <script>${PAYLOAD_BOOTSTRAP}</script>`,
  );
  for (const [preload] of html.matchAll(ANY_SCRIPT_PRELOAD)) {
    const href = /\shref="([^"]+)"/.exec(preload)?.[1];
    expectShape(
      SCRIPT_PRELOAD_TAG.test(preload) && href !== undefined && sources.includes(href),
      'script preloads to be <link rel="preload" as="script" … href="…"/> of the async scripts',
      preload,
    );
  }

  const removed = html.replace(ASYNC_SCRIPT, "").replace(SCRIPT_PRELOAD, "");
  const at = removed.lastIndexOf("</body>");
  const rewritten = removed.slice(0, at) + loader(sources) + removed.slice(at);

  // The rewrite took out the async tags and the preloads and nothing else (every other script, Next's bootstrap
  // among them, is as it was, in its order); the loader adds what the tags named.
  const after = scriptElements(rewritten);
  const added = after.at(-1);
  const kept = scripts.filter(({ element }) => !isAsync(element));
  expectShape(
    after.length === kept.length + 1 &&
      kept.every(({ element }, index) => after[index]?.element === element) &&
      added?.attributes === ` id="${LOADER_ID}"` &&
      rewritten.match(ANY_SCRIPT_PRELOAD) === null,
    "the rewrite to remove Next's async script tags and script preloads, and keep every other script",
  );
  expectShape(
    pageScripts(added.element).join("\n") === sources.join("\n"),
    "the loader to add every script the async tags named",
  );
  return rewritten;
}

/** The character before a text row's `:T`: the end of the row's id, in hex. */
const ROW_ID_END = /^[0-9a-f]$/;

/** The stylesheets Next inlined in the head (`experimental.inlineCss`). */
const INLINED_STYLE = /<style data-precedence="([^"]*)" data-href="([^"]*)">([\s\S]*?)<\/style>/g;
/** Each inlined stylesheet's tag, whatever its attributes' order. */
const ANY_INLINED_STYLE = /<style\b[^>]*\sdata-href\b[^>]*>/gi;
/** The same, as Next writes it. */
const INLINED_STYLE_TAG = /^<style data-precedence="[^"]*" data-href="[^"]*">$/;

/** How many times `part` occurs in `text`. */
function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** How many whole copies of the stylesheets the payload's text chunks hold. */
function copies(chunks: readonly PayloadChunk[], rows: readonly { css: string }[]): number {
  let found = 0;
  for (const { kind, text } of chunks) if (kind === 1) for (const { css } of rows) found += count(text, css);
  return found;
}

/**
 * The page without the copies of its inlined stylesheets in the server-component payload. Next puts each one in
 * the head and twice more in the payload, as a text row (`id:T<UTF-8 length in hex>,<text>`) for the `<style>`
 * element React hoists; on the client React finds that element in the head by its href and never reads the text
 * (record 023). The text of each row is emptied; a row split between two chunks is left whole. Also used on the
 * template of the refusal page (server/forms/retry.ts), which is rendered per request. Unchanged when the page is
 * not in the shape this expects (then said once).
 */
export function withoutStyleCopies(html: string): string {
  return whole("emptying the copies of their stylesheets in the payload", emptyStyleCopies, html);
}

function emptyStyleCopies(html: string): string {
  const styles = [...html.matchAll(INLINED_STYLE)].map((match) => match[3] ?? "");
  const tags = html.match(ANY_INLINED_STYLE) ?? [];
  expectShape(
    tags.length === styles.length && tags.every((tag) => INLINED_STYLE_TAG.test(tag)),
    'Next\'s inlined stylesheets to be <style data-precedence="…" data-href="…">…</style>',
    tags.find((tag) => !INLINED_STYLE_TAG.test(tag)),
  );
  const rows = styles
    .filter((css) => css.length > 0)
    .map((css) => ({ css, header: `:T${Buffer.byteLength(css, "utf8").toString(16)},` }));
  if (rows.length === 0) return html;
  const chunks = readPayload(html);
  expectShape(
    chunks.some(({ kind }) => kind === 1),
    "the payload of a page with inlined stylesheets in self.__next_f.push chunks",
  );

  let rewritten = "";
  let from = 0;
  let emptied = 0;
  let previous = "";
  for (const chunk of chunks) {
    if (chunk.kind !== 1) {
      previous = "";
      continue;
    }
    let text = chunk.text;
    for (const { css, header } of rows) {
      // Each whole copy must be the whole text of its row, its length as the row's header says; the header (or
      // the row's id) may have ended the chunk before, and then the row is left whole.
      for (let at = text.indexOf(css); at !== -1; at = text.indexOf(css, at + css.length)) {
        const row = at > header.length ? text.slice(0, at) : previous + text.slice(0, at);
        expectShape(
          row.endsWith(header) && ROW_ID_END.test(row.charAt(row.length - header.length - 1)),
          "each copy of a stylesheet in the payload to be a text row id:T<its UTF-8 length in hex>,<its text>",
          text.slice(Math.max(0, at - 16), at + 32),
        );
      }
      const parts = text.split(header + css);
      emptied += parts.length - 1;
      text = parts.join(":T0,");
    }
    previous = chunk.text;
    if (text === chunk.text) continue;
    const escaped = scriptSafe(JSON.stringify([1, text]));
    rewritten +=
      html.slice(from, chunk.index) + `<script${chunk.attributes}>${PAYLOAD_PUSH}${escaped})</script>`;
    from = chunk.index + chunk.element.length;
  }
  if (emptied === 0) return html;
  rewritten += html.slice(from);

  // The rewrite changed the copies' rows and nothing else: as many chunks, each still parsing, the head's styles.
  const after = readPayload(rewritten);
  expectShape(
    after.length === chunks.length &&
      after.every(({ kind }, index) => kind === chunks[index]?.kind) &&
      copies(after, rows) === copies(chunks, rows) - emptied &&
      [...rewritten.matchAll(INLINED_STYLE)].map((match) => match[3]).join("\0") === styles.join("\0"),
    "the rewrite to keep every payload chunk, parsing, and the head's stylesheets, and empty only the copies",
  );
  return rewritten;
}

/**
 * The page with its stylesheets linked instead of inlined (each is a hashed file under /_next/static), and without
 * their copies in the payload: for a page rendered per request and kept as a template (server/forms/retry.ts),
 * whose bytes are written again for every answer. React takes a linked stylesheet with its precedence for the
 * inlined one.
 */
export function linkedStylesheets(html: string): string {
  return withoutStyleCopies(html).replace(
    INLINED_STYLE,
    (_, precedence: string, href: string) =>
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}"/>`,
  );
}

/** The scripts a page loads: its script tags' sources and those its loader adds. */
export function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((source): source is string => Boolean(source));
  const loaded = new RegExp(`<script id="${LOADER_ID}">[^<]*\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  return [...tags, ...(loaded ? (JSON.parse(loaded[1] ?? "[]") as string[]) : [])];
}

/** A prerendered page as it is served: scripts after the first paint, no copies of its stylesheets. */
export function forFirstPaint(html: string): string {
  return withoutStyleCopies(scriptsAfterPaint(html));
}

/**
 * Rewrites a build's prerendered pages in place (each whole or not at all); returns how many changed. Next.js
 * copies a prerendered page into `server/route-cache` the first time it serves it and reads that copy from then
 * on; copies made before this rewrite (a build served by an older server) are removed, to be made again.
 */
export function rewriteForFirstPaint(distDir: string, files: readonly string[]): number {
  let changed = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const rewritten = forFirstPaint(html);
    if (rewritten === html) continue;
    writeWhole(file, rewritten);
    changed += 1;
  }
  if (changed > 0) rmSync(path.join(distDir, "server", "route-cache"), { recursive: true, force: true });
  return changed;
}
