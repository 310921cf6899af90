/**
 * The words of every mail the site sends: the firm's notice of a new message, the newsletter's confirmation (in the
 * language of the page the sign-up came from; the Dutch words are content/nl/mail.ts), and the office's sign-in
 * link and invitation. The templates in server/mail/templates set them in markup and write no words of their own.
 */
import { brand } from "./site";
import { glossary } from "./glossary";
import type { Locale } from "@/types/facts";

/** The mail that asks a new subscriber to confirm. `validFor` is how long the link works ("7 days"). */
export const confirmationWords = {
  subject: `Confirm your subscription to ${glossary.newsletter.en}`,
  heading: "Please confirm your subscription",
  asked: `Someone, hopefully you, asked to receive ${glossary.newsletter.en} at this address: one email a month with our research and field notes.`,
  open: (validFor: string) => `To confirm, open this link (it works for ${validFor}):`,
  button: "Confirm my subscription",
  linkWorks: (validFor: string) => `The link works for ${validFor}.`,
  notYou: "If you did not ask for this, do nothing: you will not hear from us again.",
  block: "Or block any further mail to this address now:",
  unsubscribe: "Unsubscribe",
};

/** The one-time link that signs a member of staff in to the office. `validFor` is how long it works. */
export const signInWords = {
  subject: `Your sign-in link for the ${brand.name} office`,
  heading: "Sign in to the office",
  asked: `Someone, hopefully you, asked to sign in to the ${brand.name} office with this address.`,
  open: (validFor: string) => `Open this link to sign in. It works once, for ${validFor}:`,
  button: "Sign in",
  linkWorks: (validFor: string) => `The link works once, for ${validFor}.`,
  notYou: "If you did not ask for it, ignore this mail: nobody can sign in without the link.",
};

/** The mail to a person an owner has added to the office. */
export const invitationWords = {
  subject: `You now have access to the ${brand.name} office`,
  heading: `Welcome to the ${brand.name} office`,
  added: (invitedBy: string, role: string) =>
    `${invitedBy} added you to the ${brand.name} office as ${role === "owner" ? "an owner" : "a member of staff"}: the private part of the website where the firm works the messages its forms bring in.`,
  howTo:
    "To sign in, open this page and enter this address; we then mail you a link that signs you in. No password is needed.",
  button: "Sign in to the office",
  howToShort:
    "Enter this address on that page and we mail you a link that signs you in. No password is needed.",
};

/**
 * The firm's notice of a new message. Its subjects are the spec's, word for word: the contact form's in English,
 * the other two in the Dutch the spec gives them.
 */
export const notificationWords = {
  titles: {
    contact: "Contact Form",
    "get-in-touch": "Get In Touch Form",
    partnership: "Partnership Inquiry",
  },
  subjects: {
    contact: (v: { firstName: string; lastName: string }) =>
      `New contact message from ${v.firstName} ${v.lastName}`,
    "get-in-touch": (v: { firstName: string; lastName: string }) =>
      `Get in Touch bericht van ${v.firstName} ${v.lastName}`,
    partnership: (v: { contactPerson: string; companyName: string }) =>
      `Partnership aanvraag van ${v.contactPerson} - ${v.companyName}`,
  },
  heading: (title: string) => `${title}: new message`,
  on: (heading: string, siteUrl: string) => `${heading} on ${siteUrl}`,
  notGiven: "(not given)",
  submission: "Submission",
  received: "Received",
  writtenIn: "Written in",
  languages: { en: "English", nl: "Dutch" } satisfies Record<Locale, string>,
  summary: (submission: string, received: string, language: string) =>
    `Submission ${submission}, received ${received}, written in ${language}.`,
  reply: (name: string) => `Reply to this mail to answer ${name} directly.`,
  footer: (siteUrl: string) => `Sent by the ${brand.name} website (${siteUrl}).`,
};

/** The feed of the newsletter's past issues: its description (its title is the archive page's). */
export const issuesFeedWords = {
  description: `The monthly newsletter of ${brand.name}.`,
};
