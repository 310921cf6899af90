import { digestWords as words } from "@/content/mail";
import { officeAge } from "@/content/office";
import { leadOf } from "@/lib/forms";
import { escapeHtml, mailLayout, paragraph, smallPrint } from "./layout";

interface DigestLead {
  id: string;
  fields: Record<string, string>;
  receivedAt: Date;
  overdue: boolean;
}

/** The morning digest to one member of staff: each lead with why it is listed, how long it waits, and its link. */
export function digestMail({
  leads,
  more,
  siteUrl,
  now,
}: {
  leads: readonly DigestLead[];
  more: boolean;
  siteUrl: string;
  now: Date;
}) {
  const lines = leads.map((lead) => {
    const { name, company, email } = leadOf(lead.fields);
    const who = [name, company].filter(Boolean).join(", ") || email;
    const why = [
      lead.overdue ? words.overdue : words.dueToday,
      words.waiting(officeAge(lead.receivedAt, now)),
    ];
    return { who, why: why.join(", "), url: new URL(`/office/messages/${lead.id}`, siteUrl).toString() };
  });
  const text = [
    words.intro,
    "",
    ...lines.map((line) => `- ${line.who} (${line.why})\n  ${line.url}`),
    ...(more ? ["", words.more] : []),
    "",
    words.settings,
  ].join("\n");
  const items = lines
    .map(
      (line) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(line.url)}" style="color:#0a1424;font-weight:600">${escapeHtml(line.who)}</a><br><span style="color:#5b6473">${escapeHtml(line.why)}</span></li>`,
    )
    .join("\n");
  const html = mailLayout({
    heading: words.heading,
    body: [
      paragraph(words.intro),
      `<ul style="padding-left:20px;font-size:15px;line-height:1.5">${items}</ul>`,
      more ? paragraph(words.more) : "",
      smallPrint(words.settings),
    ].join("\n"),
    footer: escapeHtml(siteUrl),
  });
  return { subject: words.subject(lines.length, more), text, html };
}
