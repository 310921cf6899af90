/** The Dutch words of the pages behind the forms (`../newsletter`): newsletter confirmation and message review. */
import {
  newsletterCopy as englishCopy,
  newsletterPages as englishPages,
  newsletterSignup as englishSignup,
  reviewPage as englishReviewPage,
} from "../newsletter";
import { inDutch } from "../translation";
import { formatDuration } from "@/content/format";
import { formPolicy } from "@/content/policy";
import { glossary } from "../glossary";

/** The newsletter's name in Dutch: the English edition's "{brand} Insights". */
export const newsletterName = glossary.newsletter.nl;

/** How long a confirmation link works: "7 dagen". */
const confirmValid = formatDuration({ amount: formPolicy.confirmValidDays, unit: "day" }, "nl");

/** The newsletter's pitch, wherever someone can sign up (footer, insights page, status page). */
export const newsletterSignup = inDutch("newsletter newsletterSignup", englishSignup, {
  eyebrow: "Nieuwsbrief",
  title: "Eén keer per maand nieuwe inzichten",
  lead: "Onderzoek, rapporten en praktijkervaring van onze consultants, in één e-mail per maand.",
  archive: { label: "Lees eerdere edities" },
});

/** The fixed lines of every campaign mail. */
export const newsletterCopy = inDutch("newsletter newsletterCopy", englishCopy, {
  campaignReading: "Verder lezen",
  campaignReadArticle: "Lees het artikel",
  campaignUnsubscribe: "Afmelden",
  campaignWhy: `U ontvangt ${newsletterName} omdat u zich via onze website heeft aangemeld en uw adres heeft bevestigd. We houden niet bij of u onze e-mails opent of op links klikt.`,
});

export const newsletterPages = inDutch("newsletter newsletterPages", englishPages, {
  confirm: {
    title: "Bevestig uw aanmelding",
    lead: `Nog één stap: klik op de knop en u ontvangt ${newsletterName} één keer per maand.`,
    button: "Bevestig mijn aanmelding",
  },
  unsubscribe: {
    title: `Afmelden voor ${newsletterName}`,
    lead: "Klik op de knop en we sturen de nieuwsbrief niet meer naar dit adres. U kunt zich altijd opnieuw aanmelden.",
    button: "Afmelden",
  },
  expired: {
    title: "Deze link werkt niet meer",
    lead: `Links in onze e-mails werken één keer, en bevestigingslinks ${confirmValid} lang. Vul uw adres in, dan sturen we u een nieuwe.`,
  },
  status: {
    title: "Uw aanmelding voor de nieuwsbrief",
    lead: `Beheer uw aanmelding voor ${newsletterName} via de links in onze e-mails.`,
    outcomes: [
      {
        title: "U bent aangemeld",
        text: `Dank u wel. De volgende editie van ${newsletterName} ontvangt u aan het begin van de maand.`,
      },
      {
        title: "U bent afgemeld",
        text: "We sturen de nieuwsbrief niet meer naar dit adres.",
      },
      {
        title: "Deze link werkt niet meer",
        text: `De link is al gebruikt of is ouder dan ${confirmValid}. Meld u hieronder opnieuw aan, dan sturen we u een nieuwe.`,
      },
      {
        title: "Er ging bij ons iets mis",
        text: "Er is niets gewijzigd. Open de link uit de e-mail over een paar minuten opnieuw.",
      },
    ],
  },
  unavailable: {
    title: "We kunnen deze link nu niet controleren",
    lead: "Open de link uit de e-mail over een paar minuten opnieuw.",
  },
});

/**
 * The retry notice's words, held apart from the literal below: `Texts` leaves out a part whose English value is a
 * function (`rateLimit`), so a literal could not state it, yet `inDutch` needs the Dutch function at run time.
 */
const retryWords = {
  title: "Uw bericht is nog niet verzonden",
  /** Why, and when to send it again; everything typed is still in the form. */
  rateLimit: (minutes: number) =>
    `Er kwamen in korte tijd veel berichten van uw adres. Verstuur het over ${minutes === 1 ? "een minuut" : `${minutes} minuten`} opnieuw: alles wat u heeft ingevuld, staat er nog.`,
  unavailable:
    "We konden het zojuist niet opslaan. Verstuur het over een minuut opnieuw: alles wat u heeft ingevuld, staat er nog.",
};

export const reviewPage = inDutch("newsletter reviewPage", englishReviewPage, {
  title: "Controleer uw bericht",
  lead: "Het is nog niet verzonden. Kijk de gemarkeerde velden hieronder nog eens na; alles wat u heeft ingevuld, staat er nog.",
  expired: {
    title: "Deze pagina is verlopen",
    lead: `Ter bescherming van uw privacy bewaren we een bericht dat niet kon worden verzonden niet langer dan ${formatDuration({ amount: formPolicy.draftHours, unit: "hour" }, "nl")}. Wilt u het opnieuw schrijven?`,
  },
  retry: retryWords,
  unavailable: {
    title: "We kunnen uw bericht nu niet tonen",
    lead: "Onze database reageert niet. Uw bericht wordt een uur bewaard: open deze pagina over een minuut opnieuw.",
  },
  backLabel: "Terug naar het formulier",
});
