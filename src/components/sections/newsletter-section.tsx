import { NewsletterForm } from "@/components/forms/newsletter-form";
import type { SectionIntro } from "@/types/sections";
import { Section, type SectionTone } from "./section";

/** A subscribe block: a heading beside the newsletter form (the insights page, the newsletter status page). */
export function NewsletterSection({
  anchor,
  heading,
  tone = "sand",
}: {
  /** Id of the block; the form's outcomes without JavaScript show at #{anchor}-sent. */
  anchor: string;
  heading: SectionIntro;
  tone?: SectionTone;
}) {
  return (
    <Section tone={tone} heading={heading} layout="side">
      <div className="flex h-full items-center">
        <NewsletterForm anchor={anchor} className="w-full max-w-xl" />
      </div>
    </Section>
  );
}
