/**
 * Every article of the insights area: the Markdown files in content/articles, read and checked
 * once per process (at build time, when the pages are prerendered). Adding an article is adding a file.
 */
import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { categorySlug, dutchTextSlugs, insightsPaths, routesIn } from "@/content/routes";
import { authors, categories, type Author, type Category } from "@/content/insights/taxonomy";
import { authors as dutchAuthors, categories as dutchCategories } from "@/content/nl/insights/taxonomy";
import { profileHref } from "@/content/about/firm";
import { numbersIn } from "@/content/translation";
import { sectionWords, type SectionWords } from "@/content/words";
import { sectionWords as dutchWords } from "@/content/nl/words";
import type { ArticleDocument, ArticleTeaser } from "@/types/sections";
import type { Locale } from "@/types/facts";
import { formatDate } from "@/content/format";
import { ArticleError, parseArticle, type Article } from "./parse";

export type { Article } from "./parse";

export const ARTICLES_DIR = path.join(process.cwd(), "content", "articles");

/** What each edition names its categories and authors by, and how it writes a reading time. */
const editions: Record<
  Locale,
  { categories: readonly Category[]; authors: readonly Author[]; readTime: SectionWords["readTime"] }
> = {
  en: { categories, authors, readTime: sectionWords.readTime },
  nl: { categories: dutchCategories, authors: dutchAuthors, readTime: dutchWords.readTime },
};

/** Reads and checks a folder of Markdown texts, newest first; throws an ArticleError naming the first bad file. */
export function loadFolder(dir: string, locale: Locale = "en"): readonly Article[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const articles = files.map((name) =>
    parseArticle(name, readFileSync(path.join(dir, name), "utf8"), locale),
  );
  return articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug));
}

/**
 * The articles' folder, which must hold exactly one featured article: the lead article of /insights/article and
 * /insights, and the one card with a Featured badge. Two would have the badge on an article that is not the lead.
 */
export function loadArticles(dir: string, locale: Locale = "en"): readonly Article[] {
  const articles = loadFolder(dir, locale);
  const featured = articles.filter((article) => article.featured);
  if (featured.length === 0)
    throw new ArticleError(dir, "no article has `featured: true`, so /insights/article has nothing to show");
  if (featured.length > 1)
    throw new ArticleError(
      dir,
      `only one article may have \`featured: true\`, but ${featured.map((article) => article.slug).join(", ")} do`,
    );
  return articles;
}

/**
 * The Dutch texts of a folder, checked against their English originals: each English text has its translation
 * under the name the route table gives it (`dutchTextSlugs`) and no Dutch text stands alone; a translation keeps
 * its original's date, category, author and featured mark, its headings' count, its summary's length and every
 * number it states, and takes its reading time. Any difference fails the build, naming the file.
 */
export function translationsOf(
  kind: keyof typeof dutchTextSlugs,
  english: readonly Article[],
  dutch: readonly Article[],
): readonly Article[] {
  const slugs = dutchTextSlugs[kind];
  const bySlug = new Map(dutch.map((text) => [text.slug, text]));
  const paired = new Set<string>();
  for (const original of english) {
    const name = slugs[original.slug];
    const translation = name === undefined ? undefined : bySlug.get(name);
    if (!name || !translation)
      throw new ArticleError(
        `${original.slug}.md`,
        `has no Dutch translation: add nl/${name ?? "{dutch-slug}"}.md and its slug to dutchTextSlugs.${kind} in content/routes.ts`,
      );
    paired.add(name);
    const file = `nl/${name}.md`;
    for (const key of ["publishDate", "category", "author", "featured"] as const)
      if (translation[key] !== original[key])
        throw new ArticleError(file, `its ${key} must be its original's (${String(original[key])})`);
    if (translation.headings.length !== original.headings.length)
      throw new ArticleError(
        file,
        `has ${translation.headings.length} headings, its original ${original.headings.length}`,
      );
    if (translation.summary.length !== original.summary.length)
      throw new ArticleError(
        file,
        `sums up in ${translation.summary.length} points, its original in ${original.summary.length}`,
      );
    const stated = (text: Article, locale: Locale) =>
      numbersIn([text.title, text.description, ...text.summary, text.source].join("\n"), locale).join(" ");
    if (stated(translation, "nl") !== stated(original, "en"))
      throw new ArticleError(
        file,
        `states other numbers than its original: ${stated(translation, "nl")} against ${stated(original, "en")}`,
      );
  }
  const alone = dutch.filter((text) => !paired.has(text.slug));
  if (alone.length > 0)
    throw new ArticleError(
      `nl/${alone[0]!.slug}.md`,
      `translates no English text named in dutchTextSlugs.${kind}`,
    );
  // The same text takes the same time to read: a translation states its original's reading time.
  const originals = new Map(english.map((original) => [slugs[original.slug], original]));
  return dutch.map((text) => {
    const original = originals.get(text.slug)!;
    return { ...text, readMinutes: original.readMinutes, cover: original.cover };
  });
}

