import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/home";
import type { firmFacts as englishFacts } from "@/content/site";
import type { serviceSummaries as englishServices } from "@/content/services";
import { ArticleCards } from "@/components/sections/article-cards";
import { CaseTeaser } from "@/components/sections/case-teaser";
import { PeopleRow } from "@/components/sections/people-row";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeaturedReport } from "@/components/sections/featured-report";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { ServiceCards } from "@/components/sections/service-cards";
import { LanguageHint } from "@/components/layout/language-hint";
import type { LanguageHint as Hint } from "@/types/sections";

/**
 * The home page of an edition as a front page, from its content: the hero, the featured report, the six services,
 * a case with its result, the four newest articles (the newest as the lead story) and the partners; and, when
 * given, the note for a browser that prefers the other edition's language.
 */
export function HomeView({
  page,
  facts,
  services,
  hint,
}: {
  page: typeof englishPage;
  facts: typeof englishFacts;
  services: typeof englishServices;
  hint?: Hint;
}) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      {hint && <LanguageHint hint={hint} />}
      <Hero size="home" {...page.hero} facts={facts} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeaturedReport {...page.featuredReport} />
      <Section heading={page.servicesIntro}>
        <ServiceCards locale={locale} services={services} label={page.servicesIntro.title} />
      </Section>
      <Section tone="sand" heading={page.case.intro}>
        <CaseTeaser story={page.case.story} action={page.case.action} />
      </Section>
      <Section heading={page.insightsIntro}>
        <ArticleCards
          locale={locale}
          articles={page.insightsArticles}
          columns="lead"
          row={page.insightsIntro.title}
        />
      </Section>
      <Section tone="sand" heading={page.people.intro}>
        <PeopleRow people={page.people.members} label={page.people.intro.title} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
