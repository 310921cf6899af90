/**
 * The Dutch edition's forms: the English forms' fields and rules, in the words of a Dutch page, returning to the
 * Dutch page they are on. What a field accepts stays the same in both languages, and so do the values a select
 * sends (the firm reads "Strategic Advisory" whichever label the visitor chose it by).
 */
import { dutchPathOf } from "@/content/routes";
import { contactForm } from "./contact";
import type { FieldDef, FormDef, FormId, FormWords } from "./fields";
import { spokenToasts } from "./fields";
import { getInTouchForm } from "./get-in-touch";
import { newsletterForm } from "./newsletter";
import { partnershipForm } from "./partnership";

const words: FormWords = {
  sending: "Bezig met verzenden...",
  required: { before: "Velden met", mark: "een sterretje", after: "zijn verplicht." },
};

type FieldWords = Partial<Pick<FieldDef, "label" | "placeholder" | "hint">>;

/** Each field's Dutch words, by field name; "form.field" for a field that reads differently in one form. */
const fieldWords: Record<string, FieldWords> = {
  firstName: { label: "Voornaam" },
  lastName: { label: "Achternaam" },
  email: { label: "E-mailadres" },
  phone: { label: "Telefoonnummer" },
  "contact.phone": { label: "Telefoonnummer", hint: "Niet verplicht" },
  company: { label: "Bedrijf" },
  message: { label: "Bericht" },
  service: { label: "Gewenste dienst" },
  contactPerson: { label: "Contactpersoon", placeholder: "Voor- en achternaam" },
  jobTitle: { label: "Functie", placeholder: "Uw functie" },
  companyName: { label: "Bedrijfsnaam", placeholder: "Uw bedrijf" },
  industry: { label: "Sector", placeholder: "Uw sector" },
  "partnership.email": { label: "E-mailadres", placeholder: "naam@bedrijf.nl" },
  "partnership.phone": { label: "Telefoonnummer", placeholder: "+31 20 123 4567" },
  partnershipType: { label: "Soort partnerschap", placeholder: "Kies een soort partnerschap" },
  proposal: {
    label: "Uw voorstel",
    placeholder: "Wat zouden we samen opbouwen, en wat brengt elke partij mee?",
  },
  "newsletter.email": { label: "E-mailadres", placeholder: "Uw e-mailadres" },
};

/** The Dutch label of each option of the selects, by the value it sends. */
const optionLabels: Record<string, string> = {
  "Business Building Consultancy": "Advies over bedrijfsopbouw",
  "Strategic Advisory": "Strategisch advies",
  "Startup Coaching": "Coaching voor startups",
  "Marketing & Sales Training": "Training in marketing en sales",
  "Talent Sourcing": "Werving van talent",
  "Personal Development Retreats": "Retreats voor persoonlijke ontwikkeling",
  Other: "Anders",
  strategic: "Strategisch partnerschap",
  consulting: "Adviespartner",
  global: "Wereldwijde alliantie",
  technology: "Technologiepartner",
  other: "Anders",
};

const submitLabels: Record<FormId, string> = {
  contact: "Bericht versturen",
  "get-in-touch": "Bericht versturen",
  partnership: "Aanvraag versturen",
  newsletter: "Aanmelden",
};

/** What a subscriber agrees to on a Dutch page: the same promise as in English, under the same version. */
export const dutchNewsletterConsent = {
  version: "newsletter-consent-1",
  text: "We vragen u eerst per e-mail te bevestigen. In elke e-mail staat een link om u met één klik af te melden.",
} as const;

function inDutch<Form extends FormDef>(form: Form, messages: FormDef["messages"]): Form {
  const fields = form.fields.map((field) => {
    const dutch = fieldWords[`${form.id}.${field.name}`] ?? fieldWords[field.name];
    if (!dutch?.label) throw new Error(`lib/forms/nl.ts: no Dutch label for ${form.id}.${field.name}`);
    for (const key of ["placeholder", "hint"] as const)
      if (field[key] !== undefined && dutch[key] === undefined)
        throw new Error(`lib/forms/nl.ts: no Dutch ${key} for ${form.id}.${field.name}`);
    const options = field.options?.map((option) => {
      const label = optionLabels[option.value];
      if (!label) throw new Error(`lib/forms/nl.ts: no Dutch label for the option ${option.value}`);
      return { ...option, label };
    });
    return { ...field, ...dutch, ...(options ? { options } : {}) };
  });
  return {
    ...form,
    locale: "nl",
    words,
    page: dutchPathOf(form.page),
    submitLabel: submitLabels[form.id],
    messages,
    fields,
  };
}

export const dutchForms = {
  contact: inDutch(contactForm, spokenToasts),
  "get-in-touch": inDutch(getInTouchForm, spokenToasts),
  partnership: inDutch(partnershipForm, spokenToasts),
  newsletter: inDutch(newsletterForm, {
    success: "Bijna klaar: kijk in uw inbox en bevestig uw aanmelding.",
    failure: "We konden u nu niet aanmelden. Probeer het over een paar minuten opnieuw.",
  }),
};
