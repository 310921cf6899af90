import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { reviewPage } from "@/content/newsletter";
import { routes } from "@/content/routes";
import { FilledForm } from "@/components/forms/filled-form";
import { Notice } from "@/components/sections/notice";
import { forms } from "@/lib/forms";
import { database } from "@/server/db/client";
import { loadDraft } from "@/server/forms/drafts";
import { describeError, log } from "@/server/log";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: reviewPage.title,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * Where a form sent without JavaScript lands when a field fails the server's checks: the same form, filled
 * with what the visitor typed, each problem shown at its field.
 */
export default async function ReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const draft = await database()
    .then((db) => loadDraft(db, id))
    .catch((error: unknown) => {
      log.error({ reason: describeError(error) }, "review page: database unavailable");
      return "unavailable" as const;
    });
  if (draft === "unavailable") return <Notice {...reviewPage.unavailable} />;
  if (!draft) {
    return (
      <Notice {...reviewPage.expired}>
        <Link href={routes.contact} className="font-semibold text-ink-950 underline underline-offset-4">
          Contact us
        </Link>
      </Notice>
    );
  }
  const form = forms[draft.form];
  return (
    <Notice title={reviewPage.title} lead={reviewPage.lead}>
      <FilledForm form={form.id} values={draft.values} errors={draft.errors} />
      <p className="mt-8 text-sm text-ink-600">
        <Link href={form.page} className="underline underline-offset-4">
          {reviewPage.backLabel}
        </Link>
      </p>
    </Notice>
  );
}
