/**
 * The four public forms, one file each (./contact.ts, ./get-in-touch.ts, ./partnership.ts, ./newsletter.ts),
 * built from the shared fields of ./fields.ts. Plain data, safe to ship to the browser; the server checks posts
 * with ./validate.ts.
 */
import { contactForm } from "./contact";
import type { FormDef, FormId, FormValues } from "./fields";
import { getInTouchForm } from "./get-in-touch";
import { newsletterConsent, newsletterForm } from "./newsletter";
import { partnershipForm } from "./partnership";
import { dutchForms, dutchNewsletterConsent } from "./nl";
import type { Locale } from "@/types/facts";

export * from "./fields";
export { contactForm, serviceOptions } from "./contact";
export { getInTouchForm } from "./get-in-touch";
export { newsletterConsent, newsletterForm } from "./newsletter";
export { partnershipForm, partnershipTypes } from "./partnership";
export { dutchForms, dutchNewsletterConsent } from "./nl";

export const forms = {
  contact: contactForm,
  "get-in-touch": getInTouchForm,
  partnership: partnershipForm,
  newsletter: newsletterForm,
} satisfies { [Id in FormId]: FormDef<Id> };

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
