import { escapeHtml } from "@/lib/markup";

export { escapeHtml };

/** A plain, readable mail layout: a heading, paragraphs or rows, and a footer line. */
export function mailLayout({
  heading,
  body,
  footer,
  lang = "en",
}: {
  heading: string;
  body: string;
  footer: string;
  /** The language the mail is written in. */
  lang?: string;
}): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f7f4ee;font-family:Helvetica,Arial,sans-serif;color:#0a1424">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e4ddd0;border-radius:12px;padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;line-height:1.3">${escapeHtml(heading)}</h1>
${body}
<p style="margin:28px 0 0;font-size:12px;color:#5b6473">${footer}</p>
</div></body></html>`;
}

/** A paragraph of a mail's body, its text escaped. */
export function paragraph(text: string): string {
  return `<p style="font-size:15px;line-height:1.6">${escapeHtml(text)}</p>`;
}

/** The small print under a mail's button, its text escaped. */
export function smallPrint(text: string): string {
  return `<p style="font-size:13px;line-height:1.6;color:#5b6473">${escapeHtml(text)}</p>`;
}

/** The one button of a mail: a link that looks like the site's primary button. */
export function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#f2b441;color:#0a1424;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:999px">${escapeHtml(label)}</a></p>`;
}

/**
 * A person's letter rather than the site's notice (a reply written in the office): plain paragraphs, no heading,
 * no button, the quoted message set off by a rule, as a mail client would write it.
 */
export function letterLayout({ body, quote, lang }: { body: string; quote: string; lang: string }): string {
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}/)
      .map((part) => `<p style="margin:0 0 14px">${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
      .join("\n");
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:16px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#0a1424">
${paragraphs(body)}
<blockquote style="margin:20px 0 0;padding:0 0 0 12px;border-left:3px solid #c9c0b0;color:#4a5874">
${paragraphs(quote)}
</blockquote>
</body></html>`;
}
