import { campaignPolicy, formPolicy, officePolicy, subscriberPolicy } from "./policy";
import {
  formatCount,
  formatDate,
  formatDuration,
  formatList,
  formatMoment,
  formatNumber,
} from "@/content/format";
import { brand, headquarters, replyTime } from "./site";
import { notificationWords } from "./mail";
import type { Locale } from "@/types/facts";

/** "3 messages", "1 note": a count and its noun. */
const counted = (count: unknown, one: string, more = `${one}s`) =>
  `${formatNumber(Number(count) || 0, "en")} ${Number(count) === 1 ? one : more}`;

/** The editions' languages as a form's choice of them (a reader's language). */
export const languageOptions = Object.entries(notificationWords.languages).map(([value, label]) => ({
  value,
  label,
}));

/** An edition by its language's name: "English", "Dutch". */
const editionName = (locale: unknown) => notificationWords.languages[locale as Locale] ?? String(locale);

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
  { href: "/office/statistics", label: "Statistics" },
  { href: "/office/subscribers", label: "Subscribers" },
  { href: "/office/campaigns", label: "Newsletter" },
  { href: "/office/outbox", label: "Outbox" },
  { href: "/office/privacy", label: "Privacy", owners: true },
  { href: "/office/staff", label: "Staff", owners: true },
  { href: "/office/audit", label: "Audit log", owners: true },
  { href: "/office/tokens", label: "API tokens", owners: true },
  { href: "/office/account", label: "Account" },
];

/** How the office names each form (the newsletter sign-up too: a form draft or a personal copy) and each status. */
export const formNames: Record<string, string> = {
  contact: "Contact",
  "get-in-touch": "Get in touch",
  partnership: "Partnership",
  newsletter: "Newsletter",
};

export const statusNames = {
  new: "New",
  "in-progress": "In progress",
  answered: "Answered",
  closed: "Closed",
} as const;

/** Words several office pages share: a message marked as spam, a message nobody owns yet, a CSV download. */
export const officeWords = {
  spam: "Spam",
  nobody: "Nobody yet",
  exportCsv: "Export as CSV",
};

/** What the office calls each role of its staff (server/db/schema.ts, STAFF_ROLES). */
export const roleNames: Record<string, string> = {
  owner: "Owner",
  staff: "Staff",
};

export const subscriberStatusNames: Record<string, string> = {
  confirmed: "Confirmed",
  pending: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
  bouncing: "Bouncing",
};

