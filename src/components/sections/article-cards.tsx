import { ArrowRight, Clock } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { ArticleTeaser } from "@/types/sections";
import { InsightCover } from "@/components/art/insight-cover";
import { Badge } from "@/components/ui/badge";
import { Card, CardLink } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { phoneRow } from "@/lib/card-grid";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/** Article teasers: category, date, read time, an optional Featured badge; each card links to its article. */
export function ArticleCards({
  locale,
  articles,
  columns = 4,
  more,
  row,
}: {
  locale: Locale;
  articles: readonly ArticleTeaser[];
  /**
   * Cards per row on wide screens, or "lead": a front page's lead story, large with its cover, beside the others as
   * headlines (without cover or description).
   */
  columns?: 1 | 2 | 3 | 4 | "lead";
  /** A "Read more" line at the foot of each card (the whole card is the link already). */
  more?: string;
  /** A teaser of a few cards: a sideways row on a phone, named this. */
  row?: string;
}) {
  return (
    <ul
      tabIndex={row ? 0 : undefined}
      aria-label={row}
      className={cn(
        "grid gap-5",
        {
          1: "",
          2: "sm:grid-cols-2",
          3: "sm:grid-cols-2 lg:grid-cols-3",
          4: "sm:grid-cols-2 xl:grid-cols-4",
          lead: "sm:grid-cols-2 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
        }[columns],
        row && phoneRow.list,
      )}
    >
      {articles.map((article, index) => (
        <li
          key={article.title}
          className={cn(
            "flex min-w-0",
            row && phoneRow.item,
            columns === "lead" &&
              (index === 0
                ? "lg:row-span-3 lg:[&_h3]:text-3xl"
                : "lg:[&_[data-description]]:hidden lg:[&_svg[data-art]]:hidden"),
          )}
        >
          <Card interactive className="group flex w-full flex-col overflow-hidden">
            {article.cover ? (
              <InsightCover cover={article.cover} className="block h-auto w-full" />
            ) : (
              <div
                aria-hidden="true"
                className="h-1.5 bg-gradient-to-r from-accent-400 via-accent-300 to-accent-100"
              />
            )}
            <article className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap items-center gap-2">
                <span className="eyebrow text-accent-800">{article.category}</span>
                {article.featured ? <Badge tone="ink">{sectionWordsIn(locale).featured}</Badge> : null}
              </div>
              <h3 lang={article.lang} className="mt-4 text-xl leading-snug font-semibold text-ink-950">
                <CardLink href={article.href}>{article.title}</CardLink>
              </h3>
              {article.author ? (
                <p className="mt-2 text-sm font-medium text-ink-800">{article.author}</p>
              ) : null}
              <p
                data-description=""
                lang={article.lang}
                className="mt-3 text-[0.9375rem] leading-relaxed text-ink-600"
              >
                {article.description}
              </p>
              <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-6 text-sm text-ink-600">
                <time dateTime={article.dateTime}>{article.publishDate}</time>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1.5">
                  <LineIcon icon={Clock} className="size-3.5" />
                  {article.readTime}
                </span>
              </p>
              {more ? (
                <span
                  aria-hidden="true"
                  className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-ink-950"
                >
                  {more}
                  <LineIcon
                    icon={ArrowRight}
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              ) : null}
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
