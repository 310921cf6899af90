// The build's hashed assets (/_next/static/…): compressed once with brotli and gzip beside each file, then read
// into memory at start with those copies and answered from there, as the page cache answers pages (kept-answer.ts):
// the encoding the client accepts, one ETag, `immutable` caching. Their names change whenever their bytes do, so a
// year-long cache is safe. Streaming each from disk on every request (sirv) answered 0.14 of what the same bytes
// from memory could (issue 49).
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { assetHeaders } from "../security/headers";
import { writeWhole } from "../files";
import { compressText } from "./compress";
import { entryOfCopies, sendKept, unchanged, type Entry } from "./kept-answer";

const PREFIX = "/_next/static/";
/** Text formats worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the folder that lacks them (at most
 * once per build: later starts find them). Returns how many files it compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const todo = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter(
      (file) =>
        COMPRESSIBLE.test(file) &&
        statSync(file).size >= MIN_BYTES &&
        !(existsSync(`${file}.br`) && existsSync(`${file}.gz`)),
    );
  // Side by side: compression runs on libuv's threads.
  await Promise.all(
    todo.map(async (file) => {
      const copies = await compressText(readFileSync(file));
      writeWhole(`${file}.br`, copies.br);
      writeWhole(`${file}.gz`, copies.gzip);
    }),
  );
  return todo.length;
}

/** A byte range of a file, first and last byte included. */
interface Range {
  start: number;
  end: number;
}

/**
 * A file of the static folder: its kept answer (the whole file and its compressed copies in memory), or, past the
 * memory budget, only its path, read from disk for each request.
 */
interface Asset {
  file: string;
  size: number;
  headers: OutgoingHttpHeaders;
  kept?: Entry;
}

/**
 * The one byte range a Range header asks of a file of `size` bytes: `{ start, end }` (inclusive), or
 * "unsatisfiable", or null when the header is not one `bytes` range (several ranges, another unit, nonsense),
 * which RFC 9110 lets a server answer with the whole file. A range whose last byte comes before its first
 * cannot be served, like one that starts past the end.
 */
export function byteRange(header: string | undefined, size: number): Range | "unsatisfiable" | null {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(String(header ?? ""));
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // The last `last` bytes.
    const length = Number(last);
    return length === 0 || size === 0
      ? "unsatisfiable"
      : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size || (last !== "" && Number(last) < start)) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** The media types of what a build's static folder holds; anything else is sent as bytes. */
const MEDIA_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
};

/**
 * Answers a Range request for one file, uncompressed (a range of a compressed copy would be a range of other
 * bytes): 206 with the part asked for, or 416 naming the file's size. A range that ends before it starts is 416
 * (sirv, which served these before, handed it to fs.createReadStream, which threw after the head was sent: issue 27).
 */
function answerRange(
  request: IncomingMessage,
  response: ServerResponse,
  asset: Asset,
  range: Range | "unsatisfiable",
): void {
  const { "content-type": type, ...headers } = asset.headers;
  if (range === "unsatisfiable") {
    response.writeHead(416, { ...headers, "content-range": `bytes */${asset.size}`, "content-length": "0" });
    response.end();
    return;
  }
  response.writeHead(206, {
    ...headers,
    "content-type": type,
    "content-range": `bytes ${range.start}-${range.end}/${asset.size}`,
    "content-length": String(range.end - range.start + 1),
  });
  if (request.method === "HEAD") return void response.end();
  if (asset.kept)
    return void response.end(asset.kept.variants.identity.bytes.subarray(range.start, range.end + 1));
  createReadStream(asset.file, { start: range.start, end: range.end })
    .on("error", () => response.destroy())
    .pipe(response);
}

/** Sends a whole file that is not kept in memory: uncompressed, streamed from disk. */
function sendFromDisk(request: IncomingMessage, response: ServerResponse, asset: Asset): void {
  response.writeHead(200, { ...asset.headers, "content-length": String(asset.size) });
  if (request.method === "HEAD") return void response.end();
  createReadStream(asset.file)
    .on("error", () => response.destroy())
    .pipe(response);
}

const MAX_AGE = 31_536_000;

/** Reads a compressed copy beside a file, if there is one. */
function copy(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * A request handler for the hashed assets of a build folder: `serve(request, response)` answers and returns
 * true for a file under /_next/static/, and returns false for anything else (a missing asset included, which
 * Next.js then answers). Files are kept in memory with their compressed copies up to `maxBytes` in all (the
 * smallest first); the rest, if a build ever has that much, is read from disk and sent uncompressed.
 */
export function staticAssets(
  distDir: string,
  { maxBytes = 64 * 1024 * 1024 }: { maxBytes?: number } = {},
): ((request: IncomingMessage, response: ServerResponse) => boolean) & { bytes: number } {
  const root = path.join(distDir, "static");
  const files = existsSync(root)
    ? readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((name) => !/\.(br|gz)$/.test(name))
        .map((name) => ({ name, file: path.join(root, name) }))
        .filter(({ file }) => statSync(file).isFile())
        .map(({ name, file }) => ({ name, file, size: statSync(file).size }))
        .sort((a, b) => a.size - b.size)
    : [];
  const assets = new Map<string, Asset>();
  const security = Object.fromEntries(assetHeaders.map(({ key, value }) => [key.toLowerCase(), value]));
  let bytes = 0;
  for (const { name, file, size } of files) {
    const headers: OutgoingHttpHeaders = {
      ...security,
      "content-type": MEDIA_TYPES[path.extname(file)] ?? "application/octet-stream",
      "cache-control": `public,max-age=${MAX_AGE},immutable`,
      "accept-ranges": "bytes",
    };
    const asset: Asset = { file, size, headers };
    const compressed = COMPRESSIBLE.test(file) && size >= MIN_BYTES;
    const br = compressed ? copy(`${file}.br`) : undefined;
    const gzipped = compressed ? copy(`${file}.gz`) : undefined;
    const needed = size + (br?.length ?? 0) + (gzipped?.length ?? 0);
    if (bytes + needed <= maxBytes) {
      asset.kept = entryOfCopies(200, headers, readFileSync(file), br, gzipped);
      bytes += asset.kept.size;
    }
    assets.set(`${PREFIX}${name.split(path.sep).join("/")}`, asset);
  }

  function serve(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? "";
    if (!url.startsWith(PREFIX) || (request.method !== "GET" && request.method !== "HEAD")) return false;
    const asset = assets.get(pathOf(url));
    if (!asset) return false;
    // With If-Range the client would take the whole file if it changed; a hashed asset is answered whole. So is
    // a header that is not one range that can be answered as such, as RFC 9110 allows.
    const range =
      request.headers.range !== undefined && request.headers["if-range"] === undefined
        ? byteRange(request.headers.range, asset.size)
        : null;
    if (range && !(asset.kept && unchanged(request, asset.kept)))
      answerRange(request, response, asset, range);
    else if (asset.kept) sendKept(request, response, asset.kept);
    else sendFromDisk(request, response, asset);
    return true;
  }
  return Object.assign(serve, { bytes });
}
/** A request path without its query, percent-decoded where it decodes. */
function pathOf(url: string): string {
  const bare = url.replace(/[?#].*$/, "");
  try {
    return decodeURI(bare);
  } catch {
    return bare;
  }
}
