import { TrendingUp } from "lucide-react";
import type { SuccessStory } from "@/types/sections";
import { cn } from "@/lib/cn";

/**
 * Case studies: the headline figure when the story has one, client and industry, then challenge, solution and
 * results.
 */
export function SuccessStories({
  stories,
  resultsLabel = "Results",
}: {
  stories: readonly SuccessStory[];
  /** The heading of each story's results ("Key results"). */
  resultsLabel?: string;
}) {
  return (
    <ul className={cn("grid gap-6", stories.length > 1 && "lg:grid-cols-2")}>
      {stories.map((story) => (
        <li key={story.title} className="flex min-w-0">
          <article className="flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-surface">
            {story.keyResult ? (
              <p className="band-dark grain grid gap-3 bg-ink-950 px-7 pt-7 pb-6">
                <span className="font-display text-5xl leading-none font-semibold tracking-tight text-accent-300 sm:text-6xl">
                  {story.keyResult.value}
                </span>
                <span className="max-w-xs text-sm leading-snug text-ink-200">{story.keyResult.label}</span>
              </p>
            ) : null}
            <header className="border-b border-line bg-sand/60 px-7 py-6">
              <p className="eyebrow text-accent-800">
                {story.industry} · {story.client}
              </p>
              <h3 className="mt-2 text-2xl font-semibold text-ink-950">{story.title}</h3>
            </header>
            <dl className="grid gap-5 px-7 py-7">
              <div>
                <dt className="text-sm font-semibold text-ink-950">Challenge</dt>
                <dd className="mt-1 leading-relaxed text-ink-600">{story.challenge}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-950">Solution</dt>
                <dd className="mt-1 leading-relaxed text-ink-600">{story.solution}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-950">{resultsLabel}</dt>
                <dd className="mt-2">
                  <ul className="grid gap-2">
                    {story.results.map((result) => (
                      <li key={result} className="flex gap-2.5 font-medium text-ink-900">
                        <TrendingUp aria-hidden="true" className="mt-1 size-4 shrink-0 text-success-700" />
                        {result}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
