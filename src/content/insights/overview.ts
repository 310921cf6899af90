/**
 * /insights and its category pages (/insights/category/{id}): the articles, filtered by category, twelve to a
 * page; a longer list goes on at {path}/page/2, 3, ...
 */
import { routes } from "../routes";
import { brand } from "../site";
import { pages as philosophyPages } from "./philosophies";
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
  ReportTeaser,
  SectionIntro,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

/** The filter row: All, then every category; `current` is the page's own (none on /insights). */
function filterLinks(current?: Category): FilterLinks {
  return {
    label: "Article categories",
    links: [
      { label: "All", href: routes.insights, current: current === undefined },
      ...categories.map((category) => ({
        label: category.label,
        href: categoryHref(category),
        current: category === current,
      })),
    ],
  };
}

const showAll = { label: "Show all articles", href: routes.insights } as const;
const lead = leadArticle();

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
}

/**
 * A list of articles (newest first) cut into pages: the first page's cards, shown at the list's own path, and
 * every further page. The first page is the page it belongs to (/insights, a category page), so it is returned
 * as its list section alone.
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
    const title = `${list.name}, page ${number} of ${count}`;
    const from = (number - 1) * PAGE_SIZE + 1;
    return {
      meta: {
        path: pagePath(list.path, number),
        title,
        description: `Page ${number} of ${count} of ${list.holds}, newest first, with links to the other pages.`,
        above: { label: list.name, href: list.path },
      },
      hero: { eyebrow: "Insights", title, lead: list.lead },
      filter: list.filter,
      articles: section(number, {
        eyebrow: list.intro.eyebrow,
        title: `Articles ${from} to ${from + slice.length - 1} of ${articles.length}`,
      }),
    };
  });
  return { first: section(1, list.intro), further };
}

const latest = pagedList(
  {
    path: routes.insights,
    name: "Latest articles",
    holds: `every article from ${brand.name}'s consultants`,
    lead: "Every article from our consultants, newest first. Choose a category to see only its articles.",
    filter: filterLinks(),
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
  otherArticles(),
);

/** The insights page of an edition. */
export interface InsightsPage extends ContentPage {
  hero: PageHero;
  lead: ReportTeaser;
  filter: FilterLinks;
  articles: ArticleListSection;
  topics: CardSection;
  thinking: CardSection;
  research: CardSection;
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
  } satisfies ReportTeaser,
  filter: filterLinks(),
  articles: latest.first,
  topics: {
    intro: {
      eyebrow: "Topics",
      title: "Browse by topic",
      lead: "Six fields we write about, each from the practice that works in it every day.",
    },
    items: categories.map((category) => {
      const count = allArticles().filter((article) => categoryOf(article) === category).length;
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

/** The further pages of /insights' list: /insights/page/2, 3, ... */
export const latestPages: readonly ListPage[] = latest.further;

const categoryLists = categories.map((category) => ({
  category,
  ...pagedList(
    {
      path: categoryHref(category),
      name: `${category.label} articles`,
      holds: `${brand.name}'s ${category.label} articles`,
      lead: category.description,
      filter: filterLinks(category),
      intro: { eyebrow: "Category", title: `${category.label} articles` },
      empty: {
        title: `No ${category.label} articles yet`,
        lead: "We have not published in this category yet. The other categories have plenty to read.",
        action: showAll,
      },
    },
    allArticles().filter((article) => categoryOf(article) === category),
  ),
}));

/** One page per category: the same list, filtered, with that category marked in the filter row. */
export const categoryPages: readonly ListPage[] = categoryLists.map(({ category, first }) => ({
  meta: {
    path: categoryHref(category),
    title: `${category.label} articles`,
    description: category.description,
  },
  hero: {
    eyebrow: "Insights",
    title: category.label,
    lead: category.description,
  },
  filter: filterLinks(category),
  articles: first,
}));

/** The further pages of each category's list: /insights/category/{id}/page/2, 3, ... */
export const categoryFurtherPages: readonly ListPage[] = categoryLists.flatMap((list) => list.further);
