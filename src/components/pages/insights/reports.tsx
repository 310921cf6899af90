import type { ReportsPage } from "@/content/insights/reports";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { Hero } from "@/components/sections/hero";
import { ReportCards } from "@/components/sections/report-cards";
import { Section } from "@/components/sections/section";

/** The /insights/reports page of either edition, from its content module. */
export function ReportsView({ page }: { page: ReportsPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.reports.intro}>
        <ReportCards locale={locale} reports={page.reports.reports} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
