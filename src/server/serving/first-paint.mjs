// Prerendered pages paint first, then fetch their scripts, and carry their stylesheet once. Next.js puts each
// page's scripts in its head as `async` (and preloads one); a browser on a fast link then has them all before its
// first paint and runs the largest (React's) first, so the paint waits for them. Every page is complete without
// JavaScript, so nothing is lost by asking for the scripts a moment later: the build's prerendered HTML names them
// in one small inline script, which adds them once the first contentful paint has been presented. And the two
// copies of the inlined stylesheet in the server-component payload, which the browser parses and React never
// reads, are emptied. See decision record 023.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { writeWhole } from "../files.mjs";

/** The id of the inline script that loads a page's scripts; a page that has it has been rewritten already. */
export const LOADER_ID = "scripts-after-paint";

/** Next's script tags: `<script src="/_next/static/…" async=""></script>` (not the `noModule` polyfill). */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+)" async=""><\/script>/g;
/** Next's preload of a script (the browser would fetch it at once). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** The longest a page waits for its paint (a page opened in a background tab does not paint until shown). */
const LONGEST_WAIT_MS = 3_000;

/**
 * The loader: adds the scripts (async, as Next wrote them; the Turbopack runtime takes chunks in any order) when
 * the first contentful paint has been presented, or after one frame where the browser does not report paints.
 */
function loader(sources) {
  return (
    `<script id="${LOADER_ID}">(function(s){var d;function go(){if(d)return;d=1;s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go)});` +
    `setTimeout(go,${LONGEST_WAIT_MS})})(${JSON.stringify(sources).replace(/</g, "\\u003c")})</script>`
  );
}

/** The page with its scripts loaded after its first paint; unchanged when it has no such scripts or had it. */
export function scriptsAfterPaint(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  const end = html.lastIndexOf("</body>");
  if (sources.length === 0 || end === -1) return html;
  const rewritten = html.replace(ASYNC_SCRIPT, "").replace(SCRIPT_PRELOAD, "");
  const at = rewritten.lastIndexOf("</body>");
  return rewritten.slice(0, at) + loader(sources) + rewritten.slice(at);
}

/** The stylesheets Next inlined in the head (`experimental.inlineCss`). */
const INLINED_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g;
/**
 * One chunk of the server-component payload, as Next writes it: a JSON array, `<`, `>` and `&` escaped; in a page
 * rendered per request, with its nonce.
 */
const PAYLOAD_CHUNK =
  /<script((?: nonce="[^"]*")?)>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const ESCAPES = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * The page without the copies of its inlined stylesheets in the server-component payload. Next puts each one in
 * the head and twice more in the payload, as a text row (`id:T<UTF-8 length in hex>,<text>`) for the `<style>`
 * element React hoists; on the client React finds that element in the head by its href and never reads the text
 * (record 023). The text of each row is emptied; a row split between two chunks is left whole. Also used on the
 * template of the refusal page (server/forms/retry.ts), which is rendered per request.
 */
export function withoutStyleCopies(html) {
  const rows = [...html.matchAll(INLINED_STYLE)]
    .map((match) => match[1])
    .filter((css) => css.length > 0)
    .map((css) => [`:T${Buffer.byteLength(css, "utf8").toString(16)},${css}`, ":T0,"]);
  if (rows.length === 0) return html;
  return html.replace(PAYLOAD_CHUNK, (chunk, nonce, json) => {
    const [kind, text] = JSON.parse(json);
    const emptied = rows.reduce((result, [row, empty]) => result.replaceAll(row, empty), text);
    if (emptied === text) return chunk;
    const escaped = JSON.stringify([kind, emptied]).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]);
    return `<script${nonce}>self.__next_f.push(${escaped})</script>`;
  });
}

/** The scripts a page loads: its script tags' sources and those its loader adds. */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  const loaded = new RegExp(`<script id="${LOADER_ID}">[^<]*\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  return [...tags, ...(loaded ? JSON.parse(loaded[1]) : [])];
}

/** A prerendered page as it is served: scripts after the first paint, no copies of its stylesheets. */
export function forFirstPaint(html) {
  return withoutStyleCopies(scriptsAfterPaint(html));
}

/**
 * Rewrites a build's prerendered pages in place (each whole or not at all); returns how many changed. Next.js
 * copies a prerendered page into `server/route-cache` the first time it serves it and reads that copy from then
 * on; copies made before this rewrite (a build served by an older server) are removed, to be made again.
 */
export function rewriteForFirstPaint(distDir, files) {
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
