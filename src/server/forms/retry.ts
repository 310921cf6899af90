import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import type { FormDef, FormId } from "@/lib/forms";
import { formPages } from "@/content/routes";
import type { Locale } from "@/types/facts";
import { escapeHtml } from "@/lib/markup";
import { linkedStylesheets } from "../serving/first-paint";
import { scriptSafe } from "../serving/payload";
import type { PageAnswer } from "../serving/form-posts";
import { shared } from "../shared-state";
import { typedValues } from "./drafts";

declare module "../shared-state" {
  interface SharedState {
    /** Where the server can reach itself, such as http://127.0.0.1:3000 (written by scripts/server.ts). */
    selfOrigin?: string;
    /** The values of the retry pages being rendered, by key. */
    retries?: Map<string, Retry>;
  }
}

/**
 * A post without JavaScript that the server could not take (429, 503) is answered with its form page, filled
 * with what the visitor typed and saying why and when to try again, and nothing is stored.
 *
 * Rendering that page through Next.js costs about 74 ms of CPU, and a network over its limit can post as fast as
 * it likes (issue 27: one address took the home page from 2,500 to 48 requests a second). So the page is
 * rendered once per form, reason and wait, with a marker in each field, and kept as a template; each refusal then
 * fills the template with the visitor's values, each written as the place it stands in needs (HTML text, or a
 * string inside the server-component payload's script), and with a fresh nonce. The page is the app's own page,
 * what a render with those values would give, at the cost of joining bytes.
 */
export interface Retry {
  form: FormId;
  /** The language of the page the post came from: the retry page speaks it. */
  locale: Locale;
  values: Record<string, string>;
  reason: "rate-limit" | "unavailable";
  retryAfterSeconds: number;
}

function held(): Map<string, Retry> {
  return (shared.retries ??= new Map());
}

/** The values of a retry page, once: the page takes them, and they expire after ten seconds anyway. */
export function takeRetry(key: string): Retry | undefined {
  const retry = held().get(key);
  held().delete(key);
  return retry;
}

/**
 * The marker of field `index` in a template: private-use characters, which neither React's HTML escaping nor
 * JSON changes, and which no visitor's value can bring in (a value is put in only when the template is filled).
 */
const marker = (index: number) => `\uE000${index}\uE001`;
/** Where an option of a dropdown may be marked as chosen. */
const optionMarker = (index: number) => `\uE002${index}\uE003`;

type Slot =
  | { kind: "value"; field: string; script: boolean }
  | { kind: "option"; field: string; value: string }
  | { kind: "nonce" };

/** A rendered page cut at each place that differs from one refusal to the next: `parts` around `slots`. */
export interface RetryTemplate {
  /** The page's unchanging bytes, encoded once. */
  parts: Buffer[];
  slots: Slot[];
  /** The page's Content-Security-Policy, its nonce to be replaced. */
  policy: string;
}

/**
 * A string as it stands in the server-component payload of a page: a JSON string in a payload row (where React
 * writes a string that starts with `$` with one more `$`), that row inside a JavaScript string of an inline
 * script, written so that no `</script>` and no line separator can end it.
 */
export function payloadText(value: string): string {
  const row = JSON.stringify(value.startsWith("$") ? `$${value}` : value).slice(1, -1);
  return scriptSafe(JSON.stringify(row).slice(1, -1));
}

function htmlUnescaped(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot));/gi,
    (_, hex?: string, decimal?: string, name = "") =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : decimal
          ? String.fromCodePoint(Number(decimal))
          : (named[name.toLowerCase()] ?? ""),
  );
}

/**
 * Cuts a page rendered with field markers and `nonce` into a template. A dropdown's chosen option is an
 * attribute of that option, not the value itself: each option of the dropdown gets a slot that says `selected`
 * when the visitor's value is that option's.
 */
