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
  privacyCopy,
  statusNames,
  subscriberStatusNames,
} from "@/content/office";
import { database } from "@/server/db/client";
import { auditEntries } from "@/server/office/audit";
import { officePage } from "@/server/office/guard";
import { findPerson, personEmail, recordCounts, requestTarget } from "@/server/privacy/requests";

export const metadata = { title: privacyCopy.title };

const sectionClass = "mt-10 grid gap-4";
const headingClass = "font-display text-xl font-semibold text-ink-950";

/**
 * Privacy requests, for owners: what the site holds about one address, a JSON file of it for the person (access
 * and portability), its erasure, and the requests about it already answered (from the audit log, which names the
 * address only by its keyed hash).
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
      <OfficeHeading title={privacyCopy.title} lead={privacyCopy.lead} notice={notice} />
      <form
        method="get"
        action="/office/privacy"
        role="search"
        aria-label="Find an address"
        className="flex max-w-xl flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-64">
          <Field id="address" label="The person's email address" required error={error}>
            {(control) => (
              <Input {...control} name="address" type="email" autoComplete="off" defaultValue={given} />
            )}
          </Field>
        </div>
        <Button type="submit">Find</Button>
      </form>

      {records && email ? (
        <>
          <section aria-labelledby="held" className={sectionClass}>
            <h2 id="held" className={`${headingClass} break-words`}>
              What the site holds about {email}
            </h2>
            {held ? (
              <>
                <DataTable
                  titled
                  caption="Messages"
                  columns={["Received", "Form", "Status", "Notes", "Message"]}
                  empty="No messages from this address."
                  rows={records.messages.map((message) => ({
                    key: message.id,
                    cells: [
                      <Moment key="when" at={message.createdAt} />,
                      formNames[message.form] ?? message.form,
                      message.spam ? "Spam" : statusNames[message.status],
                      String(records.notes.filter((note) => note.submissionId === message.id).length),
                      <Link key="open" href={`/office/messages/${message.id}`} className="underline">
                        Open
                      </Link>,
                    ],
                  }))}
                />
                <DataTable
                  titled
                  caption="Newsletter"
                  columns={["Status", "Signed up", "Confirmed", "Unsubscribed"]}
                  empty="Not on the newsletter list."
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
                  caption="Mail"
                  columns={["Queued", "Mail", "Subject", "Delivery"]}
                  empty="No mail to, from or about this address."
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
                  <p className="text-ink-700">{privacyCopy.drafts(records.drafts.length)}</p>
                ) : null}
              </>
            ) : (
              <p className="text-ink-700">{privacyCopy.nothing}</p>
            )}
          </section>

          <section aria-labelledby="answer" className={sectionClass}>
            <h2 id="answer" className={headingClass}>
              Answer the request
            </h2>
            <div className="grid gap-6 md:grid-cols-2">
              <div className="grid content-start gap-3 rounded-xl border border-line bg-surface p-6">
                <h3 className="font-semibold text-ink-950">Access and portability</h3>
                <p className="text-ink-700">
                  One JSON file with every record above, field by field, to send to the person.
                </p>
                <a
                  href={`/office/privacy/export?address=${encodeURIComponent(email)}`}
                  className={buttonVariants({ variant: "secondary", className: "justify-self-start" })}
                >
                  Download everything (JSON)
                </a>
              </div>
              <form
                method="post"
                action="/office/privacy/erase"
                className="grid content-start gap-3 rounded-xl border border-line bg-surface p-6"
              >
                <h3 className="font-semibold text-ink-950">Erasure</h3>
                <p className="text-ink-700">
                  Deletes every record above for good, mail bodies included, in one step. It cannot be undone.
                </p>
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
                  <span>{privacyCopy.confirm}</span>
                </label>
                <Button type="submit" variant="dark" className="justify-self-start">
                  Erase everything
                </Button>
              </form>
            </div>
          </section>

          <section aria-labelledby="answered" className={sectionClass}>
            <h2 id="answered" className={headingClass}>
              Requests already answered for this address
            </h2>
            <AuditTable
              caption="Requests already answered"
              lines={answered!}
              empty="None yet."
              target={false}
              actionName={(action) => privacyCopy.requestNames[action] ?? action}
            />
          </section>
        </>
      ) : null}
    </>
  );
}
