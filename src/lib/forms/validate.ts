import { z } from "zod";
import { HONEYPOT_FIELD, type FieldDef, type FormDef } from "./definitions";

/** Control characters that have no place in a one-line field (CR and LF included), and Unicode line breaks. */
const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
/** In a message: the same, except line feeds and tabs. */
const MESSAGE_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/g;
const PHONE = /^\+?[0-9 ()./-]*[0-9][0-9 ()./-]*(?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i;

/** A one-line field as a browser's text input would send it: no line breaks, outer spaces trimmed. */
export function normalizeLine(value: string): string {
  return value
    .replace(LINE_BREAKING, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

function normalize(field: FieldDef, value: string): string {
  if (field.kind === "textarea") return value.replace(/\r\n?/g, "\n").replace(MESSAGE_UNSAFE, "").trim();
  return normalizeLine(value);
}

function fieldSchema(field: FieldDef) {
  const label = field.label;
  const text = z
    .string({ error: `${label} must be text.` })
    .optional()
    .transform((value) => normalize(field, value ?? ""));
  return text.superRefine((value, context) => {
    const fail = (message: string) => context.addIssue({ code: "custom", message });
    if (value === "") {
      if (field.required) fail(`${label} is required.`);
      return;
    }
    if (value.length > field.maxLength) return fail(`${label} can be at most ${field.maxLength} characters.`);
    if (field.kind === "email" && !z.email().safeParse(value).success)
      return fail("Enter a valid email address, such as name@example.com.");
    if (field.kind === "tel" && !PHONE.test(value))
      return fail("Enter a phone number with digits and, if you like, spaces and + ( ) - .");
    if (field.options && !field.options.some((option) => option.value === value))
      return fail(`Choose one of the listed options for ${label.toLowerCase()}.`);
  });
}

export type FieldErrors = Record<string, string>;

export type Validation =
  { ok: true; values: Record<string, string>; spam: boolean } | { ok: false; errors: FieldErrors };

/**
 * Checks a post against its form: every field by its rules, one message per field that fails. Unknown fields are
 * ignored; a filled honeypot makes the post spam. An empty select falls back to its default.
 */
export function validateForm(form: FormDef, input: Record<string, unknown>): Validation {
  const shape = Object.fromEntries(form.fields.map((field) => [field.name, fieldSchema(field)]));
  const withDefaults = { ...input };
  for (const field of form.fields) {
    const value = withDefaults[field.name];
    const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    if (field.defaultValue && blank) withDefaults[field.name] = field.defaultValue;
  }
  const result = z.object(shape).safeParse(withDefaults);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "form");
      errors[name] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const trap = input[HONEYPOT_FIELD];
  const spam = typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;
  return { ok: true, values: result.data as Record<string, string>, spam };
}
