import { brand } from "@/content/site";
import { formatDuration } from "@/lib/format";
import type { Locale } from "@/types/facts";
import { escapeHtml, mailLayout } from "./layout";
import { formPolicy } from "@/content/policy";

const validity = { amount: formPolicy.confirmValidDays, unit: "day" } as const;

/** The mail's words in each language: a sign-up gets the mail in the language of the page it came from. */
const words = {
  en: {
    subject: `Confirm your subscription to ${brand.name} Insights`,
    heading: "Please confirm your subscription",
    asked: `Someone, hopefully you, asked to receive ${brand.name} Insights at this address: one email a month with our research and field notes.`,
    open: (validFor: string) => `To confirm, open this link (it works for ${validFor}):`,
    button: "Confirm my subscription",
    linkWorks: (validFor: string) => `The link works for ${validFor}.`,
    notYou: "If you did not ask for this, do nothing: you will not hear from us again.",
    block: "Or block any further mail to this address now:",
    unsubscribe: "Unsubscribe",
  },
  nl: {
    subject: `Bevestig uw aanmelding voor ${brand.name} Insights`,
    heading: "Bevestig uw aanmelding",
    asked: `Iemand, hopelijk u, wil ${brand.name} Insights ontvangen op dit adres: één e-mail per maand met ons onderzoek en onze ervaringen uit de praktijk.`,
    open: (validFor: string) => `Open deze link om te bevestigen (hij werkt ${validFor}):`,
    button: "Ja, ik meld me aan",
    linkWorks: (validFor: string) => `De link werkt ${validFor}.`,
    notYou: "Heeft u hier niet om gevraagd? Dan hoeft u niets te doen: u hoort niets meer van ons.",
    block: "Of blokkeer nu elke volgende e-mail naar dit adres:",
    unsubscribe: "Afmelden",
  },
} satisfies Record<Locale, unknown>;

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
    body: `<p style="font-size:15px;line-height:1.6">${escapeHtml(w.asked)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#f2b441;color:#0a1424;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:999px">${escapeHtml(w.button)}</a></p>
<p style="font-size:13px;line-height:1.6;color:#5b6473">${escapeHtml(w.linkWorks(validFor))} ${escapeHtml(w.notYou)}</p>`,
    footer: `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#5b6473">${escapeHtml(w.unsubscribe)}</a> · ${escapeHtml(brand.name)}`,
  });
  return { subject: w.subject, text, html };
}
