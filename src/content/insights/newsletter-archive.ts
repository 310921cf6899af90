/**
 * /insights/newsletter: the newsletter's past issues, for a reader deciding whether to sign up. The issues come
 * from the office (each campaign once sent); this module holds the page's own words.
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
  /** The feed of the issues, as the page's head announces it to a feed reader. */
  feed: { title: newsletterFeedTitle, path: newsletterFeedPath },
  listTitle: "Past issues",
  empty: "The first issue has not gone out yet. Sign up below to receive it.",
  unavailable: "The archive cannot be shown just now. Please try again in a minute.",
  issueEyebrow: "Newsletter",
  readIssue: "Read this issue",
  furtherReading: "Further reading",
} as const satisfies ContentPage;