export function compileTemplate(form: FormDef, html: string, nonce: string, policy: string): RetryTemplate {
  let page = html;
  form.fields.forEach((field, index) => {
    if (field.kind !== "select") return;
    const start = page.search(new RegExp(`<select[^>]* name="${field.name}"`));
    const end = page.indexOf("</select>", start);
    if (start === -1 || end === -1)
      throw new Error(`The retry page of ${form.id} has no ${field.name} dropdown.`);
    const options = page.slice(start, end).replaceAll("<option ", `<option${optionMarker(index)} `);
    page = page.slice(0, start) + options + page.slice(end);
  });
  const cut = new RegExp(
    `\uE000(\\d+)\uE001|\uE002(\\d+)\uE003(?= value="([^"]*)")|${nonce.replace(/[+/=]/g, "\\$&")}`,
    "g",
  );
  const parts: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of page.matchAll(cut)) {
    const [whole, valueIndex, optionIndex, optionValue = ""] = match;
    parts.push(page.slice(from, match.index));
    from = match.index + whole.length;
    if (valueIndex !== undefined) {
      const inScript = page.lastIndexOf("<script", match.index) > page.lastIndexOf("</script>", match.index);
      slots.push({ kind: "value", field: form.fields[Number(valueIndex)]!.name, script: inScript });
    } else if (optionIndex !== undefined) {
      const field = form.fields[Number(optionIndex)]!.name;
      slots.push({ kind: "option", field, value: htmlUnescaped(optionValue) });
    } else slots.push({ kind: "nonce" });
  }
  parts.push(page.slice(from));
  return { parts: parts.map((part) => Buffer.from(part, "utf8")), slots, policy };
}

/**
 * The template filled with `values` (what the visitor typed, as typedValues keeps it) and `nonce`, as bytes:
 * a string the size of the page would be checked and encoded whole for each refusal (most of its cost, measured).
 */
export function fillTemplate(template: RetryTemplate, values: Record<string, string>, nonce: string): Buffer {
  const chunks: Buffer[] = [template.parts[0]!];
  template.slots.forEach((slot, index) => {
    let text: string;
    if (slot.kind === "nonce") text = nonce;
    else if (slot.kind === "option") text = values[slot.field] === slot.value ? ' selected=""' : "";
    else {
      const value = values[slot.field] ?? "";
      text = slot.script ? payloadText(value) : escapeHtml(value);
    }
    chunks.push(Buffer.from(text, "utf8"), template.parts[index + 1]!);
  });
  return Buffer.concat(chunks);
}

/** Templates by form, reason and minutes to wait; a render that failed is tried again by the next refusal. */
const templates = new Map<string, Promise<RetryTemplate | null>>();
/** Far more than forms × reasons × the minutes of a window; past it, the templates are made again. */
const MOST_TEMPLATES = 200;

/**
 * Renders the retry page of `form` with a marker in each field, through this same server (which tells the app
 * where it listens: scripts/server.ts); null when it cannot.
 */
async function renderTemplate(form: FormDef, reason: Retry["reason"], minutes: number) {
  const origin = shared.selfOrigin;
  if (!origin) return null;
  const key = randomUUID();
  const values = Object.fromEntries(form.fields.map((field, index) => [field.name, marker(index)]));
  held().set(key, { form: form.id, locale: form.locale, values, reason, retryAfterSeconds: minutes * 60 });
  setTimeout(() => held().delete(key), 10_000).unref();
  try {
    const page = await fetch(`${origin}${formPages[form.locale].retry}/${key}`);
    const policy = page.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    if (!page.ok || !nonce) return null;
    const html = linkedStylesheets(await page.text());
    return compileTemplate(form, html, nonce, policy.replace(nonce, "{nonce}"));
  } catch {
    return null;
  } finally {
    held().delete(key);
  }
}

function templateFor(form: FormDef, reason: Retry["reason"], minutes: number): Promise<RetryTemplate | null> {
  const id = `${form.id} ${form.locale} ${reason} ${minutes}`;
  let template = templates.get(id);
  if (!template) {
    if (templates.size >= MOST_TEMPLATES) templates.clear();
    template = renderTemplate(form, reason, minutes);
    templates.set(id, template);
    void template.then((made) => {
      if (!made) templates.delete(id);
    });
  }
  return template;
}

/**
 * The filled-in form page for a refused post, with its status, Retry-After and policy; null when it cannot be
 * made (the site was not started by scripts/server.ts), and then the caller redirects as before.
 */
export async function retryAnswer(
  form: FormDef,
  input: Record<string, unknown>,
  status: 429 | 503,
  retryAfterSeconds: number,
): Promise<PageAnswer | null> {
  const reason = status === 429 ? "rate-limit" : "unavailable";
  const minutes = reason === "rate-limit" ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : 1;
  const template = await templateFor(form, reason, minutes);
  if (!template) return null;
  const nonce = randomBytes(18).toString("base64");
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(retryAfterSeconds),
      "content-security-policy": template.policy.replace("{nonce}", nonce),
    },
    body: fillTemplate(template, typedValues(form, input), nonce),
  };
}
