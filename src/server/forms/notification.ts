import { brand } from "@/content/site";
import type { FormDef, MessageFormId } from "@/lib/forms/definitions";
import { escapeHtml, mailLayout } from "../mail/html";

/** Subjects are written here, from validated fields, never taken from the client. */
const subjects: Record<MessageFormId, (values: Record<string, string>) => string> = {
  contact: (v) => `New contact message from ${v.firstName} ${v.lastName}`,
  "get-in-touch": (v) => `Get in Touch bericht van ${v.firstName} ${v.lastName}`,
  partnership: (v) => `Partnership aanvraag van ${v.contactPerson} - ${v.companyName}`,
};

const formNames: Record<MessageFormId, string> = {
  contact: "Contact Form",
  "get-in-touch": "Get In Touch Form",
  partnership: "Partnership Inquiry",
};

/** Who the reply goes to: the visitor's validated address, named after them. */
function replyName(form: MessageFormId, values: Record<string, string>): string {
  return form === "partnership" ? (values.contactPerson ?? "") : `${values.firstName} ${values.lastName}`;
}

export interface NotificationInput {
  form: FormDef<MessageFormId>;
  values: Record<string, string>;
  submissionId: string;
  receivedAt: Date;
  siteUrl: string;
}

/** The mail that tells the firm about a new message: every field, the submission id and the time. */
export function notificationMail({ form, values, submissionId, receivedAt, siteUrl }: NotificationInput) {
  const rows = form.fields.map((field) => {
    const raw = values[field.name] ?? "";
    const shown = field.options?.find((option) => option.value === raw)?.label ?? raw;
    return { label: field.label, value: shown || "(not given)", multiline: field.kind === "textarea" };
  });
  const received = `${receivedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`;
  const heading = `${formNames[form.id]}: new message`;

  const text = [
    `${heading} on ${siteUrl}`,
    "",
    ...rows.map((row) => (row.multiline ? `${row.label}:\n${row.value}\n` : `${row.label}: ${row.value}`)),
    "",
    `Submission: ${submissionId}`,
    `Received: ${received}`,
    "",
    `Reply to this mail to answer ${replyName(form.id, values)} directly.`,
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
<p style="margin:20px 0 0;font-size:13px;color:#5b6473">Submission ${escapeHtml(submissionId)}, received ${escapeHtml(received)}.
Reply to this mail to answer ${escapeHtml(replyName(form.id, values))} directly.</p>`,
    footer: `Sent by the ${escapeHtml(brand.name)} website (${escapeHtml(siteUrl)}).`,
  });

  return {
    subject: subjects[form.id](values),
    text,
    html,
    replyTo: { name: replyName(form.id, values), address: values.email ?? "" },
  };
}
