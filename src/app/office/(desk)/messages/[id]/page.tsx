import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { ArrowLeft, ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { DataTable } from "@/components/office/data-table";
import { MailProblem } from "@/components/office/mail-problem";
import { OfficeHeading, OfficeNotice } from "@/components/office/office-frame";
import { shownVisitorText, VisitorText } from "@/components/office/visitor-text";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import {
  deliveryNames,
  formNames,
  inboxCopy,
  messageCopy as words,
  officeAge,
  messageNoticeAt,
  officeNotice,
  type OfficeQuery,
  officeTime,
  officeWords,
  originName,
  sourceCopy,
  statusNames,
} from "@/content/office";
import type { LeadSource } from "@/types/office";
import { officePolicy } from "@/content/policy";
import { mailHref } from "@/content/format";
import { forms, isFormId, leadOf, shownValue } from "@/lib/forms";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import { filterQuery, parseInboxFilter } from "@/server/office/inbox-filter";
import { messageById, neighbours } from "@/server/office/inbox";
import { markRead } from "@/server/office/leads";
import { mergeTarget, timelineOf } from "@/server/office/timeline";
import { LeadTimeline } from "@/components/office/lead-timeline";
import { listStaff, shownName } from "@/server/office/staff";

export const metadata = { title: words.title };

const statusOptions = Object.entries(statusNames).map(([value, label]) => ({ value, label }));

/**
 * One of the message page's forms: it posts to the message's update route, saying what it does (`action`) and
 * the list the message was opened from, so the answer comes back to that list.
 */
function LeadForm({
  to,
  list,
  action,
  className,
  children,
}: {
  to: string;
  list: string;
  action: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={to} className={className}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="list" value={list} />
      {children}
    </form>
  );
}

/** Where the writer came from, by the site's own count of page reads (stats/sources.ts). */
function LeadSourceFacts({ origin, source }: { origin: string | null; source: LeadSource | null }) {
  const facts: [string, string | null][] = source
    ? [
        [sourceCopy.origin, origin && originName(origin)],
        [sourceCopy.medium, source.medium],
        [sourceCopy.campaign, source.campaign],
        [sourceCopy.landing, source.landing],
        [sourceCopy.pages, source.pages.join(" › ")],
      ]
    : [];
  return (
    <div className="mt-6 border-t border-line pt-5">
      <h3 className="font-semibold text-ink-950">{sourceCopy.heading}</h3>
      {source ? (
        <dl className="mt-3 grid gap-3">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-ink-600">{term}</dt>
                <dd className="mt-1 break-words text-ink-950">
                  <VisitorText value={value} />
                </dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="mt-2 text-ink-700">{sourceCopy.none}</p>
      )}
    </div>
  );
}

/** A field's value as the office shows it: an address or a number a tap away, anything else as the visitor wrote it. */
function FieldValue({ name, value }: { name: string; value: string }) {
  const link =
    name === "email" ? `mailto:${value}` : name === "phone" ? `tel:${value.replace(/[^\d+]/g, "")}` : null;
  if (!link) return <VisitorText value={value} />;
  return (
    <a href={link} className="font-medium text-ink-950 underline underline-offset-4">
      <VisitorText value={value} />
    </a>
  );
}

/**
 * One message: every field the visitor filled in; where it stands, changed with one form and one Save (status,
 * owner, follow-up day, a note), or "assign to me" in one click; its place in the list it was opened from, with
 * the newer and older message either side; the firm's notes and the mail it caused. Opening it marks it read for
 * the person.
 */
export default async function MessagePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: OfficeQuery;
}) {
  const person = await officePage();
  const { db } = await database();
  const message = await messageById(db, (await params).id);
  if (!message) notFound();
  const query = await searchParams;
  const { filter } = parseInboxFilter(query);
  const list = filterQuery(filter);
  const [timeline, people, around, mergeInto] = await Promise.all([
    timelineOf(db, message),
    listStaff(db),
    neighbours(db, filter, message.id, person.staffId),
    mergeTarget(db, message),
    markRead(db, person.staffId, message.id),
  ]);
  const notice = officeNotice(query);
  const update = `/office/messages/${message.id}/update`;
  // The fields under the office's (English) labels; the reply's subject in the words of the visitor's edition.
  const fields = isFormId(message.form) ? forms[message.form].fields : [];
  const lead = leadOf(message.fields);
  const aboutLabel = shownValue(message.form, lead.aboutField, lead.about, message.locale);
  const language = inboxCopy.languageNames[message.locale] ?? message.locale;
  const mine = message.ownerId === person.staffId;
  const replying = Boolean(lead.email && !message.spam);
  // The answer to a form is shown beside it, where the page opens after a save (messageNoticePlace); at the top
  // when that form is not on the page (a reply refused for a message that has since become spam).
  const place = notice ? messageNoticeAt(query) : undefined;
  const noticeAt = place === "reply" && !replying ? undefined : place;
  const noticeIn = (at: "standing" | "reply", className = "") =>
    notice && noticeAt === at ? <OfficeNotice notice={notice} className={className} /> : null;
  return (
    <>
      <nav aria-label={words.listNav} className="mb-6 flex flex-wrap items-center gap-2 text-sm">
        <Link href={`/office${list}`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {words.backToList}
        </Link>
        {around.newer ? (
          <Link
            href={`/office/messages/${around.newer}${list}`}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            <LineIcon icon={ArrowLeft} />
            {words.previous}
          </Link>
        ) : null}
        {around.older ? (
          <Link
            href={`/office/messages/${around.older}${list}`}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {words.next}
            <LineIcon icon={ArrowRight} />
          </Link>
        ) : null}
      </nav>
      <OfficeHeading
        title={shownVisitorText(lead.name) || words.title}
        lead={words.lead(formNames[message.form] ?? message.form, officeTime(message.receivedAt))}
        notice={noticeAt ? undefined : notice}
      />
      {message.mergedInto ? (
        <p className="-mt-4 mb-6 text-ink-800">
          {words.mergedInto}{" "}
          <Link
            href={`/office/messages/${message.mergedInto}`}
            className="font-semibold underline underline-offset-4"
          >
            {words.openMerged}
          </Link>
        </p>
      ) : null}
      <p className="-mt-4 mb-8 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-700">
        <Badge tone="ink">{inboxCopy.languages[message.locale] ?? message.locale}</Badge>
        <span>{words.source(language, message.page)}</span>
        {message.firstReplyAt ? (
          <span>{words.firstReply(officeTime(message.firstReplyAt))}</span>
        ) : (
          <span>{words.age(officeAge(message.receivedAt))}</span>
        )}
        {message.overdue && !message.spam ? <Badge tone="accent">{words.overdue}</Badge> : null}
      </p>
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
                    <FieldValue
                      name={field.name}
                      value={shownValue(message.form, field.name, message.fields[field.name]!)}
                    />
                  </dd>
                </div>
              ))}
          </dl>
          <LeadSourceFacts origin={message.origin} source={message.source} />
        </section>
        <section
          aria-labelledby="standing"
          className="grid content-start gap-5 rounded-xl border border-line bg-surface p-6"
        >
          <h2 id="standing" className="font-display text-xl font-semibold text-ink-950">
            {words.standing}
          </h2>
          {noticeIn("standing")}
          {mine ? null : (
            <LeadForm to={update} list={list} action="assign-me">
              <Button type="submit" variant="secondary">
                {words.assignMe}
              </Button>
            </LeadForm>
          )}
          <LeadForm to={update} list={list} action="triage" className="grid gap-4">
            <Field id="status" label={words.statusLabel}>
              {(control) => (
                <NativeSelect
                  {...control}
                  name="status"
                  defaultValue={message.status}
                  options={statusOptions}
                />
              )}
            </Field>
            <Field id="owner" label={words.ownerLabel}>
              {(control) => (
                <NativeSelect
                  {...control}
                  name="owner"
                  defaultValue={message.ownerId ?? ""}
                  className="max-w-full"
                  options={[
                    { value: "", label: officeWords.nobody },
                    ...people.map((member) => ({ value: member.id, label: shownName(member) })),
                  ]}
                />
              )}
            </Field>
            <Field id="due" label={words.dueLabel} hint={words.dueHint}>
              {(control) => <Input {...control} type="date" name="due" defaultValue={message.due ?? ""} />}
            </Field>
            <Field
              id="note"
              label={words.noteLabel}
              error={query.error === "note-long" ? notice?.text : undefined}
            >
              {(control) => (
                <Textarea {...control} name="note" rows={3} maxLength={officePolicy.noteMaxLength} />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="then" value="stay">
                {words.save}
              </Button>
              <Button type="submit" name="then" value="next" variant="secondary">
                {words.saveNext}
              </Button>
            </div>
          </LeadForm>
          <div className="grid gap-3 border-t border-line pt-5">
            {lead.email ? (
              <a
                href={mailHref(lead.email, words.reply(aboutLabel || formNames[message.form]))}
                className={buttonVariants({ variant: "secondary", className: "justify-self-start" })}
              >
                {words.replyByMail}
              </a>
            ) : null}
            {message.firstReplyAt || message.spam ? null : (
              <LeadForm to={update} list={list} action="replied">
                <Button type="submit" variant="secondary">
                  {words.repliedByMail}
                </Button>
              </LeadForm>
            )}
          </div>
          <LeadForm to={update} list={list} action="spam" className="border-t border-line pt-5">
            <input type="hidden" name="spam" value={message.spam ? "no" : "yes"} />
            <p className="mb-2 text-sm text-ink-700">{message.spam ? words.isSpam : words.notSpam}</p>
            <Button type="submit" variant="secondary">
              {message.spam ? words.unmarkSpam : words.markSpam}
            </Button>
          </LeadForm>
        </section>
      </div>
      {replying ? (
        <section aria-labelledby="reply" className="mt-10 max-w-3xl">
          <h2 id="reply" className="mb-4 font-display text-xl font-semibold text-ink-950">
            {words.replyHeading}
          </h2>
          {noticeIn("reply", "mb-4")}
          <LeadForm to={update} list={list} action="reply" className="grid gap-3">
            <Field
              id="reply-text"
              label={words.replyLabel(language)}
              hint={words.replyHint(person.name || person.email, person.email)}
              error={query.error === "reply-long" ? notice?.text : undefined}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="reply"
                  rows={6}
                  required
                  lang={message.locale}
                  maxLength={officePolicy.replyMaxLength}
                />
              )}
            </Field>
            <Button type="submit" className="justify-self-start">
              {words.sendReply}
            </Button>
          </LeadForm>
        </section>
      ) : null}
      <section aria-labelledby="timeline" className="mt-10 max-w-3xl">
        <h2 id="timeline" className="font-display text-xl font-semibold text-ink-950">
          {words.timeline}
        </h2>
        <p className="mt-2 mb-5 text-ink-600">{words.timelineLead}</p>
        <LeadTimeline entries={timeline} current={message.id} />
        {mergeInto && !message.mergedInto ? (
          <LeadForm to={update} list={list} action="merge" className="mt-5 grid justify-items-start gap-2">
            <p className="text-sm text-ink-600">{words.mergeHint}</p>
            <Button type="submit" variant="secondary">
              {words.merge}
            </Button>
          </LeadForm>
        ) : null}
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
            <MailProblem key="reason" error={mail.lastError} />,
          ],
        }))}
      />
    </>
  );
}
