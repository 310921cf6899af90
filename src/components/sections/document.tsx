import { CalendarDays } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { InlineText } from "@/components/ui/inline-text";
import type { DocumentBlock, DocumentContent } from "@/types/sections";
import { ActionButtons } from "./action-buttons";
import { CheckList } from "./check-list";
import { ContentsNav, SummaryBox, sectionNumber } from "./contents-nav";
import { Section } from "./section";
import type { Locale } from "@/types/facts";

function Block({ block }: { block: DocumentBlock }) {
  if (typeof block === "string") {
    return (
      <p className="mt-4 leading-[1.75] text-ink-700">
        <InlineText text={block} />
      </p>
    );
  }
  if ("list" in block) {
    const style = block.style ?? "bullet";
    return (
      <CheckList
        items={block.list}
        mark={style === "bullet" ? "dot" : style}
        renderItem={(item) => <InlineText text={item} />}
        className="mt-5 text-ink-800"
      />
    );
  }
  return (
    <dl className="mt-6 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {block.terms.map(({ term, detail }) => (
        <div key={term} className="grid gap-1 px-5 py-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6 sm:px-6">
          <dt className="font-semibold text-ink-950">{term}</dt>
          <dd className="leading-relaxed text-ink-700">
            <InlineText text={detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A document page's body (a policy, terms, a statement): a readable column of numbered sections, each an h2 with
 * its own anchor, and a table of contents that stays in view beside it on wide screens (folded above it on
 * phones). The date line and an optional plain-words summary come first.
 */
export function DocumentBody({ locale, dateLine, summary, sections }: DocumentContent & { locale: Locale }) {
  return (
    <Section>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[18rem_minmax(0,1fr)] xl:gap-24">
        <div className="print:hidden lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
          <ContentsNav locale={locale} items={sections} numbered />
        </div>

        <div className="document-body max-w-3xl min-w-0 text-[1.0625rem]">
          {dateLine ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-ink-700">
              <LineIcon icon={CalendarDays} className="size-4 text-accent-800" />
              {dateLine}
            </p>
          ) : null}
          {summary ? (
            <div className="mt-6">
              <SummaryBox id="document-summary" title={summary.title} points={summary.points} />
            </div>
          ) : null}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-28 border-t border-line pt-10 first:mt-10 sm:mt-14"
            >
              <h2
                id={`${section.id}-title`}
                className="flex items-baseline gap-4 text-display-md font-semibold text-ink-950"
              >
                <span
                  aria-hidden="true"
                  className="font-sans text-base font-semibold text-accent-800 tabular-nums"
                >
                  {sectionNumber(index)}
                </span>
                <span>{section.title}</span>
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
              {section.action ? <ActionButtons actions={[section.action]} className="mt-8" /> : null}
            </section>
          ))}
        </div>
      </div>
    </Section>
  );
}
