import { brand } from "@/content/site";
import { formatDuration } from "@/content/format";
import type { Locale } from "@/types/facts";
import { confirmationWords as english } from "@/content/mail";
import { confirmationWords as dutch } from "@/content/nl/mail";
import { button, escapeHtml, mailLayout, paragraph, smallPrint } from "./layout";
import { formPolicy } from "@/content/policy";

const validity = { amount: formPolicy.confirmValidDays, unit: "day" } as const;

/** The mail's words in each language: a sign-up gets the mail in the language of the page it came from. */
const words = { en: english, nl: dutch } satisfies Record<Locale, typeof english>;

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
  const w = words[locale];
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
