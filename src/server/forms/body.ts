import { mediaTypeOf } from "./post-rules";

/** Largest request body a public form post may have. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The most bytes a browser may need to send fields that hold `characters` characters in all: a character of the
 * Basic Multilingual Plane outside ASCII is three bytes of UTF-8, percent-encoded as nine in a URL-encoded form
 * (a character beyond it is two UTF-16 units of `length`, twelve bytes: six each), plus room for names and markup.
 */
export const bodyBytesFor = (characters: number) => characters * 9 + 16 * 1024;

const tooLarge = (maxBytes: number) => ({
  ok: false as const,
  status: 413 as const,
  error: `The form is larger than ${Math.floor(maxBytes / 1024)} kB.`,
});

export type ParsedBody =
  { ok: true; data: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; error: string };

const READABLE = new Set(["application/json", "application/x-www-form-urlencoded", "multipart/form-data"]);

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading, but leave the stream as it is: cancelling it destroys the connection under the answer,
      // and the 413 could not be sent (scripts/server.ts closes the connection once the 413 is out).
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function firstValues(entries: Iterable<[string, FormDataEntryValue | string]>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key in data) continue;
    // A file where text belongs: keep a marker the validation rejects as "must be text".
    data[key] = typeof value === "string" ? value : { file: true };
  }
  return data;
}

/**
 * A file's bytes as text: UTF-8 (its byte order mark dropped), or, when they are not, Windows-1252, as a
 * spreadsheet on Windows saves a CSV.
 */
export function fileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * Reads a form post: JSON, URL-encoded or multipart, at most `maxBytes` (64 kB for the public forms). A file of a
 * multipart post is a marker the forms refuse, unless `filesAsText` (an office import): then its text.
 */
export async function parseBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
  { filesAsText = false }: { filesAsText?: boolean } = {},
): Promise<ParsedBody> {
  const type = mediaTypeOf(request.headers.get("content-type"));
  if (!READABLE.has(type)) {
    return {
      ok: false,
      status: 415,
      error: "Send the form as application/json, application/x-www-form-urlencoded or multipart/form-data.",
    };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return tooLarge(maxBytes);
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) return tooLarge(maxBytes);

  try {
    if (type === "application/json") {
      const parsed: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
        return { ok: false, status: 400, error: "The body must be a JSON object of field names and values." };
      }
      return { ok: true, data: parsed as Record<string, unknown> };
    }
    if (type === "application/x-www-form-urlencoded") {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      return { ok: true, data: firstValues(new URLSearchParams(text)) };
    }
    const form = await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type")! },
    }).formData();
    const entries: [string, FormDataEntryValue][] = [];
    for (const [key, value] of form)
      entries.push([
        key,
        filesAsText && typeof value !== "string"
          ? fileText(new Uint8Array(await value.arrayBuffer()))
          : value,
      ]);
    return { ok: true, data: firstValues(entries) };
  } catch {
    return {
      ok: false,
      status: 400,
      error: "The body could not be read: it is not valid for its content type.",
    };
  }
}
