import { AuditTable } from "@/components/office/audit-table";
import { DataTable, Moment } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import {
  deliveryNames,
  formNames,
  mailKindNames,
  officeNotice,
  type OfficeQuery,
  officeTime,
  officeWords,
  privacyCopy as words,
  statusNames,
  subscriberStatusNames,
} from "@/content/office";
import { database } from "@/server/db/client";
import { auditEntries, auditNames } from "@/server/office/audit";
import { officePage } from "@/server/office/guard";
import { findPerson, personEmail, recordCounts, requestTarget } from "@/server/privacy/requests";

export const metadata = { title: words.title };

const sectionClass = "mt-10 grid gap-4";
const headingClass = "font-display text-xl font-semibold text-ink-950";

/**
 * Privacy requests, for owners: what the site holds about one address, a copy of it for the person as a document
 * and as a JSON file (access and portability), its erasure, and the requests about it already answered (from the
 * audit log, which names the address only by its keyed hash).
 */
export default async function PrivacyRequestsPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage("owner");
  const query = await searchParams;
  const notice = officeNotice(query);
  const given = typeof query.address === "string" ? query.address : "";
  const parsed = given ? personEmail.safeParse(given) : undefined;
  const email = parsed?.success ? parsed.data : undefined;
  const { db } = await database();
  const [records, answered] = email
    ? await Promise.all([
        findPerson(db, email),
        auditEntries(db, { limit: 50, target: requestTarget(email) }),
      ])
    : [];
  const error =
    parsed && !parsed.success
      ? parsed.error.issues[0]?.message
      : query.error === "person-email"
        ? notice?.text
        : undefined;
  const held = records ? Object.values(recordCounts(records)).some((count) => count > 0) : false;
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} notice={notice} />
      <form
        method="get"
        action="/office/privacy"
        role="search"
        aria-label={words.find}
        className="flex max-w-xl flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-64">
          <Field id="address" label={words.addressLabel} required error={error}>
            {(control) => (
              <Input {...control} name="address" type="email" autoComplete="off" defaultValue={given} />
            )}
          </Field>
        </div>
        <Button type="submit">{words.findButton}</Button>
      </form>

      {records && email ? (
        <>
          <section aria-labelledby="held" className={sectionClass}>
            <h2 id="held" className={`${headingClass} break-words`}>
              {words.held(email)}
            </h2>
            {held ? (
              <>
                <DataTable
                  titled
                  caption={words.messages.caption}
                  columns={words.messages.columns}
                  empty={words.messages.empty}
                  rows={records.messages.map((message) => ({
                    key: message.id,
                    cells: [
                      <Moment key="when" at={message.createdAt} />,
                      formNames[message.form] ?? message.form,
                      message.spam ? officeWords.spam : statusNames[message.status],
                      String(records.notes.filter((note) => note.submissionId === message.id).length),
                      <Link key="open" href={`/office/messages/${message.id}`} className="underline">
                        {words.messages.open}
                      </Link>,
                    ],
                  }))}
                />
                <DataTable
                  titled
                  caption={words.newsletter.caption}
                  columns={words.newsletter.columns}
                  empty={words.newsletter.empty}
                  rows={records.newsletter.map((subscriber) => ({
                    key: subscriber.id,
                    cells: [
                      subscriberStatusNames[subscriber.status] ?? subscriber.status,
                      officeTime(subscriber.createdAt),
                      officeTime(subscriber.confirmedAt),
                      officeTime(subscriber.unsubscribedAt),
                    ],
                  }))}
                />
                <DataTable
                  titled
                  caption={words.mail.caption}
                  columns={words.mail.columns}
                  empty={words.mail.empty}
                  rows={records.mail.map((mail) => ({
                    key: mail.id,
                    cells: [
                      <Moment key="when" at={mail.queuedAt} />,
                      mailKindNames[mail.kind] ?? mail.kind,
                      mail.subject,
                      deliveryNames[mail.status] ?? mail.status,
                    ],
                  }))}
                />
                {records.drafts.length > 0 ? (
                  <p className="text-ink-700">{words.drafts(records.drafts.length)}</p>
                ) : null}
              </>
            ) : (
              <p className="text-ink-700">{words.nothing}</p>
            )}
          </section>

          <section aria-labelledby="answer" className={sectionClass}>
            <h2 id="answer" className={headingClass}>
              {words.answer}
            </h2>
            <div className="grid gap-6 md:grid-cols-2">
              <div className="grid content-start gap-3 rounded-xl border border-line bg-surface p-6">
                <h3 className="font-semibold text-ink-950">{words.access}</h3>
                <p className="text-ink-700">{words.accessLead}</p>
                <div className="flex flex-wrap gap-3">
                  <a
                    href={`/office/privacy/export?address=${encodeURIComponent(email)}&format=html`}
                    className={buttonVariants({ variant: "secondary" })}
                  >
                    {words.downloadDocument}
                  </a>
                  <a
                    href={`/office/privacy/export?address=${encodeURIComponent(email)}&format=json`}
                    className={buttonVariants({ variant: "secondary" })}
                  >
                    {words.downloadJson}
                  </a>
                </div>
              </div>
              <form
                method="post"
                action="/office/privacy/erase"
                className="grid content-start gap-3 rounded-xl border border-line bg-surface p-6"
              >
                <h3 className="font-semibold text-ink-950">{words.erasure}</h3>
                <p className="text-ink-700">{words.erasureLead}</p>
                <input type="hidden" name="address" value={email} />
                <label className="flex items-start gap-3 text-sm text-ink-900">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    required
                    aria-invalid={query.error === "confirm-erase" ? true : undefined}
                    className="mt-0.5 size-5 shrink-0 accent-ink-900"
                  />
                  <span>{words.confirm}</span>
                </label>
                <Button type="submit" variant="dark" className="justify-self-start">
                  {words.erase}
                </Button>
              </form>
            </div>
          </section>

          <section aria-labelledby="answered" className={sectionClass}>
            <h2 id="answered" className={headingClass}>
              {words.answered}
            </h2>
            <AuditTable
              caption={words.answeredCaption}
              lines={answered!}
              empty={words.answeredEmpty}
              names={await auditNames(db, answered!)}
            />
          </section>
        </>
      ) : null}
    </>
  );
}
