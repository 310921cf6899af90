import { notFound } from "next/navigation";
import { Labelled } from "@/components/office/inbox-filters";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDate } from "@/content/format";
import {
  languageOptions,
  officeNotice,
  type OfficeQuery,
  officeTime,
  readerCopy as words,
  subscribersCopy,
  subscriberStatusNames,
} from "@/content/office";
import { database } from "@/server/db/client";
import { readerById } from "@/server/newsletter/list";
import { officePage } from "@/server/office/guard";

export const metadata = { title: words.title };

const box = "grid content-start gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6";
const heading = "font-display text-xl font-semibold text-ink-950";

/**
 * One reader of the newsletter: their state on the list and how they came on it (the website, or a member of staff
 * with a consent given elsewhere), the issues their server refused; the edition they receive, which staff can
 * change; and taking them off the list (owners).
 */
export default async function ReaderPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: OfficeQuery;
}) {
  const person = await officePage();
  const reader = await readerById((await database()).db, (await params).id);
  if (!reader) notFound();
  const page = `/office/subscribers/${reader.id}`;
  const facts: [string, string][] = [
    [words.facts.status, subscriberStatusNames[reader.status] ?? reader.status],
    [words.facts.language, words.edition(reader.locale)],
    [words.facts.signedUp, officeTime(reader.createdAt)],
    [words.facts.confirmed, officeTime(reader.confirmedAt)],
    [words.facts.addedBy, reader.addedBy ?? words.onSite],
    ...(reader.consentSource && reader.consentAt
      ? [
          [
            words.facts.consent,
            words.consent(
              reader.consentSource,
              formatDate(reader.consentAt.toISOString().slice(0, 10), "en"),
            ),
          ] as [string, string],
        ]
      : []),
    ...(reader.bounces.length
      ? [
          [
            words.facts.bounces,
            reader.bounces.map((bounce) => `${officeTime(bounce.at)}: ${bounce.reason}`).join("; "),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <>
      <OfficeHeading title={reader.email} notice={officeNotice(await searchParams)} />
      <div className="grid max-w-3xl gap-8">
        <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-line bg-surface p-5 sm:grid-cols-[auto_1fr] sm:p-6">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-sm font-semibold text-ink-700">{term}</dt>
              <dd className="text-ink-950 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <form method="post" action={`${page}/language`} className={box}>
          <h2 className={heading}>{words.languageTitle}</h2>
          <p className="text-sm text-ink-700">{words.languageLead}</p>
          <div className="flex flex-wrap items-end gap-3">
            <Labelled id="reader-locale" label={words.facts.language}>
              <NativeSelect
                id="reader-locale"
                name="locale"
                defaultValue={reader.locale}
                options={languageOptions}
              />
            </Labelled>
            <Button type="submit" variant="secondary">
              {words.languageButton}
            </Button>
          </div>
        </form>
        {person.role === "owner" ? (
          <form method="post" action={`${page}/remove`} className={box}>
            <h2 className={heading}>{words.removeTitle}</h2>
            <p className="text-sm text-ink-700">{words.removeLead}</p>
            <Button type="submit" variant="dark" className="justify-self-start">
              {words.removeButton}
            </Button>
          </form>
        ) : null}
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
