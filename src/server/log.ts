import pino, { type Logger } from "pino";

const LOG = Symbol.for("brightwell.log");

/**
 * JSON log lines on stdout. Log ids, forms, outcomes and error messages of our own systems; never a visitor's
 * name, email address, phone number or message. One instance per process (Next.js may load this module more
 * than once); its level is set from LOG_LEVEL, through the checked configuration, when the server starts.
 */
export const log: Logger = ((globalThis as { [LOG]?: Logger })[LOG] ??= pino({
  level: "info",
  base: { service: "website" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
}));

/** An error's message without mail addresses or line breaks, short enough for a log line or a column. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g, "[address]")
    .slice(0, 500);
}
