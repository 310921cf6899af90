import { brand } from "@/content/site";
import { formatDuration } from "@/content/format";
import type { Locale } from "@/types/facts";
import { mailWordsOf } from "@/content/editions";
import { button, escapeHtml, mailLayout, paragraph, smallPrint } from "./layout";
import { formPolicy } from "@/content/policy";

const validity = { amount: formPolicy.confirmValidDays, unit: "day" } as const;

/** The double opt-in mail: a confirm link, and an unsubscribe link for anyone who did not sign up. */
export function confirmationMail({
  confirmUrl,
  unsubscribeUrl,
  locale = "en",
}: {
  confirmUrl: string;
  unsubscribeUrl: string;
  locale?: Locale;
}) {
  // A sign-up gets the mail in the language of the page it came from.
  const w = mailWordsOf(locale).confirmationWords;
  const validFor = formatDuration(validity, locale);
  const text = [w.asked, "", w.open(validFor), confirmUrl, "", `${w.notYou} ${w.block}`, unsubscribeUrl].join(
    "\n",
  );
  const html = mailLayout({
    heading: w.heading,
    lang: locale,
    body: [
      paragraph(w.asked),
      button(confirmUrl, w.button),
      smallPrint(`${w.linkWorks(validFor)} ${w.notYou}`),
    ].join("\n"),
    footer: `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#5b6473">${escapeHtml(w.unsubscribe)}</a> · ${escapeHtml(brand.name)}`,
  });
  return { subject: w.subject, text, html };
}
