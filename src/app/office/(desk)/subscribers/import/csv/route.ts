import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { importReaders } from "@/server/newsletter/list";
import { officeRoute } from "@/server/office/guard";

/** The import page's notice for each reason a whole file is refused. */
const REFUSALS = {
  "csv-empty": "csv-empty",
  "csv-columns": "csv-columns",
  "csv-long": "csv-long",
  "consent-owner": "csv-owner",
} as const;

/**
 * Imports a CSV file of readers (staff; a file that records consent, owners): back to the import page with its
 * report, which names the lines left out and why.
 */
export const POST = officeRoute(
  "staff",
  async ({ db, person, form }) => {
    const page = "/office/subscribers/import";
    const text = form.file ?? "";
    if (!text.trim()) return noticePath(page, { error: "csv-file" });
    const imported = await importReaders(db, person, text, config().siteUrl);
    if (!imported.ok) return noticePath(page, { error: REFUSALS[imported.problem] });
    return `${page}?report=${imported.auditId}`;
  },
  { files: true },
);
