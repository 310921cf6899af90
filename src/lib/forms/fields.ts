/**
 * What every form is made of: the shapes of fields and forms, the length limits, the fields several forms share,
 * and the names of the two hidden fields every form sends. Plain data: safe to ship to the browser. A field's
 * record is its rule: the browser renders its input from it (type, required, maxlength) and the server checks a
 * post with a zod schema built from the same record (./validate.ts), so the two can never disagree.
 */
import type { Locale } from "@/types/facts";

export type FormId = "contact" | "get-in-touch" | "partnership" | "newsletter";
/** The forms that send the firm a message (all but the newsletter). */
export type MessageFormId = Exclude<FormId, "newsletter">;

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef<Name extends string = string> {
  name: Name;
  label: string;
  /** text and textarea: any text; email: an address; tel: a phone number; select: one of `options`. */
  kind: "text" | "email" | "tel" | "textarea" | "select";
  /** Blank is refused with "{label} is required."; otherwise blank is kept as "". */
  required: boolean;
  /** Counted after trimming. */
  maxLength: number;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  rows?: number;
  options?: readonly FieldOption[];
  /** The value a select starts with, returns to after a successful send, and takes when sent blank. */
  defaultValue?: string;
  /** Half-width on wide screens, beside its neighbour. */
  half?: boolean;
}

/** The words a form writes around its fields, in its language. */
export interface FormWords {
  /** On the button while the post is on its way. */
  sending: string;
  /** The note under the fields: "{before} * {after}", the asterisk read out as `mark`. */
  required: { before: string; mark: string; after: string };
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
   * What the visitor is told, with and without JavaScript: in `lang` when that is not the page's language, with
   * the English `meaning` beside it for a visitor who reads no Dutch (the spec's Dutch toasts on English pages).
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

/** A field with its name kept as a literal type, so each form's values have a type that names its fields. */
export function field<const Name extends string>(definition: FieldDef<Name>): FieldDef<Name> {
  return definition;
}

/** A form with its id and field names kept as literal types. */
export function defineForm<const Id extends FormId, const Name extends string>(
  form: FormDef<Id, Name>,
): FormDef<Id, Name> {
  return form;
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

/** The words of the English edition's forms. */
export const formWords: FormWords = {
  sending: "Sending...",
  required: { before: "Fields marked", mark: "with an asterisk", after: "are required." },
};

/** The spec's toasts, in Dutch as it writes them, shared by the three message forms. */
export const spokenToasts = {
  success: "Uw bericht is succesvol verzonden!",
  failure: "Er is een fout opgetreden bij het verzenden van uw bericht.",
} as const;

/**
 * The toasts of the English edition's message forms: the spec's Dutch, marked Dutch so screen readers pronounce
 * it as Dutch, with its English meaning beside it.
 */
export const messageToasts = {
  ...spokenToasts,
  lang: "nl",
  meaning: {
    success: "Your message was sent.",
    failure: "Something went wrong while sending your message.",
  },
};

export const firstName = field({
  name: "firstName",
  label: "First name",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "given-name",
  half: true,
});

export const lastName = field({
  name: "lastName",
  label: "Last name",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "family-name",
  half: true,
});

export const email = field({
  name: "email",
  label: "Email",
  kind: "email",
  required: true,
  maxLength: LIMITS.email,
  autoComplete: "email",
  half: true,
});

export const phone = field({
  name: "phone",
  label: "Phone",
  kind: "tel",
  required: true,
  maxLength: LIMITS.phone,
  autoComplete: "tel",
  half: true,
});

export const company = field({
  name: "company",
  label: "Company",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "organization",
  half: true,
});

export const message = field({
  name: "message",
  label: "Message",
  kind: "textarea",
  required: true,
  maxLength: LIMITS.message,
  rows: 5,
});

/** The values a form starts with: empty, or a select's default. */
export function initialValues(form: FormDef): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.name, field.defaultValue ?? ""]));
}
