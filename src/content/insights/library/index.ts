/**
 * Every article of the insights area: the Markdown files in src/content/insights/articles, read and checked
 * once per process (at build time, when the pages are prerendered). Adding an article is adding a file.
 */
import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { routes } from "@/content/routes";
import { authors, categories, type Category } from "@/content/insights/taxonomy";
import { personAnchor } from "@/content/about/firm";
import type { ArticleDocument, ArticleTeaser } from "@/types/sections";
import { formatDate } from "@/lib/format";
import { ArticleError, parseArticle, type Article } from "./parse";

export type { Article } from "./parse";

export const ARTICLES_DIR = path.join(process.cwd(), "src", "content", "insights", "articles");

let cache: readonly Article[] | undefined;

/** Reads and checks a folder of Markdown texts, newest first; throws an ArticleError naming the first bad file. */
export function loadFolder(dir: string): readonly Article[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const articles = files.map((name) => parseArticle(name, readFileSync(path.join(dir, name), "utf8")));
  return articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug));
}

/**
 * The articles' folder, which must hold exactly one featured article: the lead article of /insights/article and
 * /insights, and the one card with a Featured badge. Two would have the badge on an article that is not the lead.
 */
export function loadArticles(dir: string): readonly Article[] {
  const articles = loadFolder(dir);
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

export function allArticles(): readonly Article[] {
  cache ??= loadArticles(ARTICLES_DIR);
  return cache;
}

/** The lead article, shown at /insights/article: the one marked featured. */
export function leadArticle(): Article {
  return allArticles().find((article) => article.featured)!;
}

/** Every article but the lead one, newest first: the cards of /insights. */
export function otherArticles(): readonly Article[] {
  const lead = leadArticle();
  return allArticles().filter((article) => article !== lead);
}

/** Where an article is read: the lead article at /insights/article, every other one at its own path. */
export function articleHref(article: Article): string {
  return article === leadArticle() ? routes.featuredArticle : `${routes.insights}/articles/${article.slug}`;
}

export function categoryOf(article: Article): Category {
  return categories.find((category) => category.label === article.category)!;
}

/** Up to `count` other articles, those of the same category first, then the newest. */
export function relatedArticles(article: Article, count = 3): readonly Article[] {
  const others = allArticles().filter((candidate) => candidate !== article);
  const same = others.filter((candidate) => candidate.category === article.category);
  return [...same, ...others.filter((candidate) => candidate.category !== article.category)].slice(0, count);
}

/** An article as its card shows it. */
/** The articles named by `slugs`, in that order (a newsletter's picks); a slug no longer published is left out. */
export function pickedArticles(slugs: readonly string[]): Article[] {
  const bySlug = new Map(allArticles().map((article) => [article.slug, article]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export function teaserOf(article: Article): ArticleTeaser {
  return {
    category: article.category,
    title: article.title,
    description: article.description,
    readTime: `${article.readMinutes} min read`,
    publishDate: formatDate(article.publishDate, "en"),
    dateTime: article.publishDate,
    featured: article.featured,
    href: articleHref(article),
  };
}

/** Where the category filter shows this category's articles. */
export function categoryHref(category: Category): string {
  return `${routes.insights}/category/${category.id}`;
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
  return {
    meta: {
      path: place.path,
      title: article.title,
      description: article.description,
      published: article.publishDate,
    },
    article: {
      title: article.title,
      description: article.description,
      category: { label: category.label, href: categoryHref(category) },
      author: authors.find((author) => author.name === article.author)!,
      authorHref: `${routes.leadership}#${personAnchor(article.author)}`,
      publishDate: formatDate(article.publishDate, "en"),
      dateTime: article.publishDate,
      readTime: `${article.readMinutes} min read`,
      summary: article.summary,
      headings: article.headings,
      html: article.html,
      path: place.path,
    } satisfies ArticleDocument,
    related: place.related,
  };
}
