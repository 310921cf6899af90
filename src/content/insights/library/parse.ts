/**
 * One article file (Markdown with YAML front matter) to a typed article: the front matter checked with zod,
 * the body rendered to HTML once at build time, the read time counted from the text.
 */
import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import anchor from "markdown-it-anchor";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { authors, categories } from "@/content/insights/taxonomy";
import { slugify } from "@/content/site";
import { dutchHref } from "@/content/translation";
import type { Locale } from "@/types/facts";
import type { Chart } from "@/types/sections";

/** Reading speed behind every read time the site shows. */
export const WORDS_PER_MINUTE = 230;

const labels = categories.map((category) => category.label) as [string, ...string[]];
const authorNames = authors.map((author) => author.name) as [string, ...string[]];

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(120),
  category: z.enum(labels),
  author: z.enum(authorNames),
  publishDate: z.iso.date(),
  description: z.string().trim().min(50).max(160),
  featured: z.boolean().default(false),
  summary: z.array(z.string().trim().min(10)).min(2).max(5),
});

export type ArticleFrontMatter = z.infer<typeof frontMatterSchema>;

/** A chart in an article: a fenced block marked `chart` whose lines are YAML of this shape (docs/chart-style.md). */
const chartSchema = z.strictObject({
  title: z.string().trim().min(5),
  series: z.array(z.string().trim().min(2)).min(1).max(3),
  rows: z
    .array(
      z.strictObject({
        label: z.string().trim().min(2),
        values: z.array(
          z.strictObject({ value: z.number().nonnegative(), display: z.string().trim().min(1) }),
        ),
        max: z.number().positive().optional(),
      }),
    )
    .min(1)
    .max(8),
  source: z.string().trim().min(5),
});

/** Where an article's body holds its chart number `index`: the article page draws the chart there. */
export const chartMark = (index: number) => `<!--chart:${index}-->`;

export interface ArticleHeading {
  id: string;
  title: string;
}

export interface Article extends ArticleFrontMatter {
  slug: string;
  /** The edition it belongs to: an English file, or its Dutch translation in the `nl` folder beside it. */
  locale: Locale;
  /** The body as written (Markdown): what a translation's numbers are checked against. */
  source: string;
  /** The body as HTML: headings with anchors, lists, quotes, tables, code. */
  html: string;
  /** The body's second-level headings, for the table of contents. */
  headings: readonly ArticleHeading[];
  /** The body's charts, in order; `html` marks where each stands (chartMark). */
  charts: readonly Chart[];
  /** What its cover is drawn from: the English original's slug and title, so both editions show one drawing. */
  cover: { seed: string; title: string };
  words: number;
  /** Whole minutes at WORDS_PER_MINUTE, at least one. */
  readMinutes: number;
}

/** An article file that cannot be published; the message names the file and what is wrong. */
export class ArticleError extends Error {
  constructor(fileName: string, problem: string) {
    super(`${fileName}: ${problem}`);
    this.name = "ArticleError";
  }
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true }).use(anchor, {
  slugify,
  level: [2, 3],
  tabIndex: false,
  permalink: anchor.permalink.headerLink({ class: "heading-anchor" }),
});
/** A span of text in another language: `[Proceedings of the Colloquium]{lang=en}` (pandoc's bracketed span). */
const LANGUAGE_SPAN = /^\[([^[\]\n]+)\]\{lang=([a-z]{2})\}/;

// A name in another language (a journal's English title in a Dutch essay) is marked with its language, so a screen
// reader pronounces it in that language and the Dutch page's words stay Dutch.
markdown.inline.ruler.before("link", "language_span", (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x5b /* [ */) return false;
  const match = LANGUAGE_SPAN.exec(state.src.slice(state.pos));
  if (!match) return false;
  if (!silent) {
    state.push("span_open", "span", 1).attrSet("lang", match[2]!);
    state.push("text", "", 0).content = match[1]!;
    state.push("span_close", "span", -1);
  }
  state.pos += match[0].length;
  return true;
});

/** The line before a table that gives its caption: `Table: What the table shows`. */
const CAPTION = /^Table:\s+(\S.*)$/;

// Every table has a caption, written as a `Table: …` paragraph right above it; the paragraph becomes the
// table's <caption> and names its scroll box, so each table is a region of its own name.
markdown.core.ruler.push("table_caption", (state) => {
  const tokens = state.tokens;
  for (let index = 3; index < tokens.length; index++) {
    if (tokens[index]!.type !== "table_open") continue;
    const caption = CAPTION.exec(tokens[index - 2]!.type === "inline" ? tokens[index - 2]!.content : "");
    if (tokens[index - 3]!.type !== "paragraph_open" || !caption) continue;
    tokens[index]!.meta = { caption: caption[1]!.trim() };
    tokens.splice(index - 3, 3);
    index -= 3;
  }
});
/** The name of a table's scroll box when it has neither a caption nor words in its column headings. */
const UNNAMED_TABLE = "Table";

