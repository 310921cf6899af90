/**
 * /insights/newsletter: the newsletter's past issues in English, for a reader deciding whether to sign up. The
 * issues come from the office (each campaign's English edition once sent); this module holds the page's own words.
 */
import { brand } from "../site";
import { glossary } from "../glossary";
import { insightsPaths } from "../routes";
import type { ContentPage } from "@/types/site";

export const newsletterArchivePath = insightsPaths.en.newsletter;
export const newsletterFeedPath = `${newsletterArchivePath}/feed.xml`;
export const newsletterFeedTitle = `${glossary.newsletter.en}, the newsletter`;

export const page = {
  meta: {
    path: newsletterArchivePath,
    title: "Newsletter Archive",
    description: `Every past issue of ${brand.name} Insights, the monthly newsletter: read them before you sign up, or catch up on one you missed.`,
  },
  hero: {
    eyebrow: "Insights",
    title: "Newsletter Archive",
    lead: `Every issue of ${brand.name} Insights we have sent, newest first. Like what you read? Sign up below and get the next one.`,
  },
  /** The feed of the issues, as the page's head announces it to a feed reader, and as the feed describes itself. */
  feed: { title: newsletterFeedTitle, path: newsletterFeedPath },
  feedDescription: `The monthly newsletter of ${brand.name}, in English.`,
  listTitle: "Past issues",
  empty: "The first issue has not gone out yet. Sign up below to receive it.",
  unavailable: "The archive cannot be shown just now. Please try again in a minute.",
  feedUnavailable: "The archive cannot be read just now.",
  issueEyebrow: "Newsletter",
  readIssue: "Read this issue",
  furtherReading: "Further reading",
  /** The issues that went out only in the other edition, listed below this edition's own. */
  elsewhere: {
    title: "Only in Dutch",
    lead: "These issues went out only to the readers of our Dutch edition, and are written in Dutch.",
  },
} as const satisfies ContentPage;
