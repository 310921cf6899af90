import { describeError, log } from "./log";

/** The answers of our API: never cached, JSON or a redirect to a page (303, so the browser follows with GET). */
const NO_STORE = { "cache-control": "no-store" };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** An answer the server made as bytes (a refusal page from its template), as a web Response. */
export function bytesResponse({
  status,
  headers,
  body,
}: {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}): Response {
  // Buffer.concat's bytes lie in an ArrayBuffer of their own kind (never shared memory).
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}

/** A file to download, under `fileName`, never cached. */
function download(fileName: string, type: string, body: string): Response {
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "content-type": `${type}; charset=utf-8`,
      "content-disposition": `attachment; filename="${fileName}"`,
    },
  });
}

/** Today's date (UTC) in the names of the downloads named `{name}-{today}`. */
const today = () => new Date().toISOString().slice(0, 10);

/** A CSV file to download, named `{name}-{today}.csv`. */
export const csvDownload = (name: string, csv: string) => download(`${name}-${today()}.csv`, "text/csv", csv);

/**
 * A CSV file to download under a name its caller made (one that says what it holds). Only lower-case letters,
 * digits, dots and dashes: the header carries the name as it is.
 */
export function csvFile(fileName: string, csv: string): Response {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(fileName)) throw new Error(`Not a plain file name: ${fileName}`);
  return download(fileName, "text/csv", csv);
}

/** A JSON document to download, named `{name}-{today}.json`, indented for a person to read. */
export const jsonDownload = (name: string, value: unknown) =>
  download(`${name}-${today()}.json`, "application/json", `${JSON.stringify(value, null, 2)}\n`);

/** A self-contained HTML document to download, named `{name}-{today}.html`: saved to read or print, not shown. */
export const htmlDownload = (name: string, html: string) =>
  download(`${name}-${today()}.html`, "text/html", html);

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, location } });
}

/** The SQLSTATE of a database error, wherever it sits in the chain of causes (drizzle wraps the driver's error). */
export function sqlState(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether the database refused a value it was given rather than failed: a data exception (class 22: text that is
 * not a uuid, a date out of range, a NUL character) or a reference to a row that does not exist (23503). Such a
 * request is answered 400, not as an outage; the log says which (a warning, not an error: nothing is broken).
 */
export function badInput(error: unknown, route: string): boolean {
  const state = sqlState(error);
  const refused = state !== undefined && (state.startsWith("22") || state === "23503");
  if (refused) log.warn({ route, reason: describeError(error) }, "input the database refused");
  return refused;
}

/** The answer of an API route whose database does not answer: 503 with Retry-After, the cause in the log. */
export function databaseUnavailable(error: unknown, route: string): Response {
  log.error({ route, reason: describeError(error) }, "database unavailable");
  return json(
    503,
    { error: "The database is not available just now. Please try again in a minute." },
    { "retry-after": "60" },
  );
}
