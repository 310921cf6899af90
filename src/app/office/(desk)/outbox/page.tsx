import { DataTable } from "@/components/office/data-table";
import { RowAction } from "@/components/office/row-action";
import { MailProblem } from "@/components/office/mail-problem";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import {
  deliveryNames,
  mailKindNames,
  officeNotice,
  type OfficeQuery,
  officeTime,
  outboxCopy as words,
} from "@/content/office";
import { database } from "@/server/db/client";
import { undeliveredMail } from "@/server/office/desk";
import { officePage } from "@/server/office/guard";

export const metadata = { title: words.title };

/** Mail that has not gone out: waiting for its next try, being sent, or given up on, with the reason. */
export default async function OutboxPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage();
  const mails = await undeliveredMail((await database()).db, 500);
  const dead = mails.filter((mail) => mail.status === "dead").length;
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} notice={officeNotice(await searchParams)} />
      <DataTable
        caption={words.caption}
        columns={words.columns}
        empty={words.empty}
        rows={mails.map((mail) => ({
          key: mail.id,
          cells: [
            mail.submissionId ? (
              <Link
                key="kind"
                href={`/office/messages/${mail.submissionId}`}
                className="underline underline-offset-4"
              >
                {mailKindNames[mail.kind] ?? mail.kind}
              </Link>
            ) : (
              (mailKindNames[mail.kind] ?? mail.kind)
            ),
            mail.recipient,
            mail.subject,
            deliveryNames[mail.status] ?? mail.status,
            mail.attempts,
            officeTime(mail.queuedAt),
            mail.status === "dead" ? "" : officeTime(mail.nextAttemptAt),
            <MailProblem key="reason" error={mail.lastError} />,
            mail.status === "sending" ? (
              ""
            ) : (
              <RowAction
                key="retry"
                action="/office/outbox/requeue"
                name="mail"
                value={mail.id}
                label={words.retryMail(mail.subject)}
              >
                {words.retry}
              </RowAction>
            ),
          ],
        }))}
      />
      {dead > 0 ? (
        <form method="post" action="/office/outbox/requeue" className="mt-6">
          <Button type="submit">{words.requeue(dead)}</Button>
        </form>
      ) : null}
    </>
  );
}
