import { brand } from "@/content/site";
import { escapeHtml, mailLayout } from "./layout";

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
  const subject = `You now have access to the ${brand.name} office`;
  const text = [
    `${invitedBy} added you to the ${brand.name} office as ${role === "owner" ? "an owner" : "a member of staff"}: the private part of the website where the firm works the messages its forms bring in.`,
    "",
    "To sign in, open this page and enter this address; we then mail you a link that signs you in. No password is needed.",
    signInUrl,
  ].join("\n");
  const html = mailLayout({
    heading: `Welcome to the ${brand.name} office`,
    body: `<p style="font-size:15px;line-height:1.6">${escapeHtml(invitedBy)} added you to the ${escapeHtml(brand.name)} office as ${role === "owner" ? "an owner" : "a member of staff"}: the private part of the website where the firm works the messages its forms bring in.</p>
<p style="margin:24px 0"><a href="${escapeHtml(signInUrl)}" style="display:inline-block;background:#f2b441;color:#0a1424;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:999px">Sign in to the office</a></p>
<p style="font-size:13px;line-height:1.6;color:#5b6473">Enter this address on that page and we mail you a link that signs you in. No password is needed.</p>`,
    footer: escapeHtml(brand.name),
  });
  return { subject, text, html };
}
