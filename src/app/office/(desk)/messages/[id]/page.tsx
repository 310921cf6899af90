import { notFound } from "next/navigation";
import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { shownVisitorText, VisitorText } from "@/components/office/visitor-text";
import { buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { Button } from "@/components/ui/button";
import {
  deliveryNames,
  formNames,
  messageCopy as words,
  officeNotice,
  type OfficeQuery,
  officeTime,
  officeWords,
  statusNames,
} from "@/content/office";
import { officePolicy } from "@/content/policy";
import { forms, isFormId } from "@/lib/forms";
import { mailHref } from "@/content/format";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import { messageById } from "@/server/office/inbox";
import { notesOf } from "@/server/office/leads";
import { listStaff } from "@/server/office/staff";

export const metadata = { title: words.title };

const statusOptions = Object.entries(statusNames).map(([value, label]) => ({ value, label }));

/** One of the message's choices (its status, its owner) as a form of its own: a labelled select and a button. */
function ChoiceForm({
  action,
  name,
  label,
  value,
  options,
  submit,
}: {
  action: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  submit: string;
}) {
  return (
    <form method="post" action={action} className="grid gap-2">
      <input type="hidden" name="action" value={name} />
      <label htmlFor={name} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect id={name} name={name} defaultValue={value} options={options} className="max-w-full" />
        <Button type="submit" variant="secondary">
          {submit}
        </Button>
      </div>
    </form>
  );
}

/** One message: every field the visitor filled in, where it stands, and its mail's delivery history. */
export default async function MessagePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: OfficeQuery;
}) {
  await officePage();
  const { db } = await database();
  const message = await messageById(db, (await params).id);
  if (!message) notFound();
  const [notes, people] = await Promise.all([notesOf(db, message.id), listStaff(db)]);
  const query = await searchParams;
  const notice = officeNotice(query);
  const update = `/office/messages/${message.id}/update`;
  const fields = isFormId(message.form) ? forms[message.form].fields : [];
  const email = message.fields.email;
  return (
    <>
      <OfficeHeading
        title={
          shownVisitorText(
            [message.fields.firstName, message.fields.lastName, message.fields.contactPerson]
              .filter(Boolean)
              .join(" "),
          ) || words.title
        }
        lead={words.lead(formNames[message.form] ?? message.form, officeTime(message.receivedAt))}
        notice={notice}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="fields" className="rounded-xl border border-line bg-surface p-6">
          <h2 id="fields" className="font-display text-xl font-semibold text-ink-950">
            {words.fields}
          </h2>
          <dl className="mt-4 grid gap-4">
            {fields
              .filter((field) => message.fields[field.name])
              .map((field) => (
                <div key={field.name}>
                  <dt className="text-sm font-semibold text-ink-600">{field.label}</dt>
                  <dd className="mt-1 break-words whitespace-pre-line text-ink-950">
                    <VisitorText value={message.fields[field.name]!} />
                  </dd>
                </div>
              ))}
          </dl>
        </section>
        <section
          aria-labelledby="standing"
          className="grid content-start gap-5 rounded-xl border border-line bg-surface p-6"
        >
          <h2 id="standing" className="font-display text-xl font-semibold text-ink-950">
            {words.standing}
          </h2>
          <ChoiceForm
            action={update}
            name="status"
            label={words.statusLabel}
            value={message.status}
            options={statusOptions}
            submit={words.saveStatus}
          />
          <ChoiceForm
            action={update}
            name="owner"
            label={words.ownerLabel}
            value={message.ownerId ?? ""}
            options={[
              { value: "", label: officeWords.nobody },
              ...people.map((member) => ({ value: member.id, label: member.email })),
            ]}
            submit={words.saveOwner}
          />
          <form method="post" action={update}>
            <input type="hidden" name="action" value="spam" />
            <input type="hidden" name="spam" value={message.spam ? "no" : "yes"} />
            <p className="mb-2 text-sm text-ink-700">{message.spam ? words.isSpam : words.notSpam}</p>
            <Button type="submit" variant="secondary">
              {message.spam ? words.unmarkSpam : words.markSpam}
            </Button>
          </form>
          {email ? (
            <a
              href={mailHref(email, words.reply(message.fields.service || formNames[message.form]))}
              className={buttonVariants({ className: "justify-self-start" })}
            >
              {words.replyByMail}
            </a>
          ) : null}
        </section>
      </div>
      <section aria-labelledby="notes" className="mt-10 max-w-3xl">
        <h2 id="notes" className="mb-4 font-display text-xl font-semibold text-ink-950">
          {words.notes}
        </h2>
        {notes.length === 0 ? (
          <p className="text-ink-600">{words.noNotes}</p>
        ) : (
          <ol className="grid gap-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl border border-line bg-surface p-4">
                <p className="text-sm text-ink-600">
                  <span className="font-semibold text-ink-900">{note.author}</span>,{" "}
                  {officeTime(note.createdAt)}
                </p>
                <p className="mt-2 break-words whitespace-pre-line text-ink-950">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form method="post" action={update} className="mt-5 grid gap-3">
          <input type="hidden" name="action" value="note" />
          <Field
            id="note"
            label={words.noteLabel}
            required
            error={query.error === "note-empty" || query.error === "note-long" ? notice?.text : undefined}
          >
            {(control) => (
              <Textarea {...control} name="note" rows={4} maxLength={officePolicy.noteMaxLength} />
            )}
          </Field>
          <Button type="submit" className="justify-self-start">
            {words.addNote}
          </Button>
        </form>
      </section>
      <h2 className="mt-10 mb-4 font-display text-xl font-semibold text-ink-950">{words.mail}</h2>
      <DataTable
        caption={words.caption}
        columns={words.columns}
        empty={message.spam ? words.emptySpam : words.empty}
        rows={message.mails.map((mail) => ({
          key: mail.id,
          cells: [
            <VisitorText key="subject" value={mail.subject} />,
            mail.recipient,
            deliveryNames[mail.status] ?? mail.status,
            mail.attempts,
            officeTime(mail.queuedAt),
            mail.sentAt ? officeTime(mail.sentAt) : "",
            mail.lastError ?? "",
          ],
        }))}
      />
    </>
  );
}
