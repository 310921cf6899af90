/**
 * The words the sections write around a page's content (a badge, a table's header, a label for a screen
 * reader), in the language of the page's edition: a section is told its page's language, as the formatter is,
 * and takes its words from here. The words themselves are content (content/words.ts, content/nl/words.ts).
 */
import { sectionWords as english, type SectionWords } from "@/content/words";
import { sectionWords as dutch } from "@/content/nl/words";
import type { Locale } from "@/types/facts";

const editions: Record<Locale, SectionWords> = { en: english, nl: dutch };

/** The sections' words in an edition's language. */
export function sectionWordsIn(locale: Locale): SectionWords {
  return editions[locale];
}