const caches: Partial<Record<Locale, readonly Article[]>> = {};

/** Every article of an edition, newest first: the English files, or their Dutch translations in nl/. */
export function allArticles(locale: Locale = "en"): readonly Article[] {
  caches[locale] ??=
    locale === "en"
      ? loadArticles(ARTICLES_DIR)
      : translationsOf("articles", allArticles("en"), loadArticles(path.join(ARTICLES_DIR, "nl"), "nl"));
  return caches[locale];
}

/** An edition's lead article, shown at /insights/article (/nl/inzichten/uitgelicht): the one marked featured. */
export function leadArticle(locale: Locale = "en"): Article {
  return allArticles(locale).find((article) => article.featured)!;
}

/** Every article of an edition but its lead one, newest first: the cards of /insights. */
export function otherArticles(locale: Locale = "en"): readonly Article[] {
  const lead = leadArticle(locale);
  return allArticles(locale).filter((article) => article !== lead);
}

/** Where an article is read: the lead article at its edition's article page, every other one at its own path. */
export function articleHref(article: Article): string {
  return article === leadArticle(article.locale)
    ? routesIn[article.locale].featuredArticle
    : `${insightsPaths[article.locale].articles}/${article.slug}`;
}

/** An article's category, as its edition names it. */
export function categoryOf(article: Article): Category {
  const id = categories.find((category) => category.label === article.category)!.id;
  return editions[article.locale].categories.find((category) => category.id === id)!;
}

/** Up to `count` other articles of its edition, those of the same category first, then the newest. */
export function relatedArticles(article: Article, count = 3): readonly Article[] {
  const others = allArticles(article.locale).filter((candidate) => candidate !== article);
  const same = others.filter((candidate) => candidate.category === article.category);
  return [...same, ...others.filter((candidate) => candidate.category !== article.category)].slice(0, count);
}

/**
 * The articles of an edition named by `slugs`, in that order (a newsletter's picks); a slug no longer published is
 * left out.
 */
export function pickedArticles(slugs: readonly string[], locale: Locale = "en"): Article[] {
  const bySlug = new Map(allArticles(locale).map((article) => [article.slug, article]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export function teaserOf(article: Article): ArticleTeaser {
  return {
    category: categoryOf(article).label,
    title: article.title,
    description: article.description,
    readTime: editions[article.locale].readTime(article.readMinutes),
    publishDate: formatDate(article.publishDate, article.locale),
    dateTime: article.publishDate,
    featured: article.featured,
    href: articleHref(article),
    cover: article.cover,
  };
}

/** Where the category filter of an edition shows this category's articles. */
export function categoryHref(category: Category, locale: Locale = "en"): string {
  return `${insightsPaths[locale].categories}/${categorySlug(category.id, locale)}`;
}

/**
 * Everything the page of an article shows, in the shapes its sections take. Publications (./publications.ts)
 * pass their own path and related reading.
 */
export function articlePage(
  article: Article,
  place: { path: string; related: readonly ArticleTeaser[] } = {
    path: articleHref(article),
    related: relatedArticles(article).map(teaserOf),
  },
) {
  const category = categoryOf(article);
  const { locale } = article;
  return {
    meta: {
      path: place.path,
      title: article.title,
      description: article.description,
      published: article.publishDate,
      cover: article.cover,
    },
    article: {
      title: article.title,
      description: article.description,
      category: { label: category.label, href: categoryHref(category, locale) },
      author: editions[locale].authors.find((author) => author.name === article.author)!,
      authorHref: profileHref(routesIn[locale].leadership, article.author),
      publishDate: formatDate(article.publishDate, locale),
      dateTime: article.publishDate,
      readTime: editions[locale].readTime(article.readMinutes),
      summary: article.summary,
      headings: article.headings,
      html: article.html,
      charts: article.charts,
      cover: article.cover,
      path: place.path,
    } satisfies ArticleDocument,
    related: place.related,
  };
}
