import { brand } from "@/content/site";
import { officeTerms } from "@/content/office";
import { escapeHtml, mailLayout } from "./layout";

const validFor = officeTerms.linkValidity;

/** The one-time link that signs a member of staff in to the office. */
export function signInLinkMail({ url }: { url: string }) {
  const subject = `Your sign-in link for the ${brand.name} office`;
  const text = [
    `Someone, hopefully you, asked to sign in to the ${brand.name} office with this address.`,
    "",
    `Open this link to sign in. It works once, for ${validFor}:`,
    url,
    "",
    "If you did not ask for it, ignore this mail: nobody can sign in without the link.",
  ].join("\n");
  const html = mailLayout({
    heading: "Sign in to the office",
    body: `<p style="font-size:15px;line-height:1.6">Someone, hopefully you, asked to sign in to the ${escapeHtml(brand.name)} office with this address.</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#f2b441;color:#0a1424;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:999px">Sign in</a></p>
<p style="font-size:13px;line-height:1.6;color:#5b6473">The link works once, for ${validFor}. If you did not ask for it, ignore this mail: nobody can sign in without the link.</p>`,
    footer: escapeHtml(brand.name),
  });
  return { subject, text, html };
}
