import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { reviewPage } from "@/content/newsletter";
import { FilledForm } from "@/components/forms/filled-form";
import { Notice } from "@/components/sections/notice";
import { takeRetry } from "@/server/forms/retry";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: reviewPage.retry.title,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * What a visitor without JavaScript sees when the server could not take their post (too many posts, or the
 * database away): why, when to send again, and the form with everything they typed. Rendered for the form
 * handler only (server/forms/retry.ts); any other key is a 404.
 */
export default async function RetryPage({ params }: { params: Promise<{ key: string }> }) {
  const retry = takeRetry((await params).key);
  if (!retry) notFound();
  const lead =
    retry.reason === "rate-limit"
      ? reviewPage.retry.rateLimit(Math.max(1, Math.ceil(retry.retryAfterSeconds / 60)))
      : reviewPage.retry.unavailable;
  return (
    <Notice title={reviewPage.retry.title} lead={lead}>
      <FilledForm form={retry.form} values={retry.values} />
    </Notice>
  );
}
