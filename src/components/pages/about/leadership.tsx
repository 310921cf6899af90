import type { page as englishPage } from "@/content/about/leadership";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { FounderProfile } from "@/components/sections/founder-profile";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { Statements } from "@/components/sections/statements";
import { TeamCards } from "@/components/sections/team-cards";

/** The /about/leadership page of either edition, from its content module. */
export function LeadershipView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section id={page.profileId}>
        <FounderProfile locale={locale} {...page.profile} />
      </Section>
      <Section tone="dark" layout="side" heading={page.vision.intro}>
        <Statements statements={page.vision.statements} />
      </Section>
      <FeatureSection locale={locale} cards={page.principles} columns={2} />
      <FeatureSection locale={locale} tone="sand" cards={page.achievements} />
      <Section heading={page.partners.intro}>
        <TeamCards locale={locale} members={page.partners.members} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
