/**
 * The four public forms, field by field: names, labels, placeholders, input types, required flags and maximum
 * lengths. The browser form renders its inputs from these, and the server validates with a schema built from
 * the same records (./validate.ts), so the two can never disagree. Plain data: safe to ship to the browser.
 */

export type FormId = "contact" | "get-in-touch" | "partnership" | "newsletter";
/** The forms that send the firm a message (all but the newsletter). */
export type MessageFormId = Exclude<FormId, "newsletter">;

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "textarea" | "select";
  required: boolean;
  maxLength: number;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  rows?: number;
  options?: readonly FieldOption[];
  /** The value a select starts with and returns to after a successful send. */
  defaultValue?: string;
  /** Half-width on wide screens, beside its neighbour. */
  half?: boolean;
}

export interface FormDef<Id extends FormId = FormId> {
  id: Id;
  /** The page that carries the form, where a post without JavaScript returns to. */
  page: string;
  /** The id of the form's block on that page; outcomes are shown at #{anchor}-sent and #{anchor}-error. */
  anchor: string;
  fields: readonly FieldDef[];
  submitLabel: string;
  /** What the visitor is told, with and without JavaScript. */
  messages: { success: string; failure: string };
}

export const LIMITS = { name: 100, email: 254, phone: 40, text: 200, message: 5_000 } as const;

/** A hidden field naming the form's block on the page it was sent from, so the answer returns there. */
export const ANCHOR_FIELD = "_anchor";

/** A trap for bots: a field people never see or fill. A filled one marks the post as spam. */
export const HONEYPOT_FIELD = "website";

/** The Dutch toasts of the spec, shared by the three message forms. */
const messageToasts = {
  success: "Uw bericht is succesvol verzonden!",
  failure: "Er is een fout opgetreden bij het verzenden van uw bericht.",
} as const;

const firstName: FieldDef = {
  name: "firstName",
  label: "First name",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "given-name",
  half: true,
};
const lastName: FieldDef = {
  name: "lastName",
  label: "Last name",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "family-name",
  half: true,
};
const email: FieldDef = {
  name: "email",
  label: "Email",
  kind: "email",
  required: true,
  maxLength: LIMITS.email,
  autoComplete: "email",
  half: true,
};
const company: FieldDef = {
  name: "company",
  label: "Company",
  kind: "text",
  required: true,
  maxLength: LIMITS.name,
  autoComplete: "organization",
  half: true,
};
const message: FieldDef = {
  name: "message",
  label: "Message",
  kind: "textarea",
  required: true,
  maxLength: LIMITS.message,
  rows: 5,
};

export const serviceOptions = [
  "Business Building Consultancy",
  "Strategic Advisory",
  "Startup Coaching",
  "Marketing & Sales Training",
  "Talent Sourcing",
  "Personal Development Retreats",
  "Other",
].map((label) => ({ value: label, label }));

export const partnershipTypes: readonly FieldOption[] = [
  { value: "strategic", label: "Strategic Partnership" },
  { value: "consulting", label: "Consulting Partner" },
  { value: "global", label: "Global Alliance" },
  { value: "technology", label: "Technology Partner" },
  { value: "other", label: "Other" },
];

export const contactForm: FormDef<"contact"> = {
  id: "contact",
  page: "/contact",
  anchor: "contact-form",
  submitLabel: "Send Message",
  messages: messageToasts,
  fields: [
    firstName,
    lastName,
    email,
    {
      name: "phone",
      label: "Phone",
      kind: "tel",
      required: false,
      maxLength: LIMITS.phone,
      autoComplete: "tel",
      hint: "Optional",
      half: true,
    },
    { ...company, half: false },
    {
      name: "service",
      label: "Service of interest",
      kind: "select",
      required: true,
      maxLength: LIMITS.text,
      options: serviceOptions,
      defaultValue: "Business Building Consultancy",
    },
    message,
  ],
};

export const getInTouchForm: FormDef<"get-in-touch"> = {
  id: "get-in-touch",
  page: "/contact/get-in-touch",
  anchor: "get-in-touch-form",
  submitLabel: "Send Message",
  messages: messageToasts,
  fields: [firstName, lastName, email, company, message],
};

export const partnershipForm: FormDef<"partnership"> = {
  id: "partnership",
  page: "/contact/partnership-inquiries",
  anchor: "partnership-form",
  submitLabel: "Submit Partnership Inquiry",
  messages: messageToasts,
  fields: [
    {
      name: "contactPerson",
      label: "Contact person",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Full name",
      autoComplete: "name",
      half: true,
    },
    {
      name: "jobTitle",
      label: "Job title",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Your position",
      autoComplete: "organization-title",
      half: true,
    },
    {
      name: "companyName",
      label: "Company name",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Your company",
      autoComplete: "organization",
      half: true,
    },
    {
      name: "industry",
      label: "Industry",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Your industry",
      half: true,
    },
    { ...email, placeholder: "name@company.com" },
    {
      name: "phone",
      label: "Phone",
      kind: "tel",
      required: true,
      maxLength: LIMITS.phone,
      placeholder: "+1 (555) 010-0123",
      autoComplete: "tel",
      half: true,
    },
    {
      name: "partnershipType",
      label: "Partnership type",
      kind: "select",
      required: false,
      maxLength: LIMITS.text,
      placeholder: "Select partnership type",
      options: partnershipTypes,
    },
    {
      name: "proposal",
      label: "Partnership proposal",
      kind: "textarea",
      required: true,
      maxLength: LIMITS.message,
      rows: 6,
      placeholder: "What would we build together, and what does each side bring?",
    },
  ],
};

/** What a subscriber agrees to; its version is stored with each sign-up. Change the version with the text. */
export const newsletterConsent = {
  version: "newsletter-consent-1",
  text: "We ask you to confirm by email first. Every email has a one-click unsubscribe link.",
} as const;

export const newsletterForm: FormDef<"newsletter"> = {
  id: "newsletter",
  page: "/",
  anchor: "newsletter",
  submitLabel: "Subscribe",
  messages: {
    success: "Almost done: check your inbox and confirm your subscription.",
    failure: "We could not sign you up just now. Please try again in a few minutes.",
  },
  fields: [{ ...email, label: "Email address", placeholder: "Enter your email", half: false }],
};

export const forms: { [Id in FormId]: FormDef<Id> } = {
  contact: contactForm,
  "get-in-touch": getInTouchForm,
  partnership: partnershipForm,
  newsletter: newsletterForm,
};

export function isFormId(value: string): value is FormId {
  return Object.hasOwn(forms, value);
}

/** The values a form starts with: empty, or a select's default. */
export function initialValues(form: FormDef): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.name, field.defaultValue ?? ""]));
}
