import { notFound } from "next/navigation";
import { ArticleCards } from "@/components/sections/article-cards";
import { ArticleHeader, ReadingFacts } from "@/components/insights/article-view";
import { Section } from "@/components/sections/section";
import { pickedArticles, teaserOf } from "@/content/insights/library";
import {
  page as newsletterArchive,
  newsletterFeedPath,
  newsletterFeedTitle,
} from "@/content/insights/newsletter-archive";
import { breadcrumbTrail } from "@/lib/breadcrumbs";
import { pageMetadata } from "@/lib/metadata";
import { issueHtml, issueTeaser } from "@/lib/newsletter-issues";
import { siteUrl } from "@/lib/site-url";
import { issueBySlug } from "@/server/newsletter/archive";

// Made at each request from the office's sent campaigns; an unknown address is the site's 404.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

async function find(params: Params["params"]) {
  const issue = await issueBySlug((await params).slug).catch(() => undefined);
  if (!issue) notFound();
  return issue;
}

export async function generateMetadata({ params }: Params) {
  const issue = await find(params);
  return pageMetadata(
    {
      path: issue.href,
      title: issue.subject,
      description: issue.preheader || newsletterArchive.meta.description,
    },
    { title: newsletterFeedTitle, path: newsletterFeedPath },
    newsletterArchive.meta,
  );
}

/**
 * One issue of the newsletter as it was sent: its words set as an article's (with the site's own pictures only,
 * as in its mail), and the articles it pointed to.
 */
export default async function NewsletterIssuePage({ params }: Params) {
  const issue = await find(params);
  const teaser = issueTeaser(issue);
  const articles = pickedArticles(issue.articles);
  return (
    <>
      <article className="bg-paper">
        <ArticleHeader
          trail={breadcrumbTrail({
            path: issue.href,
            title: issue.subject,
            above: { label: newsletterArchive.meta.title, href: newsletterArchive.meta.path },
          })}
          eyebrow={<span className="eyebrow text-accent-800">{newsletterArchive.issueEyebrow}</span>}
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
        <Section tone="sand" heading={{ title: newsletterArchive.furtherReading }}>
          <ArticleCards locale="en" articles={articles.map(teaserOf)} columns={3} />
        </Section>
      ) : null}
    </>
  );
}
