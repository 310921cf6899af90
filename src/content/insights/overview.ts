/**
 * /insights and its category pages (/insights/category/{id}): the articles, filtered by category, twelve to a
 * page; a longer list goes on at {path}/page/2, 3, ... `listingsOf` builds these lists for either edition from
 * its words.
 */
import { insightsPaths, routes, routesIn } from "../routes";
import { brand } from "../site";
import { pages as philosophyPages, type PhilosophyPage } from "./philosophies";
import { guideCards, reportCover, reportTexts, type ReportText } from "./reports";
import { topics } from "./topics";
import { founder, partners, peopleOf, personNamed } from "../about/firm";
import { offices } from "../site";
import { allPublications, publicationTeaser } from "@/content/insights/library/publications";
import { categories, type Category } from "./taxonomy";
import {
  allArticles,
  articleHref,
  categoryHref,
  categoryOf,
  leadArticle,
  otherArticles,
  teaserOf,
  type Article,
} from "@/content/insights/library";
import { PAGE_SIZE, pageSlices, pagePath, pagination } from "@/content/insights/paging";
import type {
  ArticleListSection,
  CardSection,
  FilterLinks,
  PageHero,
  PersonLink,
  ReportTeaser,
  SectionIntro,
  TopicHub,
} from "@/types/sections";
import { formatCountFirst } from "@/content/format";
import type { Locale } from "@/types/facts";
import type { ContentPage, PageMeta } from "@/types/site";

/** What an edition calls the parts of its article lists: the words `listingsOf` builds them from. */
export interface ListingWords {
  locale: Locale;
  /** The edition's categories, in the filter row's order. */
  categories: readonly Category[];
  /** The further pages' hero eyebrow. */
  eyebrow: string;
  filter: { label: string; all: string };
  /** A further page's title and description, and its list's heading: "Articles 13 to 24 of 30". */
  further: {
    title(name: string, number: number, count: number): string;
    description(holds: string, number: number, count: number): string;
    range(from: number, to: number, total: number): string;
  };
  /** The list of every article but the lead one, on the insights page. */
  latest: Omit<ArticleListOf, "path" | "filter">;
  /** A category's list: its name (also its page's title), what it holds, its intro's eyebrow, its empty state. */
  category: {
    name(category: Category): string;
    holds(category: Category): string;
    eyebrow: string;
    /** The title over a category's cards, which the hero above already names: how many it holds. */
    count(articles: number): string;
    empty(category: Category): Omit<ArticleListSection["empty"], "action">;
    showAll: string;
  };
  /** What a category page gathers beside its articles, from the edition's texts, and its words. */
  hub: {
    reports: readonly ReportText[];
    philosophies: readonly PhilosophyPage[];
    people: readonly PersonLink[];
    intro(category: Category): SectionIntro;
    labels: TopicHub["labels"];
  };
}

/** A list of articles as its first page presents it. */
export interface ArticleListOf {
  path: string;
  /** Its name in the further pages' titles: "Latest articles" gives "Latest articles, page 2 of 3". */
  name: string;
  /** What it holds, for the further pages' descriptions: "every article from Brightwell's consultants". */
  holds: string;
  /** The further pages' hero lead. */
  lead: string;
  filter: FilterLinks;
  intro: SectionIntro;
  empty: ArticleListSection["empty"];
}

/** A further page of a list: a hero naming the page, the list's filter row and that page's cards. */
export interface ListPage extends ContentPage {
  hero: PageHero;
  filter: FilterLinks;
  articles: ArticleListSection;
  /** A category page's topic hub. */
  hub?: TopicHub;
}

/** A category's topic hub in an edition: its facts (topics.ts) in the edition's texts and words. */
function topicHub(category: Category, words: ListingWords): TopicHub {
  const { locale, hub } = words;
  const facts = topics[category.id];
  const lead = personNamed(hub.people, facts.lead, "insights/topics");
  const view = facts.philosophy
    ? hub.philosophies.find((page) => page.meta.path === routesIn[locale][facts.philosophy!])
    : undefined;
  return {
    intro: hub.intro(category),
    labels: hub.labels,
    lead,
    reports: facts.reports.map((slug) => {
      const report = hub.reports.find((candidate) => candidate.slug === slug)!;
      return {
        title: report.title,
        type: report.type,
        description: report.description,
        href: `${routesIn[locale].reports}#${slug}`,
        cover: reportCover(report),
      };
    }),
    publications: allPublications(locale)
      .filter((publication) => categoryOf(publication) === category)
      .map(publicationTeaser),
    view: view && { title: view.meta.title, description: view.meta.description, href: view.meta.path },
  };
}

/**
 * A list of articles (newest first) cut into pages: the first page's section, shown on the page it belongs to
 * (the insights page, a category page), and every further page, in the edition's words.
 */
