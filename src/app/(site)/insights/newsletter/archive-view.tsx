import { notFound } from "next/navigation";
import { ArticleCards } from "@/components/sections/article-cards";
import { ArticleHeader, ReadingFacts } from "@/components/insights/article-view";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { motifFor } from "@/content/areas";
import { pickedArticles, teaserOf } from "@/content/insights/library";
import { page as englishPage } from "@/content/insights/newsletter-archive";
import { page as dutchPage } from "@/content/nl/insights/newsletter-archive";
import { breadcrumbTrail } from "@/lib/breadcrumbs";
import { pageMetadata } from "@/lib/metadata";
import { issueHtml, issueTeaser } from "@/lib/newsletter-issues";
import { siteUrl } from "@/lib/site-url";
import { database } from "@/server/db/client";
import { archiveOf, issueBySlug } from "@/server/newsletter/archive";
import type { Locale } from "@/types/facts";

/** Each edition's archive page words. */
const archivePages = { en: englishPage, nl: dutchPage } as const;

/**
 * An edition's newsletter archive: its sent issues, newest first, as cards, and below them the issues that went out
 * only in the other edition, in that edition's language. The issues come from the office, as campaigns are sent,
 * so the page is made at each request.
 */
export async function ArchiveView({ locale }: { locale: Locale }) {
  const page = archivePages[locale];
  const archive = await database()
    .then(({ db }) => archiveOf(db, locale))
    .catch(() => null);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={{ title: page.listTitle }}>
        {archive === null ? (
          <p className="text-lg text-ink-700">{page.unavailable}</p>
        ) : archive.issues.length === 0 ? (
          <p className="text-lg text-ink-700">{page.empty}</p>
        ) : (
          <ArticleCards
            locale={locale}
            articles={archive.issues.map((issue) => issueTeaser(issue, locale))}
            columns={3}
            more={page.readIssue}
          />
        )}
      </Section>
      {archive && archive.elsewhere.length > 0 ? (
        <Section tone="sand" heading={{ title: page.elsewhere.title, lead: page.elsewhere.lead }}>
          <ArticleCards
            locale={locale}
            articles={archive.elsewhere.map((issue) => issueTeaser(issue, locale))}
            columns={3}
            more={page.readIssue}
          />
        </Section>
      ) : null}
    </>
  );
}

/** An edition's sent issue by its address; the site's 404 for any other. */
async function issueOf(locale: Locale, slug: string) {
  const issue = await database()
    .then(({ db }) => issueBySlug(db, locale, slug))
    .catch(() => undefined);
  if (!issue) notFound();
  return issue;
}

/** An issue page's metadata: its subject and preview line, under its edition's archive, announcing its feed. */
export async function issueMetadata(locale: Locale, slug: string) {
  const page = archivePages[locale];
  const issue = await issueOf(locale, slug);
  return pageMetadata(
    { path: issue.href, title: issue.subject, description: issue.preheader || page.meta.description },
    page.feed,
    page.meta,
  );
}

/**
 * One issue of an edition as it was sent: its words set as an article's (with the site's own pictures only, as in
 * its mail), and the articles of its edition it pointed to.
 */
export async function IssueView({ locale, slug }: { locale: Locale; slug: string }) {
  const page = archivePages[locale];
  const issue = await issueOf(locale, slug);
  const teaser = issueTeaser(issue, locale);
  const articles = pickedArticles(issue.articles, locale);
  return (
    <>
      <article className="bg-paper">
        <ArticleHeader
          trail={breadcrumbTrail({
            path: issue.href,
            title: issue.subject,
            above: { label: page.meta.title, href: page.meta.path },
          })}
          eyebrow={<span className="eyebrow text-accent-800">{page.issueEyebrow}</span>}
          title={issue.subject}
          lead={issue.preheader}
        >
          <ReadingFacts dateTime={teaser.dateTime} date={teaser.publishDate} readTime={teaser.readTime} />
        </ArticleHeader>
        <div className="mx-auto max-w-6xl px-5 py-12 sm:py-16 lg:px-8">
          <div
            className="article-prose max-w-3xl"
            dangerouslySetInnerHTML={{ __html: issueHtml(issue.body, siteUrl(), issue.slug) }}
          />
        </div>
      </article>
      {articles.length > 0 ? (
        <Section tone="sand" heading={{ title: page.furtherReading }}>
          <ArticleCards locale={locale} articles={articles.map(teaserOf)} columns={3} />
        </Section>
      ) : null}
    </>
  );
}
