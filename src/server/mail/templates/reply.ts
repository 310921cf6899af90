import { mailWordsOf } from "@/content/editions";
import { formatMoment } from "@/content/format";
import { headquarters } from "@/content/site";
import type { Locale } from "@/types/facts";
import { letterLayout } from "./layout";

/**
 * A reply written in the office, in the visitor's language: what the partner wrote, their signature, and the
 * visitor's message quoted under a line saying when they wrote it, as a mail client quotes.
 */
export function replyMail({
  locale,
  about,
  body,
  author,
  original,
}: {
  locale: Locale;
  /** What the message was about, in the visitor's words (the service as their edition names it), if anything. */
  about: string;
  body: string;
  author: string;
  original: { name: string; receivedAt: Date; text: string };
}) {
  const words = mailWordsOf(locale).replyWords;
  const written = `${body.trim()}\n\n${words.signature(author)}`;
  const intro = words.quoted(formatMoment(original.receivedAt, locale, headquarters.timeZone), original.name);
  const quoted = original.text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    subject: words.subject(about || words.yourMessage),
    text: `${written}\n\n${intro}\n${quoted}\n`,
    html: letterLayout({ body: written, quote: `${intro}\n\n${original.text}`, lang: locale }),
  };
}
