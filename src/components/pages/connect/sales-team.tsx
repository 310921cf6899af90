import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/connect/sales-team";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { TeamCards } from "@/components/sections/team-cards";

/** The /connect/sales-team page of either edition, from its content module. */
export function SalesTeamView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.team.intro}>
        <TeamCards locale={locale} members={page.team.members} />
      </Section>
      <ProcessSection locale={locale} tone="sand" process={page.steps} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
