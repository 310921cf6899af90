import { ChevronDown } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { InlineText } from "@/components/ui/inline-text";
import { CheckList } from "./check-list";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/** "01", "02"...: how a document numbers its sections, in its contents and its headings. */
export const sectionNumber = (index: number) => String(index + 1).padStart(2, "0");

function Entries({
  items,
  numbered,
}: {
  items: readonly { id: string; title: string }[];
  numbered: boolean;
}) {
  return (
    <ol className="grid gap-0.5 border-l border-line text-[0.9375rem]">
      {items.map((item, index) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="-ml-px flex gap-3 border-l-2 border-transparent py-1.5 pl-4 leading-snug text-ink-600 transition-colors hover:border-accent-500 hover:text-ink-950"
          >
            {numbered ? (
              <span aria-hidden="true" className="font-medium tabular-nums">
                {sectionNumber(index)}
              </span>
            ) : null}
            {item.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * "On this page" for a long text (a policy, an article): folded above the text on phones (a native disclosure,
 * no JavaScript), in view beside it on wide screens (put it in a sticky column).
 */
export function ContentsNav({
  locale,
  items,
  numbered = false,
}: {
  locale: Locale;
  items: readonly { id: string; title: string }[];
  /** Number the entries, as the sections of a document are numbered. */
  numbered?: boolean;
}) {
  if (items.length === 0) return null;
  const words = sectionWordsIn(locale);
  return (
    <>
      <details className="group rounded-2xl border border-line bg-surface lg:hidden">
        <summary className="cursor-pointer list-none px-5 py-4 font-semibold text-ink-950 marker:hidden [&::-webkit-details-marker]:hidden">
          <span className="flex items-center justify-between gap-4">
            {words.onThisPage}
            <span aria-hidden="true" className="flex items-center gap-2 text-sm font-medium text-ink-600">
              {words.sections(items.length)}
              <LineIcon icon={ChevronDown} className="size-4 transition-transform group-open:rotate-180" />
            </span>
          </span>
        </summary>
        <nav aria-label={words.onThisPage} className="px-5 pb-5">
          <Entries items={items} numbered={numbered} />
        </nav>
      </details>
      <nav aria-label={words.onThisPage} className="hidden lg:block">
        <p className="eyebrow mb-4 text-ink-600">{words.onThisPage}</p>
        <Entries items={items} numbered={numbered} />
      </nav>
    </>
  );
}

/** The few points a reader should take away, in a box above the text ("In short", "In brief"). */
export function SummaryBox({ id, title, points }: { id: string; title: string; points: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-sand px-6 py-6 sm:px-8 sm:py-7">
      <h2 id={id} className="text-2xl font-semibold text-ink-950">
        {title}
      </h2>
      <CheckList
        items={points}
        renderItem={(item) => <InlineText text={item} />}
        className="mt-5 text-ink-800"
      />
    </section>
  );
}
