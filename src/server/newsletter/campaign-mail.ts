import "server-only";
import type { Token } from "markdown-it";
import { articleHref, categoryOf, pickedArticles, type Article } from "@/content/insights/library";
import { renderTokens } from "@/content/insights/library/parse";
import { newsletterCopy as englishCopy } from "@/content/newsletter";
import { newsletterCopy as dutchCopy } from "@/content/nl/newsletter";
import type { Locale } from "@/types/facts";
import { brand, headquarters } from "@/content/site";
import { previewImageUrl } from "@/lib/metadata";
import { escapeHtml } from "@/lib/markup";
import { issueLink, issueTokens } from "@/lib/newsletter-issues";
import { glossary } from "@/content/glossary";

/** Where each reader's own unsubscribe link goes in a queued campaign's mail; filled in as it is sent. */
export const UNSUBSCRIBE_PLACEHOLDER = "%%UNSUBSCRIBE_URL%%";

/** The fixed lines of a campaign's mail, in each edition's words. */
const mailWords = { en: englishCopy, nl: dutchCopy } as const;

/** What a campaign edition's mail is made of: the office's draft. */
export interface CampaignContent {
  subject: string;
  preheader: string;
  body: string;
  articles: readonly string[];
}

export interface CampaignMail {
  subject: string;
  html: string;
  text: string;
}

/** The site's colours, as mail clients need them: written out, on every element that shows them. */
const ink = "#0a1424";
const muted = "#5b6473";
const paper = "#f7f4ee";
const line = "#e4ddd0";
const accent = "#8a5a00";
const serif = "Georgia,'Times New Roman',serif";
const sans = "Helvetica,Arial,sans-serif";

/** Inline styles per element: the prose of an article page, as far as mail clients follow it. */
const STYLES: Record<string, string> = {
  h1: `margin:0 0 16px;font-family:${serif};font-size:28px;line-height:1.25;color:${ink}`,
  h2: `margin:28px 0 12px;font-family:${serif};font-size:22px;line-height:1.3;color:${ink}`,
  h3: `margin:24px 0 8px;font-family:${serif};font-size:18px;line-height:1.35;color:${ink}`,
  p: `margin:0 0 16px;font-family:${sans};font-size:16px;line-height:1.65;color:${ink}`,
  ul: `margin:0 0 16px;padding-left:22px;font-family:${sans};font-size:16px;line-height:1.65;color:${ink}`,
  ol: `margin:0 0 16px;padding-left:22px;font-family:${sans};font-size:16px;line-height:1.65;color:${ink}`,
  li: "margin:0 0 6px",
  blockquote: `margin:0 0 16px;padding:4px 0 4px 18px;border-left:3px solid ${accent};font-family:${serif};font-style:italic;color:${ink}`,
  a: `color:${accent};text-decoration:underline`,
  hr: `border:0;border-top:1px solid ${line};margin:28px 0`,
  code: `font-family:Menlo,Consolas,monospace;font-size:14px;background:${paper};padding:1px 4px;border-radius:4px`,
  table: `margin:0 0 16px;width:100%;border-collapse:collapse;font-family:${sans};font-size:15px;line-height:1.5;color:${ink}`,
  th: `padding:6px 10px;border-bottom:2px solid ${line};text-align:left;font-weight:bold`,
  td: `padding:6px 10px;border-bottom:1px solid ${line};text-align:left`,
  img: "display:block;max-width:100%;height:auto;border:0",
};

/** A link of the body made absolute on the site's origin (mail has no page to be relative to); a broken one as written. */
function absolute(href: string, origin: string): string {
  try {
    return new URL(href, origin).toString();
  } catch {
    return href;
  }
}

/**
 * A link of the mail: absolute, and for an issue, tagged as the issue's when it points to the site (issueLink), so
 * a reader who follows it counts under the issue. The tags are the campaign's, the same in every reader's mail.
 */
function mailLink(href: string, origin: string, issue: string | undefined): string {
  const url = absolute(href, origin);
  return issue ? issueLink(url, origin, issue, "email") : url;
}

/** The link markdown-it-anchor puts around an article's heading (for the page's table of contents): not in mail. */
const isHeadingAnchor = (token: Token | undefined) =>
  token?.type === "link_open" && token.attrGet("class") === "heading-anchor";

/**
 * The body of a campaign as mail HTML: the tokens its page in the archive is rendered from (the articles'
 * Markdown, the site's own pictures only), each element styled inline, each link and picture absolute on the
 * site's origin (the site's own links tagged with the issue, if any), headings without the page's anchor links.
 */
function bodyHtml(body: string, origin: string, issue: string | undefined): string {
  const tokens = issueTokens(body, origin);
  tokens.forEach((token, index) => {
    if (token.type === "heading_open") {
      token.attrs = null;
      const inline = tokens[index + 1];
      if (inline?.children && isHeadingAnchor(inline.children[0]))
        inline.children = inline.children.slice(1, -1);
    }
  });
  for (const token of tokens) {
    for (const child of [token, ...(token.children ?? [])]) {
      const styled =
        child.type.endsWith("_open") || ["hr", "code_inline", "image"].includes(child.type) ? child.tag : "";
      const style = STYLES[styled];
      // A cell keeps its column's alignment after the cell's own style.
      if (style) child.attrSet("style", [style, child.attrGet("style")].filter(Boolean).join(";"));
      if (child.type === "link_open")
        child.attrSet("href", mailLink(String(child.attrGet("href")), origin, issue));
      if (child.type === "image") child.attrSet("src", absolute(String(child.attrGet("src")), origin));
    }
  }
  return renderTokens(tokens);
}

