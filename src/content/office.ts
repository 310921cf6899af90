import { campaignPolicy, formPolicy, officePolicy } from "./policy";
import { formatCount, formatDuration, formatMoment, formatNumber } from "@/lib/format";
import { headquarters } from "./site";

/** The words of the staff office: its sections, and what it says after an action or a refused one. */

export interface OfficeSection {
  href: string;
  label: string;
  /** Shown to owners only. */
  owners?: true;
}

export const officeSections: OfficeSection[] = [
  { href: "/office", label: "Inbox" },
  { href: "/office/overview", label: "Overview" },
  { href: "/office/subscribers", label: "Subscribers" },
  { href: "/office/campaigns", label: "Newsletter" },
  { href: "/office/outbox", label: "Outbox" },
  { href: "/office/privacy", label: "Privacy", owners: true },
  { href: "/office/staff", label: "Staff", owners: true },
  { href: "/office/audit", label: "Audit log", owners: true },
  { href: "/office/account", label: "Account" },
];

/** How the inbox names each message form and each status. */
export const formNames: Record<string, string> = {
  contact: "Contact",
  "get-in-touch": "Get in touch",
  partnership: "Partnership",
};

export const statusNames = {
  new: "New",
  "in-progress": "In progress",
  answered: "Answered",
  closed: "Closed",
} as const;

export const subscriberStatusNames: Record<string, string> = {
  confirmed: "Confirmed",
  pending: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
};

export const mailKindNames: Record<string, string> = {
  notification: "Message to the firm",
  "newsletter-confirmation": "Newsletter confirmation",
  "sign-in-link": "Office sign-in link",
  "staff-invitation": "Office invitation",
};

export const deliveryNames: Record<string, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Mailed",
  dead: "Not delivered",
  none: "Not mailed",
};

/**
 * What the office calls each kind of invisible or direction-changing character (lib/invisible.ts) that a
 * visitor's text holds, shown as a marker such as <U+202E>: its accessible name and its tooltip.
 */
export const invisibleCharacterNames = {
  "soft-hyphen": "soft hyphen",
  "combining-grapheme-joiner": "combining grapheme joiner",
  "arabic-letter-mark": "Arabic letter mark",
  "khmer-inherent-vowel": "Khmer inherent vowel",
  "mongolian-variation-selector": "Mongolian variation selector",
  "mongolian-vowel-separator": "Mongolian vowel separator",
  "zero-width-space": "zero width space",
  "zero-width-non-joiner": "zero width non-joiner",
  "zero-width-joiner": "zero width joiner",
  "left-to-right-mark": "left-to-right mark",
  "right-to-left-mark": "right-to-left mark",
  "left-to-right-embedding": "left-to-right embedding",
  "right-to-left-embedding": "right-to-left embedding",
  "pop-directional-formatting": "pop directional formatting",
  "left-to-right-override": "left-to-right override",
  "right-to-left-override": "right-to-left override",
  "word-joiner": "word joiner",
  "invisible-operator": "invisible operator",
  "left-to-right-isolate": "left-to-right isolate",
  "right-to-left-isolate": "right-to-left isolate",
  "first-strong-isolate": "first strong isolate",
  "pop-directional-isolate": "pop directional isolate",
  "deprecated-format": "deprecated format character",
  "zero-width-no-break-space": "zero width no-break space (byte order mark)",
  "interlinear-annotation": "interlinear annotation character",
  tag: "tag character",
  "variation-selector": "variation selector",
} as const;

export type InvisibleKind = keyof typeof invisibleCharacterNames;

/** The accessible name of a marker: "Invisible character U+202E, right-to-left override". */
export const invisibleCharacterLabel = (codePoint: string, kind: InvisibleKind) =>
  `Invisible character ${codePoint}, ${invisibleCharacterNames[kind]}`;

/** The office's time limits as words, written once: the sign-in pages, the account page, the mail, /privacy. */
export const officeTerms = {
  linkValidity: formatDuration({ amount: officePolicy.linkValidMinutes, unit: "minute" }, "en"),
  sessionIdle: formatDuration({ amount: officePolicy.sessionIdleHours, unit: "hour" }, "en"),
  sessionMax: formatDuration({ amount: officePolicy.sessionMaxDays, unit: "day" }, "en"),
};

const linkValidity = officeTerms.linkValidity;

/** "26 Nov 2026, 05:01": a moment as the office shows it, in the headquarters' time zone; nothing for none. */
export const officeTime = (moment: Date | null) =>
  moment ? formatMoment(moment, "en", headquarters.timeZone) : "";

