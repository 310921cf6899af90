import { defineForm, email, formWords } from "./fields";

/** What a subscriber agrees to; its version is stored with each sign-up. Change the version with the text. */
export const newsletterConsent = {
  version: "newsletter-consent-1",
  text: "We ask you to confirm by email first. Every email has a one-click unsubscribe link.",
} as const;

/** The newsletter sign-up (footer, insights and status pages): one email address, double opt-in. */
export const newsletterForm = defineForm({
  id: "newsletter",
  page: "/",
  anchor: "newsletter",
  locale: "en",
  words: formWords,
  submitLabel: "Subscribe",
  messages: {
    success: "Almost done: check your inbox and confirm your subscription.",
    failure: "We could not sign you up just now. Please try again in a few minutes.",
  },
  fields: [{ ...email, label: "Email address", placeholder: "Enter your email", half: false }],
});
