import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { ArticleDocument, ArticleTeaser } from "@/types/sections";
import { ArticleCards } from "@/components/sections/article-cards";
import { localeOf } from "@/content/routes";
import { sectionWordsIn } from "@/lib/words";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { JsonLd } from "@/components/sections/json-ld";
import { Section } from "@/components/sections/section";
import { Avatar } from "@/components/ui/avatar";
import { ContentsNav, SummaryBox } from "@/components/sections/contents-nav";
import { breadcrumbLabel, breadcrumbTrail, type Crumb } from "@/lib/breadcrumbs";
import { articleJsonLd } from "@/lib/structured-data";
import { ShareActions } from "./share-actions";
import { Chart } from "@/components/sections/chart";
import type { Chart as ChartData, Cover } from "@/types/sections";
import { InsightCover } from "@/components/art/insight-cover";

/** The article's text, with each of its charts drawn where the text marks it (`<!--chart:0-->`). */
function ArticleBody({ html, charts }: { html: string; charts: readonly ChartData[] }) {
  const parts = html.split(/<!--chart:(\d+)-->/);
  return (
    <div className="mt-10">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Chart
            key={`chart-${part}`}
            chart={charts[Number(part)]!}
            className="my-10 rounded-2xl border border-line bg-surface p-5 sm:p-7"
          />
        ) : (
          <div key={`text-${index}`} className="article-prose" dangerouslySetInnerHTML={{ __html: part }} />
        ),
      )}
    </div>
  );
}

/**
 * An article as a reader meets it: an editorial header (the trail to it, category, title, lead, author, date,
 * read time), the summary, the body set for reading beside a table of contents, Share and Save, the author,
 * and related reading. Search engines get the same facts as an Article.
 */
export function ArticleView({
  article,
  related,
}: {
  article: ArticleDocument;
  related: readonly ArticleTeaser[];
}) {
  const locale = localeOf(article.path);
  const words = sectionWordsIn(locale);
  return (
    <>
      <JsonLd data={articleJsonLd(article)} />
      <article className="bg-paper">
        <ArticleHeader
          trail={breadcrumbTrail(article)}
          eyebrow={
            <Link href={article.category.href} className="eyebrow text-accent-800 hover:underline">
              {article.category.label}
            </Link>
          }
          title={article.title}
          lead={article.description}
          cover={article.cover}
        >
          <div className="flex items-center gap-3">
            <Avatar name={article.author.name} size="sm" />
            <div className="text-sm">
              <p className="font-semibold text-ink-950">{article.author.name}</p>
              <p className="text-ink-600">{article.author.role}</p>
            </div>
          </div>
          <ReadingFacts dateTime={article.dateTime} date={article.publishDate} readTime={article.readTime} />
        </ArticleHeader>

        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12 lg:px-8">
          {/* First in the markup, so phones show the folded contents and Share above the text. */}
          <aside className="lg:col-start-2 lg:row-start-1 print:hidden">
            <div className="grid gap-6 lg:sticky lg:top-24 lg:gap-8">
              <ContentsNav locale={locale} items={article.headings} />
              <ShareActions title={article.title} path={article.path} words={words.share} />
            </div>
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <SummaryBox id="in-brief" title={words.inBrief} points={article.summary} />
            <ArticleBody html={article.html} charts={article.charts} />
          </div>
        </div>

        <div className="mx-auto max-w-6xl px-5 pb-16 lg:px-8">
          <section
            aria-labelledby="about-the-author"
            className="flex flex-col gap-6 rounded-3xl border border-line bg-surface p-7 sm:flex-row sm:items-center sm:p-9 lg:max-w-[calc(100%-19rem)]"
          >
            <Avatar name={article.author.name} size="lg" />
            <div>
              <h2 id="about-the-author" className="eyebrow text-ink-600">
                {words.aboutTheAuthor}
              </h2>
              <p className="mt-2 font-display text-2xl font-semibold text-ink-950">{article.author.name}</p>
              <p className="text-sm font-medium text-accent-800">{article.author.role}</p>
              <p className="mt-3 leading-relaxed text-ink-700">{article.author.bio}</p>
              <Link
                href={article.authorHref}
                className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-ink-950 underline-offset-4 hover:underline print:hidden"
              >
                {words.meetLeadership}
                <LineIcon icon={ArrowRight} className="size-4" />
              </Link>
            </div>
          </section>
        </div>
      </article>
      {related.length > 0 ? (
        <Section
          tone="sand"
          heading={{ eyebrow: words.keepReading, title: words.relatedArticles }}
          className="print:hidden"
        >
          <ArticleCards locale={locale} articles={related} columns={3} />
        </Section>
      ) : null}
    </>
  );
}

/** When a text was published and how long it takes to read: "March 12, 2025 · 6 min read". */
export function ReadingFacts({
  dateTime,
  date,
  readTime,
}: {
  dateTime?: string;
  date: string;
  readTime: string;
}) {
  return (
    <p className="flex flex-wrap gap-x-3 text-sm text-ink-600">
      <time dateTime={dateTime}>{date}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </p>
  );
}

/**
 * The editorial header of a text set for reading (an article, a newsletter issue): the trail to it, a line above
 * the title, the title, a lead, and what `children` add under it (the author, the date).
 */
export function ArticleHeader({
  trail,
  eyebrow,
  title,
  lead,
  cover,
  children,
}: {
  trail: readonly Crumb[];
  eyebrow: ReactNode;
  title: string;
  lead?: string;
  /** The article's cover, drawn under its facts. */
  cover?: Cover;
  children: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-sand/60">
      <div className="mx-auto max-w-6xl px-5 pt-10 pb-12 sm:pt-14 lg:px-8 lg:pb-16 [&>*]:max-w-4xl">
        <Breadcrumbs trail={trail} label={breadcrumbLabel({ path: trail.at(-1)?.href ?? "/" })} />
        <p className="mt-6">{eyebrow}</p>
        <h1 className="mt-3 text-[2.25rem] leading-[1.1] font-semibold text-ink-950 sm:text-5xl lg:text-[3.5rem]">
          {title}
        </h1>
        {lead ? (
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-700 sm:text-xl">{lead}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">{children}</div>
        {cover ? (
          // A band, not a picture to scroll past: the drawing sits centred in the ink of its own ground.
          <div className="mt-10 h-44 overflow-hidden rounded-2xl bg-ink-950 sm:h-56 print:hidden">
            <InsightCover inline cover={cover} className="block h-full w-full" />
          </div>
        ) : null}
      </div>
    </header>
  );
}
