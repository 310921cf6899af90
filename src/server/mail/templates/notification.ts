import { brand } from "@/content/site";
import { forms, type FieldDef, type MessageFormId, type ValuesOf } from "@/lib/forms";
import type { Locale } from "@/types/facts";
import { escapeHtml, mailLayout } from "./layout";

interface NotificationWords<Values> {
  /** The form's name in the heading. */
  title: string;
  /** Written here, from validated fields, never taken from the client. */
  subject(values: Values): string;
  /** Who the firm's reply goes to: the visitor's validated address, named after them. */
  replyTo(values: Values): { name: string; address: string };
}

const words: { [Id in MessageFormId]: NotificationWords<ValuesOf<Id>> } = {
  contact: {
    title: "Contact Form",
    subject: (v) => `New contact message from ${v.firstName} ${v.lastName}`,
    replyTo: (v) => ({ name: `${v.firstName} ${v.lastName}`, address: v.email }),
  },
  "get-in-touch": {
    title: "Get In Touch Form",
    subject: (v) => `Get in Touch bericht van ${v.firstName} ${v.lastName}`,
    replyTo: (v) => ({ name: `${v.firstName} ${v.lastName}`, address: v.email }),
  },
  partnership: {
    title: "Partnership Inquiry",
    subject: (v) => `Partnership aanvraag van ${v.contactPerson} - ${v.companyName}`,
    replyTo: (v) => ({ name: v.contactPerson, address: v.email }),
  },
};

export interface NotificationInput<Id extends MessageFormId> {
  form: Id;
  values: ValuesOf<Id>;
  submissionId: string;
  receivedAt: Date;
  siteUrl: string;
  /** The language of the page the visitor wrote from; the mail stays in the firm's English and names it. */
  locale?: Locale;
}

const languageNames: Record<Locale, string> = { en: "English", nl: "Dutch" };

/** The mail that tells the firm about a new message: every field, the submission id and the time. */
export function notificationMail<Id extends MessageFormId>({
  form,
  values,
  submissionId,
  receivedAt,
  siteUrl,
  locale = "en",
}: NotificationInput<Id>) {
  const { title, subject, replyTo } = words[form];
  const fields: readonly FieldDef[] = forms[form].fields;
  const byName: Readonly<Record<string, string>> = values;
  const rows = fields.map((field) => {
    const raw = byName[field.name] ?? "";
    const shown = field.options?.find((option) => option.value === raw)?.label ?? raw;
    return { label: field.label, value: shown || "(not given)", multiline: field.kind === "textarea" };
  });
  const received = `${receivedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`;
  const heading = `${title}: new message`;
  const reply = replyTo(values);

  const text = [
    `${heading} on ${siteUrl}`,
    "",
    ...rows.map((row) => (row.multiline ? `${row.label}:\n${row.value}\n` : `${row.label}: ${row.value}`)),
    "",
    `Submission: ${submissionId}`,
    `Received: ${received}`,
    `Written in: ${languageNames[locale]}`,
    "",
    `Reply to this mail to answer ${reply.name} directly.`,
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
<p style="margin:20px 0 0;font-size:13px;color:#5b6473">Submission ${escapeHtml(submissionId)}, received ${escapeHtml(received)}, written in ${languageNames[locale]}.
Reply to this mail to answer ${escapeHtml(reply.name)} directly.</p>`,
    footer: `Sent by the ${escapeHtml(brand.name)} website (${escapeHtml(siteUrl)}).`,
  });

  return { subject: subject(values), text, html, replyTo: reply };
}
