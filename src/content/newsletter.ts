/** Words of the pages behind the forms: newsletter confirmation and the review of a message that needs fixing. */
import { newsletterArchivePath } from "./insights/newsletter-archive";
import { formatDuration } from "@/content/format";
import { formPolicy } from "@/content/policy";
import { glossary } from "./glossary";

/** The newsletter's name (content/glossary.ts). */
export const newsletterName = glossary.newsletter.en;

/** The newsletter's pitch, wherever someone can sign up (footer, insights page, status page). */
export const newsletterSignup: {
  eyebrow: string;
  title: string;
  lead: string;
  archive: { label: string; href: string };
} = {
  eyebrow: "Newsletter",
  title: "Insights, once a month",
  lead: "Research, reports and field notes from our consultants, in one email a month.",
  archive: { label: "Read past issues", href: newsletterArchivePath },
};

/** The fixed lines of every campaign mail. */
export const newsletterCopy = {
  campaignReading: "Further reading",
  campaignReadArticle: "Read the article",
  campaignUnsubscribe: "Unsubscribe",
  campaignWhy: `You receive ${newsletterName} because you signed up on our website and confirmed your address. We do not track opens or clicks.`,
} as const;

export const newsletterPages = {
  confirm: {
    title: "Confirm your subscription",
    lead: `One step left: press the button and ${newsletterName} arrives once a month.`,
    button: "Confirm my subscription",
  },
  unsubscribe: {
    title: `Unsubscribe from ${newsletterName}`,
    lead: "Press the button and we stop sending the newsletter to this address. You can sign up again at any time.",
    button: "Unsubscribe",
  },
  expired: {
    title: "This link no longer works",
    lead: `Links in our emails work once, and confirmation links for ${formatDuration({ amount: formPolicy.confirmValidDays, unit: "day" }, "en")}. Enter your address and we send a new one.`,
  },
  status: {
    title: "Your newsletter subscription",
    lead: `Manage your ${newsletterName} subscription from the links in our emails.`,
    outcomes: [
      {
        id: "confirmed",
        title: "You are subscribed",
        text: `Thank you. The next edition of ${newsletterName} arrives at the start of the month.`,
      },
      {
        id: "unsubscribed",
        title: "You are unsubscribed",
        text: "We will not send the newsletter to this address again.",
      },
      {
        id: "link-expired",
        title: "This link no longer works",
        text: `It was used already or is more than ${formatDuration({ amount: formPolicy.confirmValidDays, unit: "day" }, "en")} old. Sign up again below and we send a new one.`,
      },
      {
        id: "try-again",
        title: "Something went wrong on our side",
        text: "Nothing was changed. Please open the link from the email again in a few minutes.",
      },
    ],
  },
  unavailable: {
    title: "We cannot check this link just now",
    lead: "Please open the link from the email again in a few minutes.",
  },
} as const;

export const reviewPage = {
  title: "Please check your message",
  lead: "It has not been sent yet. The fields marked below need another look; everything you typed is still here.",
  expired: {
    title: "This page has expired",
    lead: `For your privacy we keep a message that could not be sent for ${formatDuration({ amount: formPolicy.draftHours, unit: "hour" }, "en")} only. Please write it again.`,
  },
  retry: {
    title: "Your message has not been sent yet",
    /** Why, and when to send it again; everything typed is still in the form. */
    rateLimit: (minutes: number) =>
      `Many messages came from your address in a short time. Please send it again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}: everything you typed is still here.`,
    unavailable:
      "We could not store it just now. Please send it again in a minute: everything you typed is still here.",
  },
  unavailable: {
    title: "We cannot show your message just now",
    lead: "Our database is not answering. Your message is kept for an hour: please open this page again in a minute.",
  },
  backLabel: "Back to the form's page",
} as const;
