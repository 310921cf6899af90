import { newsletterPages } from "@/content/newsletter";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { Notice } from "@/components/sections/notice";
import { newsletterIn } from "@/lib/forms";
import { Button } from "@/components/ui/button";
import { database } from "@/server/db/client";
import { tokenIsLive } from "@/server/newsletter/service";

/**
 * The page a newsletter email links to. It does nothing by itself (mail scanners open links); the visitor's
 * button press posts the token. An unknown or used token gets a fresh sign-up form instead.
 */
export async function TokenPage({ action, token }: { action: "confirm" | "unsubscribe"; token: unknown }) {
  let live: boolean;
  try {
    live = typeof token === "string" && (await tokenIsLive(await database(), action, token));
  } catch {
    return <Notice {...newsletterPages.unavailable} />;
  }
  if (!live) {
    return (
      <Notice {...newsletterPages.expired}>
        <NewsletterForm {...newsletterIn("en")} anchor="newsletter-again" className="max-w-lg" />
      </Notice>
    );
  }
  const words = newsletterPages[action];
  return (
    <Notice title={words.title} lead={words.lead}>
      <form action={`/api/newsletter/${action}`} method="post">
        <input type="hidden" name="token" value={token as string} />
        <Button type="submit" size="lg" variant={action === "confirm" ? "primary" : "dark"}>
          {words.button}
        </Button>
      </form>
    </Notice>
  );
}
