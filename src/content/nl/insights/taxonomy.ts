/**
 * The insights area's categories and authors, in Dutch: the category filter, the topic cards and the author card
 * of an article. Ids and icons come from the English module; the authors' names and roles from the Dutch
 * about/firm.ts, as on /nl/over-ons/leiderschap.
 */
import { authors as englishAuthors, categories as englishCategories } from "../../insights/taxonomy";
import { inDutch } from "../../translation";
import { founder, partners } from "../about/firm";

export type { Author, Category, CategoryLabel } from "../../insights/taxonomy";

/** The category filter's entries, in the order the filter row shows them after "Alle". */
export const categories = inDutch("insights/taxonomy categories", englishCategories, [
  {
    label: "Bedrijfsopbouw",
    description:
      "Een bedrijf starten, beprijzen en laten groeien: de beslissingen van de eerste jaren, en de cijfers daarachter.",
  },
  {
    label: "Talent & HR",
    description:
      "De mensen vinden, beoordelen en behouden die een groeiend bedrijf nodig heeft, van de eerste medewerker tot het directieteam.",
  },
  {
    label: "Persoonlijke ontwikkeling",
    description:
      "Coaching, retreats en de gewoonten die leiders helpen helder te denken en hun energie op de lange termijn vast te houden.",
  },
  {
    label: "Marketing & sales",
    description:
      "Go-to-market, prijsstelling en pipeline: hoe marketing- en salesteams samen plannen en met minder verspilling verkopen.",
  },
  {
    label: "Strategie",
    description:
      "Scenario's, prioriteiten en de keuzes waar een bestuur voor staat: strategie waar een middelgroot bedrijf echt mee verder kan.",
  },
  {
    label: "Leiderschap",
    description:
      "Teams leiden door groei en verandering heen: reorganisaties, nieuwe rollen en de gesprekken die daarbij horen.",
  },
]);

/** The people who write the articles: the founder and the partners of /nl/over-ons/leiderschap. */
export const authors = inDutch("insights/taxonomy authors", englishAuthors, [
  {
    name: founder.name,
    role: founder.role,
    bio: "Marieke richtte het bureau op in Amsterdam en leidt nog altijd zelf klantopdrachten op het gebied van bedrijfsopbouw, groeistrategie en leiderschap.",
  },
  ...partners.map((partner) => ({
    name: partner.name,
    role: `${partner.role}, ${partner.location}`,
    bio: partner.specialization,
  })),
]);
