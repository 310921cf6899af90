import { assignmentWords as words, notificationWords } from "@/content/mail";
import { formNames } from "@/content/office";
import { leadOf } from "@/lib/forms";
import type { Locale } from "@/types/facts";
import { button, escapeHtml, mailLayout, paragraph, smallPrint } from "./layout";

/**
 * The mail to a member of staff whom a colleague made the owner of a message: who wrote, in which language, the
 * promise, and a link to the message in the office. The message's own words stay in the office.
 */
export function assignmentMail({
  message,
  assignedBy,
  officeUrl,
}: {
  message: { id: string; form: string; fields: Record<string, string>; locale: Locale };
  assignedBy: string;
  officeUrl: string;
}) {
  const lead = leadOf(message.fields);
  const who = [lead.name, lead.company].filter(Boolean).join(", ") || lead.email;
  const assigned = words.assigned(assignedBy, who, formNames[message.form] ?? message.form);
  const language = words.language(notificationWords.languages[message.locale]);
  const text = [assigned, language, words.promise, "", words.open, officeUrl].join("\n");
  const html = mailLayout({
    heading: words.heading,
    body: [
      paragraph(assigned),
      paragraph(language),
      button(officeUrl, words.button),
      smallPrint(words.promise),
    ].join("\n"),
    footer: escapeHtml(officeUrl),
  });
  return { subject: words.subject(who), text, html };
}
