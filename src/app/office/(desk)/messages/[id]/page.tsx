import { notFound } from "next/navigation";
import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { buttonVariants } from "@/components/ui/button";
import { deliveryNames, formNames, statusNames } from "@/content/office";
import { headquarters } from "@/content/site";
import { forms, isFormId } from "@/lib/forms";
import { formatMoment, mailHref } from "@/lib/format";
import { database } from "@/server/db/client";
import { requireStaff } from "@/server/office/http";
import { messageById } from "@/server/office/inbox";

export const metadata = { title: "Message" };

const at = (moment: Date) => formatMoment(moment, "en", headquarters.timeZone);

/** One message: every field the visitor filled in, where it stands, and its mail's delivery history. */
export default async function MessagePage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff();
  const message = await messageById((await database()).db, (await params).id);
  if (!message) notFound();
  const fields = isFormId(message.form) ? forms[message.form].fields : [];
  const email = message.fields.email;
  const subject = message.fields.service || formNames[message.form] || "your message";
  return (
    <>
      <OfficeHeading
        title={
          [message.fields.firstName, message.fields.lastName, message.fields.contactPerson]
            .filter(Boolean)
            .join(" ") || "Message"
        }
        lead={`${formNames[message.form] ?? message.form} form, received ${at(message.receivedAt)}.`}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="fields" className="rounded-xl border border-line bg-surface p-6">
          <h2 id="fields" className="font-display text-xl font-semibold text-ink-950">
            What they wrote
          </h2>
          <dl className="mt-4 grid gap-4">
            {fields
              .filter((field) => message.fields[field.name])
              .map((field) => (
                <div key={field.name}>
                  <dt className="text-sm font-semibold text-ink-600">{field.label}</dt>
                  <dd className="mt-1 break-words whitespace-pre-line text-ink-950">
                    {message.fields[field.name]}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
        <section aria-labelledby="standing" className="rounded-xl border border-line bg-surface p-6">
          <h2 id="standing" className="font-display text-xl font-semibold text-ink-950">
            Where it stands
          </h2>
          <dl className="mt-4 grid gap-3">
            <div>
              <dt className="text-sm font-semibold text-ink-600">Status</dt>
              <dd className="mt-1">{message.spam ? "Spam" : statusNames[message.status]}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-600">Owner</dt>
              <dd className="mt-1 break-all">{message.owner ?? "Nobody yet"}</dd>
            </div>
          </dl>
          {email ? (
            <a href={mailHref(email, `Re: ${subject}`)} className={buttonVariants({ className: "mt-6" })}>
              Reply by mail
            </a>
          ) : null}
        </section>
      </div>
      <h2 className="mt-10 mb-4 font-display text-xl font-semibold text-ink-950">Mail to the firm</h2>
      <DataTable
        caption="Delivery history"
        columns={["Subject", "To", "State", "Attempts", "Queued", "Sent", "Last error"]}
        empty={message.spam ? "Spam is never mailed." : "No mail was queued for this message."}
        rows={message.mails.map((mail) => ({
          key: mail.id,
          cells: [
            mail.subject,
            mail.recipient,
            deliveryNames[mail.status] ?? mail.status,
            mail.attempts,
            at(mail.queuedAt),
            mail.sentAt ? at(mail.sentAt) : "",
            mail.lastError ?? "",
          ],
        }))}
      />
    </>
  );
}
