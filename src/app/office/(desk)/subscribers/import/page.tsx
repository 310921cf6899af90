import { DataTable } from "@/components/office/data-table";
import { Labelled } from "@/components/office/inbox-filters";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { importCopy as words, officeNotice, type OfficeQuery, subscribersCopy } from "@/content/office";
import { database } from "@/server/db/client";
import { importReport } from "@/server/newsletter/list";
import { officePage } from "@/server/office/guard";

export const metadata = { title: words.title };

/**
 * Importing readers from a CSV file: what the file holds, with an example; the upload (a plain form, without
 * JavaScript too); and, after an import, its report: how many were mailed or confirmed, and each line left out.
 */
export default async function ImportPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage();
  const query = await searchParams;
  const report =
    typeof query.report === "string" && /^\d{1,15}$/.test(query.report)
      ? await importReport((await database()).db, Number(query.report))
      : undefined;
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} notice={officeNotice(query)} />
      <div className="grid max-w-3xl gap-8">
        {report ? (
          <section
            aria-labelledby="import-report"
            className="grid gap-3 rounded-xl border border-line bg-surface p-5 sm:p-6"
          >
            <h2 id="import-report" className="font-display text-xl font-semibold text-ink-950">
              {words.reportTitle}
            </h2>
            <p role="status" className="text-ink-900">
              {words.report(report.mailed, report.confirmed, report.skipped.length)}
            </p>
            <DataTable
              caption={words.skippedCaption}
              columns={words.skippedColumns}
              empty={words.none}
              rows={report.skipped.map(({ line, problem }) => ({
                key: String(line),
                cells: [String(line), words.problems[problem] ?? problem],
              }))}
            />
          </section>
        ) : null}
        <form
          method="post"
          action="/office/subscribers/import/csv"
          encType="multipart/form-data"
          className="grid min-w-0 gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <Labelled id="import-file" label={words.file}>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="block w-full min-w-0 text-sm text-ink-900 file:mr-3 file:rounded-full file:border file:border-line file:bg-paper file:px-4 file:py-2 file:font-semibold"
            />
          </Labelled>
          <Button type="submit" className="justify-self-start">
            {words.button}
          </Button>
        </form>
        <figure className="grid gap-2">
          <figcaption className="text-sm font-semibold text-ink-700">{words.exampleLabel}</figcaption>
          <pre className="rounded-lg bg-paper p-4 text-sm whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere]">
            {words.example}
          </pre>
        </figure>
        <p>
          <Link
            href="/office/subscribers"
            className="font-semibold text-ink-950 underline underline-offset-4"
          >
            {subscribersCopy.back}
          </Link>
        </p>
      </div>
    </>
  );
}