/**
 * The body as plain text: the Markdown itself, links written out as "words (address)", addresses absolute and
 * tagged as in the HTML (an autolink, `<address>`, too; a picture's address, `!words (address)`, is not a link).
 */
function bodyText(body: string, origin: string, issue: string | undefined): string {
  return body
    .replace(/\r\n?/g, "\n")
    .replace(
      /(!?)\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_, picture: string, words: string, href: string) =>
        `${picture}${words} (${picture ? absolute(href, origin) : mailLink(href, origin, issue)})`,
    )
    .replace(/<(https?:\/\/[^>\s]+)>/g, (_, href: string) => `<${mailLink(href, origin, issue)}>`)
    .trim();
}

/** One article as a card: its picture (from the site's own origin), category, title, description, link. */
function articleCard(article: Article, origin: string, issue: string | undefined): string {
  const words = mailWords[article.locale];
  const href = escapeHtml(mailLink(articleHref(article), origin, issue));
  const image = escapeHtml(new URL(previewImageUrl(articleHref(article)), origin).toString());
  return `<tr><td style="padding:0 0 20px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${line};border-radius:10px;background:#ffffff">
<tr><td><a href="${href}"><img src="${image}" width="536" alt="" style="display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:10px 10px 0 0"></a></td></tr>
<tr><td style="padding:16px 20px 20px">
<p style="margin:0 0 6px;font-family:${sans};font-size:12px;font-weight:bold;letter-spacing:0.06em;text-transform:uppercase;color:${muted}">${escapeHtml(categoryOf(article).label)}</p>
<p style="margin:0 0 8px;font-family:${serif};font-size:19px;line-height:1.3"><a href="${href}" style="color:${ink};text-decoration:none">${escapeHtml(article.title)}</a></p>
<p style="margin:0 0 12px;font-family:${sans};font-size:15px;line-height:1.55;color:${muted}">${escapeHtml(article.description)}</p>
<a href="${href}" style="font-family:${sans};font-size:15px;font-weight:bold;color:${accent}">${escapeHtml(words.campaignReadArticle)}</a>
</td></tr></table>
</td></tr>`;
}

const postalAddress = [brand.legalName, ...headquarters.address].join(", ");

/**
 * A campaign edition's mail in its language, HTML and text, built for mail clients: one table of at most 600 px, every style inline,
 * system fonts, light colours that also hold in a client's dark mode (which may invert them), a hidden preheader,
 * pictures only from the site's origin, no tracking of any reader. With `issue` (the campaign's archive address),
 * its links to the site carry the issue's campaign tags, the same for every reader: the site counts the issue's
 * readers and the leads it brought, never who they are. The unsubscribe link is UNSUBSCRIBE_PLACEHOLDER until
 * `forReader` fills it in.
 */
export function campaignMail(
  content: CampaignContent,
  origin: string,
  locale: Locale,
  issue?: string,
): CampaignMail {
  const words = mailWords[locale];
  const name = glossary.newsletter[locale];
  const articles = pickedArticles(content.articles, locale);
  const siteLink = escapeHtml(mailLink("/", origin, issue));
  const cards = articles.length
    ? `<tr><td style="padding:12px 0 8px"><h2 style="${STYLES.h2}">${escapeHtml(words.campaignReading)}</h2></td></tr>
${articles.map((article) => articleCard(article, origin, issue)).join("\n")}`
    : "";
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${paper}">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px">
<tr><td style="padding:0 0 16px;font-family:${serif};font-size:20px;font-weight:bold;color:${ink}"><a href="${siteLink}" style="color:${ink};text-decoration:none">${escapeHtml(name)}</a></td></tr>
<tr><td style="background:#ffffff;border:1px solid ${line};border-radius:12px;padding:32px 32px 16px">
<h1 style="${STYLES.h1}">${escapeHtml(content.subject)}</h1>
${bodyHtml(content.body, origin, issue)}
</td></tr>
<tr><td style="padding:24px 0 0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${cards}</table></td></tr>
<tr><td style="padding:8px 4px 0;font-family:${sans};font-size:12px;line-height:1.6;color:${muted}">
<p style="margin:0 0 8px">${escapeHtml(words.campaignWhy)} <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${muted};text-decoration:underline">${escapeHtml(words.campaignUnsubscribe)}</a></p>
<p style="margin:0">${escapeHtml(postalAddress)}</p>
</td></tr></table>
</td></tr></table></body></html>`;
  const text = [
    name,
    "",
    content.subject,
    "",
    bodyText(content.body, origin, issue),
    ...(articles.length
      ? [
          "",
          words.campaignReading,
          ...articles.flatMap((article) => [
            "",
            `${article.title} (${categoryOf(article).label})`,
            article.description,
            mailLink(articleHref(article), origin, issue),
          ]),
        ]
      : []),
    "",
    "--",
    words.campaignWhy,
    `${words.campaignUnsubscribe}: ${UNSUBSCRIBE_PLACEHOLDER}`,
    postalAddress,
    "",
  ].join("\n");
  return { subject: content.subject, html, text };
}

/** A queued campaign's mail for one reader: their unsubscribe link in place of the placeholder. */
export function forReader(mail: { html: string; text: string }, unsubscribeUrl: string) {
  return {
    html: mail.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(unsubscribeUrl)),
    text: mail.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
  };
}
