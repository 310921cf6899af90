import type { Metadata } from "next";
import { newsletterPages, newsletterSignup } from "@/content/newsletter";
import { NewsletterSignup } from "@/components/sections/newsletter-section";
import { Notice } from "@/components/sections/notice";

export const metadata: Metadata = {
  title: newsletterPages.status.title,
  robots: { index: false, follow: false },
};

/** Where the confirm and unsubscribe buttons land; the fragment (#confirmed ...) picks the message with :target. */
export default function NewsletterStatusPage() {
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
        locale="en"
        anchor="newsletter-status"
        pitch={newsletterSignup}
        className="mt-12 rounded-3xl border border-line bg-sand p-6 sm:p-8"
      />
    </Notice>
  );
}
