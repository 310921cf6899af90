import "server-only";
import { randomUUID } from "node:crypto";
import type { FormDef, FormId } from "@/lib/forms";
import { typedValues } from "./drafts";

/**
 * A post without JavaScript that the server could not take (429, 503) is answered with its form page, filled
 * with what the visitor typed and saying why and when to try again, and nothing is stored: the values wait in
 * this process's memory for the few milliseconds it takes to render /forms/retry/{key}, then are gone.
 */
export interface Retry {
  form: FormId;
  values: Record<string, string>;
  reason: "rate-limit" | "unavailable";
  retryAfterSeconds: number;
}

const HELD = Symbol.for("brightwell.retries");
const SELF = Symbol.for("brightwell.selfOrigin");

function held(): Map<string, Retry> {
  const holder = globalThis as { [HELD]?: Map<string, Retry> };
  return (holder[HELD] ??= new Map());
}

/** The values of a retry page, once: the page takes them, and they expire after ten seconds anyway. */
export function takeRetry(key: string): Retry | undefined {
  const retry = held().get(key);
  held().delete(key);
  return retry;
}

/**
 * The filled-in form page for a refused post, with its status and Retry-After; null when it cannot be made
 * (the site was not started by scripts/server.mjs, which tells us where it listens), and then the caller
 * redirects as before.
 */
export async function retryPage(
  form: FormDef,
  input: Record<string, unknown>,
  status: 429 | 503,
  retryAfterSeconds: number,
): Promise<Response | null> {
  const origin = (globalThis as { [SELF]?: string })[SELF];
  if (!origin) return null;
  const key = randomUUID();
  held().set(key, {
    form: form.id,
    values: typedValues(form, input),
    reason: status === 429 ? "rate-limit" : "unavailable",
    retryAfterSeconds,
  });
  setTimeout(() => held().delete(key), 10_000).unref();
  try {
    const page = await fetch(`${origin}/forms/retry/${key}`);
    if (!page.ok) return null;
    return new Response(await page.text(), {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": String(retryAfterSeconds),
      },
    });
  } catch {
    return null;
  } finally {
    held().delete(key);
  }
}
