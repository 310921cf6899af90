import { Plus } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { FaqItem } from "@/types/sections";
import { faqJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";

/**
 * Questions and answers as native disclosures: every answer is in the HTML, opens with a click, Enter or Space
 * without JavaScript, and is found by the browser's find-in-page. Search engines get the same questions and
 * answers as an FAQPage.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <>
      <JsonLd data={faqJsonLd(items)} />
      <div className="divide-y divide-line border-y border-line">
        {items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-6 text-lg font-semibold text-ink-950 marker:hidden hover:text-accent-800 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-line-strong text-ink-700 transition-transform group-open:rotate-45">
                <LineIcon icon={Plus} className="size-4" />
              </span>
            </summary>
            <p className="max-w-3xl pb-7 pr-12 leading-relaxed text-ink-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
