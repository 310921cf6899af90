import type { Action, SuccessStory } from "@/types/sections";
import { ArrowLink } from "./action-buttons";
import { Chart } from "./chart";
import { KeyResult } from "./success-stories";

/**
 * One case study on a front page: the client and its headline figure on the dark band, then the story's title and
 * its before and after as a chart (or its results, for a story without one), and the link to the whole story.
 */
export function CaseTeaser({ story, action }: { story: SuccessStory; action: Action }) {
  return (
    <article className="grid overflow-hidden rounded-3xl border border-line bg-surface md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="band-dark grain flex flex-col justify-between gap-8 bg-ink-950 px-6 pt-7 pb-7 sm:px-8 sm:pt-9">
        <p className="eyebrow text-accent-300">
          {story.industry} · {story.client}
        </p>
        {story.keyResult ? <KeyResult result={story.keyResult} lead /> : null}
      </div>
      <div className="grid content-start gap-5 px-6 py-7 sm:px-8 sm:py-9">
        <h3 className="text-2xl font-semibold text-ink-950">{story.title}</h3>
        {story.chart ? (
          <Chart chart={story.chart} />
        ) : (
          <ul className="grid gap-2 text-ink-800">
            {story.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        )}
        <ArrowLink href={action.href}>{action.label}</ArrowLink>
      </div>
    </article>
  );
}
