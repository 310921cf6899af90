import Link from "next/link";
import { CalendarDays, ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { DocumentBlock, DocumentContent, DocumentSection } from "@/types/sections";
import { ActionButtons } from "./action-buttons";
import { CheckList } from "./check-list";
import { Section } from "./section";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass =
  "font-semibold text-ink-950 underline decoration-accent-500 decoration-2 underline-offset-4 hover:decoration-ink-950";

/** Text with `[label](href)` links: paths of this site through Next's Link, `mailto:` and `tel:` as plain links. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith("/") ? (
        <Link key={match.index} href={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={`${linkClass} break-words`}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

const number = (index: number) => String(index + 1).padStart(2, "0");

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

function TableOfContents({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <ol className="grid gap-0.5 border-l border-line text-[0.9375rem]">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="-ml-px flex gap-3 border-l-2 border-transparent py-1.5 pl-4 text-ink-600 transition-colors hover:border-accent-500 hover:text-ink-950"
          >
            <span aria-hidden="true" className="font-medium text-ink-600 tabular-nums">
              {number(index)}
            </span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A document page's body (a policy, terms, a statement): a readable column of numbered sections, each an h2 with
 * its own anchor, and a table of contents that stays in view beside it on wide screens (folded above it on
 * phones). The date line and an optional plain-words summary come first.
 */
export function DocumentBody({ dateLine, summary, sections }: DocumentContent) {
  return (
    <Section>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[18rem_minmax(0,1fr)] xl:gap-24">
        <div className="lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
          <details className="group rounded-2xl border border-line bg-surface lg:hidden">
            <summary className="cursor-pointer list-none px-5 py-4 font-semibold text-ink-950 marker:hidden">
              <span className="flex items-center justify-between gap-4">
                On this page
                <span aria-hidden="true" className="flex items-center gap-2 text-sm font-medium text-ink-600">
                  {sections.length} sections
                  <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
                </span>
              </span>
            </summary>
            <nav aria-label="On this page" className="px-5 pb-5">
              <TableOfContents sections={sections} />
            </nav>
          </details>
          <nav aria-label="On this page" className="hidden lg:block">
            <p className="eyebrow mb-4 text-ink-600">On this page</p>
            <TableOfContents sections={sections} />
          </nav>
        </div>

        <div className="max-w-3xl min-w-0 text-[1.0625rem]">
          {dateLine ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-ink-700">
              <CalendarDays aria-hidden="true" className="size-4 text-accent-800" />
              {dateLine}
            </p>
          ) : null}
          {summary ? (
            <div className="mt-6 rounded-2xl bg-sand px-6 py-6 sm:px-8 sm:py-7">
              <h2 className="text-2xl font-semibold text-ink-950">{summary.title}</h2>
              <CheckList
                items={summary.points}
                renderItem={(item) => <InlineText text={item} />}
                className="mt-5 text-ink-800"
              />
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
                  {number(index)}
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
