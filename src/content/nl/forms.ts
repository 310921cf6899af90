/**
 * The Dutch words of the forms (`../forms`). What a field accepts stays the same in both languages, and so do
 * the values a dropdown sends: the firm reads "Strategic Advisory" whichever label the visitor chose it by.
 */
import {
  errorWords as englishErrors,
  formWords as englishWords,
  forms as englishForms,
  spokenToasts,
} from "../forms";
import { glossary } from "../glossary";
import { inDutch } from "../translation";

/** The words a form writes around its fields. */
export const formWords = inDutch("forms formWords", englishWords, {
  sending: "Bezig met verzenden...",
  required: { before: "Velden met", mark: "een sterretje", after: "zijn verplicht." },
  honeypot: "Laat dit veld leeg",
  outcomes: { sent: "verzonden", error: "fout" },
});

/** What the visitor is told about a field that fails. */
export const errorWords = inDutch("forms errorWords", englishErrors, {
  required: (label: string) => `${label} is verplicht.`,
  tooLong: (label: string, max: number) => `${label} mag hoogstens ${max} tekens lang zijn.`,
  invalidEmail: "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.",
  invalidPhone: "Vul een telefoonnummer in met cijfers en eventueel spaties en + ( ) - .",
  choose: (label: string) => `Kies een van de opties bij ${label.toLowerCase()}.`,
  notText: (label: string) => `${label} moet tekst zijn.`,
});

const firstName = { label: "Voornaam" };
const lastName = { label: "Achternaam" };
const email = { label: "E-mailadres" };
const phone = { label: "Telefoonnummer" };
const company = { label: "Bedrijf" };
const message = { label: "Bericht" };

/** Each form's words. The message forms' messages are the spec's Dutch toasts themselves. */
export const forms = inDutch("forms forms", englishForms, {
  contact: {
    fields: [
      firstName,
      lastName,
      email,
      { ...phone, hint: "Niet verplicht" },
      company,
      {
        label: "Gewenste dienst",
        options: {
          "Business Building Consultancy": "Advies over bedrijfsopbouw",
          "Strategic Advisory": glossary.practices.consultancyStrategy.nl,
          "Startup Coaching": "Coaching voor startups",
          "Marketing & Sales Training": "Training in marketing en sales",
          "Talent Sourcing": "Werving van talent",
          "Personal Development Retreats": "Retreats voor persoonlijke ontwikkeling",
          Other: "Anders",
        },
      },
      message,
    ],
    submitLabel: "Bericht versturen",
    messages: spokenToasts,
  },
  "get-in-touch": {
    fields: [firstName, lastName, email, company, message],
    submitLabel: "Bericht versturen",
    messages: spokenToasts,
  },
  partnership: {
    fields: [
      { label: "Contactpersoon", placeholder: "Voor- en achternaam" },
      { label: "Functie", placeholder: "Uw functie" },
      { label: "Bedrijfsnaam", placeholder: "Uw bedrijf" },
      { label: "Sector", placeholder: "Uw sector" },
      { ...email, placeholder: "naam@bedrijf.nl" },
      { ...phone, placeholder: "+31 20 123 4567" },
      {
        label: "Soort partnerschap",
        placeholder: "Kies een soort partnerschap",
        options: {
          strategic: "Strategisch partnerschap",
          consulting: "Adviespartner",
          global: "Wereldwijde alliantie",
          technology: "Technologiepartner",
          other: "Anders",
        },
      },
      {
        label: "Uw voorstel",
        placeholder: "Wat zouden we samen opbouwen, en wat brengt elke partij mee?",
      },
    ],
    submitLabel: "Aanvraag versturen",
    messages: spokenToasts,
  },
  newsletter: {
    fields: [{ ...email, placeholder: "Uw e-mailadres" }],
    submitLabel: "Aanmelden",
    messages: {
      success: "Bijna klaar: kijk in uw inbox en bevestig uw aanmelding.",
      failure: "We konden u nu niet aanmelden. Probeer het over een paar minuten opnieuw.",
    },
    consent:
      "We vragen u eerst per e-mail te bevestigen. In elke e-mail staat een link om u met één klik af te melden.",
  },
});
