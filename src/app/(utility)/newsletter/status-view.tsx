import { anchorIn } from "@/content/translation";
import { utilityMetadata } from "@/lib/metadata";
import type { Metadata } from "next";
import { formPagesWordsOf } from "@/content/editions";
import { NewsletterSignup } from "@/components/sections/newsletter-section";
import { Notice } from "@/components/sections/notice";
import type { Locale } from "@/types/facts";

/** The status page's metadata in an edition's language: never indexed. */
export function statusMetadata(locale: Locale): Metadata {
  return utilityMetadata(formPagesWordsOf(locale).newsletterPages.status.title, locale);
}

/**
 * Where the confirm and unsubscribe buttons land, in the language of the page they were pressed on; the fragment
 * (#confirmed ...) picks the message with :target.
 */
export function StatusView({ locale }: { locale: Locale }) {
  const { newsletterPages, newsletterSignup } = formPagesWordsOf(locale);
  const { title, lead, outcomes } = newsletterPages.status;
  return (
    <Notice title={title} lead={lead}>
      <div className="grid gap-8">
        {outcomes.map((outcome) => (
          <div
            key={outcome.id}
            id={outcome.id}
            className="hidden scroll-mt-28 rounded-2xl border border-line bg-surface p-6 target:block sm:p-8"
          >
            <h2 className="text-display-md font-semibold text-ink-950">{outcome.title}</h2>
            <p className="mt-3 leading-relaxed text-ink-700">{outcome.text}</p>
          </div>
        ))}
      </div>
      <NewsletterSignup
        locale={locale}
        anchor={anchorIn("newsletter-status", locale)}
        pitch={newsletterSignup}
        className="mt-12 rounded-3xl border border-line bg-sand p-6 sm:p-8"
      />
    </Notice>
  );
}
