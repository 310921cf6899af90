// One build for every address (issue 48, item 1; decision record 052). Pages are prerendered with the address of
// the build (SITE_URL when `next build` ran: canonical links, Open Graph URLs, structured data, the printed header),
// and next.config.ts records that address beside the build. A server started with another SITE_URL gives each
// prerendered answer its own address in place of the build's as Next.js reads it (retargeting-cache.ts): the page,
// the payload its router fetches, the sitemap, robots.txt and the feeds. The build on disk never changes, so one
// build serves a staging and a production address, even at once.
//
// In the server-component payload a text row is written as `id:T<length in hex>,<text>`, its length in UTF-8
// bytes: a row whose text holds the address gets the length of its new text. In a page, the payload stands in
// inline scripts, whose texts together are the stream; each script is written again as Next.js writes it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { writeWhole } from "../files";
import { expectShape, PAYLOAD_PUSH, readPayload, scriptSafe } from "./payload";

/** The file in a build that names the address its pages were prerendered with. */
export const SITE_ADDRESS_FILE = "site-address.json";

/** Records the address a build's pages are prerendered with (next.config.ts, once the build has compiled). */
export function recordSiteAddress(distDir: string, origin: string): void {
  writeWhole(path.join(distDir, SITE_ADDRESS_FILE), `${JSON.stringify({ origin })}\n`);
}

/** The address a build's pages were prerendered with, or undefined for a build that does not say. */
export function builtFor(distDir: string): string | undefined {
  try {
    const { origin } = JSON.parse(readFileSync(path.join(distDir, SITE_ADDRESS_FILE), "utf8")) as {
      origin?: unknown;
    };
    return typeof origin === "string" ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** A move of prerendered answers from the build's address to the server's (both origins, `https://host[:port]`). */
export interface Retarget {
  from: string;
  to: string;
}

const patterns = new Map<string, RegExp>();

/** The build's origin where it stands as one: not followed by what would go on with its host name or port. */
function originIn(from: string): RegExp {
  let pattern = patterns.get(from);
  if (!pattern) {
    pattern = new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.:-])`, "g");
    patterns.set(from, pattern);
  }
  return pattern;
}

/** Text that holds the address as it is (a sitemap, robots.txt, a feed, a page's HTML around its payload). */
export function retargetText(text: string, { from, to }: Retarget): string {
  return text.replace(originIn(from), () => to);
}

/** A change of a stream: the part from `at` to `end` becomes `text`. */
interface Edit {
  at: number;
  end: number;
  text: string;
}

/** The row tags whose rows give their length (in hex, then a comma) instead of ending at a newline. */
const LENGTH_TAGS = "TAOobUSsLlGgMmV";

/**
 * The edits that move a payload stream (its bytes, one character each) to the new address: each occurrence of the
 * build's origin, and the length of each text row that holds one. Binary rows are left as they are.
 */
function payloadEdits(stream: string, { from, to }: Retarget): Edit[] {
  const edits: Edit[] = [];
  const found = (start: number, end: number): Edit[] =>
    [...stream.slice(start, end).matchAll(originIn(from))].map(({ index }) => ({
      at: start + index,
      end: start + index + from.length,
      text: to,
    }));
  for (let row = 0; row < stream.length;) {
    const colon = stream.indexOf(":", row);
    expectShape(
      colon !== -1 && /^[0-9a-f]*$/.test(stream.slice(row, colon)),
      "each row of the payload to start with its id in hex and a colon",
      stream.slice(row, row + 40),
    );
    const tag = stream.charAt(colon + 1);
    if (tag && LENGTH_TAGS.includes(tag)) {
      const comma = stream.indexOf(",", colon + 2);
      const hex = stream.slice(colon + 2, comma);
      expectShape(comma !== -1 && /^[0-9a-f]+$/.test(hex), "each row of a length to give it in hex", hex);
      const start = comma + 1;
      const end = start + Number.parseInt(hex, 16);
      expectShape(end <= stream.length, "each row within the payload");
      const inText = tag === "T" ? found(start, end) : [];
      if (inText.length > 0) {
        const length = end - start + inText.length * (to.length - from.length);
        edits.push({ at: colon + 2, end: comma, text: length.toString(16) }, ...inText);
      }
      row = end;
    } else {
      const newline = stream.indexOf("\n", colon);
      const end = newline === -1 ? stream.length : newline + 1;
      edits.push(...found(row, end));
      row = end;
    }
  }
  return edits;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = "";
  let from = 0;
  for (const edit of edits) {
    result += text.slice(from, edit.at) + edit.text;
    from = edit.end;
  }
  return result + text.slice(from);
}

/** Where a position of a stream stands once edited; a position inside an edit moves to the edit's end. */
function moved(position: number, edits: readonly Edit[]): number {
  let shift = 0;
  for (const edit of edits) {
    if (edit.end <= position) shift += edit.text.length - (edit.end - edit.at);
    else if (edit.at < position) return edit.at + shift + edit.text.length;
    else break;
  }
  return position + shift;
}

/** A server-component payload (a page's `.rsc`, a segment's) at the new address. */
export function retargetPayload(bytes: Buffer, retarget: Retarget): Buffer {
  const stream = bytes.toString("latin1");
  if (!stream.includes(retarget.from)) return bytes;
  return Buffer.from(applyEdits(stream, payloadEdits(stream, retarget)), "latin1");
}

/**
 * A prerendered page at the new address: its HTML, and its payload's scripts, whose texts are one stream (a row, or
 * the address itself, may begin in one script and end in the next: such an edit is made in the script it begins in).
 * Throws when the page is not in the shape this reads; the server then refuses to start (scripts/server.ts).
 */
export function retargetPage(html: string, retarget: Retarget): string {
  if (!html.includes(retarget.from)) return html;
  const chunks = readPayload(html).filter(({ kind }) => kind !== 0);
  const bytes = chunks.map(({ kind, text }) => Buffer.from(text, kind === 1 ? "utf8" : "base64"));
  const stream = Buffer.concat(bytes).toString("latin1");
  const edits = payloadEdits(stream, retarget);
  const edited = applyEdits(stream, edits);
  let result = "";
  let outside = 0;
  let offset = 0;
  chunks.forEach((chunk, index) => {
    const start = moved(offset, edits);
    offset += bytes[index]!.length;
    const piece = Buffer.from(edited.slice(start, moved(offset, edits)), "latin1");
    const push =
      chunk.kind === 1
        ? scriptSafe(JSON.stringify([1, piece.toString("utf8")]))
        : JSON.stringify([3, piece.toString("base64")]);
    result += retargetText(html.slice(outside, chunk.index), retarget);
    result += piece.equals(bytes[index]!)
      ? chunk.element
      : `<script${chunk.attributes}>${PAYLOAD_PUSH}${push})</script>`;
    outside = chunk.index + chunk.element.length;
  });
  result += retargetText(html.slice(outside), retarget);
  expectShape(
    readPayload(result).filter(({ kind }) => kind !== 0).length === chunks.length &&
      result.search(originIn(retarget.from)) === -1,
    "the page at its new address to keep every chunk of its payload and hold the build's address nowhere",
  );
  return result;
}
