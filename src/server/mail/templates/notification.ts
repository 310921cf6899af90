import { notificationWords as words } from "@/content/mail";
import { forms, type FieldDef, type MessageFormId, type ValuesOf } from "@/lib/forms";
import type { Locale } from "@/types/facts";
import { button, escapeHtml, mailLayout } from "./layout";

/** Who the firm's reply goes to: the visitor's validated address, named after them. */
const replyTo: { [Id in MessageFormId]: (values: ValuesOf<Id>) => { name: string; address: string } } = {
  contact: (v) => ({ name: `${v.firstName} ${v.lastName}`, address: v.email }),
  "get-in-touch": (v) => ({ name: `${v.firstName} ${v.lastName}`, address: v.email }),
  partnership: (v) => ({ name: v.contactPerson, address: v.email }),
};

export interface NotificationInput<Id extends MessageFormId> {
  form: Id;
  values: ValuesOf<Id>;
  submissionId: string;
  receivedAt: Date;
  siteUrl: string;
  /** The language of the page the visitor wrote from; the mail stays in the firm's English and names it. */
  locale?: Locale;
  /** The page the form was on, when the post named it. */
  page?: string | null;
}

/** The mail that tells the firm about a new message: every field, the submission id and the time. */
export function notificationMail<Id extends MessageFormId>({
  form,
  values,
  submissionId,
  receivedAt,
  siteUrl,
  locale = "en",
  page = null,
}: NotificationInput<Id>) {
  const title = words.titles[form];
  const subject = words.subjects[form] as (values: ValuesOf<Id>) => string;
  const fields: readonly FieldDef[] = forms[form].fields;
  const byName: Readonly<Record<string, string>> = values;
  const rows = fields.map((field) => {
    const raw = byName[field.name] ?? "";
    const shown = field.options?.find((option) => option.value === raw)?.label ?? raw;
    return { label: field.label, value: shown || words.notGiven, multiline: field.kind === "textarea" };
  });
  const received = `${receivedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`;
  const heading = words.heading(title);
  const reply = (replyTo[form] as (values: ValuesOf<Id>) => { name: string; address: string })(values);
  const language = words.languages[locale];
  const office = new URL(`/office/messages/${submissionId}`, siteUrl).toString();

  const text = [
    words.on(heading, siteUrl),
    "",
    ...rows.map((row) => (row.multiline ? `${row.label}:\n${row.value}\n` : `${row.label}: ${row.value}`)),
    "",
    `${words.submission}: ${submissionId}`,
    `${words.received}: ${received}`,
    `${words.writtenIn}: ${language}`,
    ...(page ? [`${words.sentFrom}: ${page}`] : []),
    "",
    words.reply(reply.name),
    `${words.inOffice}: ${office}`,
  ].join("\n");

  const htmlRows = rows
    .map(
      (row) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:8px 16px 8px 0;color:#5b6473;font-weight:600;white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td style="padding:8px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
    )
    .join("\n");
  const html = mailLayout({
    heading,
    body: `<table style="border-collapse:collapse;width:100%;font-size:15px;line-height:1.5">${htmlRows}</table>
<p style="margin:20px 0 0;font-size:13px;color:#5b6473">${escapeHtml(words.summary(submissionId, received, language))}
${page ? escapeHtml(words.sentFromPage(page)) : ""}
${escapeHtml(words.reply(reply.name))}</p>
${button(office, words.openInOffice)}`,
    footer: escapeHtml(words.footer(siteUrl)),
  });

  return { subject: subject(values), text, html, replyTo: reply };
}
