// Prerendered pages (and the build's other prerendered answers: preview images, sitemap, feed) served from memory.
// A prerendered page's bytes and headers (its Content-Security-Policy included: the hashes of its own inline
// scripts) are the same for every visitor, so the first request for it goes through Next.js, which compresses it
// quickly as that client asks, and the answer is kept: decoded to its bytes, with brotli and gzip copies at their
// best (text only) and an ETag made once. Later requests get the copy their Accept-Encoding asks for, without
// Next.js, compression or hashing.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { decompressed } from "./compress";
import { entryOf, sendKept, type Entry } from "./kept-answer";

/** Requests that ask Next.js's router for something other than the page's HTML. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-router-state-tree",
  "next-action",
];
/** Headers that belong to one response on one connection, not to the page. */
const PER_RESPONSE = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
]);

/** The routes a build prerendered once for good (no revalidation): what the cache may keep. */
export function prerenderedRoutes(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, { initialRevalidateSeconds?: number | false }>;
  };
  return new Set(
    Object.entries(manifest.routes)
      .filter(([route, entry]) => entry.initialRevalidateSeconds === false && !route.startsWith("/_"))
      .map(([route]) => route),
  );
}

/**
 * A cache of prerendered pages for the production server, at most `maxBytes` of them (raw and compressed
 * copies counted; past that, pages are served by Next.js as before). `serve` answers a request from the cache
 * and returns true, or returns false; `capture` then readies a request Next.js is about to answer so that the
 * answer is kept.
 */
export function createPageCache({
  routes,
  maxBytes = 64 * 1024 * 1024,
}: {
  routes: ReadonlySet<string>;
  maxBytes?: number;
}): {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  capture(request: IncomingMessage, response: ServerResponse): void;
  size(): number;
} {
  const entries = new Map<string, Entry>();
  const pending = new Set<string>();
  let bytes = 0;

  const cacheable = (request: IncomingMessage): string | undefined => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const url = request.url ?? "";
    if (url.includes("?") || !routes.has(url)) return undefined;
    if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
    return url;
  };

  function serve(request: IncomingMessage, response: ServerResponse): boolean {
    const route = cacheable(request);
    const entry = route && entries.get(route);
    if (!entry) return false;
    sendKept(request, response, entry);
    return true;
  }

  function capture(request: IncomingMessage, response: ServerResponse): void {
    const route = cacheable(request);
    if (!route || request.method !== "GET" || pending.has(route) || bytes >= maxBytes) return;
    pending.add(route);
    const chunks: Buffer[] = [];
    const { write, end } = response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(
                String(chunk),
                typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
              ),
      );
    };
    response.write = function (this: ServerResponse, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (write as (...args: unknown[]) => boolean).apply(this, args);
    } as ServerResponse["write"];
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["end"];
    response.once("close", () => {
      const headers = Object.fromEntries(
        Object.entries(response.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)),
      );
      const complete = response.writableFinished && response.statusCode === 200;
      // Next.js compressed it as the client asked: its bytes are kept, and compressed here at their best.
      const decoded =
        complete && headers["set-cookie"] === undefined
          ? decompressed(Buffer.concat(chunks), response.getHeader("content-encoding")?.toString())
          : undefined;
      if (!decoded) return void pending.delete(route);
      decoded
        .then((body) => entryOf(response.statusCode, headers, body))
        .then(
          (entry) => {
            pending.delete(route);
            if (bytes + entry.size > maxBytes) return;
            entries.set(route, entry);
            bytes += entry.size;
          },
          () => pending.delete(route),
        );
    });
  }

  return { serve, capture, size: () => entries.size };
}
