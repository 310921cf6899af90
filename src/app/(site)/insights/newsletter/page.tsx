import { ArticleCards } from "@/components/sections/article-cards";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { motifFor } from "@/content/areas";
import { page } from "@/content/insights/newsletter-archive";
import { newsletterFeedPath, newsletterFeedTitle } from "@/content/insights/newsletter-archive";
import { pageMetadata } from "@/lib/metadata";
import { issueTeaser } from "@/lib/newsletter-issues";
import { sentIssues } from "@/server/newsletter/archive";

// The issues come from the office, as campaigns are sent: read at each request.
export const dynamic = "force-dynamic";

export const metadata = pageMetadata(page.meta, { title: newsletterFeedTitle, path: newsletterFeedPath });

/** /insights/newsletter: every sent issue of the newsletter, newest first, as cards. */
export default async function NewsletterArchivePage() {
  const issues = await sentIssues().catch(() => null);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={{ title: page.listTitle }}>
        {issues === null ? (
          <p className="text-lg text-ink-700">{page.unavailable}</p>
        ) : issues.length === 0 ? (
          <p className="text-lg text-ink-700">{page.empty}</p>
        ) : (
          <ArticleCards locale="en" articles={issues.map(issueTeaser)} columns={3} more={page.readIssue} />
        )}
      </Section>
    </>
  );
}
