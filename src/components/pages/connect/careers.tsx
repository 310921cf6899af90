import type { page as englishPage } from "@/content/connect/careers";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { JobList } from "@/components/sections/job-list";
import { ProcessSection } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";

/** The careers page of either edition, from its content module. */
export function CareersView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.benefits} columns={4} />
      <Section id={page.jobs.id} tone="sand" heading={page.jobs.intro}>
        <JobList locale={localeOf(page.meta.path)} jobs={page.jobs.jobs} />
      </Section>
      <ProcessSection locale={locale} tone="dark" process={page.process} />
      <ChecksSection layout="side" list={page.offer} columns={2} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
