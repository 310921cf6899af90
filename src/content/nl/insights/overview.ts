/**
 * /nl/inzichten and its category pages (/nl/inzichten/categorie/{id}): the Dutch articles, filtered by category,
 * twelve to a page; a longer list goes on at {path}/pagina/2, 3, ...
 */
import type { ArticleListOf, InsightsPage, ListPage } from "../../insights/overview";
import { pages as englishPhilosophyPages } from "../../insights/philosophies";
import { dutchRoutes, routes } from "../../routes";
import { dutchHref } from "../../translation";
import { brand } from "../site";
import { PAGE_SIZE, pageSlices, pagePath, pagination } from "./paging";
import { pages as philosophyPages } from "./philosophies";
import { categories, type Category } from "./taxonomy";
import {
  allArticles,
  categoryHref as dutchCategoryHref,
  categoryOf,
  leadArticle,
  otherArticles,
  teaserOf,
  type Article,
} from "@/content/insights/library";
import type {
  ArticleListSection,
  CardSection,
  FilterLinks,
  PageHero,
  ReportTeaser,
  SectionIntro,
} from "@/types/sections";
import type { PageMeta } from "@/types/site";

export type { ArticleListOf, ListPage } from "../../insights/overview";

/** Where the category filter shows this category's articles in the Dutch edition. */
const categoryHref = (category: Category) => dutchCategoryHref(category, "nl");

/** A category's name inside a sentence: "artikelen over bedrijfsopbouw". */
const topic = (category: Category) => category.label.toLowerCase();

/** The filter row: Alle, then every category; `current` is the page's own (none on /nl/inzichten). */
function filterLinks(current?: Category): FilterLinks {
  return {
    label: "Artikelcategorieën",
    links: [
      { label: "Alle", href: dutchRoutes.insights, current: current === undefined },
      ...categories.map((category) => ({
        label: category.label,
        href: categoryHref(category),
        current: category === current,
      })),
    ],
  };
}

const showAll = { label: "Alle artikelen bekijken", href: dutchRoutes.insights } as const;
const lead = leadArticle("nl");

/**
 * A list of articles (newest first) cut into pages: the first page's cards, shown at the list's own path, and
 * every further page. The first page is the page it belongs to (/nl/inzichten, a category page), so it is
 * returned as its list section alone.
 */
export function pagedList(list: ArticleListOf, articles: readonly Article[]) {
  const slices = pageSlices(articles.map(teaserOf));
  const count = slices.length;
  const section = (number: number, intro: SectionIntro): ArticleListSection => ({
    intro,
    articles: slices[number - 1]!,
    pagination: pagination(list.path, number, count),
    empty: list.empty,
  });
  const further = slices.slice(1).map((slice, index): ListPage => {
    const number = index + 2;
    const title = `${list.name}, pagina ${number} van ${count}`;
    const from = (number - 1) * PAGE_SIZE + 1;
    return {
      meta: {
        path: pagePath(list.path, number),
        title,
        description: `Pagina ${number} van ${count} met ${list.holds}, de nieuwste eerst, met links naar de andere pagina's.`,
        above: { label: list.name, href: list.path },
      },
      hero: { eyebrow: "Inzichten", title, lead: list.lead },
      filter: list.filter,
      articles: section(number, {
        eyebrow: list.intro.eyebrow,
        title: `Artikelen ${from} tot en met ${from + slice.length - 1} van ${articles.length}`,
      }),
    };
  });
  return { first: section(1, list.intro), further };
}

const latest = pagedList(
  {
    path: dutchRoutes.insights,
    name: "Nieuwste artikelen",
    holds: `alle artikelen van de adviseurs van ${brand.name}`,
    lead: "Alle artikelen van onze adviseurs, de nieuwste eerst. Kies een categorie om alleen de artikelen daarin te zien.",
    filter: filterLinks(),
    intro: {
      eyebrow: "Nieuw",
      title: "Nieuwste artikelen",
      lead: "Kies een categorie om alleen de artikelen daarin te zien.",
    },
    empty: {
      title: "Nog geen artikelen",
      lead: "Onze eerste artikelen zijn onderweg.",
      action: { label: "Neem contact op", href: dutchHref(routes.contact) },
    },
  },
  otherArticles("nl"),
);

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
  } satisfies ReportTeaser,
  filter: filterLinks(),
  articles: latest.first,
  topics: {
    intro: {
      eyebrow: "Onderwerpen",
      title: "Kies een onderwerp",
      lead: "Zes vakgebieden waarover we schrijven, elk vanuit het team dat er dagelijks in werkt.",
    },
    items: categories.map((category) => {
      const count = allArticles("nl").filter((article) => categoryOf(article) === category).length;
      return {
        id: category.id,
        icon: category.icon,
        title: category.label,
        description: category.description,
        meta: [count === 1 ? "1 artikel" : `${count} artikelen`],
        action: { label: `Lees de artikelen over ${topic(category)}`, href: categoryHref(category) },
      };
    }),
  } satisfies CardSection,
  thinking: {
    intro: {
      eyebrow: "Onze visie",
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
          "Onze rapporten over groeiklaarheid, talent en klantenservice, met een samenvatting die u vooraf kunt inzien.",
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

/** The further pages of /nl/inzichten' list: /nl/inzichten/pagina/2, 3, ... */
export const latestPages: readonly ListPage[] = latest.further;

const categoryLists = categories.map((category) => ({
  category,
  ...pagedList(
    {
      path: categoryHref(category),
      name: `Artikelen over ${topic(category)}`,
      holds: `de artikelen van ${brand.name} over ${topic(category)}`,
      lead: category.description,
      filter: filterLinks(category),
      intro: { eyebrow: "Categorie", title: `Artikelen over ${topic(category)}` },
      empty: {
        title: `Nog geen artikelen over ${topic(category)}`,
        lead: "In deze categorie hebben we nog niets gepubliceerd. In de andere categorieën is genoeg te lezen.",
        action: showAll,
      },
    },
    allArticles("nl").filter((article) => categoryOf(article) === category),
  ),
}));

/** One page per category: the same list, filtered, with that category marked in the filter row. */
export const categoryPages: readonly ListPage[] = categoryLists.map(({ category, first }) => ({
  meta: {
    path: categoryHref(category),
    title: `Artikelen over ${topic(category)}`,
    description: category.description,
  },
  hero: {
    eyebrow: "Inzichten",
    title: category.label,
    lead: category.description,
  },
  filter: filterLinks(category),
  articles: first,
}));

/** The further pages of each category's list: /nl/inzichten/categorie/{id}/pagina/2, 3, ... */
export const categoryFurtherPages: readonly ListPage[] = categoryLists.flatMap((list) => list.further);
