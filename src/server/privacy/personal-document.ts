import { officeTime, privacyCopy } from "@/content/office";
import { forms } from "@/lib/forms";
import { escapeHtml } from "@/lib/markup";
import type { PersonalCopy } from "./personal-copy";

const words = privacyCopy.document;

/**
 * The English label of each field of the site's forms ("companyName": "Company name"), to name what was sent, in
 * the order the forms ask for them (the database keeps a message's fields in an order of its own).
 */
const fieldLabels = new Map<string, string>();
for (const form of Object.values(forms))
  for (const field of form.fields) if (!fieldLabels.has(field.name)) fieldLabels.set(field.name, field.label);
const fieldOrder = [...fieldLabels.keys()];
const place = (name: string) => (fieldLabels.has(name) ? fieldOrder.indexOf(name) : fieldOrder.length);

/** A line of a record: its label and its value (a moment in office time); a line with no value is not shown. */
type Row = [label: string, value: string | Date | null];

/** What the visitor typed, field by field, under the fields' labels. */
const fieldRows = (values: Record<string, string>): Row[] =>
  Object.entries(values)
    .sort(([one], [other]) => place(one) - place(other))
    .map(([name, value]) => [fieldLabels.get(name) ?? name, value]);

const shown = (value: string | Date | null) => (value instanceof Date ? officeTime(value) : (value ?? ""));

/** One record: a heading, its lines, and a longer text under them (a note's, a mail's), every value escaped. */
function record(heading: string, rows: Row[], body?: string): string {
  const lines = rows
    .flatMap(([label, value]) => {
      const text = shown(value);
      return text ? [`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(text)}</dd>`] : [];
    })
    .join("");
  const text = body ? `<p class="text">${escapeHtml(body)}</p>` : "";
  return `<article><h3>${escapeHtml(heading)}</h3>${lines ? `<dl>${lines}</dl>` : ""}${text}</article>`;
}

/** A kind of record under its heading, or "None." for a kind the site holds nothing of. */
const section = (heading: string, records: string[]) =>
  `<section><h2>${escapeHtml(heading)}</h2>\n${records.length ? records.join("\n") : `<p>${escapeHtml(words.none)}</p>`}\n</section>`;

/**
 * Plain and printable. The policy lets the file run nothing and load nothing, should a value ever slip past the
 * escaping when the person opens it from their disk; its one style block is inline, and styles cannot run code.
 */
const HEAD = `<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { margin: 0 auto; max-width: 46rem; padding: 2rem 1.25rem; font: 16px/1.5 system-ui, sans-serif; color: #0a1424; }
h1 { font-size: 1.6rem; line-height: 1.25; overflow-wrap: anywhere; }
h2 { margin-top: 2.5rem; font-size: 1.25rem; border-bottom: 1px solid #c9c2b4; }
h3 { margin: 0 0 0.5rem; font-size: 1rem; overflow-wrap: anywhere; }
article { margin: 1rem 0; padding: 1rem; border: 1px solid #e4ddd0; border-radius: 0.5rem; break-inside: avoid; }
dl { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { font-weight: 600; color: #3d4654; }
dd { margin: 0; }
dd, .text { white-space: pre-wrap; overflow-wrap: anywhere; unicode-bidi: isolate; }
.text { margin: 0.75rem 0 0; }
@media print { body { max-width: none; padding: 0; } article { border-color: #999; } }
</style>`;

/**
 * The personal copy (./personal-copy.ts) as one self-contained HTML document for the person to read or print:
 * what it is, for whom and when, then each kind of record under its heading, times in the office's time zone.
 */
export function personalDocument(copy: PersonalCopy): string {
  const title = words.title(copy.email);
  const sections = [
    section(
      words.messages.heading,
      copy.messages.map((message) =>
        record(words.messages.item(message.form, officeTime(message.sentAt)), [
          ...fieldRows(message.fields),
          [words.messages.reference, message.reference],
          [words.messages.language, message.language],
          [words.messages.page, message.page],
          [words.messages.status, message.status],
          [words.messages.firstReply, message.firstReplyAt],
          [words.messages.landing, message.source?.landing ?? null],
          [words.messages.referrer, message.source?.referrer ?? null],
          [
            words.messages.campaign,
            message.source &&
              [message.source.source, message.source.medium, message.source.campaign]
                .filter(Boolean)
                .join(", "),
          ],
          [words.messages.pages, message.source?.pages.join(" › ") ?? null],
          [words.messages.browser, message.browser],
        ]),
      ),
    ),
    section(
      words.notes.heading,
      copy.notes.map((note) =>
        record(
          words.notes.item(note.by, officeTime(note.writtenAt)),
          [[words.notes.message, note.message]],
          note.text,
        ),
      ),
    ),
    section(
      words.newsletter.heading,
      copy.newsletter.map((signUp) =>
        record(words.newsletter.item, [
          [words.newsletter.status, signUp.status],
          [words.newsletter.signedUp, signUp.signedUpAt],
          [words.newsletter.confirmed, signUp.confirmedAt],
          [words.newsletter.unsubscribed, signUp.unsubscribedAt],
          [words.newsletter.language, signUp.language],
          [
            words.newsletter.consent,
            signUp.consent && `${signUp.consent.source} (${signUp.consent.givenOn})`,
          ],
        ]),
      ),
    ),
    section(
      words.drafts.heading,
      copy.drafts.map((draft) =>
        record(words.drafts.item(draft.form, officeTime(draft.savedAt)), [
          ...fieldRows(draft.values),
          [words.drafts.language, draft.language],
        ]),
      ),
    ),
    section(
      words.mail.heading,
      copy.mail.map((mail) =>
        record(
          words.mail.item(mail.kind, officeTime(mail.createdAt)),
          [
            [words.mail.message, mail.message],
            [words.mail.status, mail.status],
            [words.mail.sent, mail.sentAt],
            [words.mail.from, mail.from],
            [words.mail.to, mail.to],
            [words.mail.replyTo, mail.replyTo],
            [words.mail.subject, mail.subject],
          ],
          mail.text,
        ),
      ),
    ),
  ];
  return `<!doctype html>
<html lang="en">
<head>
${HEAD}
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(words.lead(copy.email, officeTime(copy.generatedAt)))} ${escapeHtml(words.times)}</p>
${sections.join("\n")}
</main>
</body>
</html>
`;
}