export const signInCopy = {
  title: "Sign in to the office",
  lead: `Enter your work address. If it belongs to the firm's staff, we mail you a link that signs you in; it works once, for ${linkValidity}.`,
  sentTitle: "Check your mail",
  sentLead: `If the address belongs to the firm's staff, a sign-in link is on its way. It works once, for ${linkValidity}. While an unused link is still valid, no second one is sent: use the one you have. You can close this page.`,
  linkTitle: "Sign in",
  linkLead: "Press the button to sign in on this browser.",
  deadLinkTitle: "This link no longer works",
  deadLinkLead: `A sign-in link works once, for ${linkValidity}. Ask for a new one.`,
};

export const passkeyCopy = {
  heading: "Passkeys",
  lead: "A passkey signs you in with your device's own lock (fingerprint, face or PIN) instead of a mailed link.",
};

/** The privacy requests page: what it is for, and what each kind of answer is called in the audit log. */
export const privacyCopy = {
  title: "Privacy requests",
  lead: "When someone asks what the site holds about them, or asks to be erased: find their address, send them the file, or erase it all. Answer within one month of the request.",
  nothing: "The site holds nothing about this address.",
  drafts: (count: number) =>
    `Also ${count} unsent form ${count === 1 ? "draft" : "drafts"}, kept for ${formatDuration({ amount: formPolicy.draftHours, unit: "hour" }, "en")} for the review page.`,
  confirm:
    "I have checked that this request comes from the person at this address, and nothing of theirs must be kept for a legal reason.",
  requestNames: {
    "privacy.export": "Copy downloaded (access)",
    "privacy.erase": "Erased",
  } as Record<string, string>,
};

/** The newsletter's campaigns in the office. */
export const campaignCopy = {
  title: "Newsletter",
  lead: "Write the monthly newsletter, see it as readers will, send yourself a test, then send it to every confirmed reader.",
  statusNames: {
    draft: "Draft",
    scheduled: "Scheduled",
    sending: "Sending",
    paused: "Paused",
    sent: "Sent",
    cancelled: "Cancelled",
  } as Record<string, string>,
  untitled: "(no subject yet)",
  bodyHint:
    "Markdown, as in the insights articles: ## for a heading, - for a list, > for a quote, [words](address) for a link.",
  autosaved: (time: string) => `Saved at ${time}.`,
  autosaveFailed: "Not saved: check the connection. Your text is still here.",
  /** Names what a refusal is about (the address of a picture from another site). */
  about: (what: string) => `It is about: ${what}`,
};

/** What the office's guard answers when it refuses a request (server/office/guard.ts), by the reason. */
export const officeRefusals = {
  "cross-site": "Refused: office changes can only be made from the office's own pages.",
  "signed-out": "Your session has ended. Sign in again.",
  "owners-only": "Refused: only an owner of the office can do this.",
  "not-text": "Refused: every field of an office form is text.",
  "not-understood":
    "Not understood: a value of this request is not one the office takes. Use the page's own forms.",
  limited: "Too many sign-in attempts from your network. Please wait a few minutes and try again.",
  "passkey-refused": "That passkey did not sign you in. Use a mailed link instead.",
} as const;

/** The office's page for a member of staff who opens a page only owners may open (forbidden.tsx). */
export const ownersOnlyCopy = {
  title: "For owners only",
  lead: "Only an owner of the office can open this page.",
  back: "Back to the inbox",
};

