/**
 * The words of the four public forms (contact, get in touch, partnership, newsletter), in English: each
 * field's label, placeholder and hint, each option's label, each form's button and messages, the words around
 * the fields and what the visitor is told about a field that fails. What a form accepts (its fields, their
 * kinds and lengths, the values a dropdown sends) is its rule, in lib/forms, which builds each edition's form
 * from its rule and these words, and refuses at build time a field or an option whose words are missing here
 * or name another.
 */

/** A field's words, and which field they are for. */
export interface FieldText {
  /** The field's name, as the form sends it: not words. */
  id: string;
  label: string;
  placeholder?: string;
  hint?: string;
  /** A field a visitor may leave blank, as the privacy policy says (the form's rule agrees, or no build). */
  optional?: boolean;
  /** A dropdown's options: the label of each, by the value it sends. */
  options?: Readonly<Record<string, string>>;
}

/** A form's words: its fields' in the form's order, its button's, and what it tells a visitor afterwards. */
export interface FormText {
  /** The form's id: not words. */
  id: string;
  fields: readonly FieldText[];
  submitLabel: string;
  /**
   * In the edition's language. On an English page a message form shows the spec's Dutch (`spokenToasts`) with
   * these beside it.
   */
  messages: { success: string; failure: string };
  /** What a subscriber agrees to (the newsletter). */
  consent?: string;
}

/** The words a form writes around its fields. */
export const formWords = {
  /** On the button while the post is on its way. */
  sending: "Sending...",
  /** The note under the fields: "{before} * {after}", the asterisk read out as `mark`. */
  required: { before: "Fields marked", mark: "with an asterisk", after: "are required." },
  /** The label of the honeypot, the field people never see, reach or hear, which bots fill in. */
  honeypot: "Leave this field empty",
  /** The ends of an outcome's anchor without JavaScript, in the address: #contact-form-sent, #contact-form-error. */
  outcomes: { sent: "sent", error: "error" },
};

/** What a visitor is told about a field that fails (no key is `email` or `phone`: those hold no words). */
export const errorWords = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  invalidEmail: "Enter a valid email address, such as name@example.com.",
  invalidPhone: "Enter a phone number with digits and, if you like, spaces and + ( ) - .",
  choose: (label: string) => `Choose one of the listed options for ${label.toLowerCase()}.`,
  notText: (label: string) => `${label} must be text.`,
};

/**
 * The spec's toasts of the three message forms, in Dutch as it writes them, on the pages of both editions.
 */
export const spokenToasts = {
  success: "Uw bericht is succesvol verzonden!",
  failure: "Er is een fout opgetreden bij het verzenden van uw bericht.",
};

/** The version stored with each sign-up: change it whenever the consent text changes, in either edition. */
export const consentVersion = "newsletter-consent-1";

/** The meaning of the spec's toasts, shown beside them. */
const messageSent = {
  success: "Your message was sent.",
  failure: "Something went wrong while sending your message.",
};

const firstName = { id: "firstName", label: "First name" };
const lastName = { id: "lastName", label: "Last name" };
const email = { id: "email", label: "Email" };
const phone = { id: "phone", label: "Phone" };
const company = { id: "company", label: "Company" };
const message = { id: "message", label: "Message" };

/** Each form's words, by its id. */
export const forms = {
  contact: {
    id: "contact",
    fields: [
      firstName,
      lastName,
      email,
      { ...phone, hint: "Optional", optional: true },
      company,
      {
        id: "service",
        label: "Service of interest",
        options: {
          "Business Building Consultancy": "Business Building Consultancy",
          "Strategic Advisory": "Strategic Advisory",
          "Startup Coaching": "Startup Coaching",
          "Marketing & Sales Training": "Marketing & Sales Training",
          "Talent Sourcing": "Talent Sourcing",
          "Personal Development Retreats": "Personal Development Retreats",
          Other: "Other",
        },
      },
      message,
    ],
    submitLabel: "Send Message",
    messages: messageSent,
  },
  "get-in-touch": {
    id: "get-in-touch",
    fields: [firstName, lastName, email, company, message],
    submitLabel: "Send Message",
    messages: messageSent,
  },
  partnership: {
    id: "partnership",
    fields: [
      { id: "contactPerson", label: "Contact person", placeholder: "Full name" },
      { id: "jobTitle", label: "Job title", placeholder: "Your position" },
      { id: "companyName", label: "Company name", placeholder: "Your company" },
      { id: "industry", label: "Industry", placeholder: "Your industry" },
      { ...email, placeholder: "name@company.com" },
      // A sample number is a number, the same in both editions: the firm's own country's format.
      { ...phone, placeholder: "+31 20 123 4567" },
      {
        id: "partnershipType",
        label: "Partnership type",
        placeholder: "Select partnership type",
        optional: true,
        options: {
          strategic: "Strategic Partnership",
          consulting: "Consulting Partner",
          global: "Global Alliance",
          technology: "Technology Partner",
          other: "Other",
        },
      },
      {
        id: "proposal",
        label: "Partnership proposal",
        placeholder: "What would we build together, and what does each side bring?",
      },
    ],
    submitLabel: "Submit Partnership Inquiry",
    messages: messageSent,
  },
  newsletter: {
    id: "newsletter",
    fields: [{ ...email, label: "Email address", placeholder: "Enter your email" }],
    submitLabel: "Subscribe",
    messages: {
      success: "Almost done: check your inbox and confirm your subscription.",
      failure: "We could not sign you up just now. Please try again in a few minutes.",
    },
    consent: "We ask you to confirm by email first. Every email has a one-click unsubscribe link.",
  },
} satisfies Record<string, FormText>;
