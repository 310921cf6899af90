/**
 * What the frame of each edition shows: its offices, its navigation, its actions, its newsletter pitch and its
 * words. The
 * English edition's come from the content modules at the root of content/, the Dutch edition's from content/nl.
 */
import * as englishFrame from "./frame";
import * as englishNavigation from "./navigation";
import * as englishMail from "./mail";
import * as englishNewsletter from "./newsletter";
import * as englishSite from "./site";
import * as dutchFrame from "./nl/frame";
import * as dutchNavigation from "./nl/navigation";
import * as dutchMail from "./nl/mail";
import * as dutchNewsletter from "./nl/newsletter";
import * as dutchSite from "./nl/site";
import type { Locale } from "@/types/facts";

const frame = (
  site: Pick<typeof englishSite, "offices" | "socialLinks">,
  navigation: typeof englishNavigation,
  newsletter: typeof englishNewsletter,
  words: typeof englishFrame.frameWords,
) => ({
  offices: site.offices,
  socialLinks: site.socialLinks,
  navGroups: navigation.navGroups,
  contactAction: navigation.contactAction,
  officesAction: navigation.officesAction,
  footerColumns: navigation.footerColumns,
  legalLinks: navigation.legalLinks,
  newsletterSignup: newsletter.newsletterSignup,
  words,
});

export type Frame = ReturnType<typeof frame>;

const frames: Record<Locale, Frame> = {
  en: frame(englishSite, englishNavigation, englishNewsletter, englishFrame.frameWords),
  nl: frame(dutchSite, dutchNavigation, dutchNewsletter, dutchFrame.frameWords),
};

/** The frame of an edition. */
export function frameOf(locale: Locale): Frame {
  return frames[locale];
}

/** The words of an edition's pages behind the forms: the newsletter's pages and pitch, the review and retry pages. */
export function formPagesWordsOf(locale: Locale) {
  const words = locale === "nl" ? dutchNewsletter : englishNewsletter;
  return {
    newsletterPages: words.newsletterPages,
    newsletterSignup: words.newsletterSignup,
    reviewPage: words.reviewPage,
  } satisfies Pick<typeof englishNewsletter, "newsletterPages" | "newsletterSignup" | "reviewPage">;
}

/** The words of the mails a visitor receives, in the language of the page they came from. */
export function mailWordsOf(locale: Locale): {
  confirmationWords: typeof englishMail.confirmationWords;
  replyWords: typeof englishMail.replyWords;
} {
  const words = locale === "nl" ? dutchMail : englishMail;
  return { confirmationWords: words.confirmationWords, replyWords: words.replyWords };
}
