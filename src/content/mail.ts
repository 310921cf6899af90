/**
 * The words of every mail the site sends: the firm's notice of a new message, the newsletter's confirmation (in the
 * language of the page the sign-up came from; the Dutch words are content/nl/mail.ts), and the office's sign-in
 * link and invitation. The templates in server/mail/templates set them in markup and write no words of their own.
 */
import { brand, replyTime } from "./site";
import { formatDuration } from "./format";
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
  sentFrom: "Sent from",
  sentFromPage: (page: string) => `Sent from ${page}.`,
  inOffice: "In the office",
  openInOffice: "Open in the office",
  footer: (siteUrl: string) => `Sent by the ${brand.name} website (${siteUrl}).`,
};

/** The mail to a member of staff when a colleague makes them the owner of a message. */
export const assignmentWords = {
  subject: (who: string) => `For you to answer: ${who}`,
  heading: "A message for you to answer",
  assigned: (by: string, who: string, form: string) =>
    `${by} asked you to answer ${who}, who wrote through the ${form} form.`,
  language: (language: string) => `They wrote in ${language}: answer in ${language}.`,
  promise: `The site promises a reply within ${formatDuration(replyTime, "en")} of the message.`,
  button: "Open the message",
  open: "Open the message in the office:",
};

/**
 * A reply written in the office, in the visitor's language (the Dutch words are content/nl/mail.ts): its subject,
 * the line over the quoted message, and the signature.
 */
export const replyWords = {
  subject: (about: string) => `Re: ${about}`,
  yourMessage: "your message",
  quoted: (date: string, name: string) => `On ${date}, ${name} wrote:`,
  signature: (name: string) => `${name}\n${brand.name}`,
};

/** The morning digest: the leads a member of staff owns that are overdue or to be followed up today. */
export const digestWords = {
  subject: (count: number, more: boolean) =>
    more
      ? `More than ${count} leads need you today`
      : count === 1
        ? "One lead needs you today"
        : `${count} leads need you today`,
  heading: "Your leads for today",
  intro: "These leads are yours and are overdue or to be followed up today, oldest first:",
  overdue: "overdue",
  dueToday: "follow up today",
  waiting: (age: string) => `waiting ${age}`,
  more: "More are waiting: the Mine view of the office lists them all.",
  settings:
    "You receive this because you asked for it on your account page in the office, where you can stop it.",
};
