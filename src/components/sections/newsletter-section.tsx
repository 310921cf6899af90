import { NewsletterForm } from "@/components/forms/newsletter-form";
import { Link } from "@/components/ui/link";
import { newsletterIn } from "@/lib/forms";
import type { Locale } from "@/types/facts";
import type { SectionIntro } from "@/types/sections";
import { Section, type SectionTone } from "./section";

/** A subscribe block: a heading beside the newsletter form (the insights page, the newsletter status page). */
export function NewsletterSection({
  locale,
  anchor,
  heading,
  tone = "sand",
}: {
  locale: Locale;
  /** Id of the block; the form's outcomes without JavaScript show at #{anchor}-sent. */
  anchor: string;
  heading: SectionIntro;
  tone?: SectionTone;
}) {
  return (
    <Section tone={tone} heading={heading} layout="side">
      <div className="flex h-full items-center">
        <NewsletterForm {...newsletterIn(locale)} anchor={anchor} className="w-full max-w-xl" />
      </div>
    </Section>
  );
}

/** The compact subscribe block: title, lead and form, on a light card or a dark band (the footer). */
export function NewsletterSignup({
  locale,
  anchor,
  pitch,
  className,
}: {
  locale: Locale;
  anchor: string;
  /** The invitation above the form, and where past issues can be read first. */
  pitch: { title: string; lead: string; archive?: { label: string; href: string } };
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="font-display text-2xl font-semibold text-ink-950 on-dark:text-white">{pitch.title}</h2>
      <p className="mt-2 max-w-md text-[0.9375rem] leading-relaxed text-ink-600 on-dark:text-ink-300">
        {pitch.lead}{" "}
        {pitch.archive ? (
          <Link
            href={pitch.archive.href}
            className="font-semibold text-ink-950 underline underline-offset-4 on-dark:text-white"
          >
            {pitch.archive.label}
          </Link>
        ) : null}
      </p>
      <NewsletterForm {...newsletterIn(locale)} anchor={anchor} className="mt-5 max-w-md" />
    </div>
  );
}
