import { z } from "zod";
import { formTextIn } from "./build";
import { HONEYPOT_FIELD, type FieldDef, type FormDef, type FormValues } from "./fields";

/** Control characters that have no place in a one-line field (CR and LF included), and Unicode line breaks. */
const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
/** In a message: the same, except line feeds and tabs. */
const MESSAGE_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/g;
/** Digits with spaces and + ( ) . / -, and an optional extension ("ext. 12", "x12"). */
const PHONE = /^\+?[0-9 ()./-]*[0-9][0-9 ()./-]*(?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i;

/** What the visitor is told about a field that fails, in the form's language (content/forms.ts). */
type ErrorWords = ReturnType<typeof formTextIn>["errorWords"];

/**
 * Text PostgreSQL can store, the one rule for every value of every form before anything else: no NUL, and no
 * lone UTF-16 surrogate (each becomes U+FFFD, the replacement character a browser shows for it). Without it such
 * text fails the database write, which no retry can mend.
 */
export function storableText(value: string): string {
  return value.replace(/\u0000/g, "").toWellFormed();
}

/** A one-line field as a browser's text input would send it: no line breaks, outer spaces trimmed. */
export function normalizeLine(value: string): string {
  // Control characters (NUL among them) become spaces first, as they always have; then the storable rule.
  return storableText(
    value
      .replace(LINE_BREAKING, " ")
      .replace(/\s{2,}/g, " ")
      .trim(),
  );
}

/** A message keeps its line feeds (CRLF and CR become LF) and tabs; other control characters go. */
function normalizeMessage(value: string): string {
  return storableText(value).replace(/\r\n?/g, "\n").replace(MESSAGE_UNSAFE, "").trim();
}

/**
 * The checks of a filled field, in zod's terms. The first that fails is the one the visitor is told about, so
 * the length comes first. A blank field arrives here as nothing (see fieldSchema), which is not a string: hence
 * the "required" message on z.string.
 */
function checks(field: FieldDef, words: ErrorWords): z.ZodType<string, string | undefined> {
  const { label, maxLength } = field;
  const filled = z.string({ error: words.required(label) }).max(maxLength, words.tooLong(label, maxLength));
  switch (field.kind) {
    case "email":
      return filled.pipe(z.email(words.invalidEmail));
    case "tel":
      return filled.regex(PHONE, words.invalidPhone);
    case "select": {
      const values = (field.options ?? []).map((option) => option.value);
      return filled.pipe(z.enum(values, words.choose(label)));
    }
    default:
      return filled;
  }
}

/**
 * One field's rule: what a post may carry (text, or nothing), cleaned as a browser would send it, then checked.
 * Blank is nothing: refused when the field is required, kept as "" when it is not, and replaced by the default
 * of a select that has one.
 */
function fieldSchema(field: FieldDef, words: ErrorWords) {
  const { label, defaultValue } = field;
  const text = z.string({ error: words.notText(label) });
  const clean = field.kind === "textarea" ? normalizeMessage : normalizeLine;
  const received = (defaultValue === undefined ? text.optional() : text.nullish()).transform((value) => {
    if (defaultValue !== undefined && (value ?? "").trim() === "") return defaultValue;
    return clean(value ?? "") || undefined;
  });
  const rule = checks(field, words);
  return received.pipe(field.required ? rule : rule.optional().transform((value) => value ?? ""));
}

const schemas = new WeakMap<FormDef, z.ZodType<Record<string, string>, Record<string, unknown>>>();

/** A form's schema: an object of its fields' rules. Fields it does not know are left out. */
function formSchema(form: FormDef) {
  let schema = schemas.get(form);
  if (!schema) {
    const words = formTextIn(form.locale).errorWords;
    schema = z.object(
      Object.fromEntries(form.fields.map((field) => [field.name, fieldSchema(field, words)])),
    );
    schemas.set(form, schema);
  }
  return schema;
}

/** Field name to message, for every field that fails. */
export type FieldErrors = Record<string, string>;

export type Validation<Values = Record<string, string>> =
  { ok: true; values: Values; spam: boolean } | { ok: false; errors: FieldErrors };

/**
 * Checks a post against its form: every field by its rules, one message per field that fails. Unknown fields are
 * ignored; a filled honeypot makes the post spam.
 */
export function validateForm<Form extends FormDef>(
  form: Form,
  input: Record<string, unknown>,
): Validation<FormValues<Form>> {
  const result = formSchema(form).safeParse(input);
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
  // The schema has one rule per field of `form`: its output has exactly the form's field names.
  return { ok: true, values: result.data as FormValues<Form>, spam };
}
