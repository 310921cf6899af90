import { ChevronDown, Download } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Report } from "@/types/sections";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InsightCover } from "@/components/art/insight-cover";
import { Chart } from "./chart";
import { CheckList } from "./check-list";
import { actionName } from "@/lib/links";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/**
 * Reports as cards. Preview opens the report's summary and key findings in place (a native disclosure, so it
 * works without JavaScript); Download fetches the summary as a PDF made at build time.
 */
export function ReportCards({ locale, reports }: { locale: Locale; reports: readonly Report[] }) {
  const words = sectionWordsIn(locale);
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {reports.map((report) => (
        <li key={report.title} id={report.slug} className="flex min-w-0 scroll-mt-24">
          <Card className="flex w-full flex-col overflow-hidden">
            <InsightCover cover={report.cover} className="block h-auto w-full" />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
                <Badge tone="accent">{report.type}</Badge>
                <time dateTime={report.dateTime}>{report.date}</time>
              </div>
              <h3 className="mt-3 font-display text-2xl font-semibold text-ink-950">{report.title}</h3>
              <p className="mt-4 leading-relaxed text-ink-700">{report.description}</p>
              <Chart chart={report.chart} className="mt-6 rounded-xl border border-line bg-paper p-5" />
              <details className="group mt-6 rounded-xl border border-line bg-paper open:bg-surface">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
                  <span>
                    {words.preview}
                    <span className="sr-only">: {report.title}</span>
                  </span>
                  <LineIcon
                    icon={ChevronDown}
                    className="size-4 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="grid gap-4 border-t border-line px-4 py-5 text-[0.9375rem] leading-relaxed text-ink-700">
                  {report.summary.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <p className="text-xs font-semibold tracking-widest text-ink-600 uppercase">
                    {words.keyFindings}
                  </p>
                  <CheckList items={report.findings} className="text-ink-800" />
                </div>
              </details>
              <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
                <a
                  className={buttonVariants()}
                  href={report.download.href}
                  download
                  aria-label={actionName(report.download.label, report.title)}
                >
                  <LineIcon icon={Download} />
                  {report.download.label}
                </a>
                <span className="text-sm text-ink-600">{report.download.note}</span>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