/** What a page says after a redirect, by the code in its `?done=` or `?error=`. */
export const officeNotices = {
  done: {
    "signed-out": "You are signed out.",
    "session-ended": "That session has ended.",
    "signed-out-everywhere": "You are signed out on every browser and device.",
    "staff-added": "The person was added, and mailed where to sign in.",
    "role-changed": "The role was changed.",
    "staff-removed": "The person was removed and signed out everywhere.",
    "passkey-removed": "The passkey was removed.",
    "status-changed": "The status was changed.",
    "marked-spam": "The message was moved to spam.",
    "marked-not-spam": "The message is no longer marked as spam.",
    "owner-changed": "The owner was changed.",
    "note-added": "The note was added.",
    "passkey-added": "The passkey was added. You can sign in with it from now on.",
    requeued: "The undelivered mail is back in the queue and will be sent again now.",
    "nothing-to-requeue": "There was no undelivered mail to send again.",
    "campaign-saved": "The draft was saved.",
    "campaign-test-sent": "A test is on its way to your address.",
    "campaign-sending": "The newsletter is being sent.",
    "campaign-scheduled": "The newsletter is scheduled.",
    "campaign-pause": "Sending is paused. Nothing more goes out until you resume.",
    "campaign-resume": "Sending goes on.",
    "campaign-cancel": "The campaign was cancelled: what had not gone out will not.",
    erased:
      "Everything the site held about the address was erased. The audit log records the request under a code, without the address.",
  },
  error: {
    "signed-out": "Your session has ended. Sign in again to go on.",
    link: "That sign-in link has expired or was used already. Ask for a new one.",
    limited: "Too many sign-in links were asked for. Please wait a few minutes and try again.",
    email: "Enter an email address such as name@firm.example.",
    exists: "That address is already on the staff.",
    unknown: "That person is no longer on the staff.",
    "last-owner": "The office needs at least one owner.",
    role: "Choose a role: owner or staff.",
    "passkey-unknown": "That passkey was already removed.",
    "unknown-message": "That message does not exist (any more).",
    "note-empty": "Write the note first.",
    "note-long": `A note can be at most ${formatNumber(officePolicy.noteMaxLength, "en")} characters.`,
    "bad-change": "That change was not understood. Please use the page's own buttons.",
    "person-email": "Enter the person's email address, such as name@example.com.",
    "confirm-erase": "Tick the box to confirm that the request is the person's own before erasing.",
    "unknown-campaign": "That campaign does not exist (any more).",
    "subject-empty": "Write a subject first.",
    "body-empty": "Write the newsletter's text first.",
    "line-long": `The subject and the preview line can be at most ${campaignPolicy.lineMaxLength} characters each.`,
    "body-long": `The text can be at most ${formatNumber(campaignPolicy.bodyMaxLength, "en")} characters: split it over two editions.`,
    "articles-many": `Pick at most ${formatCount(campaignPolicy.articlesMax, "en")} articles.`,
    "not-draft": "This campaign has already been sent or scheduled: it is not sent again.",
    "no-readers": "Nobody has confirmed the newsletter yet, so there is nobody to send it to.",
    past: "Choose a time in the future, or send it now.",
    "cannot-move": "The campaign can no longer be changed that way.",
    "line-control":
      "The subject and the preview line cannot hold tabs, line breaks or other invisible control characters (some programs paste them along): type them again.",
    "body-control":
      "The text holds an invisible control character (some programs paste them along): type the part you pasted again.",
    "image-foreign":
      "Pictures can only come from this site (a path such as /images/map.png): a picture from another site tells that site who opened the mail. Remove it, or put the picture on this site.",
    "body-unrenderable":
      "The text cannot be shown as the newsletter's page: check its tables and lists, then save again.",
  },
} as const;

export type DoneCode = keyof typeof officeNotices.done;
export type ErrorCode = keyof typeof officeNotices.error;
/** What can keep a campaign from being saved, sent or controlled. */
export type CampaignError = Extract<
  ErrorCode,
  | "unknown-campaign"
  | "subject-empty"
  | "body-empty"
  | "line-long"
  | "body-long"
  | "articles-many"
  | "not-draft"
  | "no-readers"
  | "past"
  | "cannot-move"
  | "line-control"
  | "body-control"
  | "image-foreign"
  | "body-unrenderable"
>;

/** A page's query as Next.js hands it over: each name, once, several times, or not at all. */
export type OfficeQuery = Promise<Record<string, string | string[] | undefined>>;

/** What a page tells after a redirect: that it went well, or what was wrong. */
export interface ShownNotice {
  kind: "done" | "error";
  text: string;
}

/** The notice a page shows for its query (`?done=…` or `?error=…`), when the code is one of ours. */
export function officeNotice(query: {
  done?: string | string[];
  error?: string | string[];
}): ShownNotice | undefined {
  const pick = <T extends object>(table: T, code: unknown) =>
    typeof code === "string" && Object.hasOwn(table, code) ? (table[code as keyof T] as string) : undefined;
  const error = pick(officeNotices.error, query.error);
  if (error) return { kind: "error", text: error };
  const done = pick(officeNotices.done, query.done);
  return done ? { kind: "done", text: done } : undefined;
}

/** The path of an office page that shows a notice: the code is checked against the notices above. */
export function noticePath(
  path: string,
  notice: { done: DoneCode } | { error: ErrorCode },
  fragment = "",
): string {
  const [kind, code] = "done" in notice ? ["done", notice.done] : ["error", notice.error];
  return `${path}${path.includes("?") ? "&" : "?"}${kind}=${code}${fragment}`;
}