export const mailKindNames: Record<string, string> = {
  notification: "Message to the firm",
  "newsletter-confirmation": "Newsletter confirmation",
  "sign-in-link": "Office sign-in link",
  reply: "A reply from the office",
  "staff-invitation": "Office invitation",
  assignment: "A message assigned",
  digest: "Morning digest",
  campaign: "Newsletter",
  "campaign-test": "Newsletter test",
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

/** A span of time as the office says it: "40 minutes", "5 hours" (up to two days), "3 days". */
export function officeSpan(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return formatDuration({ amount: Math.max(1, whole), unit: "minute" }, "en");
  if (whole < 48 * 60) return formatDuration({ amount: Math.floor(whole / 60), unit: "hour" }, "en");
  return formatDuration({ amount: Math.floor(whole / 1440), unit: "day" }, "en");
}

/** How long a message has waited since it arrived. */
export const officeAge = (since: Date, now: Date = new Date()) =>
  officeSpan((now.getTime() - since.getTime()) / 60_000);

/**
 * Why a mail has not gone out, in words a partner reads, from the mail library's error (the technical text stays
 * beside it for whoever runs the server).
 */
export function mailProblem(error: string): string {
  const reasons: [RegExp, string][] = [
    [
      /ECONNREFUSED/,
      "The mail server refused the connection: it may be down, or SMTP_URL names the wrong one.",
    ],
    [/ETIMEDOUT|ETIMEOUT|timed? ?out/i, "The mail server did not answer in time."],
    [/ENOTFOUND|EAI_AGAIN|getaddrinfo/, "The mail server's name could not be found."],
    [/ECONNRESET|socket hang up|closed unexpectedly/i, "The connection to the mail server broke off."],
    [/EAUTH|\b53[45]\b|authenticat/i, "The mail server refused to let the site sign in: check SMTP_URL."],
    [/certificate|\bTLS\b|\bSSL\b/i, "The mail server's certificate was not accepted."],
    [/\b55[0-4]\b|recipient|mailbox|user unknown/i, "The receiving server refused the address."],
    [/\b4\d\d\b/, "The mail server asked the site to try again later."],
  ];
  return reasons.find(([pattern]) => pattern.test(error))?.[1] ?? "Sending failed.";
}

export const signInCopy = {
  /** The title of the sign-in page and of a sign-in link's page, in the browser's tab. */
  pageTitle: "Sign in",
  title: "Sign in to the office",
  lead: `Enter your work address. If it belongs to the firm's staff, we mail you a link that signs you in; it works once, for ${linkValidity}.`,
  sentTitle: "Check your mail",
  sentLead: `If the address belongs to the firm's staff, a sign-in link is on its way. It works once, for ${linkValidity}. While an unused link is still valid, no second one is sent: use the one you have. You can close this page.`,
  linkTitle: "Sign in",
  linkLead: "Press the button to sign in on this browser.",
  deadLinkTitle: "This link no longer works",
  deadLinkLead: `A sign-in link works once, for ${linkValidity}. Ask for a new one.`,
  emailLabel: "Work email",
  send: "Send me a sign-in link",
  signIn: "Sign in",
  newLink: "Ask for a new link",
};

export const passkeyCopy = {
  /** The name the browser's passkey dialog gives the office. */
  relyingParty: `${brand.name} office`,
  /** A passkey's name when its owner gave none. */
  unnamed: "Passkey",
  late: "The request took too long. Please try again.",
  unverified: "The passkey could not be verified.",
  heading: "Passkeys",
  lead: "A passkey signs you in with your device's own lock (fingerprint, face or PIN) instead of a mailed link.",
  signIn: "Sign in with a passkey",
  signingIn: "Waiting for your passkey…",
  notUsed: "No passkey was used. Try again, or use a mailed link.",
  noScript: "To add a passkey, open this page in a browser with JavaScript on.",
  nameLabel: "Name for this passkey",
  nameHint: "For example: work laptop, phone.",
  add: "Add a passkey",
  adding: "Waiting for your device…",
  notAdded: "The passkey could not be added.",
  notMade: "No passkey was made. You can try again.",
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
  find: "Find an address",
  addressLabel: "The person's email address",
  findButton: "Find",
  held: (email: string) => `What the site holds about ${email}`,
  messages: {
    caption: "Messages",
    columns: ["Received", "Form", "Status", "Notes", "Message"],
    empty: "No messages from this address.",
    open: "Open",
  },
  newsletter: {
    caption: "Newsletter",
    columns: ["Status", "Signed up", "Confirmed", "Unsubscribed"],
    empty: "Not on the newsletter list.",
  },
  mail: {
    caption: "Mail",
    columns: ["Queued", "Mail", "Subject", "Delivery"],
    empty: "No mail to, from or about this address.",
  },
  answer: "Answer the request",
  access: "Access and portability",
  accessLead:
    "A readable copy of every record above to send to the person, and the same records as a JSON file for use in another program. Internal columns and token hashes are left out.",
  downloadDocument: "Download as a document",
  downloadJson: "Download as JSON",
  erasure: "Erasure",
  erasureLead: "Deletes every record above for good, mail bodies included, in one step. It cannot be undone.",
  erase: "Erase everything",
  answered: "Requests already answered for this address",
  answeredCaption: "Requests already answered",
  answeredEmpty: "None yet.",
  /** The copy of a person's records as a document to read or print (server/privacy/personal-document.ts). */
  document: {
    title: (email: string) => `Personal data held about ${email}`,
    lead: (email: string, made: string) =>
      `This is a copy of everything the ${brand.name} website holds about ${email}, made on ${made}, at the person's request. The same records are available beside it as a JSON file, for use in another program.`,
    times: `Times are ${headquarters.city} time.`,
    none: "None.",
    /** Stands for the token of a link in a mail's text: the link would still work for whoever reads the copy. */
    tokenRemoved: "(removed)",
    messages: {
      heading: "Messages sent through the website's forms",
      item: (form: string, sent: string) => `${form}, sent ${sent}`,
      reference: "Reference",
      language: "Language",
      page: "Sent from the page",
      status: "Status",
      firstReply: "First answered",
      landing: "First page read on the site that day",
      referrer: "The site that linked there",
      campaign: "The link's campaign tags",
      pages: "Pages read before writing",
      browser: "Browser",
    },
    notes: {
      heading: "Notes the firm wrote about these messages",
      item: (by: string, written: string) => `Note by ${by}, ${written}`,
      message: "About the message",
    },
    newsletter: {
      heading: "Newsletter",
      item: "Sign-up",
      status: "Status",
      signedUp: "Signed up",
      confirmed: "Confirmed",
      unsubscribed: "Unsubscribed",
      language: "Edition",
      consent: "Consent given elsewhere, as the firm recorded it",
    },
    drafts: {
      heading: "Form drafts kept for the review page",
      item: (form: string, saved: string) => `${form}, saved ${saved}`,
      language: "Language",
    },
    mail: {
      heading: "Mail to, from or about this address",
      item: (kind: string, made: string) => `${kind}, ${made}`,
      message: "About the message",
      status: "Delivery",
      sent: "Sent",
      from: "From",
      to: "To",
      replyTo: "Reply to",
      subject: "Subject",
    },
  },
};

/** The newsletter's campaigns in the office. */
export const campaignCopy = {
  title: "Newsletter",
  lead: "Write the monthly newsletter in English and Dutch, see each edition as its readers will, send yourself a test, then send each edition to the confirmed readers of its language.",
  statusNames: {
    draft: "Draft",
    scheduled: "Scheduled",
    sending: "Sending",
    paused: "Paused",
    sent: "Sent",
    cancelled: "Cancelled",
  } as Record<string, string>,
  untitled: "(no subject yet)",
  /** A campaign's name in the office: its English subject, else its Dutch one, else "(no subject yet)". */
  titleOf: (subjects: Partial<Record<Locale, string>>) => subjects.en || subjects.nl || campaignCopy.untitled,
  bodyHint:
    "Markdown, as in the insights articles: ## for a heading, - for a list, > for a quote, [words](address) for a link.",
  autosaved: (time: string) => `Saved at ${time}.`,
  autosaveFailed: "Not saved: check the connection. Your text is still here.",
  /** Names what a refusal is about (the address of a picture from another site). */
  about: (what: string) => `It is about: ${what}`,
  create: "New campaign",
  caption: "Campaigns",
  columns: ["Subject", "Editions", "Status", "Readers", "Sent", "Waiting", "Failed", "Last change"],
  empty: "No campaign yet.",
  /** A campaign's editions, by their languages' names ("English, Dutch"). */
  editionNames: (locales: string[]) =>
    formatList(
      locales.map((locale) => editionName(locale)),
      "en",
    ),
  /** Said of a campaign kept out of the public archive, after its status. */
  keptOut: "kept out of the archive",
  /** The readers no longer mailed because their address is refused (mail/outbox.ts). */
  bouncing: {
    caption: "Addresses that bounce",
    lead: "Their mail server refused the address for two issues, so they are mailed no more (the Bouncing tab of Subscribers lists them too). A reader who signs up and confirms again is mailed again.",
    columns: ["Address", "Issues refused", "Since", "The mail server's last answer"],
    empty: "No address has bounced.",
  },
};

/** A campaign's page in the office, opened at one of its editions (the English one when none is named). */
export const campaignPath = (id: string, edition?: Locale) =>
  `/office/campaigns/${encodeURIComponent(id)}${edition && edition !== "en" ? `?edition=${edition}` : ""}`;

/**
 * One campaign's page: its editions, each written, previewed and tested on its own; sending them all, with the
 * number of readers confirmed; the progress once queued; its place in the archive.
 */
export const campaignPageCopy = {
  title: "Campaign",
  lead: (author: string, changed: string) => `Started by ${author}, last changed ${changed}.`,
  /** The tabs of the editions. */
  editionsLabel: "Editions",
  edition: (locale: string) => `${editionName(locale)} edition`,
  leftOutTab: "left out",
  /** What the figure beside each edition counts: its readers now (a draft), or those it was queued for. */
  editionCounts: (queued: boolean) =>
    queued
      ? "Beside each edition: the readers it was sent to."
      : "Beside each edition: its confirmed readers at this moment.",
  write: (locale: string) => `Write the ${editionName(locale)} edition`,
  leaveOut: (locale: string) => `Leave out the ${editionName(locale)} edition`,
  leaveOutLead: (locale: string, readers: number) =>
    `Its ${counted(readers, `confirmed ${editionName(locale)} reader`)} would then receive nothing of this issue.`,
  leftOut: (locale: string) => `No ${editionName(locale)} edition`,
  leftOutLead: (locale: string, readers: number) =>
    `This issue has no ${editionName(locale)} edition, so its ${counted(readers, `confirmed ${editionName(locale)} reader`)} receive nothing of it.`,
  bringBack: (locale: string) => `Write a ${editionName(locale)} edition`,
  subjectLabel: "Subject",
  preheaderLabel: "Preview line",
  preheaderHint: "Shown after the subject in most inboxes.",
  bodyLabel: "Text",
  articles: (locale: string) => `${editionName(locale)} articles as cards at the end`,
  save: "Save draft",
  sending: "Sending",
  goesOut: (time: string) => `Goes out ${time} (${headquarters.city} time).`,
  /** The buttons that act on a queued campaign. */
  controls: { pause: "Pause", resume: "Resume", cancel: "Cancel the rest" },
  preview: "Preview",
  wentOut: "As it went out",
  /** Stands before the mail's subject. */
  subject: "Subject:",
  phone: "On a phone",
  desktop: "On a desktop",
  /** The name of a frame that shows the mail at a reader's width ("On a phone"). */
  frame: (width: string) => `${width}: the newsletter as mailed`,
  textPart: "The plain-text part",
  test: "Test",
  testLead: (locale: string, email: string) =>
    `The ${editionName(locale)} edition as saved, to ${email} only.`,
  sendTest: "Send a test to me",
  duplicate: "Use it again",
  duplicateLead:
    "Start a new draft with this campaign's editions: their subjects, preview lines, texts and articles. This one stays as it is.",
  duplicateButton: "Duplicate as a new draft",
  send: "Send",
  /** Who the send reaches, edition by edition, at this moment. */
  reach: "It goes to the confirmed readers of each edition's language, as they are now:",
  reachEdition: (locale: string, readers: number) =>
    `${editionName(locale)} edition: ${counted(readers, "reader")}`,
  reachNone: (locale: string, readers: number) =>
    `No ${editionName(locale)} edition: ${counted(readers, "reader")} receive nothing`,
  when: "When",
  now: "Now",
  later: "At a time of my choice",
  timeLabel: `Time (${headquarters.city} time)`,
  confirmLabel: (readers: number) =>
    `Type ${formatNumber(readers, "en")}, the number of readers it goes to, to confirm`,
  confirmHint:
    "If a reader signs up or leaves before you press Send, the number changes and nothing is sent.",
  sendButton: "Send the newsletter",
  /** The switch that keeps a campaign out of the public archives. */
  archive: "Public archive",
  archiveIn:
    "Each edition appears in its language's newsletter archive on the website, and in the archive's feed, once it has been sent.",
  archiveOut: "This campaign is kept out of the public archives and their feeds, also once sent.",
  keepOut: "Keep it out of the archive",
  letIn: "Show it in the archive",
  ownersSend: "An owner of the office sends the newsletter once the draft is ready.",
};

/** A campaign's progress bar and its figures in words (components/office/campaign-progress.tsx). */
export const campaignProgressCopy = {
  /** Stands before the campaign's status. */
  status: "Status:",
  bar: "Mail sent",
  figures: (sent: number, total: number, pending: number, failed: number) =>
    `${sent} of ${total} sent, ${pending} waiting, ${failed} failed.`,
};

/** The office's metadata: every office page's title ends in "| Office | <brand>". */
export const officeMeta = {
  title: { default: `Office | ${brand.name}`, template: `%s | Office | ${brand.name}` },
  description: `The ${brand.name} staff office.`,
};

/** The band around every office page (components/office/office-frame.tsx and office-nav.tsx). */
export const officeFrameCopy = {
  badge: "Office",
  nav: "Office",
  signOut: "Sign out",
};

/** The inbox: its filters, its table of messages and its pages. */
export const inboxCopy = {
  title: "Inbox",
  lead: "Every message the site's forms brought in, newest first.",
  /** The views above the list, each with its count. */
  views: {
    all: "All",
    new: "New",
    mine: "Mine",
    overdue: "Overdue",
    today: "Today",
  },
  viewsName: "Views of the inbox",
  /** What each view holds, said under the tabs. */
  viewLeads: {
    all: "Every message that is not spam.",
    new: "Messages nobody has worked on yet.",
    mine: "Messages you own.",
    overdue: `Waiting more than ${formatDuration(replyTime, "en")} for a first reply, or past their follow-up day.`,
    today: `Received today or to follow up today (${headquarters.city} time).`,
  },
  /** How many messages a list holds. */
  count: (count: number, more = false) =>
    more
      ? `More than ${formatNumber(count, "en")} messages`
      : `${formatNumber(count, "en")} ${count === 1 ? "message" : "messages"}`,
  /** A search that found nothing outside spam, but something in it. */
  inSpam: (count: number) => `${formatCount(count, "en")} in Spam match this search.`,
  showSpam: "Show them",
  unread: "Unread",
  known: "Wrote before",
  overdue: "Overdue",
  due: (day: string) => `Follow up ${day}`,
  age: (age: string) => `${age} ago`,
  languages: { en: "EN", nl: "NL" } as Record<string, string>,
  /** The editions' languages by name, as the firm's notification names them. */
  languageNames: notificationWords.languages as Record<string, string>,
  /** The filters of the query that the inbox could not read, named. */
  notApplied: (problems: string[]) => `Not understood, so not applied: ${formatList(problems, "en")}.`,
  caption: "Messages",
  columns: ["Name", "Company", "About", "Language", "Received", "Status", "Owner", "Mail"],
  empty: "No messages yet.",
  emptyFiltered: "No message matches these filters.",
  noName: "(no name)",
  pages: "Pages of the inbox",
  newest: "Newest",
  older: "Older messages",
};

/** The inbox's filter form (components/office/inbox-filters.tsx). */
/**
 * A lead's source as the office names it (stats/sources.ts): a campaign's source or a referring site as it came,
 * and the two the site names itself.
 */
export function originName(origin: string): string {
  if (origin === "direct") return "Direct (typed in or bookmarked)";
  if (origin === "newsletter") return "Our newsletter";
  return origin;
}

/** Where a lead's writer came from, on the message's page. */
export const sourceCopy = {
  heading: "Where they came from",
  none: "Not known: the site counted no page read of theirs that day (a script, or a browser that asks not to be counted).",
  origin: "Came from",
  medium: "Medium",
  campaign: "Campaign",
  landing: "Landed on",
  pages: "Read before writing",
};

export const inboxFilterCopy = {
  name: "Filter the inbox",
  search: "Search name, email, company and message",
  /** Each select: its label, and its first choice, which filters nothing. */
  statuses: { label: "Status", any: "Any status (not spam)" },
  forms: { label: "Form", any: "Any form" },
  owners: { label: "Owner", any: "Anyone" },
  services: { label: "Service", any: "Any service" },
  origins: { label: "Came from", any: "Any source" },
  from: "Received from",
  to: "Received to",
  filter: "Filter",
  clear: "Clear filters",
  /** The fold that holds every filter but the search on a phone, and the same with how many are set. */
  filters: "Filters",
  active: (count: number) => `Filters (${count})`,
  /** Each filter as the notice of filters not applied names it. */
  names: {
    view: "view",
    form: "form",
    status: "status",
    owner: "owner",
    service: "service",
    origin: "came from",
    from: "received from",
    to: "received to",
    q: "search",
  },
};

/** What is wrong with an email address typed into the office (a new member of staff, a privacy request). */
export const addressCopy = {
  missing: "Enter an email address.",
  invalid: (example: string) => `Enter an email address such as ${example}.`,
  tooLong: "This address is too long.",
};

/** One message: what the visitor wrote, where it stands, the firm's notes and the mail it caused. */
export const messageCopy = {
  title: "Message",
  lead: (form: string, received: string) => `${form} form, received ${received}.`,
  /** Where the message came from: the edition and the page. */
  source: (language: string, page: string | null) =>
    page ? `Written in ${language} on ${page}.` : `Written in ${language}.`,
  age: (age: string) => `Waiting ${age}.`,
  overdue: "Overdue: no reply recorded within the promised time.",
  firstReply: (moment: string) => `First reply ${moment}.`,
  dueLabel: "Follow up on",
  dueHint: "Leave empty for no follow-up day.",
  save: "Save",
  saveNext: "Save and open next",
  assignMe: "Assign to me",
  repliedByMail: "Mark as answered by mail",
  previous: "Newer message",
  next: "Older message",
  backToList: "Back to the list",
  listNav: "Messages of this list",
  /** The subject of a reply by mail, about the service asked for or the form. */
  reply: (about: string | undefined) => `Re: ${about || "your message"}`,
  fields: "What they wrote",
  standing: "Where it stands",
  statusLabel: "Status",
  ownerLabel: "Owner",
  isSpam: "Marked as spam.",
  notSpam: "Not spam.",
  unmarkSpam: "Not spam",
  markSpam: "Mark as spam",
  replyByMail: "Reply from your own mailbox",
  /** Writing the reply in the office. */
  replyHeading: "Reply",
  replyLabel: (language: string) => `Your reply, in ${language}`,
  replyHint: (from: string, address: string) =>
    `Sent as ${from}; their answer comes to ${address}. Their message is quoted under yours, with your name and the firm's under your words.`,
  sendReply: "Send reply",
  timeline: "Timeline",
  timelineLead:
    "This message and the others from the same address or company, newest first, with the firm's notes, replies and changes. Notes are for the firm only; the visitor never sees them.",
  timelineName: "Timeline of this person and company",
  entries: {
    message: (form: string, name: string) => `${name} wrote through the ${form} form`,
    thisMessage: "This message",
    merged: "merged into the earliest",
    note: (author: string) => `Note by ${author}`,
    reply: (author: string) => `Reply by ${author}`,
    status: (author: string, from: string, to: string) =>
      `${author} changed the status from ${from} to ${to}`,
    owner: (author: string, owner: string | null) =>
      owner ? `${author} made ${owner} the owner` : `${author} left it without an owner`,
  },
  merge: "Merge into the earliest message from this address",
  mergeHint: "The earliest message from the same address keeps everything; this one leaves the lists.",
  mergedInto: "This message was merged into an earlier one from the same address.",
  openMerged: "Open that message",
  noteLabel: "Add a note (optional)",
  mail: "Mail to the firm",
  caption: "Delivery history",
  columns: ["Subject", "To", "State", "Attempts", "Queued", "Sent", "Problem"],
  emptySpam: "Spam is never mailed.",
  empty: "No mail was queued for this message.",
};

/** The overview: this week's messages, what waits for the firm, and the site's health. */
/** The statistics page: what brings visitors and leads, from the site's own count of page reads. */
export const statsCopy = {
  title: "Statistics",
  lead: "What people read and what brings leads, from the site's own count: no cookies, no script, nobody followed. A visitor is counted once a day; days run from midnight to midnight UTC.",
  period: "Period",
  from: "From",
  to: "To",
  show: "Show",
  quick: [
    { days: 7, label: "Last 7 days" },
    { days: 30, label: "Last 30 days" },
    { days: 365, label: "Last 12 months" },
  ],
  badPeriod:
    "That period was not understood (two dates, at most two years apart): the last 30 days are shown.",
  shown: (from: string, to: string) => `${from} to ${to}`,
  figures: {
    visitors: "Visitors",
    reads: "Page reads",
    leads: "Leads",
    share: "Visitors who wrote",
  },
  share: (leads: number, visitors: number) =>
    visitors > 0 ? `${formatNumber(Math.round((leads / visitors) * 1000) / 10, "en")}%` : "–",
  chart: "Visitors and page reads per day",
  chartSummary: (visitors: number, reads: number, days: number) =>
    `${formatNumber(visitors, "en")} visitors and ${formatNumber(reads, "en")} page reads over ${counted(days, "day")}.`,
  perDay: "Per day",
  /** The scrolling box that holds the table of days beside the chart. */
  perDayRegion: "The figures of each day, newest first",
  perDayColumns: ["Day", "Visitors", "Page reads"],
  topPages: { title: "Most read pages", columns: ["Page", "Page reads", "Visitors"] },
  entryPages: {
    title: "Where visitors came in, and who wrote",
    columns: ["Landing page", "Visitors who came in here", "Leads", "Share that wrote"],
  },
  referrers: { title: "Sites that sent visitors", columns: ["Site", "Visitors"] },
  campaigns: { title: "Campaigns", columns: ["Source / campaign", "Visitors"] },
  editions: { title: "Editions", columns: ["Edition", "Visitors"] },
  devices: { title: "Devices", columns: ["Device", "Visitors"] },
  bySource: { title: "Leads by source and month", first: "Source" },
  none: "Nothing in this period.",
  unknownSource: "Not known (before counting began, or not counted)",
  deviceNames: { phone: "Phone", tablet: "Tablet", desktop: "Desktop" } as Record<string, string>,
};

export const overviewCopy = {
  title: "Overview",
  lead: `This week so far (since Monday, ${headquarters.city} time), and what is waiting.`,
  week: "Messages this week",
  waiting: "Waiting for the firm",
  fresh: "New messages",
  unowned: "Owned by nobody",
  overdue: `Waiting over ${formatDuration(replyTime, "en")}, or past their follow-up day`,
  medianReply: "Median time to a first reply, this month",
  noReplies: "No replies yet",
  health: "The site's health",
  database: "Database",
  working: "Working",
  notAnswering: "Not answering",
  pending: "Mail waiting to be sent",
  dead: "Mail given up on",
  unknown: "Unknown",
  /** The records the daily clean-up deleted, with the time of its last run when there was one. */
  retention: (finished?: string) =>
    finished
      ? `Old records deleted by the daily clean-up of ${finished}`
      : "Old records deleted by the daily clean-up",
  notRun: "Not run yet",
};

/** The newsletter's subscribers. */
export const subscribersCopy = {
  title: "Subscribers",
  lead: "Everyone who signed up for the newsletter, or was put on the list by the office. Only confirmed readers ever receive it, each in the edition of their language.",
  everyone: "Everyone",
  tabs: "Subscribers by status",
  searchName: "Search the subscribers",
  search: "Address contains",
  find: "Search",
  /** Under the tabs while a search is on: what it found, and the way back to everyone. */
  searching: (words: string) => `Addresses containing “${words}”.`,
  noMatch: "No address contains those words.",
  clear: "Show everyone",
  caption: "Subscribers",
  columns: ["Email", "Language", "Status", "Signed up", "Confirmed", "Unsubscribed"],
  empty: "Nobody yet.",
  /** Adding one reader by hand. */
  add: {
    title: "Add a reader",
    lead: "Someone who asked in person or by phone. They receive the confirmation mail in their language and are on the list once they confirm.",
    email: "Email address",
    language: "Language",
    consentTitle: "Consent given elsewhere (owners)",
    consentLead:
      "Only when the person gave their consent in writing elsewhere, such as a form at an event: they are confirmed at once, without the mail, and the source and day are kept.",
    consentSource: "Where they gave it",
    consentSourceHint: "Such as: Signed up on paper at the Amsterdam breakfast.",
    consentAt: "On which day",
    button: "Add the reader",
  },
  importLink: "Import a list (CSV)",
  /** The way back from a reader's page and the import. */
  back: "Back to the subscribers",
  /** When the page shows fewer than the list holds; the export link follows. */
  some: (shown: number, total: number) =>
    `The newest ${formatNumber(shown, "en")} of ${formatNumber(total, "en")} are shown; the export holds them all. `,
};

/** Importing readers from a CSV file (/office/subscribers/import). */
export const importCopy = {
  title: "Import readers",
  lead: `A CSV file with a line of column names, then one reader a line. The columns: email (needed), language (en or nl; English when empty) and, for consent given elsewhere, consent source and consent date (owners only). Commas or semicolons both work, as spreadsheets write them. At most ${formatNumber(subscriberPolicy.importMaxRows, "en")} lines.`,
  example: [
    "email,language,consent source,consent date",
    "anna@example.com,nl,Event sign-up sheet,2026-03-14",
    "ben@example.com,en,,",
  ].join("\n"),
  exampleLabel: "An example",
  file: "CSV file",
  button: "Import",
  reportTitle: "The last import",
  report: (mailed: number, confirmed: number, skipped: number) =>
    `${counted(mailed, "reader")} mailed to confirm, ${counted(confirmed, "reader")} confirmed by their recorded consent, ${counted(skipped, "line")} left out.`,
  skippedCaption: "Lines left out",
  skippedColumns: ["Line", "Why"],
  none: "Every line was imported.",
  /** Why a line was left out, by the line's problem. */
  problems: {
    email: "Not an email address.",
    language: "The language is neither English (en) nor Dutch (nl).",
    "consent-source": `The consent has no source, or one longer than ${subscriberPolicy.consentSourceMaxLength} characters.`,
    "consent-date":
      "The consent's day is missing, in the future, or not a date (write 2026-03-14 or 14-03-2026).",
    "consent-owner": "Only an owner can record consent given elsewhere.",
    "already-reader": "Already a confirmed reader.",
    repeated: "The same address came earlier in the file.",
  } as Record<string, string>,
};

/** One reader's page (/office/subscribers/{id}): who they are on the list, their edition, and taking them off. */
export const readerCopy = {
  title: "Reader",
  facts: {
    status: "Status",
    language: "Receives",
    signedUp: "Signed up",
    confirmed: "Confirmed",
    addedBy: "Put on the list by",
    consent: "Consent given elsewhere",
    bounces: "Issues their mail server refused",
  },
  consent: (source: string, day: string) => `${source} (${day})`,
  onSite: "Signed up on the website",
  edition: (locale: string) => `The ${editionName(locale)} edition`,
  languageTitle: "Language",
  languageLead: "The edition they receive from the next issue on.",
  languageButton: "Save the language",
  removeTitle: "Take off the list (owners)",
  removeLead:
    "Deletes their subscription: they receive nothing more, and can sign up again on the website. To erase everything the site holds about a person, use Privacy.",
  removeButton: "Take off the list",
};

/** The outbox: mail that has not gone out yet. */
export const outboxCopy = {
  title: "Outbox",
  lead: "Mail that has not gone out yet. Each is tried again with growing pauses for 24 hours; after that it is given up on until someone sends it again.",
  caption: "Undelivered mail",
  columns: ["Mail", "To", "Subject", "State", "Attempts", "Queued", "Next try", "Reason", "Action"],
  empty: "Every mail has been delivered.",
  retry: "Retry now",
  retryMail: (subject: string) => `Retry now: ${subject}`,
  requeue: (dead: number) =>
    dead === 1 ? "Send the undelivered mail again" : `Send all ${dead} undelivered mails again`,
};

/** The staff page: who works in the office, in which role. */
export const staffCopy = {
  title: "Staff",
  lead: "Staff work the leads; owners also manage the staff, delete data and change settings.",
  caption: "The firm's staff",
  columns: ["Email", "Role", "Added", "Last sign-in", "Action"],
  empty: "Nobody yet.",
  roleOf: (email: string) => `Role of ${email}`,
  change: "Change",
  never: "Never",
  remove: "Remove",
  removeWho: (email: string) => `Remove ${email}`,
  add: "Add a person",
  emailLabel: "Work email",
  roleLabel: "Role",
  addButton: "Add to the staff",
};

/** The account page: the signed-in person's sessions and passkeys. */
export const accountCopy = {
  title: "Account",
  lead: (email: string, role: string) =>
    `Signed in as ${email} (${(roleNames[role] ?? role).toLowerCase()}). A session ends after ${officeTerms.sessionIdle} without use, and ${officeTerms.sessionMax} after sign-in at the latest.`,
  /** The person's own settings: the name colleagues see, and the morning digest. */
  settings: "You in the office",
  nameLabel: "Your name",
  nameHint: "Shown to colleagues as owner and author, instead of your address.",
  digestLabel: `Mail me a digest each morning at ${officePolicy.digestHour}:00 (${headquarters.city} time) of my leads that are overdue or to follow up that day`,
  saveSettings: "Save",
  sessions: "Where you are signed in",
  sessionsCaption: "Your sessions",
  sessionsColumns: ["Browser", "Signed in", "Last used", "Ends at the latest", "Action"],
  sessionsEmpty: "No sessions.",
  unknownBrowser: "Unknown browser",
  thisBrowser: "This browser",
  /** When a session began, and how: "26 Nov 2026, 05:01 (mailed link)". */
  signedIn: (time: string, method: string) => `${time} (${method === "passkey" ? "passkey" : "mailed link"})`,
  signOut: "Sign out",
  endSession: "End session",
  everywhere: "Sign out everywhere",
  passkeysCaption: "Your passkeys",
  passkeysColumns: ["Name", "Added", "Last used", "Action"],
  passkeysEmpty: "No passkeys yet.",
  notYet: "Not yet",
  remove: "Remove",
  removePasskey: (label: string) => `Remove the passkey ${label}`,
};

/** An audit line's details as stored (server/office/audit.ts). */
type AuditDetail = Record<string, string | number | boolean | null>;

/** What a privacy request found, in words: "2 messages, 1 note and 3 mails" (kinds with none left out). */
const recordsFound = (detail: AuditDetail) =>
  formatList(
    [
      counted(detail.messages, "message"),
      counted(detail.notes, "note"),
      counted(detail.newsletter, "newsletter record"),
      counted(detail.drafts, "form draft"),
      counted(detail.mails ?? detail.mail, "mail"),
    ].filter((part) => !part.startsWith("0 ")),
    "en",
  ) || "nothing";

/** A moment written in a line's details, in office time; a value that is no moment is said as it is. */
const momentIn = (value: unknown) => {
  const moment = new Date(String(value));
  return Number.isNaN(moment.getTime()) ? String(value) : officeTime(moment);
};

/** How a script came in, when it did: " (API token Monthly report)". */
const through = (detail: AuditDetail) => (detail.via ? ` (${String(detail.via)})` : "");

/** Who is named in a line's details, by address: the page gives their name where the staff list has one. */
export type NameOf = (email: string) => string;

/**
 * Each action of the audit log as a sentence after the person's name. `{target}` stands for what the action was
 * on (a message, a newsletter, a member of staff), which the page shows as a link to it.
 */
const auditSentences: Record<string, (detail: AuditDetail, nameOf: NameOf) => string> = {
  "sign-in": (d) => `signed in with ${d.method === "passkey" ? "a passkey" : "a mailed link"}`,
  "sign-in.link-sent": () => "was mailed a sign-in link",
  "sign-out": () => "signed out",
  "sign-out.everywhere": () => "signed out on every browser and device",
  "session.end": () => "ended their session on another browser",
  "staff.add": (d) => `added {target} to the staff as ${roleNames[String(d.role)] ?? String(d.role)}`,
  "staff.role": (d) =>
    `changed the role of {target} from ${roleNames[String(d.from)] ?? String(d.from)} to ${roleNames[String(d.to)] ?? String(d.to)}`,
  "staff.remove": () => "removed {target} from the staff",
  "staff.settings": (d) =>
    `saved their settings (${d.named ? "a name given" : "no name"}, morning digest ${d.digest ? "on" : "off"})`,
  "passkey.add": (d) => `added a passkey, "${String(d.label)}"`,
  "passkey.remove": (d) => `removed the passkey "${String(d.label)}"`,
  "lead.owner": (d, nameOf) =>
    d.owner ? `gave {target} to ${nameOf(String(d.owner))}` : "left {target} without an owner",
  "lead.status": (d) =>
    `moved {target} from ${statusNames[d.from as keyof typeof statusNames] ?? String(d.from)} to ${statusNames[d.to as keyof typeof statusNames] ?? String(d.to)}`,
  "lead.due": (d) =>
    d.due
      ? `set {target} to be followed up on ${/^\d{4}-\d\d-\d\d$/.test(String(d.due)) ? formatDate(String(d.due), "en") : String(d.due)}`
      : "cleared the follow-up date of {target}",
  "lead.note": () => "wrote a note on {target}",
  "lead.reply": () => "replied to {target} from the office",
  "lead.replied-by-mail": () => "marked {target} as answered by mail",
  "lead.merge": () => "merged {target} into an earlier message from the same address",
  "lead.spam": () => "moved {target} to spam",
  "lead.not-spam": () => "took {target} out of spam",
  "lead.export": (d) => {
    const filters = Object.keys(d).filter((key) => !["rows", "via", "since"].includes(key));
    const filtered = filters.length
      ? `, filtered by ${formatList(
          filters.map((key) => (key === "search" ? "search words" : key)),
          "en",
        )}`
      : "";
    return `exported ${counted(d.rows, "message")}${d.since ? ` since ${momentIn(d.since)}` : ""}${filtered}${through(d)}`;
  },
  "subscriber.add": (d) =>
    `put the newsletter reader {target} on the list, in ${editionName(d.locale)}${d.consent ? `, with consent given elsewhere ("${String(d.consent)}", ${String(d.consentAt)})` : ", mailed to confirm"}`,
  "subscribers.import": (d) =>
    `imported newsletter readers: ${counted(d.mailed, "reader")} mailed to confirm, ${counted(d.confirmed, "reader")} confirmed by recorded consent, ${counted(d.skipped, "line")} left out`,
  "subscriber.language": (d) => `changed the edition {target} receives to ${editionName(d.locale)}`,
  "subscriber.remove": () => "took a newsletter reader off the list",
  "subscribers.export": (d) =>
    `exported ${counted(d.rows, "newsletter reader")}${d.status && d.status !== "all" ? ` (${subscriberStatusNames[String(d.status)] ?? String(d.status)})` : ""}`,
  "outbox.retry": () => "tried a waiting mail again at once",
  "outbox.requeue": (d) => `put ${counted(d.mails, "undelivered mail")} back in the queue${through(d)}`,
  "privacy.export": (d) => `answered a request for access with a copy of ${recordsFound(d)}`,
  "privacy.erase": (d) => `erased everything held about a person: ${recordsFound(d)}`,
  "privacy.reapply": (d) =>
    `erased again what a restored backup brought back of an erased person: ${recordsFound(d)}`,
  "campaign.create": () => "started the newsletter draft {target}",
  "campaign.duplicate": () => "started the newsletter draft {target} as a copy of another issue",
  "campaign.save": () => "edited the newsletter {target}",
  "campaign.test": (d) =>
    `sent themselves a test of the ${d.locale ? `${editionName(d.locale)} edition of the ` : ""}newsletter {target}`,
  "campaign.send": (d) =>
    `sent the newsletter {target} to its readers${d.readers === undefined ? "" : ` (${counted(d.readers, "reader")})`}`,
  "campaign.edition-add": (d) => `added a ${editionName(d.locale)} edition to the newsletter {target}`,
  "campaign.edition-drop": (d) => `left the ${editionName(d.locale)} edition out of the newsletter {target}`,
  "campaign.archive-out": () => "kept the newsletter {target} out of the public archive",
  "campaign.archive-in": () => "let the newsletter {target} into the public archive",
  "campaign.schedule": (d) => `scheduled the newsletter {target} for ${momentIn(d.at)}`,
  "campaign.pause": () => "paused the sending of the newsletter {target}",
  "campaign.resume": () => "resumed the sending of the newsletter {target}",
  "campaign.cancel": () => "cancelled the newsletter {target}",
  "token.create": (d) => `made the API token "${String(d.name)}"`,
  "token.revoke": (d) => `revoked the API token "${String(d.name)}"`,
};

/**
 * An audit line as a sentence after the person's name, with `{target}` where the thing it was on goes. A line
 * this list does not know (written by a later version) says its code and details.
 */
export function auditSentence(action: string, detail: AuditDetail, nameOf: NameOf): string {
  const say = auditSentences[action];
  if (say) return say(detail, nameOf);
  const details = Object.entries(detail).map(([key, value]) => `${key}: ${String(value)}`);
  return `${action}${details.length ? ` (${details.join(", ")})` : ""}`;
}

/** The kinds of action the audit log can be filtered by: a name, and the actions each takes in. */
export const auditKinds = {
  "sign-in": {
    label: "Sign-ins and sessions",
    actions: ["sign-in", "sign-in.link-sent", "sign-out", "sign-out.everywhere", "session.end"],
  },
  leads: {
    label: "Work on messages",
    actions: [
      "lead.owner",
      "lead.status",
      "lead.due",
      "lead.note",
      "lead.reply",
      "lead.replied-by-mail",
      "lead.merge",
      "lead.spam",
      "lead.not-spam",
    ],
  },
  exports: { label: "Exports", actions: ["lead.export", "subscribers.export"] },
  readers: {
    label: "Newsletter readers",
    actions: ["subscriber.add", "subscribers.import", "subscriber.language", "subscriber.remove"],
  },
  staff: {
    label: "Staff, settings and passkeys",
    actions: ["staff.add", "staff.role", "staff.remove", "staff.settings", "passkey.add", "passkey.remove"],
  },
  newsletter: {
    label: "Newsletter",
    actions: [
      "campaign.create",
      "campaign.duplicate",
      "campaign.save",
      "campaign.edition-add",
      "campaign.edition-drop",
      "campaign.archive-out",
      "campaign.archive-in",
      "campaign.test",
      "campaign.send",
      "campaign.schedule",
      "campaign.pause",
      "campaign.resume",
      "campaign.cancel",
    ],
  },
  outbox: { label: "Outbox", actions: ["outbox.retry", "outbox.requeue"] },
  privacy: { label: "Privacy requests", actions: ["privacy.export", "privacy.erase", "privacy.reapply"] },
  tokens: { label: "API tokens", actions: ["token.create", "token.revoke"] },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;

export type AuditKind = keyof typeof auditKinds;

/** The audit log (the page, and the table that privacy requests reuse). */
export const auditCopy = {
  title: "Audit log",
  lead: `Every sign-in and every action in the office and through the API: who, what and when, in ${headquarters.city} time.`,
  caption: "Audit log",
  empty: "Nothing recorded yet.",
  emptyFiltered: "Nothing matches these filters.",
  older: "Older entries",
  columns: { when: "When", who: "Who", what: "What" },
  filters: {
    name: "Filter the audit log",
    person: "Person",
    everyone: "Everyone",
    kind: "What",
    everything: "Everything",
    from: "From",
    to: "To",
    apply: "Show",
    clear: "Show everything",
    badDate: "Enter a date such as 2026-11-28.",
  },
  /** What a line was on, when the page cannot name it any more. */
  erasedMessage: "a message since erased",
  removedCampaign: "a newsletter since removed",
  removedReader: "a reader since taken off the list",
  /** Who did it, for the lines not written by a member of staff. */
  actors: {
    "command line": "The command line on the server",
    "the site": "The site itself",
    ADMIN_TOKEN: "A script with the server's ADMIN_TOKEN",
  } as Record<string, string>,
};

/** The owners' page of API tokens, for scripts that read the leads or retry mail (`/api/admin/*`). */
export const tokensCopy = {
  title: "API tokens",
  lead: "A script that reads the leads or sends undelivered mail again shows a token. Each token acts as the owner who made it, is shown once, and works until it is revoked or its owner is no longer an owner. Every use is written in the audit log.",
  create: "Make a token",
  nameLabel: "Name",
  nameHint: "What the script is for, so that the list says which one to revoke.",
  createButton: "Make token",
  newTitle: (name: string) => `Your new token "${name}"`,
  newLead:
    "Copy it now and keep it where the script runs: it is not shown again, and the office keeps only a fingerprint of it.",
  example: "For example, the leads as a spreadsheet:",
  list: "Tokens",
  caption: "API tokens",
  columns: ["Name", "Acts as", "Made", "Last used", "State", "Action"],
  empty: "No tokens yet.",
  never: "Never",
  live: "Works",
  revoked: (at: string, by: string | null) => `Revoked ${at}${by ? ` by ${by}` : ""}`,
  revoke: "Revoke",
  revokeLabel: (name: string) => `Revoke the token "${name}"`,
  serverToken: (set: boolean) =>
    set
      ? "The server's ADMIN_TOKEN setting is set too: it works beside these tokens and can only be changed or removed on the server."
      : "The server has no ADMIN_TOKEN setting: only the tokens on this page work.",
};

/** An office page or message that does not exist (any more). */
export const officeNotFoundCopy = {
  title: "Not found",
  lead: "This message or page does not exist, or no longer does: a message erased or a link mistyped.",
  back: "Back to the inbox",
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
    "token-created": "The token was made.",
    "token-revoked": "The token was revoked: scripts that use it are refused from now on.",
    "marked-spam": "The message was moved to spam.",
    "marked-not-spam": "The message is no longer marked as spam.",
    "lead-saved": "Saved.",
    "nothing-changed": "Nothing had changed, so nothing was saved.",
    "assigned-to-you": "The message is yours now.",
    "replied-by-mail": "Marked as answered by mail: the first reply is recorded.",
    "settings-saved": "Your settings were saved.",
    "reply-queued": "Your reply is on its way. The message is marked as answered.",
    merged:
      "The later message was merged into this one: it is on the timeline below, and no longer in the lists.",
    "passkey-added": "The passkey was added. You can sign in with it from now on.",
    retrying: "The mail is being tried again now.",
    requeued: "The undelivered mail is back in the queue and will be sent again now.",
    "nothing-to-requeue": "There was no undelivered mail to send again.",
    "campaign-saved": "The draft was saved.",
    "campaign-duplicated": "A new draft with the same words. Change what you need, then send it.",
    "campaign-test-sent": "A test is on its way to your address.",
    "campaign-sending": "The newsletter is being sent.",
    "campaign-scheduled": "The newsletter is scheduled.",
    "campaign-pause": "Sending is paused. Nothing more goes out until you resume.",
    "campaign-resume": "Sending goes on.",
    "campaign-cancel": "The campaign was cancelled: what had not gone out will not.",
    "reader-added":
      "The reader was added. Without a recorded consent, they are on the list once they confirm the mail.",
    "reader-language": "Saved: they receive that edition from the next issue on.",
    "reader-removed": "The reader was taken off the list.",
    "campaign-edition-add": "The edition was added. Write it before you send the campaign.",
    "campaign-edition-drop": "The edition was left out: its readers receive nothing of this issue.",
    "campaign-archive-out": "The campaign is kept out of the public archive and its feed.",
    "campaign-archive-in": "The campaign is shown in the public archive once sent.",
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
    "token-name": `Name the token (at most ${officePolicy.nameMaxLength} characters), such as "Monthly report script".`,
    "token-unknown": "That token was already revoked.",
    "unknown-message": "That message does not exist (any more).",
    "note-empty": "Write the note first.",
    "nothing-to-merge": "There is no earlier message from this address to merge it into.",
    "not-waiting": "That mail is no longer waiting: it was sent, or is being sent.",
    "no-address": "This message has no address to reply to (or is spam).",
    "reply-long": `A reply can be at most ${formatNumber(officePolicy.replyMaxLength, "en")} characters.`,
    "name-long": `A name can be at most ${officePolicy.nameMaxLength} characters, without line breaks.`,
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
    "no-readers": "None of its editions has a confirmed reader yet, so there is nobody to send it to.",
    "confirm-missing": "Type the number of readers it goes to, to confirm the send. Nothing was sent.",
    "confirm-count":
      "The number typed is not the number of readers it reaches now (a reader may have signed up or left): check the figures and type it again. Nothing was sent.",
    "edition-left-out": "That edition was left out of this campaign: add it again first.",
    "edition-last": "A campaign keeps at least one edition.",
    "unknown-reader": "That reader is no longer on the list.",
    "reader-email": "Enter an email address such as name@example.com.",
    "reader-consent-source": `Say where the consent was given, in at most ${subscriberPolicy.consentSourceMaxLength} characters.`,
    "reader-consent-date": "Give the day the consent was given: today or earlier.",
    "reader-consent-owner": "Only an owner can record consent given elsewhere.",
    "reader-already": "That address is a confirmed reader already.",
    "csv-empty": "The file holds no readers: a line of column names, then one reader a line.",
    "csv-columns": "The file's first line names no email column (email, or e-mailadres).",
    "csv-long": `A file can hold at most ${formatNumber(subscriberPolicy.importMaxRows, "en")} readers: split it.`,
    "csv-owner": "The file records consent given elsewhere, which only an owner can import.",
    "csv-file": "Choose a CSV file to import.",
    "no-when": "Choose when it goes out: now, or at a time of your choice.",
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
  | "confirm-missing"
  | "confirm-count"
  | "edition-left-out"
  | "edition-last"
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

/**
 * Where on a message's page the answer to one of its forms is shown: beside the form, which the page opens at, so
 * that a save keeps the partner's place (on a phone the form is a screen below the top). Others show at the top.
 */
export const messageNoticePlace: Partial<Record<DoneCode | ErrorCode, "standing" | "reply">> = {
  "lead-saved": "standing",
  "nothing-changed": "standing",
  "assigned-to-you": "standing",
  "replied-by-mail": "standing",
  "marked-spam": "standing",
  "marked-not-spam": "standing",
  "note-long": "standing",
  "bad-change": "standing",
  "reply-queued": "reply",
  "reply-long": "reply",
  "no-address": "reply",
};

/** Where a message page's notice goes, by the code in its query (`?done=` or `?error=`). */
export function messageNoticeAt(query: { done?: string | string[]; error?: string | string[] }) {
  const code = typeof query.error === "string" ? query.error : query.done;
  return typeof code === "string" && Object.hasOwn(messageNoticePlace, code)
    ? messageNoticePlace[code as DoneCode]
    : undefined;
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
