// The build's hashed assets (/_next/static/…): compressed once with brotli and gzip beside each file, then served
// by sirv from a listing read at start, with the encoding the client accepts and `immutable` caching. Their names
// change whenever their bytes do, so a year-long cache is safe.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { securityHeaders } from "../security/headers.mjs";
import { writeWhole } from "../files.mjs";
import { compressText } from "./compress.mjs";

const PREFIX = "/_next/static/";
/** Text formats worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the folder that lacks them (at most
 * once per build: later starts find them). Returns how many files it compressed.
 */
export async function precompress(dir) {
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

/**
 * A request handler for the hashed assets of a build folder: `serve(request, response)` answers and returns
 * true for a file under /_next/static/, and returns false for anything else (a missing asset included, which
 * Next.js then answers).
 */
export function staticAssets(distDir) {
  const handler = sirv(path.join(distDir, "static"), {
    dev: false,
    etag: true,
    immutable: true,
    maxAge: 31_536_000,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(response) {
      for (const { key, value } of securityHeaders) response.setHeader(key, value);
    },
  });
  return function serve(request, response) {
    const url = request.url ?? "";
    if (!url.startsWith(PREFIX) || (request.method !== "GET" && request.method !== "HEAD")) return false;
    let found = true;
    const original = url;
    request.url = url.slice(PREFIX.length - 1);
    handler(request, response, () => {
      found = false;
    });
    request.url = original;
    return found;
  };
}
