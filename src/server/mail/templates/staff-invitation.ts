import { brand } from "@/content/site";
import { invitationWords as words } from "@/content/mail";
import { button, escapeHtml, mailLayout, paragraph, smallPrint } from "./layout";

/** The mail to a person an owner has added to the office: where to sign in, and who added them. */
export function staffInvitationMail({
  signInUrl,
  invitedBy,
  role,
}: {
  signInUrl: string;
  invitedBy: string;
  role: string;
}) {
  const added = words.added(invitedBy, role);
  const text = [added, "", words.howTo, signInUrl].join("\n");
  const html = mailLayout({
    heading: words.heading,
    body: [paragraph(added), button(signInUrl, words.button), smallPrint(words.howToShort)].join("\n"),
    footer: escapeHtml(brand.name),
  });
  return { subject: words.subject, text, html };
}
