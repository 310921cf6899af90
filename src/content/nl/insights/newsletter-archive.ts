/**
 * /nl/inzichten/nieuwsbrief: the newsletter's past issues, for a reader deciding whether to sign up. The issues
 * come from the office (each campaign once sent); this module holds the page's own words.
 */
import { page as english } from "../../insights/newsletter-archive";
import { inDutch } from "../../translation";
import { brand } from "../site";

/**
 * The English page's words in Dutch, at the Dutch archive's path. It lists the same issues, which are written in
 * English, and announces the same feed.
 */
export const page = inDutch("insights/newsletter-archive page", english, {
  meta: {
    title: "Archief van de nieuwsbrief",
    description: `Alle eerdere edities van ${brand.name} Insights, de maandelijkse nieuwsbrief: lees ze voordat u zich aanmeldt, of lees een editie die u hebt gemist.`,
  },
  hero: {
    eyebrow: "Inzichten",
    title: "Archief van de nieuwsbrief",
    lead: `Alle edities van ${brand.name} Insights die we hebben verstuurd, de nieuwste eerst. Bevalt wat u leest? Meld u hieronder aan en ontvang de volgende.`,
  },
  listTitle: "Eerdere edities",
  empty: "De eerste editie is nog niet verstuurd. Meld u hieronder aan om die te ontvangen.",
  unavailable: "Het archief kan nu niet worden getoond. Probeer het over een minuut opnieuw.",
  issueEyebrow: "Nieuwsbrief",
  readIssue: "Lees deze editie",
  furtherReading: "Verder lezen",
});
