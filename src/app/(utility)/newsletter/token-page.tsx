import { anchorIn } from "@/content/translation";
import { utilityMetadata } from "@/lib/metadata";
import { formPagesWordsOf } from "@/content/editions";
import type { Locale } from "@/types/facts";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { Notice } from "@/components/sections/notice";
import { newsletterIn } from "@/lib/forms";
import { Button } from "@/components/ui/button";
import { database } from "@/server/db/client";
import { tokenIsLive } from "@/server/newsletter/service";

/** A token page's metadata in an edition's language: never indexed, never a referrer. */
export function tokenMetadata(action: "confirm" | "unsubscribe", locale: Locale) {
  return utilityMetadata(formPagesWordsOf(locale).newsletterPages[action].title, locale, { referrer: false });
}

/**
 * The page a newsletter email links to, in an edition's language, as a page file's default export:
 * `export default tokenPage("confirm", "nl")`. It does nothing by itself (mail scanners open links); the
 * visitor's button press posts the token. An unknown or used token gets a fresh sign-up form instead.
 */
export function tokenPage(action: "confirm" | "unsubscribe", locale: Locale) {
  return async function NewsletterTokenPage({
    searchParams,
  }: {
    searchParams: Promise<{ token?: string | string[] }>;
  }) {
    const { token } = await searchParams;
    return <TokenPage action={action} token={token} locale={locale} />;
  };
}

async function TokenPage({
  action,
  token,
  locale,
}: {
  action: "confirm" | "unsubscribe";
  token: unknown;
  locale: Locale;
}) {
  const { newsletterPages } = formPagesWordsOf(locale);
  let live: boolean;
  try {
    live = typeof token === "string" && (await tokenIsLive(await database(), action, token));
  } catch {
    return <Notice {...newsletterPages.unavailable} />;
  }
  if (!live) {
    return (
      <Notice {...newsletterPages.expired}>
        <NewsletterForm
          {...newsletterIn(locale)}
          anchor={anchorIn("newsletter-again", locale)}
          className="max-w-lg"
        />
      </Notice>
    );
  }
  const words = newsletterPages[action];
  return (
    <Notice title={words.title} lead={words.lead}>
      <form action={`/api/newsletter/${action}`} method="post">
        <input type="hidden" name="token" value={token as string} />
        <input type="hidden" name="lang" value={locale} />
        <Button type="submit" size="lg" variant={action === "confirm" ? "primary" : "dark"}>
          {words.button}
        </Button>
      </form>
    </Notice>
  );
}