export function pagedList(
  list: ArticleListOf,
  articles: readonly Article[],
  words: Pick<ListingWords, "locale" | "eyebrow" | "further"> = listingWords,
) {
  /** A further page's segment, as the route table names it: /insights/page/2, /nl/inzichten/pagina/2. */
  const segment = insightsPaths[words.locale].page;
  const slices = pageSlices(articles.map(teaserOf));
  const count = slices.length;
  const section = (number: number, intro: SectionIntro): ArticleListSection => ({
    intro,
    articles: slices[number - 1]!,
    pagination: pagination(list.path, number, count, segment),
    empty: list.empty,
  });
  const further = slices.slice(1).map((slice, index): ListPage => {
    const number = index + 2;
    const title = words.further.title(list.name, number, count);
    const from = (number - 1) * PAGE_SIZE + 1;
    return {
      meta: {
        path: pagePath(list.path, number, segment),
        title,
        description: words.further.description(list.holds, number, count),
        above: { label: list.name, href: list.path },
      },
      hero: { eyebrow: words.eyebrow, title, lead: list.lead },
      filter: list.filter,
      articles: section(number, {
        eyebrow: list.intro.eyebrow,
        title: words.further.range(from, from + slice.length - 1, articles.length),
      }),
    };
  });
  return { first: section(1, list.intro), further };
}

/**
 * An edition's article lists, built from its words: the filter row; the insights page's list (`latest`: its
 * first page's section and its further pages); and per category, its page and its list's further pages. Each
 * list runs newest first, cut into pages of PAGE_SIZE.
 */
export function listingsOf(words: ListingWords) {
  const { locale, categories } = words;
  const insights = routesIn[locale].insights;

  /** The filter row: All, then every category; `current` is the page's own (none on the insights page). */
  const filterLinks = (current?: Category): FilterLinks => ({
    label: words.filter.label,
    links: [
      { label: words.filter.all, href: insights, current: current === undefined },
      ...categories.map((category) => ({
        label: category.label,
        href: categoryHref(category, locale),
        current: category === current,
      })),
    ],
  });

  const latest = pagedList(
    { ...words.latest, path: insights, filter: filterLinks() },
    otherArticles(locale),
    words,
  );
  const categoryLists = categories.map((category) => {
    const inCategory = allArticles(locale).filter((article) => categoryOf(article) === category);
    return {
      category,
      ...pagedList(
        {
          path: categoryHref(category, locale),
          name: words.category.name(category),
          holds: words.category.holds(category),
          lead: category.description,
          filter: filterLinks(category),
          intro: { eyebrow: words.category.eyebrow, title: words.category.count(inCategory.length) },
          empty: {
            ...words.category.empty(category),
            action: { label: words.category.showAll, href: insights },
          },
        },
        inCategory,
        words,
      ),
    };
  });
  return {
    filter: filterLinks(),
    /** The first page of the insights page's list, shown on that page, and its further pages. */
    latestFirst: latest.first,
    latestPages: latest.further as readonly ListPage[],
    /** One page per category: its list, with that category marked in the filter row. */
    categoryPages: categoryLists.map(({ category, first }): ListPage => ({
      meta: {
        path: categoryHref(category, locale),
        title: words.category.name(category),
        description: category.description,
      },
      hero: { eyebrow: words.eyebrow, title: category.label, lead: category.description },
      filter: filterLinks(category),
      articles: first,
      hub: topicHub(category, words),
    })),
    /** The further pages of each category's list. */
    categoryFurtherPages: categoryLists.flatMap((list) => list.further) as readonly ListPage[],
    /** How many articles of the edition each category holds. */
    countOf: (category: Category) =>
      allArticles(locale).filter((article) => categoryOf(article) === category).length,
  };
}

/** The English edition's words for its article lists. */
export const listingWords: ListingWords = {
  locale: "en",
  categories,
  eyebrow: "Insights",
  filter: { label: "Article categories", all: "All" },
  further: {
    title: (name, number, count) => `${name}, page ${number} of ${count}`,
    description: (holds, number, count) =>
      `Page ${number} of ${count} of ${holds}, newest first, with links to the other pages.`,
    range: (from, to, total) => `Articles ${from} to ${to} of ${total}`,
  },
  latest: {
    name: "Latest articles",
    holds: `every article from ${brand.name}'s consultants`,
    lead: "Every article from our consultants, newest first. Choose a category to see only its articles.",
    intro: {
      eyebrow: "Latest",
      title: "Latest articles",
      lead: "Choose a category to see only its articles.",
    },
    empty: {
      title: "No articles yet",
      lead: "Our first articles are on their way.",
      action: { label: "Contact us", href: routes.contact },
    },
  },
  category: {
    name: (category) => `${category.label} articles`,
    holds: (category) => `${brand.name}'s ${category.label} articles`,
    eyebrow: "Category",
    count: (articles) =>
      articles === 1 ? "One article so far" : `${formatCountFirst(articles, "en")} articles, newest first`,
    empty: (category) => ({
      title: `No ${category.label} articles yet`,
      lead: "We have not published in this category yet. The other categories have plenty to read.",
    }),
    showAll: "Show all articles",
  },
  hub: {
    reports: reportTexts,
    philosophies: philosophyPages,
    people: peopleOf({ founder, partners }, offices, routes.leadership),
    intro: (category) => ({
      eyebrow: "Topic",
      title: `More on ${category.label}`,
      lead: "Our research, publications and point of view on the topic, and the partner who leads our work on it.",
    }),
    labels: { lead: "Leads this topic", reports: "Reports", publications: "Publications", view: "Our view" },
  },
};
const listings = listingsOf(listingWords);
const lead = leadArticle();

