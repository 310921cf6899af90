/**
 * The four public forms, one rule each (./contact.ts, ./get-in-touch.ts, ./partnership.ts, ./newsletter.ts),
 * made of the shared fields of ./fields.ts and built in each edition's words from content (./build.ts). Plain
 * data, safe to ship to the browser; the server checks posts with ./validate.ts.
 */
import { consentIn, formIn } from "./build";
import { contactForm, contactRule } from "./contact";
import type { FormDef, FormId, FormValues } from "./fields";
import { getInTouchForm, getInTouchRule } from "./get-in-touch";
import { newsletterConsent, newsletterForm, newsletterRule } from "./newsletter";
import { partnershipForm, partnershipRule } from "./partnership";
import type { Locale } from "@/types/facts";

export * from "./fields";
export { contactForm, serviceOptions } from "./contact";
export { getInTouchForm } from "./get-in-touch";
export { newsletterConsent, newsletterForm } from "./newsletter";
export { partnershipForm, partnershipTypes } from "./partnership";
export { leadOf, LEAD_FIELDS } from "./lead";

export const forms = {
  contact: contactForm,
  "get-in-touch": getInTouchForm,
  partnership: partnershipForm,
  newsletter: newsletterForm,
} satisfies { [Id in FormId]: FormDef<Id> };

/**
 * The Dutch edition's forms: the English forms' fields and rules, in the words of a Dutch page, returning to
 * the Dutch page they are on. What a field accepts stays the same in both languages, and so do the values a
 * select sends.
 */
export const dutchForms = {
  contact: formIn(contactRule, "nl"),
  "get-in-touch": formIn(getInTouchRule, "nl"),
  partnership: formIn(partnershipRule, "nl"),
  newsletter: formIn(newsletterRule, "nl"),
} satisfies typeof forms;

/** What a subscriber agrees to on a Dutch page: the same promise as in English, under the same version. */
export const dutchNewsletterConsent = consentIn("nl");

/** The English edition's message forms' toasts: the spec's Dutch, marked Dutch, with the English meaning. */
export const messageToasts = (() => {
  const { success, failure, lang, meaning } = contactForm.messages;
  if (!lang || !meaning)
    throw new Error("lib/forms: the English contact form's toasts have no meaning beside them");
  return { success, failure, lang, meaning };
})();

/** Each edition's forms: the same fields and rules, in the edition's words. */
export function formsIn(locale: Locale) {
  return locale === "nl" ? dutchForms : forms;
}

/** The newsletter form of an edition and the consent it asks for. */
export function newsletterIn(locale: Locale) {
  return locale === "nl"
    ? { form: dutchForms.newsletter, consent: dutchNewsletterConsent }
    : { form: newsletterForm, consent: newsletterConsent };
}

/** The definition of the form `Id`, with its field names. */
export type FormOf<Id extends FormId> = (typeof forms)[Id];
/** The validated values of the form `Id`: one string per field, by name. */
export type ValuesOf<Id extends FormId> = FormValues<FormOf<Id>>;

export function isFormId(value: string): value is FormId {
  return Object.hasOwn(forms, value);
}

/**
 * A field's value as an edition's form names it: the label of the option chosen ("Advies & strategie" for
 * "Strategic Advisory" in Dutch), or the value itself for free text and for a form or field not known.
 */
export function shownValue(form: string, name: string, value: string, locale: Locale = "en"): string {
  if (!isFormId(form)) return value;
  const field = formsIn(locale)[form].fields.find((candidate) => candidate.name === name);
  return field?.options?.find((option) => option.value === value)?.label ?? value;
}
