/**
 * /nl/inzichten/nieuwsbrief: the newsletter's past issues in Dutch, for a reader deciding whether to sign up. The
 * issues come from the office (each campaign's Dutch edition once sent); this module holds the page's own words.
 */
import { page as english } from "../../insights/newsletter-archive";
import { inDutch } from "../../translation";
import { glossary } from "../../glossary";
import { brand } from "../../site";

/** The English page's words in Dutch, at the Dutch archive's path, announcing the Dutch edition's own feed. */
export const page = inDutch("insights/newsletter-archive page", english, {
  feed: { title: `${glossary.newsletter.nl}, de nieuwsbrief` },
  feedDescription: `De maandelijkse nieuwsbrief van ${brand.name}, in het Nederlands.`,
  meta: {
    title: "Nieuwsbriefarchief",
    description: `Alle eerdere edities van ${glossary.newsletter.nl}, onze maandelijkse nieuwsbrief: lees ze voordat u zich aanmeldt, of lees een editie terug die u heeft gemist.`,
  },
  hero: {
    eyebrow: "Inzichten",
    title: "Nieuwsbriefarchief",
    lead: `Alle edities van ${glossary.newsletter.nl} die we hebben verstuurd, de nieuwste eerst. Spreekt het u aan? Meld u hieronder aan, dan ontvangt u de volgende editie.`,
  },
  listTitle: "Eerdere edities",
  empty:
    "De eerste editie is nog niet verstuurd. Meld u hieronder aan, dan ontvangt u haar zodra ze verschijnt.",
  unavailable: "Het archief is op dit moment niet beschikbaar. Probeer het over een minuut opnieuw.",
  feedUnavailable: "Het archief kan op dit moment niet worden gelezen.",
  issueEyebrow: "Nieuwsbrief",
  readIssue: "Lees deze editie",
  furtherReading: "Verder lezen",
  elsewhere: {
    title: "Alleen in het Engels",
    lead: "Deze edities zijn alleen naar de lezers van onze Engelstalige nieuwsbrief gegaan en zijn in het Engels geschreven.",
  },
});
