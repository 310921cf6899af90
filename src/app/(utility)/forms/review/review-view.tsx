import { utilityMetadata } from "@/lib/metadata";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { formPagesWordsOf, frameOf } from "@/content/editions";
import { FilledForm } from "@/components/forms/filled-form";
import { Notice } from "@/components/sections/notice";
import { formsIn } from "@/lib/forms";
import { database } from "@/server/db/client";
import { loadDraft } from "@/server/forms/drafts";
import { describeError, log } from "@/server/log";
import type { Locale } from "@/types/facts";

/** The review page's metadata in an edition's language: never indexed, never a referrer. */
export function reviewMetadata(locale: Locale): Metadata {
  return utilityMetadata(formPagesWordsOf(locale).reviewPage.title, locale, { referrer: false });
}

/**
 * Where a form sent without JavaScript lands when a field fails the server's checks: the same form, filled
 * with what the visitor typed, each problem shown at its field, in the language of the page it came from. Each
 * edition's route (/forms/review/{id}, /nl/formulieren/controleren/{id}) shows its own language's drafts.
 */
export async function ReviewView({ id, locale }: { id: string; locale: Locale }) {
  const page = formPagesWordsOf(locale).reviewPage;
  const draft = await database()
    .then((db) => loadDraft(db, id))
    .catch((error: unknown) => {
      log.error({ reason: describeError(error) }, "review page: database unavailable");
      return "unavailable" as const;
    });
  if (draft === "unavailable") return <Notice {...page.unavailable} />;
  if (!draft || draft.locale !== locale) {
    const { contactAction } = frameOf(locale);
    return (
      <Notice {...page.expired}>
        <Link href={contactAction.href} className="font-semibold text-ink-950 underline underline-offset-4">
          {contactAction.label}
        </Link>
      </Notice>
    );
  }
  const form = formsIn(locale)[draft.form];
  return (
    <Notice title={page.title} lead={page.lead}>
      <FilledForm form={form.id} locale={locale} values={draft.values} errors={draft.errors} />
      <p className="mt-8 text-sm text-ink-600">
        <Link href={form.page} className="underline underline-offset-4">
          {page.backLabel}
        </Link>
      </p>
    </Notice>
  );
}
