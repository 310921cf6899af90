import { utilityMetadata } from "@/lib/metadata";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formPagesWordsOf } from "@/content/editions";
import { FilledForm } from "@/components/forms/filled-form";
import { Notice } from "@/components/sections/notice";
import { takeRetry } from "@/server/forms/retry";
import type { Locale } from "@/types/facts";

/** The retry page's metadata in an edition's language: never indexed, never a referrer. */
export function retryMetadata(locale: Locale): Metadata {
  return utilityMetadata(formPagesWordsOf(locale).reviewPage.retry.title, locale, { referrer: false });
}

/**
 * What a visitor without JavaScript sees when the server could not take their post (too many posts, or the
 * database away): why, when to send again, and the form with everything they typed, in the language of the page
 * it came from. Rendered for the form handler only (server/forms/retry.ts); any other key is a 404.
 */
export function RetryView({ retryKey, locale }: { retryKey: string; locale: Locale }) {
  const retry = takeRetry(retryKey);
  if (!retry || retry.locale !== locale) notFound();
  const page = formPagesWordsOf(locale).reviewPage.retry;
  const lead =
    retry.reason === "rate-limit"
      ? page.rateLimit(Math.max(1, Math.ceil(retry.retryAfterSeconds / 60)))
      : page.unavailable;
  return (
    <Notice title={page.title} lead={lead}>
      <FilledForm form={retry.form} locale={locale} values={retry.values} />
    </Notice>
  );
}
