/**
 * /nl/inzichten and its category pages (/nl/inzichten/categorie/{id}): the Dutch articles, filtered by category,
 * twelve to a page; a longer list goes on at {path}/pagina/2, 3, ... The lists are built by the English module's
 * `listingsOf` from the words below.
 */
import { listingsOf, type InsightsPage, type ListingWords } from "../../insights/overview";
import { pages as englishPhilosophyPages } from "../../insights/philosophies";
import { categorySlug, dutchRoutes, routes } from "../../routes";
import { dutchHref } from "../../translation";
import { brand, offices } from "../site";
import { founder, partners } from "../about/firm";
import { peopleOf } from "../../about/firm";
import { pages as philosophyPages } from "./philosophies";
import { reportTexts } from "./reports";
import { guideCards } from "../../insights/reports";
import { categories, type Category } from "./taxonomy";
import { categoryHref, leadArticle, teaserOf } from "@/content/insights/library";
import { formatCountFirst } from "@/content/format";
import type { CardSection, PageHero, ReportTeaser, SectionIntro } from "@/types/sections";
import type { PageMeta } from "@/types/site";

export type { ArticleListOf, ListPage } from "../../insights/overview";

/** A category's name inside a sentence: "artikelen over bedrijfsopbouw", "talent & HR" (an abbreviation keeps its capitals). */
const topic = (category: Category) =>
  category.label
    .split(" ")
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");

/** The Dutch edition's words for its article lists. */
export const listingWords: ListingWords = {
  locale: "nl",
  categories,
  eyebrow: "Inzichten",
  filter: { label: "Artikelcategorieën", all: "Alle" },
  further: {
    title: (name, number, count) => `${name}, pagina ${number} van ${count}`,
    description: (holds, number, count) =>
      `Pagina ${number} van ${count} met ${holds}, de nieuwste eerst, met links naar de andere pagina's.`,
    range: (from, to, total) => `Artikelen ${from} tot en met ${to} van ${total}`,
  },
  latest: {
    name: "Nieuwste artikelen",
    holds: `alle artikelen van de adviseurs van ${brand.name}`,
    lead: "Alle artikelen van onze adviseurs, de nieuwste eerst. Kies een categorie om alleen de artikelen over dat onderwerp te zien.",
    intro: {
      eyebrow: "Nieuw",
      title: "Nieuwste artikelen",
      lead: "Kies een categorie om alleen de artikelen over dat onderwerp te zien.",
    },
    empty: {
      title: "Nog geen artikelen",
      lead: "Onze eerste artikelen zijn onderweg.",
      action: { label: "Neem contact op", href: dutchHref(routes.contact) },
    },
  },
  category: {
    name: (category) => `Artikelen over ${topic(category)}`,
    holds: (category) => `de artikelen van ${brand.name} over ${topic(category)}`,
    eyebrow: "Categorie",
    count: (articles) =>
      articles === 1
        ? "Tot nu toe één artikel"
        : `${formatCountFirst(articles, "nl")} artikelen, de nieuwste eerst`,
    empty: (category) => ({
      title: `Nog geen artikelen over ${topic(category)}`,
      lead: "Over dit onderwerp hebben we nog niets gepubliceerd. In de andere categorieën is genoeg te lezen.",
    }),
    showAll: "Alle artikelen bekijken",
  },
  hub: {
    reports: reportTexts,
    philosophies: philosophyPages,
    people: peopleOf({ founder, partners }, offices, dutchRoutes.leadership),
    intro: (category) => ({
      eyebrow: "Onderwerp",
      title: `Meer over ${topic(category)}`,
      lead: "Ons onderzoek, onze publicaties en onze visie op dit onderwerp, en de partner die ons werk eraan leidt.",
    }),
    labels: {
      lead: "Leidt dit onderwerp",
      reports: "Rapporten",
      publications: "Publicaties",
      view: "Onze visie",
    },
  },
};
const listings = listingsOf(listingWords);
const lead = leadArticle("nl");

