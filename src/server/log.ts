import pino, { type Logger } from "pino";
import { shared } from "./shared-state";

declare module "./shared-state" {
  interface SharedState {
    /** The process's logger. */
    log?: Logger;
  }
}

/**
 * JSON log lines on stdout. Log ids, forms, outcomes and error messages of our own systems; never a visitor's
 * name, email address, phone number or message. One instance per process (Next.js may load this module more
 * than once: it is kept in the shared state); its level is set from LOG_LEVEL, through the checked configuration,
 * when the server starts.
 */
export const log: Logger = (shared.log ??= pino({
  level: "info",
  base: { service: "website" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
}));

/** A SQLSTATE: the code a PostgreSQL error carries (PGlite's too). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** One error of a cause chain: its class (unless plain Error), its code, and its message. */
function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // The class, unless it is plain Error or a bundler's one-letter name (then the error's own name, if any).
  const className = error.constructor?.name ?? "";
  const name =
    [className.length > 2 ? className : "", error.name].find((each) => each && each !== "Error") ?? "";
  const code = (error as { code?: unknown }).code;
  const codeText = typeof code === "string" || typeof code === "number" ? String(code) : "";
  let message = error.message;
  // drizzle's wrapper repeats the statement and its parameters (what the visitor typed): its cause says why.
  if (/^Failed query:/.test(message)) message = "";
  // A database's own message can quote the value it refused.
  if (SQLSTATE.test(codeText)) message = message.replace(/"[^"]*"|'[^']*'/g, '"[value]"');
  const label = [name, codeText && `[${codeText}]`].filter(Boolean).join(" ");
  return [label, message].filter(Boolean).join(": ");
}

/**
 * What went wrong, for a log line or a column: each error of the cause chain (class, code, message), outermost
 * first, without query parameters, quoted database values, mail addresses or line breaks, at most 500
 * characters. The cause comes through whole: "DrizzleQueryError <- DatabaseError [53100]: could not extend
 * file: No space left on device".
 */
export function describeError(error: unknown): string {
  const chain: string[] = [];
  for (let current: unknown = error, depth = 0; current != null && depth < 5; depth += 1) {
    chain.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain
    .filter(Boolean)
    .join(" <- ")
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g, "[address]")
    .slice(0, 500);
}
