import { TrendingUp } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Stat, StorySection, SuccessStory } from "@/types/sections";
import { cn } from "@/lib/cn";
import { Chart } from "./chart";
import { Section, type SectionTone } from "./section";
import { phoneRow } from "@/lib/card-grid";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/**
 * A story's headline figure, large in gold on ink, and what it measures: on its card, or larger (`lead`) where one
 * case opens a page.
 */
export function KeyResult({
  result,
  lead = false,
  className,
}: {
  result: Stat;
  lead?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("grid gap-3", className)}>
      <span
        className={cn(
          "font-display leading-none font-semibold tracking-tight text-accent-300",
          lead ? "text-5xl sm:text-7xl" : "text-4xl min-[375px]:text-5xl sm:text-6xl",
        )}
      >
        {result.value}
      </span>
      <span className={cn("max-w-xs leading-snug text-ink-200", !lead && "text-sm")}>{result.label}</span>
    </p>
  );
}

/**
 * Case studies: the headline figure when the story has one, client and industry, then challenge, solution and
 * results. Two or more are a sideways row on phones.
 */
export function SuccessStories({
  locale,
  stories,
  resultsLabel,
}: {
  locale: Locale;
  stories: readonly SuccessStory[];
  /** The heading of each story's results ("Key results"). */
  resultsLabel?: string;
}) {
  const words = sectionWordsIn(locale);
  const row = stories.length > 1;
  return (
    <ul
      tabIndex={row ? 0 : undefined}
      aria-label={row ? words.caseStudies : undefined}
      className={cn("grid gap-6", row && ["lg:grid-cols-2", phoneRow.list])}
    >
      {stories.map((story) => (
        <li key={story.title} className={cn("flex min-w-0", row && phoneRow.item)}>
          <article className="flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-surface">
            {story.keyResult ? (
              <KeyResult
                result={story.keyResult}
                className="band-dark grain bg-ink-950 px-6 pt-7 pb-6 sm:px-7"
              />
            ) : null}
            <header className="border-b border-line bg-sand/60 px-6 py-6 sm:px-7">
              <p className="eyebrow text-accent-800">
                {story.industry} · {story.client}
              </p>
              <h3 className="mt-2 text-2xl font-semibold text-ink-950">{story.title}</h3>
            </header>
            <dl className="grid gap-5 px-6 py-7 sm:px-7">
              <div>
                <dt className="text-sm font-semibold text-ink-950">{words.challenge}</dt>
                <dd className="mt-1 leading-relaxed text-ink-600">{story.challenge}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-950">{words.solution}</dt>
                <dd className="mt-1 leading-relaxed text-ink-600">{story.solution}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-950">{resultsLabel ?? words.results}</dt>
                <dd className="mt-2">
                  <ul className="grid gap-2">
                    {story.results.map((result) => (
                      <li key={result} className="flex gap-2.5 font-medium text-ink-900">
                        <LineIcon icon={TrendingUp} className="mt-1 size-4 shrink-0 text-success-700" />
                        {result}
                      </li>
                    ))}
                  </ul>
                  {story.chart ? (
                    <Chart chart={story.chart} className="mt-6 border-t border-line pt-5" />
                  ) : null}
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** A page's cases as a section of their own: the block's introduction is its heading, its stories the cases. */
export function StoriesSection({
  locale,
  cases,
  tone,
}: {
  locale: Locale;
  cases: StorySection;
  tone?: SectionTone;
}) {
  return (
    <Section tone={tone} heading={cases.intro}>
      <SuccessStories locale={locale} stories={cases.stories} resultsLabel={cases.resultsLabel} />
    </Section>
  );
}
