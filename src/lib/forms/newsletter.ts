import { consentIn, formIn } from "./build";
import { email, formRule } from "./fields";

/** The newsletter sign-up (footer, insights and status pages): one email address, double opt-in. */
export const newsletterRule = formRule({
  id: "newsletter",
  page: "/",
  anchor: "newsletter-form",
  fields: [{ ...email, half: false }],
});

export const newsletterForm = formIn(newsletterRule, "en");

/** What a subscriber agrees to on an English page; its version is stored with each sign-up. */
export const newsletterConsent = consentIn("en");
