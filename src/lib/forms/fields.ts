/**
 * What every form is made of: the shapes of fields and forms, the length limits, the rules of the fields
 * several forms share, and the names of the two hidden fields every form sends. Plain data without words:
 * safe to ship to the browser. A field's rule is the rule of its input: the browser renders the input from it
 * (type, required, maxlength) and the server checks a post with a zod schema built from the same record
 * (./validate.ts), so the two can never disagree. Its words come from content (content/forms.ts), per edition
 * (./build.ts).
 */
import type { Locale } from "@/types/facts";

export type FormId = "contact" | "get-in-touch" | "partnership" | "newsletter";
/** The forms that send the firm a message (all but the newsletter). */
export type MessageFormId = Exclude<FormId, "newsletter">;

export interface FieldOption {
  value: string;
  label: string;
}

/** What a field accepts, without its words. */
export interface FieldRule<Name extends string = string> {
  name: Name;
  /** text and textarea: any text; email: an address; tel: a phone number; select: one of `options`. */
  kind: "text" | "email" | "tel" | "textarea" | "select";
  /** Blank is refused with "{label} is required."; otherwise blank is kept as "". */
  required: boolean;
  /** Counted after trimming. */
  maxLength: number;
  autoComplete?: string;
  rows?: number;
  /** A select's options: the values it sends, in the order it lists them. */
  options?: readonly string[];
  /** The value a select starts with, returns to after a successful send, and takes when sent blank. */
  defaultValue?: string;
  /** Half-width on wide screens, beside its neighbour. */
  half?: boolean;
}

/** A field of an edition's form: its rule, with its words. */
export interface FieldDef<Name extends string = string> extends Omit<FieldRule<Name>, "options"> {
  label: string;
  placeholder?: string;
  hint?: string;
  options?: readonly FieldOption[];
}

/** The words a form writes around its fields, in its language. */
export interface FormWords {
  /** On the button while the post is on its way. */
  sending: string;
  /** The note under the fields: "{before} * {after}", the asterisk read out as `mark`. */
  required: { before: string; mark: string; after: string };
  /** The label of the honeypot (`HONEYPOT_FIELD`), which people never see, reach or hear. */
  honeypot: string;
  /**
   * The words that end the anchor of an outcome without JavaScript, in the address the visitor sees:
   * #{anchor}-{sent} and #{anchor}-{error} ("#contactformulier-verzonden").
   */
  outcomes: { sent: string; error: string };
}

/** What a form accepts and where it lives, without its words. */
export interface FormRule<Id extends FormId = FormId, Name extends string = string> {
  id: Id;
  /** The English page that carries the form; the Dutch form is on that page's Dutch counterpart. */
  page: string;
  /** The id of the form's block on that page; outcomes are shown at #{anchor}-sent and #{anchor}-error. */
  anchor: string;
  fields: readonly FieldRule<Name>[];
}

export interface FormDef<Id extends FormId = FormId, Name extends string = string> {
  id: Id;
  /** The language of the form's words, of its errors (./validate.ts) and of the mail a sign-up receives. */
  locale: Locale;
  words: FormWords;
  /** The page that carries the form, where a post without JavaScript returns to. */
  page: string;
  /** The id of the form's block on that page; outcomes are shown at #{anchor}-sent and #{anchor}-error. */
  anchor: string;
  fields: readonly FieldDef<Name>[];
  submitLabel: string;
  /**
   * What the visitor is told, with and without JavaScript: in `lang` when that is not the page's language,
   * with the English `meaning` beside it for a visitor who reads no Dutch (the spec's Dutch toasts on English
   * pages).
   */
  messages: {
    success: string;
    failure: string;
    lang?: string;
    meaning?: { success: string; failure: string };
  };
}

/** The names of a form's fields. */
export type FieldName<Form extends FormDef> = Form["fields"][number]["name"];
/** A form's values after validation: every field, as cleaned text ("" for a blank optional field). */
export type FormValues<Form extends FormDef> = Record<FieldName<Form>, string>;

/** A field's rule with its name as a literal type, so that a form's values have a type naming its fields. */
export function field<const Name extends string>(rule: FieldRule<Name>): FieldRule<Name> {
  return rule;
}

/** A form's rule with its id and field names kept as literal types. */
export function formRule<const Id extends FormId, const Name extends string>(
  rule: FormRule<Id, Name>,
): FormRule<Id, Name> {
  return rule;
}

export const LIMITS = { name: 100, email: 254, phone: 40, text: 200, message: 5_000 } as const;

/** A hidden field naming the form's block on the page it was sent from, so the answer returns there. */
export const ANCHOR_FIELD = "_anchor";

/**
 * A hidden field naming the path of the page the form is on, so that a post without JavaScript returns there
 * (the footer's newsletter form is on every page). The server accepts only a path of this site.
 */
export const PAGE_FIELD = "_page";

/** A trap for bots: a field people never see or fill. A filled one marks the post as spam. */
export const HONEYPOT_FIELD = "website";

export const firstName = field({
  name: "firstName",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "given-name",
  half: true,
});

export const lastName = field({
  name: "lastName",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "family-name",
  half: true,
});

export const email = field({
  name: "email",
  kind: "email",
  required: true,
  maxLength: LIMITS.email,
  autoComplete: "email",
  half: true,
});

export const phone = field({
  name: "phone",
  kind: "tel",
  required: true,
  maxLength: LIMITS.phone,
  autoComplete: "tel",
  half: true,
});

export const company = field({
  name: "company",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "organization",
  half: true,
});

export const message = field({
  name: "message",
  kind: "textarea",
  required: true,
  maxLength: LIMITS.message,
  rows: 5,
});

/** The values a form starts with: empty, or a select's default. */
export function initialValues(form: FormDef): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.name, field.defaultValue ?? ""]));
}