export const page: InsightsPage = {
  meta: {
    path: dutchRoutes.insights,
    title: "Inzichten",
    description: `Artikelen, onderzoek en rapporten van de adviseurs van ${brand.name} over bedrijfsopbouw, talent, persoonlijke ontwikkeling, marketing, strategie en leiderschap.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Inzichten",
    title: "Ideeën uit de praktijk, op papier gezet",
    lead: "Praktijknotities van onze adviseurs: wat wij zien werken bij de bedrijven die we adviseren, met de cijfers en de afwegingen erbij.",
    actions: [{ label: "Lees het uitgelichte artikel", href: dutchHref(routes.featuredArticle) }],
  } satisfies PageHero,
  lead: {
    eyebrow: "Uitgelicht artikel",
    title: lead.title,
    description: lead.description,
    meta: [teaserOf(lead).category, teaserOf(lead).publishDate, teaserOf(lead).readTime],
    action: { label: "Lees het artikel", href: dutchHref(routes.featuredArticle) },
    cover: lead.cover,
  } satisfies ReportTeaser,
  filter: listings.filter,
  articles: listings.latestFirst,
  topics: {
    intro: {
      eyebrow: "Onderwerpen",
      title: "Kies een onderwerp",
      lead: "Zes vakgebieden waarover we schrijven, elk vanuit het team dat er dagelijks in werkt.",
    },
    items: categories.map((category) => {
      const count = listings.countOf(category);
      return {
        // The topic's anchor on the insights page is its Dutch slug, as /nl/sitemap links to it.
        id: categorySlug(category.id, "nl"),
        icon: category.icon,
        title: category.label,
        description: category.description,
        meta: [count === 1 ? "1 artikel" : `${count} artikelen`],
        action: { label: `Lees de artikelen over ${topic(category)}`, href: categoryHref(category, "nl") },
      };
    }),
  } satisfies CardSection,
  thinking: {
    intro: {
      eyebrow: "Zo denken wij",
      title: "Onze visie, per vakgebied",
      lead: "De overtuigingen achter ons werk, opgeschreven zodat u ze naast uw eigen ervaring kunt leggen.",
    },
    items: philosophyPages.map((philosophy, index) => ({
      icon: philosophy.icon,
      title: philosophy.meta.title,
      description: philosophy.meta.description,
      action: { label: "Lees onze visie", href: dutchHref(englishPhilosophyPages[index]!.meta.path) },
    })),
  } satisfies CardSection,
  guides: {
    intro: {
      eyebrow: "Gidsen",
      title: "Twee gidsen voor uw volgende directieoverleg",
      lead: "Uit onze praktijk in AI en klantenservice: wat u eerst besluit, in welke volgorde en wat u meet. Beide gratis als pdf.",
    },
    items: guideCards(reportTexts, "nl", "Download de gids (pdf)"),
  } satisfies CardSection,
  research: {
    intro: {
      eyebrow: "Onderzoek",
      title: "Onderzoek, rapporten en publicaties",
      lead: "Uitgebreider werk voor lezers die het bewijs willen zien: onderzoek in opdracht, onze jaarlijkse rapporten en gepubliceerde essays.",
    },
    items: [
      {
        icon: "search",
        title: "Onderzoek en inzichten",
        description:
          "Marktstudies en strategische marktinformatie, in opdracht van klanten en binnen enkele weken opgeleverd.",
        action: { label: "Onze onderzoeksdiensten", href: dutchHref(routes.research) },
      },
      {
        icon: "file-text",
        title: "Rapporten",
        description:
          "Onze rapporten over groeiklaarheid, talent en klantenservice, elk met een samenvatting die u vooraf kunt lezen.",
        action: { label: "Bekijk de rapporten", href: dutchHref(routes.reports) },
      },
      {
        icon: "book-open",
        title: "Publicaties",
        description:
          "Essays en artikelen die onze adviseurs hebben gepubliceerd, over strategie, mensen en markten.",
        action: { label: "Bekijk de publicaties", href: dutchHref(routes.publications) },
      },
    ],
  } satisfies CardSection,
  newsletter: {
    anchor: "insights-newsletter",
    intro: {
      eyebrow: "Abonneren",
      title: "Nieuwe artikelen in uw inbox",
      lead: "Eén e-mail per maand met onze nieuwste artikelen en ons nieuwste onderzoek. U bevestigt per e-mail en meldt zich met één klik af.",
    } satisfies SectionIntro,
  },
};

/** The category pages, and the further pages of the insights page's list and of each category's. */
export const { latestPages, categoryPages, categoryFurtherPages } = listings;
