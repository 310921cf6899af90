import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { CardSection, FeatureItem } from "@/types/sections";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { cardGrid, cardPlacement, scrollsOnPhones, type CardColumns } from "@/lib/card-grid";
import { cn } from "@/lib/cn";
import { CheckList } from "./check-list";
import { actionName } from "@/lib/links";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";
import { Section, type SectionTone } from "./section";

/** A grid of cards: icon, badge, title, facts, description, highlight, checklist, tags and an action. */
export function FeatureGrid({
  locale,
  items,
  columns = 3,
}: {
  locale: Locale;
  items: readonly FeatureItem[];
  columns?: CardColumns;
}) {
  return (
    <ul className={cardGrid(columns)} tabIndex={scrollsOnPhones(columns) ? 0 : undefined}>
      {items.map((item, index) => (
        <li
          key={item.title}
          id={item.id}
          className={cn("flex min-w-0 scroll-mt-24", cardPlacement(index, items.length, columns))}
        >
          <Card className="flex w-full flex-col p-7">
            {item.icon || item.badge ? (
              <div className="mb-6 flex items-start justify-between gap-3">
                {item.icon ? (
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-900">
                    <Icon name={item.icon} className="size-6" />
                  </span>
                ) : null}
                {item.badge ? <Badge tone="neutral">{item.badge}</Badge> : null}
              </div>
            ) : null}
            <h3 className="text-xl font-semibold text-ink-950">
              {item.href ? (
                <Link href={item.href} className="underline-offset-4 hover:underline">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            {item.meta?.length ? (
              <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium text-accent-800">
                {item.meta.map((fact) => (
                  <span key={fact}>{fact}</span>
                ))}
              </p>
            ) : null}
            <p className="mt-3 leading-relaxed text-ink-600">{item.description}</p>
            {item.highlight ? (
              <p className="mt-4 border-l-2 border-accent-400 pl-3 text-[0.9375rem] font-medium text-ink-900">
                {item.highlight}
              </p>
            ) : null}
            {item.features?.length ? (
              <CheckList items={item.features} className="mt-5 text-[0.9375rem] text-ink-800" />
            ) : null}
            {item.tags?.length ? (
              <ul
                className="mt-5 flex flex-wrap gap-2"
                aria-label={sectionWordsIn(locale).skills(item.title)}
              >
                {item.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-ink-900/5 px-3 py-1 text-xs font-medium text-ink-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.action ? (
              <Link
                href={item.action.href}
                aria-label={actionName(item.action.label, item.title)}
                className="group/action mt-auto inline-flex items-center gap-2 self-start pt-7 text-sm font-semibold text-ink-950 underline-offset-4 hover:underline"
              >
                {item.action.label}
                <LineIcon
                  icon={ArrowRight}
                  className="size-4 transition-transform group-hover/action:translate-x-0.5"
                />
              </Link>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page's cards as a section of their own: the block's introduction is its heading (and its anchor the section's),
 * its items the cards.
 */
export function FeatureSection({
  locale,
  cards,
  tone,
  layout,
  columns,
}: {
  locale: Locale;
  cards: CardSection;
  tone?: SectionTone;
  layout?: "stacked" | "side";
  columns?: CardColumns;
}) {
  return (
    <Section id={cards.id} tone={tone} layout={layout} heading={cards.intro}>
      <FeatureGrid locale={locale} items={cards.items} columns={columns} />
    </Section>
  );
}