/** The insights page of an edition. */
export interface InsightsPage extends ContentPage {
  hero: PageHero;
  lead: ReportTeaser;
  filter: FilterLinks;
  articles: ArticleListSection;
  topics: CardSection;
  thinking: CardSection;
  research: CardSection;
  guides: CardSection;
  newsletter: { anchor: string; intro: SectionIntro };
}

export const page: InsightsPage = {
  meta: {
    path: routes.insights,
    title: "Insights",
    description: `Articles, research and reports from ${brand.name}'s consultants on business building, talent, personal development, marketing, strategy and leadership.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Insights",
    title: "Ideas from the work, written down",
    lead: "Field notes from our consultants: what we see working in the companies we advise, with the numbers and the trade-offs left in.",
    actions: [{ label: "Read the featured article", href: routes.featuredArticle }],
  } satisfies PageHero,
  lead: {
    eyebrow: "Featured article",
    title: lead.title,
    description: lead.description,
    meta: [teaserOf(lead).category, teaserOf(lead).publishDate, teaserOf(lead).readTime],
    action: { label: "Read the article", href: articleHref(lead) },
    cover: lead.cover,
  } satisfies ReportTeaser,
  filter: listings.filter,
  articles: listings.latestFirst,
  topics: {
    intro: {
      eyebrow: "Topics",
      title: "Browse by topic",
      lead: "Six fields we write about, each from the practice that works in it every day.",
    },
    items: categories.map((category) => {
      const count = listings.countOf(category);
      return {
        id: category.id,
        icon: category.icon,
        title: category.label,
        description: category.description,
        meta: [count === 1 ? "1 article" : `${count} articles`],
        action: { label: `Read ${category.label} articles`, href: categoryHref(category) },
      };
    }),
  } satisfies CardSection,
  thinking: {
    intro: {
      eyebrow: "How we think",
      title: "Our philosophy, practice by practice",
      lead: "The convictions behind our work, written down so that you can test them against your own.",
    },
    items: philosophyPages.map((philosophy) => ({
      icon: philosophy.icon,
      title: philosophy.meta.title,
      description: philosophy.meta.description,
      action: { label: "Read the philosophy", href: philosophy.meta.path },
    })),
  } satisfies CardSection,
  guides: {
    intro: {
      eyebrow: "Guides",
      title: "Two guides for your next leadership meeting",
      lead: "From our AI and customer care practices: what to decide first, in what order, and what to measure. Each is a free PDF.",
    },
    items: guideCards(reportTexts, "en", "Download the guide (PDF)"),
  } satisfies CardSection,
  research: {
    intro: {
      eyebrow: "Research",
      title: "Research, reports and publications",
      lead: "Longer work for readers who want the evidence: commissioned research, our yearly reports and published essays.",
    },
    items: [
      {
        icon: "search",
        title: "Research and insights",
        description:
          "Market studies and strategic intelligence, commissioned by clients and delivered in weeks.",
        action: { label: "Our research services", href: routes.research },
      },
      {
        icon: "file-text",
        title: "Business reports",
        description:
          "Our reports on growth readiness, talent and customer care, with a summary you can preview.",
        action: { label: "Browse the reports", href: routes.reports },
      },
      {
        icon: "book-open",
        title: "Publications",
        description: "Essays and articles our consultants have published, on strategy, people and markets.",
        action: { label: "See the publications", href: routes.publications },
      },
    ],
  } satisfies CardSection,
  newsletter: {
    anchor: "insights-newsletter",
    intro: {
      eyebrow: "Subscribe",
      title: "New articles in your inbox",
      lead: "One email a month with our newest articles and research. Confirm by email; unsubscribe with one click.",
    } satisfies SectionIntro,
  },
};

/** The category pages, and the further pages of the insights page's list and of each category's. */
export const { latestPages, categoryPages, categoryFurtherPages } = listings;
