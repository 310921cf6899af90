import { brand } from "@/content/site";
import { formatDuration } from "@/lib/format";
import { escapeHtml, mailLayout } from "./layout";
import { formPolicy } from "@/content/policy";

const validFor = formatDuration({ amount: formPolicy.confirmValidDays, unit: "day" }, "en");

/** The double opt-in mail: a confirm link, and an unsubscribe link for anyone who did not sign up. */
export function confirmationMail({
  confirmUrl,
  unsubscribeUrl,
}: {
  confirmUrl: string;
  unsubscribeUrl: string;
}) {
  const subject = `Confirm your subscription to ${brand.name} Insights`;
  const text = [
    `Someone, hopefully you, asked to receive ${brand.name} Insights at this address: one email a month with our research and field notes.`,
    "",
    `To confirm, open this link (it works for ${validFor}):`,
    confirmUrl,
    "",
    "If you did not ask for this, do nothing: you will not hear from us again. Or block any further mail to this address now:",
    unsubscribeUrl,
  ].join("\n");
  const html = mailLayout({
    heading: "Please confirm your subscription",
    body: `<p style="font-size:15px;line-height:1.6">Someone, hopefully you, asked to receive ${escapeHtml(brand.name)} Insights at this address: one email a month with our research and field notes.</p>
<p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#f2b441;color:#0a1424;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:999px">Confirm my subscription</a></p>
<p style="font-size:13px;line-height:1.6;color:#5b6473">The link works for ${validFor}. If you did not ask for this, do nothing: you will not hear from us again.</p>`,
    footer: `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#5b6473">Unsubscribe</a> · ${escapeHtml(brand.name)}`,
  });
  return { subject, text, html };
}
