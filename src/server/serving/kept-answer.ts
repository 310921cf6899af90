// An answer kept in memory with its compressed copies, and how it is sent: the page cache keeps prerendered
// pages this way, and the hashed assets are kept this way from the start (assets.ts). One ETag for every encoding
// (a weak comparison, as RFC 9110 asks for If-None-Match), a 304 for a copy the client has, HEAD without a body.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { compressText } from "./compress";

type Encoding = "br" | "gzip" | "identity";

function encodingFor(accepted = ""): Encoding {
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** Text is worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg\+xml)/;

/** A kept answer in one encoding: its bytes and headers. */
interface Variant {
  bytes: Buffer;
  headers: OutgoingHttpHeaders;
}

/** A kept answer: its status, ETag, size in memory (every copy) and a variant per encoding. */
export interface Entry {
  status: number;
  etag: string;
  size: number;
  variants: Record<Encoding, Variant>;
}

/** The kept answer of a body, compressed here (on libuv's threads) when its type is text. */
export async function entryOf(status: number, headers: OutgoingHttpHeaders, body: Buffer): Promise<Entry> {
  if (!COMPRESSIBLE.test(String(headers["content-type"] ?? ""))) return entryOfCopies(status, headers, body);
  const copies = await compressText(body);
  return entryOfCopies(status, headers, body, copies.br, copies.gzip);
}

/** The kept answer: the body, and its brotli and gzip copies when it has them (then it varies by encoding). */
export function entryOfCopies(
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  br?: Buffer,
  gzipped?: Buffer,
): Entry {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const vary = String(headers.vary ?? "");
  const common: OutgoingHttpHeaders = {
    ...headers,
    etag,
  };
  if (br || gzipped)
    common.vary = /accept-encoding/i.test(vary) ? vary : [vary, "Accept-Encoding"].filter(Boolean).join(", ");
  const variant = (bytes: Buffer, encoding: Encoding): Variant => ({
    bytes,
    headers: {
      ...common,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(bytes.length),
    },
  });
  const identity = variant(body, "identity");
  return {
    status,
    etag,
    size: body.length + (br?.length ?? 0) + (gzipped?.length ?? 0),
    variants: {
      br: br ? variant(br, "br") : identity,
      gzip: gzipped ? variant(gzipped, "gzip") : identity,
      identity,
    },
  };
}

/** Whether the request's If-None-Match names the entry's ETag. */
export function unchanged(request: IncomingMessage, entry: Entry): boolean {
  const match = request.headers["if-none-match"];
  return match !== undefined && match.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === entry.etag);
}

/** Sends a kept answer: 304 when the client has it, else the copy its Accept-Encoding asks for. */
export function sendKept(request: IncomingMessage, response: ServerResponse, entry: Entry): void {
  if (unchanged(request, entry)) {
    const headers = { ...entry.variants.identity.headers };
    delete headers["content-length"];
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const variant = entry.variants[encodingFor(request.headers["accept-encoding"])];
  response.writeHead(entry.status, variant.headers);
  response.end(request.method === "HEAD" ? undefined : variant.bytes);
}
