import { ArticleCards } from "@/components/sections/article-cards";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { motifFor } from "@/content/areas";
import type { page as englishPage } from "@/content/insights/newsletter-archive";
import { localeOf } from "@/content/routes";
import { issueTeaser } from "@/lib/newsletter-issues";
import { sentIssues } from "@/server/newsletter/archive";

/**
 * The newsletter's archive in an edition's words: every sent issue, newest first, as cards. The issues come from
 * the office, as campaigns are sent, so the page is made at each request; they are written in English.
 */
export async function ArchiveView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
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
          <ArticleCards
            locale={locale}
            articles={issues.map((issue) => issueTeaser(issue, locale))}
            columns={3}
            more={page.readIssue}
          />
        )}
      </Section>
    </>
  );
}
