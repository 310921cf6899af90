import {
  deliveryNames,
  formNames,
  inboxCopy,
  mailKindNames,
  officeWords,
  privacyCopy,
  statusNames,
  subscriberStatusNames,
} from "@/content/office";
import type { LeadSource } from "@/types/office";
import type { PersonRecords } from "./requests";

/**
 * The copy of a person's records that answers their request for access: what the site holds about them, in plain
 * named fields, the same for the readable document (./personal-document.ts) and the JSON file beside it.
 *
 * Left out, column by column (db/schema.ts), because they are the machinery, not anything about the person:
 * - secrets: the hashes of the newsletter's confirm and unsubscribe tokens, and the tokens of the links in a mail's
 *   text (a live link would work for whoever holds the copy); the keyed hash of the client's network and a
 *   message's dedupe key, which nobody can read back;
 * - the ids of rows (but a message's, as its reference) and the ids they point to: staff (owner, author),
 *   subscriber, campaign, the message another was merged into;
 * - the outbox's delivery bookkeeping (attempts, next attempt, lease, last error, queued at), a mail's headers and
 *   its HTML body (the text body says the same), and a message's search column (derived from its fields);
 * - the firm's own bookkeeping: when a message or a sign-up was last changed, a follow-up day, the consent
 *   version's code, when a confirmation was mailed (the mail itself is listed), a draft's validation errors.
 * Everything the person sent, and everything the firm wrote or mailed about them, is in.
 */

export interface PersonalCopy {
  generatedAt: Date;
  email: string;
  messages: {
    reference: string;
    sentAt: Date;
    form: string;
    language: string;
    page: string | null;
    /** What the visitor typed into each field, under the field's name, as it was stored. */
    fields: Record<string, string>;
    status: string;
    firstReplyAt: Date | null;
    /** Where they came from, by the site's count of page reads that day (stats/sources.ts), when it counted any. */
    source: LeadSource | null;
    /** What the browser said about itself when the form was sent: the person's data, shown for completeness. */
    browser: string | null;
  }[];
  notes: { message: string; writtenAt: Date; by: string; text: string }[];
  newsletter: {
    status: string;
    signedUpAt: Date;
    confirmedAt: Date | null;
    unsubscribedAt: Date | null;
    /** The edition they receive. */
    language: string;
    /** A consent given elsewhere than on the site, as an owner recorded it: where, and on which day. */
    consent: { source: string; givenOn: string } | null;
  }[];
  drafts: { savedAt: Date; form: string; language: string; values: Record<string, string> }[];
  mail: {
    /** The message the mail is about, by its reference, where it is about one. */
    message: string | null;
    createdAt: Date;
    sentAt: Date | null;
    kind: string;
    status: string;
    /** The member of the firm the mail is from, where it is not from the firm as a whole. */
    from: string | null;
    to: string;
    replyTo: string | null;
    subject: string;
    text: string;
  }[];
}

const words = privacyCopy.document;

const formName = (form: string) => formNames[form] ?? form;
const language = (locale: string) => inboxCopy.languageNames[locale] ?? locale;

/** The token of every link in a mail's text replaced by a mark: the link must not work for the copy's reader. */
const withoutTokens = (text: string) => text.replace(/([?&]token=)[^\s&#"'<>)]+/g, `$1${words.tokenRemoved}`);

/** `records` (privacy/requests.ts findPerson) as the person may read them, made at `generatedAt`. */
export function personalCopy(records: PersonRecords, generatedAt: Date): PersonalCopy {
  return {
    generatedAt,
    email: records.email,
    messages: records.messages.map((message) => ({
      reference: message.id,
      sentAt: message.createdAt,
      form: formName(message.form),
      language: language(message.locale),
      page: message.page,
      fields: message.fields,
      status: message.spam ? officeWords.spam : statusNames[message.status],
      firstReplyAt: message.firstReplyAt,
      source: message.source,
      browser: message.userAgent,
    })),
    notes: records.notes.map((note) => ({
      message: note.submissionId,
      writtenAt: note.createdAt,
      by: note.authorEmail,
      text: note.body,
    })),
    newsletter: records.newsletter.map((subscriber) => ({
      status: subscriberStatusNames[subscriber.status] ?? subscriber.status,
      signedUpAt: subscriber.createdAt,
      confirmedAt: subscriber.confirmedAt,
      unsubscribedAt: subscriber.unsubscribedAt,
      language: language(subscriber.locale),
      consent:
        subscriber.consentSource && subscriber.consentAt
          ? { source: subscriber.consentSource, givenOn: subscriber.consentAt.toISOString().slice(0, 10) }
          : null,
    })),
    drafts: records.drafts.map((draft) => ({
      savedAt: draft.createdAt,
      form: formName(draft.form),
      language: language(draft.locale),
      values: draft.values,
    })),
    mail: records.mail.map((mail) => ({
      message: mail.submissionId,
      createdAt: mail.createdAt,
      sentAt: mail.sentAt,
      kind: mailKindNames[mail.kind] ?? mail.kind,
      status: deliveryNames[mail.status] ?? mail.status,
      from: mail.fromName,
      to: mail.recipient,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: withoutTokens(mail.textBody),
    })),
  };
}
