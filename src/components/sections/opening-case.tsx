import type { SuccessStory } from "@/types/sections";
import type { Locale } from "@/types/facts";
import { sectionWordsIn } from "@/lib/words";
import { CaseTeaser } from "./case-teaser";
import { Section } from "./section";

/** The case a service page opens with, under its hero: one client's result first, then what the practice offers. */
export function OpeningCase({
  locale,
  story,
  href,
}: {
  locale: Locale;
  story: SuccessStory;
  /** Where every case is: the success stories page. */
  href: string;
}) {
  const words = sectionWordsIn(locale).openingCase;
  return (
    <Section
      tone="sand"
      heading={{ eyebrow: words.eyebrow, title: words.title, action: { label: words.action, href } }}
    >
      <CaseTeaser story={story} action={{ label: words.more, href }} />
    </Section>
  );
}
