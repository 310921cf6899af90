import { brand } from "@/content/site";
import { signInWords as words } from "@/content/mail";
import { officeTerms } from "@/content/office";
import { button, escapeHtml, mailLayout, paragraph, smallPrint } from "./layout";

const validFor = officeTerms.linkValidity;

/** The one-time link that signs a member of staff in to the office. */
export function signInLinkMail({ url }: { url: string }) {
  const text = [words.asked, "", words.open(validFor), url, "", words.notYou].join("\n");
  const html = mailLayout({
    heading: words.heading,
    body: [
      paragraph(words.asked),
      button(url, words.button),
      smallPrint(`${words.linkWorks(validFor)} ${words.notYou}`),
    ].join("\n"),
    footer: escapeHtml(brand.name),
  });
  return { subject: words.subject, text, html };
}
