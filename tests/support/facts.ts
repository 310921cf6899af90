/**
 * The facts a page states in words, read back out of its text, so that two pages (or two places on one page)
 * that state the same kind of fact differently can be caught: office hours, phone numbers, the number of
 * offices and the list of their cities, the founding year, how soon we reply, and each offer's fee. It reads
 * English and Dutch, and files a fact under a subject both editions share (an office's id, a plan's place on the
 * English page), so a Dutch page that says another thing than its English twin is caught too. A test's reading of
 * the site, not the site's: pages get their facts from src/content, and this checks that the words agree.
 *
 * Each fact has a subject (whose hours, whose phone) found by the nearest name before it: an office's name or
 * city, a person after "Call", or words that stand for the headquarters' desk ("Business hours", "call us").
 */

import { dutchNumberWords } from "@/content/translation";

export type FactKind =
  "office hours" | "phone number" | "office count" | "office cities" | "founding year" | "reply time" | "fee";

export interface Fact {
  kind: FactKind;
  subject: string;
  value: string;
  path: string;
  /** The words the fact was read from, to find it on the page. */
  quote: string;
}

export interface PageText {
  path: string;
  text: string;
}

/** The offices a page may name: the id a fact is filed under, and the names the text calls it by. */
export interface Subjects {
  offices: readonly { id: string; names: readonly string[] }[];
  /** The office whose hours "business hours" and the central desk's line are. */
  headquarters: string;
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
/** The Dutch days in the same order, long and short ("maandag", "ma"). */
const DUTCH_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"] as const;
const DUTCH_SHORT = ["ma", "di", "wo", "do", "vr", "za", "zo"] as const;
const DAY = `(?:${[...DAYS, ...DAYS.map((day) => day.slice(0, 3)), ...DUTCH_DAYS, ...DUTCH_SHORT].join("|")})\\b`;
const TIME = "\\d{1,2}(?:[:.]\\d{2})?\\s?(?:AM|PM|am|pm)?";
const TO = "\\s*(?:-|–|to|tot en met|t/m)\\s*";
/**
 * "Mon-Fri 9AM-5PM", "Monday - Friday 9:00 - 18:00", "Monday to Friday 9:00-18:00", "Sunday Closed", and in
 * Dutch "ma-vr 9.00-17.00", "maandag tot en met vrijdag 9.00-18.00", "zondag Gesloten".
 */
const DAY_HOURS = new RegExp(
  `\\b(${DAY})(?:${TO}(${DAY}))?:?\\s+(?:(${TIME})${TO}(${TIME})|(Closed|Gesloten))`,
  "gi",
);
/** What may stand between two day ranges of one statement of hours. */
const SAME_STATEMENT = /^[\s,;]*(?:and|en)?[\s,;]*$/;

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  // The Dutch number words the translation check reads ("vijf kantoren"), from one list.
  ...dutchNumberWords,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBERS).join("|")})`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function dayIndex(name: string): number {
  const lower = name.toLowerCase();
  const dutch = DUTCH_SHORT.findIndex((day) => lower.startsWith(day));
  return dutch >= 0 ? dutch : DAYS.findIndex((day) => day.toLowerCase().startsWith(lower.slice(0, 3)));
}

/** "9AM" "5:30 PM" "18:00" "9.00" as "09:00" / "17:30" / "18:00" / "09:00". */
function clock(text: string): string {
  const [, hour = "0", minute = "00", half] =
    /^(\d{1,2})(?:[:.](\d{2}))?\s?([AaPp][Mm])?$/.exec(text.trim()) ?? [];
  let value = Number(hour);
  if (half?.toUpperCase() === "PM" && value < 12) value += 12;
  if (half?.toUpperCase() === "AM" && value === 12) value = 0;
  return `${String(value).padStart(2, "0")}:${minute}`;
}

/** A week as one line: runs of days with the same hours, every day not named closed. */
function weekOf(ranges: readonly { first: number; last: number; hours: string }[]): string {
  const week: string[] = DAYS.map(() => "closed");
  for (const { first, last, hours } of ranges)
    for (let day = first; ; day = (day + 1) % 7) {
      week[day] = hours;
      if (day === last) break;
    }
  const runs: string[] = [];
  for (let start = 0; start < 7;) {
    let end = start;
    while (end + 1 < 7 && week[end + 1] === week[start]) end += 1;
    const days =
      start === end ? DAYS[start]!.slice(0, 3) : `${DAYS[start]!.slice(0, 3)}-${DAYS[end]!.slice(0, 3)}`;
    runs.push(`${days} ${week[start]}`);
    start = end + 1;
  }
  return runs.join(", ");
}

interface Mention {
  subject: string;
  end: number;
}

/** Every place the text names a subject, in order. */
function mentions(
  text: string,
  subjects: Subjects,
  extra: readonly [RegExp, (match: RegExpExecArray) => string][],
) {
  const found: Mention[] = [];
  for (const office of subjects.offices)
    for (const name of office.names)
      for (const match of text.matchAll(new RegExp(`\\b${escape(name)}\\b`, "g")))
        found.push({ subject: office.id, end: match.index + match[0].length });
  for (const [pattern, subject] of extra)
    for (const match of text.matchAll(pattern))
      found.push({ subject: subject(match), end: match.index + match[0].length });
  return found.sort((a, b) => a.end - b.end);
}

/** The subject named last before `index`, no further back than `reach` characters. */
function subjectBefore(all: readonly Mention[], index: number, reach: number): string | undefined {
  let subject: string | undefined;
  for (const mention of all) {
    if (mention.end > index) break;
    if (mention.end >= index - reach) subject = mention.subject;
  }
  return subject;
}

const quoteAt = (text: string, start: number, end: number) =>
  text.slice(Math.max(0, start - 60), Math.min(text.length, end + 20)).trim();

function hoursFacts({ path, text }: PageText, subjects: Subjects): Fact[] {
  const desk: [RegExp, () => string][] = [
    [
      /\b(?:business hours|central desk|call us|centrale secretariaat|bel ons)\b/gi,
      () => subjects.headquarters,
    ],
  ];
  const named = mentions(text, subjects, desk);
  const statements: {
    start: number;
    end: number;
    ranges: { first: number; last: number; hours: string }[];
  }[] = [];
  for (const match of text.matchAll(DAY_HOURS)) {
    const [, first, last, opens, closes, closed] = match;
    const range = {
      first: dayIndex(first!),
      last: dayIndex(last ?? first!),
      hours: closed ? "closed" : `${clock(opens!)}-${clock(closes!)}`,
    };
    const previous = statements.at(-1);
    if (previous && SAME_STATEMENT.test(text.slice(previous.end, match.index))) {
      previous.ranges.push(range);
      previous.end = match.index + match[0].length;
    } else statements.push({ start: match.index, end: match.index + match[0].length, ranges: [range] });
  }
  return statements.flatMap((statement) => {
    const subject = subjectBefore(named, statement.start, 250);
    if (!subject) return [];
    const quote = quoteAt(text, statement.start, statement.end);
    return [{ kind: "office hours" as const, subject, value: weekOf(statement.ranges), path, quote }];
  });
}

function phoneFacts({ path, text }: PageText, subjects: Subjects): Fact[] {
  const named = mentions(text, subjects, [
    [/\b(?:Call|Bel) ([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)+)\s*:/gu, (match) => match[1]!],
    [/\b(?:emergency|urgent|on duty|spoed\w*|dienstdoende)\b/gi, () => "the emergency line"],
  ]);
  return [...text.matchAll(/\+\d[\d ]{6,}\d/g)].map((match) => ({
    kind: "phone number" as const,
    subject: subjectBefore(named, match.index, 120) ?? "the main line",
    value: match[0].replace(/\s+/g, " "),
    path,
    quote: quoteAt(text, match.index, match.index + match[0].length),
  }));
}

function officeFacts({ path, text }: PageText, subjects: Subjects): Fact[] {
  const facts: Fact[] = [];
  // A number before "offices" is always the firm's count of them ("5 offices", "our five offices").
  for (const match of text.matchAll(new RegExp(`\\b${COUNT} (?:offices|kantoren)\\b`, "gi"))) {
    const word = match[1]!.toLowerCase();
    facts.push({
      kind: "office count",
      subject: "the firm",
      value: String(NUMBERS[word] ?? Number(word)),
      path,
      quote: quoteAt(text, match.index, match.index + match[0].length),
    });
  }
  // "offices in A, B and C": the list names every office, whatever their order.
  const idOf = (name: string) =>
    subjects.offices.find((office) => office.names.includes(name.replace(/^the /, "")))?.id;
  for (const match of text.matchAll(/\b(?:offices (?:are )?in|[Kk]antoren in) ([A-Z][^.;:()]*)/g)) {
    const names = match[1]!.trim().split(/\s*,\s*(?:and\s+|en\s+)?|\s+(?:and|en)\s+/);
    const ids = names.map(idOf);
    if (names.length < 2 || ids.some((id) => id === undefined)) continue;
    facts.push({
      kind: "office cities",
      subject: "the firm",
      value: [...new Set(ids)].sort().join(", "),
      path,
      quote: quoteAt(text, match.index, match.index + match[0].length),
    });
  }
  return facts;
}

function yearFacts({ path, text }: PageText, subjects: Subjects): Fact[] {
  const headquarters = subjects.offices.find((office) => office.id === subjects.headquarters)?.names ?? [];
  const patterns = [
    /\bfounded\b[^.]{0,60}?\b((?:19|20)\d{2})\b/gi,
    /\b((?:19|20)\d{2})\s+founded\b/gi,
    /\bopgericht\b[^.]{0,60}?\b((?:19|20)\d{2})\b/gi,
    /\b((?:19|20)\d{2})\s+(?:op)?richtte\b/gi,
    ...headquarters.map((name) => new RegExp(`\\bopened in ${escape(name)} in ((?:19|20)\\d{2})\\b`, "g")),
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      kind: "founding year" as const,
      subject: "the firm",
      value: match[1]!,
      path,
      quote: quoteAt(text, match.index, match.index + match[0].length),
    })),
  );
}

/** Dutch units of time as the English reading writes them. */
const DUTCH_UNITS: Record<string, string> = {
  uur: "hours",
  dag: "day",
  dagen: "days",
  werkdag: "working day",
  werkdagen: "working days",
  week: "week",
  weken: "weeks",
};

function replyFacts({ path, text }: PageText): Fact[] {
  const patterns = [
    new RegExp(
      `\\brepl(?:y|ies)\\b[^.]{0,20}?\\bwithin ${COUNT} ((?:working |business )?(?:hour|day|week)s?)\\b`,
      "gi",
    ),
    new RegExp(
      `\\b(?:antwoordt|antwoorden|reageren)\\b[^.]{0,20}?\\bbinnen ${COUNT} (${Object.keys(DUTCH_UNITS).join("|")})\\b`,
      "gi",
    ),
  ];
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)])
    .map((match) => {
      const word = match[1]!.toLowerCase();
      const unit = match[2]!.toLowerCase();
      return {
        kind: "reply time" as const,
        subject: "a message",
        value: `${NUMBERS[word] ?? Number(word)} ${DUTCH_UNITS[unit] ?? unit}`,
        path,
        quote: quoteAt(text, match.index, match.index + match[0].length),
      };
    });
}

/** A price as both editions write it ("$25,000", "$ 25.000", "€50.000+") reduced to its sign and digits. */
const MONEY = /([$€])\s?(\d{1,3}(?:[.,]\d{3})*)(\+?)/;

/**
 * The fee each plan of a page's HTML states (its first amount of money), whichever form the plans take: a card
 * (an <article> headed by the plan's <h3>) or a row of a price list (a <tr> whose row header opens with the plan's
 * name in a <span>; a rate table's row header is bare text, so its rates are not read as plans). Each fee is filed
 * twice: under the plan's place on the English page (so the Dutch twin must state the same amount) and under its
 * name in the page's edition (so two pages cannot price one offer two ways).
 */
export function planFees(path: string, englishPath: string, locale: string, html: string): Fact[] {
  const facts: Fact[] = [];
  const cards = [
    ...html.matchAll(
      /<article\b[^>]*>\s*(?:<[^>]+>\s*)*?<h3\b[^>]*>([^<]+)<\/h3>([\s\S]*?)<\/article>|<tr\b[^>]*>\s*<th\b[^>]*\bscope="row"[^>]*>\s*(?:<span\b[^>]*>\s*)+?([^<]+)<\/span>([\s\S]*?)<\/tr>/g,
    ),
  ].map((match) => [match[0], match[1] ?? match[3], match[2] ?? match[4]] as const);
  cards.forEach((card, index) => {
    const text = card[2]!.replace(/<[^>]+>/g, " ").replace(/&nbsp;|\s+/g, " ");
    const money = MONEY.exec(text);
    if (!money) return;
    const value = `${money[1]}${money[2]!.replace(/[.,]/g, "")}${money[3]}`;
    const quote = `${card[1]!.trim()}: ${text.slice(0, 80).trim()}`;
    facts.push({ kind: "fee", subject: `plan ${index + 1} on ${englishPath}`, value, path, quote });
    facts.push({ kind: "fee", subject: `${locale} "${card[1]!.trim()}"`, value, path, quote });
  });
  return facts;
}

/** Every fact a page's text states. */
export function factsOf(page: PageText, subjects: Subjects): Fact[] {
  return [
    ...hoursFacts(page, subjects),
    ...phoneFacts(page, subjects),
    ...officeFacts(page, subjects),
    ...yearFacts(page, subjects),
    ...replyFacts(page),
  ];
}

/**
 * Where the pages disagree: for each kind of fact and subject stated with more than one value, one sentence
 * naming each value with the pages (up to three) that state it and the words of the first. None when they agree.
 */
export function contradictions(facts: readonly Fact[]): string[] {
  const groups = new Map<string, Fact[]>();
  for (const fact of facts) {
    const key = `${fact.kind} of ${fact.subject}`;
    groups.set(key, [...(groups.get(key) ?? []), fact]);
  }
  const found: string[] = [];
  for (const [key, group] of groups) {
    const values = [...new Set(group.map((fact) => fact.value))];
    if (values.length < 2) continue;
    const said = values.map((value) => {
      const stating = group.filter((fact) => fact.value === value);
      const paths = [...new Set(stating.map((fact) => fact.path))];
      const more = paths.length > 3 ? ` and ${paths.length - 3} more` : "";
      return `"${value}" on ${paths.slice(0, 3).join(", ")}${more} ("${stating[0]!.quote}")`;
    });
    found.push(`The ${key} differs: ${said.join("; ")}`);
  }
  return found;
}