/**
 * A table's name: its caption, or, for a table without one (a newsletter issue's may have none, wherever it
 * stands: in a quote, in a list), its column headings, so that every table renders and names its box.
 */
function tableName(tokens: readonly Token[], index: number): { caption?: string; name: string } {
  const caption = (tokens[index]!.meta as { caption?: string } | null)?.caption;
  if (caption) return { caption, name: caption };
  const headings: string[] = [];
  for (let at = index + 1; at < tokens.length && tokens[at]!.type !== "thead_close"; at++) {
    const words = (tokens[at]!.type === "inline" ? (tokens[at]!.children ?? []) : [])
      .filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content)
      .join("")
      .trim();
    if (words) headings.push(words);
  }
  return { name: headings.join(", ") || UNNAMED_TABLE };
}

// Wide tables scroll inside their own box instead of widening the page; the box is focusable so keyboard users
// can scroll it too.
markdown.renderer.rules.table_open = (tokens, index, _options, _env, self) => {
  const { caption, name } = tableName(tokens, index);
  const escape = markdown.utils.escapeHtml;
  return `<div class="table-scroll" role="region" aria-label="${escape(name)}" tabindex="0"><table${self.renderAttrs(tokens[index]!)}>${caption ? `<caption>${escape(caption)}</caption>` : ""}`;
};
markdown.renderer.rules.table_close = () => "</table></div>";

/** Markdown as an article's body is rendered (the newsletter archive shows its issues the same way). */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/**
 * The steps of `renderMarkdown` apart, for a text whose tokens are adjusted before rendering (a newsletter issue:
 * only the site's own pictures; its mail: inline styles): the same rules, so it reads as the archive shows it.
 */
export function markdownTokens(text: string): Token[] {
  return markdown.parse(text, {});
}

/** Renders tokens of `markdownTokens` as `renderMarkdown` would. */
export function renderTokens(tokens: Token[]): string {
  return markdown.renderer.render(tokens, markdown.options, {});
}

/** Words a reader reads: whitespace-separated tokens of the Markdown with a letter or digit in them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** How long `words` words take to read: whole minutes at WORDS_PER_MINUTE, at least one. */
export function readMinutesOf(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function parseArticle(fileName: string, source: string, locale: Locale = "en"): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleError(fileName, "no front matter (a block between --- lines at the top)");
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ArticleError(fileName, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`,
    );
    throw new ArticleError(fileName, problems.join("; "));
  }
  const body = match[2]!.trim();
  if (!body) throw new ArticleError(fileName, "the article has no text");
  const env: Record<string, unknown> = {};
  const tokens = markdown.parse(body, env);
  const headings: ArticleHeading[] = [];
  const charts: Chart[] = [];
  tokens.forEach((token, index) => {
    if (token.type === "fence" && token.info.trim() === "chart") {
      charts.push(chartOf(fileName, token.content));
      // The renderer writes an html_block's content as it is; the page replaces the mark with the chart.
      token.type = "html_block";
      token.content = chartMark(charts.length - 1);
    }
    if (token.type === "heading_open" && token.tag === "h1")
      throw new ArticleError(fileName, "use ## headings: the page shows the title as its only h1");
    if (token.type === "table_open" && !token.meta?.caption)
      throw new ArticleError(fileName, "every table needs a caption: a `Table: …` line right above it");
    // A Dutch text's links to pages of the site lead to their Dutch pages.
    if (locale === "nl" && token.type === "inline")
      for (const child of token.children ?? [])
        if (child.type === "link_open") child.attrSet("href", dutchHref(String(child.attrGet("href") ?? "")));
    if (token.type === "heading_open" && token.tag === "h2") {
      headings.push({ id: String(token.attrGet("id")), title: tokens[index + 1]?.content ?? "" });
    }
  });
  const words = countWords(body);
  return {
    ...result.data,
    slug: fileName.replace(/\.md$/, ""),
    locale,
    cover: { seed: fileName.replace(/\.md$/, ""), title: result.data.title },
    source: body,
    html: markdown.renderer.render(tokens, markdown.options, env),
    headings,
    charts,
    words,
    readMinutes: readMinutesOf(words),
  };
}

/** A chart block's YAML, checked: every row has one value per series. */
function chartOf(fileName: string, yaml: string): Chart {
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    throw new ArticleError(fileName, `a chart block is not valid YAML: ${(error as Error).message}`);
  }
  const result = chartSchema.safeParse(data);
  if (!result.success)
    throw new ArticleError(
      fileName,
      `chart: ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  const chart = result.data;
  const uneven = chart.rows.find((row) => row.values.length !== chart.series.length);
  if (uneven)
    throw new ArticleError(
      fileName,
      `chart "${chart.title}": the row "${uneven.label}" has ${uneven.values.length} values for ${chart.series.length} series`,
    );
  return chart;
}
