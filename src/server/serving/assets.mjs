// The build's hashed assets (/_next/static/…): compressed once with brotli and gzip beside each file, then served
// by sirv from a listing read at start, with the encoding the client accepts and `immutable` caching. Their names
// change whenever their bytes do, so a year-long cache is safe.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import sirv from "sirv";
import { securityHeaders } from "../security/headers.mjs";

const PREFIX = "/_next/static/";
/** Text formats worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes a file so that a reader never sees it half-written (an interrupted start leaves no broken copy). */
function writeWhole(file, bytes) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the folder that lacks them (at most
 * once per build: later starts find them). Returns how many files it compressed.
 */
export async function precompress(dir) {
  const todo = [...files(dir)].filter(
    (file) =>
      COMPRESSIBLE.test(file) &&
      statSync(file).size >= MIN_BYTES &&
      !(existsSync(`${file}.br`) && existsSync(`${file}.gz`)),
  );
  // zlib's asynchronous calls run on libuv's threads, so the files are compressed side by side.
  await Promise.all(
    todo.map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeWhole(`${file}.br`, br);
      writeWhole(`${file}.gz`, gzipped);
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
