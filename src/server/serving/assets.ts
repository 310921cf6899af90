// The build's hashed assets (/_next/static/…): compressed once with brotli and gzip beside each file, then served
// by sirv from a listing read at start, with the encoding the client accepts and `immutable` caching. Their names
// change whenever their bytes do, so a year-long cache is safe.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { assetHeaders, setSecurityHeaders } from "../security/headers";
import { writeWhole } from "../files";
import { compressText } from "./compress";

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

/** A file of the static folder and its size. */
interface AssetFile {
  file: string;
  size: number;
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
 * bytes): 206 with the part asked for, or 416 naming the file's size. sirv's own range code hands a range that
 * ends before it starts to fs.createReadStream, which throws after the head is sent: the request was never
 * answered and held its connection until the request timeout (issue 27).
 */
function answerRange(
  request: IncomingMessage,
  response: ServerResponse,
  { file, size }: AssetFile,
  range: Range | "unsatisfiable",
): void {
  setSecurityHeaders(response, assetHeaders);
  response.setHeader("accept-ranges", "bytes");
  response.setHeader("cache-control", `public,max-age=${MAX_AGE},immutable`);
  if (range === "unsatisfiable") {
    response.writeHead(416, { "content-range": `bytes */${size}`, "content-length": "0" });
    response.end();
    return;
  }
  response.writeHead(206, {
    "content-type": MEDIA_TYPES[path.extname(file)] ?? "application/octet-stream",
    "content-range": `bytes ${range.start}-${range.end}/${size}`,
    "content-length": String(range.end - range.start + 1),
  });
  if (request.method === "HEAD") return void response.end();
  createReadStream(file, { start: range.start, end: range.end })
    .on("error", () => response.destroy())
    .pipe(response);
}

const MAX_AGE = 31_536_000;

/**
 * A request handler for the hashed assets of a build folder: `serve(request, response)` answers and returns
 * true for a file under /_next/static/, and returns false for anything else (a missing asset included, which
 * Next.js then answers).
 */
export function staticAssets(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const root = path.join(distDir, "static");
  const handler = sirv(root, {
    dev: false,
    etag: true,
    immutable: true,
    maxAge: MAX_AGE,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(response, pathname) {
      setSecurityHeaders(response, assetHeaders);
      // A font or an image has no compressed copy, so its answer never varies.
      if (!COMPRESSIBLE.test(pathname)) response.removeHeader("Vary");
    },
  });
  // The files a Range request may ask for, by their path under /_next/static (listed once, like sirv's own).
  const files = new Map<string, AssetFile>(
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .map((name) => ({ name, file: path.join(root, name) }))
      .filter(({ file }) => statSync(file).isFile())
      .map(
        ({ name, file }) =>
          [`/${name.split(path.sep).join("/")}`, { file, size: statSync(file).size }] as const,
      ),
  );
  return function serve(request, response) {
    const url = request.url ?? "";
    if (!url.startsWith(PREFIX) || (request.method !== "GET" && request.method !== "HEAD")) return false;
    const original = url;
    request.url = url.slice(PREFIX.length - 1);
    if (request.headers.range !== undefined) {
      const asked = files.get(pathOf(request.url));
      // With If-Range the client would take the whole file if it changed; a hashed asset is answered whole.
      const range =
        asked && request.headers["if-range"] === undefined
          ? byteRange(request.headers.range, asked.size)
          : null;
      if (asked && range) {
        request.url = original;
        answerRange(request, response, asked, range);
        return true;
      }
      // Not one range that can be answered as such: the whole file, as RFC 9110 allows.
      delete request.headers.range;
    }
    let found = true;
    handler(request, response, () => {
      found = false;
    });
    request.url = original;
    return found;
  };
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
