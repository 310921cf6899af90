/**
 * The one place that turns facts into text: money, prices, durations, opening hours, dates, lists, and the
 * links of a phone number or a mail address. Each function takes the locale it writes for: English as the spec
 * words it ("$25,000", "Mon-Fri 9AM-5PM", "1-2 weeks", "March 12, 2025") and Dutch as Dutch firms write it
 * ("$ 25.000", "ma-vr 9.00-17.00", "1-2 weken", "12 maart 2025").
 */
import {
  weekdays,
  type Currency,
  type Duration,
  type Locale,
  type Money,
  type OpeningHours,
  type Price,
  type TimeOfDay,
  type Weekday,
  type WeeklyHours,
} from "@/types/facts";

/** The locale of the site's first edition, at the root of every path. */
export const defaultLocale: Locale = "en";

const numberLocales: Record<Locale, string> = { en: "en-US", nl: "nl-NL" };

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$1,200" or "€1,200" ("$ 1.200", "€ 1.200"): a whole amount; "€50,000+" when it is the least a plan costs. */
export function formatMoney(money: Money, locale: Locale): string {
  return `${amountOf(money.amount, money.currency, locale)}${money.orMore ? "+" : ""}`;
}

function amountOf(amount: number, currency: Currency, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocales[locale], {
      style: "currency",
      currency,
      // "$" rather than Dutch "US$": the spec's prices name no country, and the page's context does.
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(Math.round(amount));
}

/** A plan's price: an amount, a share ("15-25%") or words. */
export function formatPrice(price: Price, locale: Locale): string {
  if ("words" in price) return price.words;
  if ("percent" in price) return `${price.percent[0]}-${price.percent[1]}%`;
  return formatMoney(price, locale);
}

const unitNames: Record<Locale, Record<Duration["unit"], readonly [one: string, many: string]>> = {
  en: {
    minute: ["minute", "minutes"],
    hour: ["hour", "hours"],
    day: ["day", "days"],
    week: ["week", "weeks"],
    month: ["month", "months"],
  },
  nl: {
    minute: ["minuut", "minuten"],
    hour: ["uur", "uur"],
    day: ["dag", "dagen"],
    week: ["week", "weken"],
    month: ["maand", "maanden"],
  },
};

const smallNumbers: Record<Locale, readonly string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  nl: ["nul", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien"],
};

/** A count as a sentence writes it: "five" up to ten, figures above ("12"). */
export function formatCount(count: number, locale: Locale): string {
  return smallNumbers[locale][count] ?? String(count);
}

/** The same, to open a sentence or a title: "Three", "Drie", "12". */
export function formatCountFirst(count: number, locale: Locale): string {
  const written = formatCount(count, locale);
  return written.charAt(0).toUpperCase() + written.slice(1);
}

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US"),
  nl: new Intl.NumberFormat("nl-NL"),
};

/** "5,000" ("5.000"): a number as figures, grouped the locale's way. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormats[locale].format(value);
}

/** "24 hours", "one week" (a single unit in words), "1-2 weeks"; "24 uur", "één week", "1-2 weken". */
export function formatDuration(
  duration: Duration,
  locale: Locale,
  /** As running text writes it: a Dutch range in words ("een à twee weken"); tables and grids keep figures. */
  { prose = false }: { prose?: boolean } = {},
): string {
  const [one, many] = unitNames[locale][duration.unit];
  if (duration.amount === 1) return `${formatCount(1, locale)} ${one}`;
  if (typeof duration.amount === "number") return `${duration.amount} ${many}`;
  const [from, to] = duration.amount;
  if (prose && locale === "nl")
    return `${from === 1 ? "een" : formatCount(from, locale)} à ${formatCount(to, locale)} ${many}`;
  return `${from}-${to} ${many}`;
}

/** The days one entry of opening hours covers, Monday first, wrapping past Sunday. */
export function daysOf(hours: Pick<OpeningHours, "from" | "to">): Weekday[] {
  const first = weekdays.indexOf(hours.from);
  const count = ((weekdays.indexOf(hours.to) - first + 7) % 7) + 1;
  return Array.from({ length: count }, (_, offset) => weekdays[(first + offset) % 7]!);
}

/** "9AM", "5:30PM" ("9.00", "17.30"): the short way, on office cards. */
function shortTime(time: TimeOfDay, locale: Locale): string {
  if (locale === "nl") return longTime(time, locale);
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${hour < 12 ? "AM" : "PM"}`;
}

/** "9:00", "18:00" ("9.00", "18.00"): the long way, in a table of business hours. */
function longTime(time: TimeOfDay, locale: Locale): string {
  const written = time.replace(/^0/, "");
  return locale === "nl" ? written.replace(":", ".") : written;
}

const dutchDays: Record<Weekday, string> = {
  Monday: "maandag",
  Tuesday: "dinsdag",
  Wednesday: "woensdag",
  Thursday: "donderdag",
  Friday: "vrijdag",
  Saturday: "zaterdag",
  Sunday: "zondag",
};

/** A day's name, short ("Mon", "ma") or long ("Monday", "maandag"). */
const dayNames: Record<Locale, (day: Weekday, style: "short" | "long") => string> = {
  en: (day, style) => (style === "short" ? day.slice(0, 3) : day),
  nl: (day, style) => (style === "short" ? dutchDays[day].slice(0, 2) : dutchDays[day]),
};

/** "Mon-Fri" (short) or "Monday - Friday" (long); one day is its name alone. */
function dayRange(hours: Pick<OpeningHours, "from" | "to">, style: "short" | "long", locale: Locale): string {
  const name = (day: Weekday) => dayNames[locale](day, style);
  if (hours.from === hours.to) return name(hours.from);
  return style === "short"
    ? `${name(hours.from)}-${name(hours.to)}`
    : `${name(hours.from)} - ${name(hours.to)}`;
}

/** An office's hours as its card states them: "Mon-Fri 9AM-5PM", "Sun-Thu 9AM-6PM GST". */
export function formatHours(week: WeeklyHours, locale: Locale): string {
  const entries = week.hours.map(
    (hours) =>
      `${dayRange(hours, "short", locale)} ${shortTime(hours.opens, locale)}-${shortTime(hours.closes, locale)}`,
  );
  return [entries.join(", "), week.zone].filter(Boolean).join(" ");
}

const closedWord: Record<Locale, string> = { en: "Closed", nl: "Gesloten" };

/**
 * A table of the week, one row per entry and one for the days that are closed: "Monday - Friday" "9:00 - 18:00",
 * ..., "Sunday" "Closed".
 */
export function hoursTable(week: WeeklyHours, locale: Locale): { days: string; hours: string }[] {
  const rows = week.hours.map((hours) => ({
    days: dayRange(hours, "long", locale),
    hours: `${longTime(hours.opens, locale)} - ${longTime(hours.closes, locale)}`,
  }));
  const open = new Set(week.hours.flatMap(daysOf));
  const closed = weekdays.filter((day) => !open.has(day));
  if (closed.length > 0)
    rows.push({
      days: dayRange({ from: closed[0]!, to: closed.at(-1)! }, "long", locale),
      hours: closedWord[locale],
    });
  return rows;
}

/** The week in a sentence: "Monday to Friday 9:00-18:00 and Saturday 10:00-14:00 CET". */
export function hoursSentence(week: WeeklyHours, locale: Locale): string {
  const parts = week.hours.map((hours) => {
    const [from, to] = [dayNames[locale](hours.from, "long"), dayNames[locale](hours.to, "long")];
    const days = from === to ? from : `${from} ${toWord[locale]} ${to}`;
    return `${days} ${longTime(hours.opens, locale)}-${longTime(hours.closes, locale)}`;
  });
  return [formatList(parts, locale), week.zone].filter(Boolean).join(" ");
}

const toWord: Record<Locale, string> = { en: "to", nl: "tot en met" };

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  nl: new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "UTC" }),
};

/** "March 12, 2025" ("12 maart 2025"), from an ISO date ("2025-03-12"): the date of an article or a report. */
export function formatDate(isoDate: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(`${isoDate}T00:00:00Z`));
}

const momentFormats: Record<Locale, (timeZone: string) => Intl.DateTimeFormat> = {
  en: (timeZone) =>
    new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone }),
  nl: (timeZone) =>
    new Intl.DateTimeFormat("nl-NL", { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone }),
};

/** "26 Nov 2026, 05:01": a moment as the office shows it, in the time zone given (the headquarters'). */
export function formatMoment(moment: Date, locale: Locale, timeZone: string): string {
  return momentFormats[locale](timeZone).format(moment);
}

const andWord: Record<Locale, string> = { en: "and", nl: "en" };

/** "Amsterdam, London and Dubai": a list in a sentence, without a comma before the last item. */
export function formatList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${andWord[locale]} ${items.at(-1)}`;
}

const currencyWords: Record<
  Locale,
  { names: Record<Currency, string>; part: (currency: string, plans: string) => string; note: string }
> = {
  en: {
    names: { USD: "US dollars", EUR: "euros" },
    part: (currency, plans) => `in ${currency} for ${plans}`,
    note: "Prices are",
  },
  nl: {
    names: { USD: "Amerikaanse dollars", EUR: "euro's" },
    part: (currency, plans) => `in ${currency} voor ${plans}`,
    note: "De prijzen zijn",
  },
};

/**
 * The sentence under a grid of plans priced in more than one currency, which says which plan is priced in which,
 * so a reader takes the mix as meant: "Prices are in US dollars for Coaching Intensive and in euros for Monthly
 * Coaching and Quarterly Coaching." A grid in one currency says which: "Prices are in euros." Undefined for a grid
 * without an amount (fees as a share of a salary).
 */
export function currencyNote(
  plans: readonly { name: string; price: Price }[],
  locale: Locale,
): string | undefined {
  const byCurrency = new Map<Currency, string[]>();
  for (const { name, price } of plans)
    if ("currency" in price)
      byCurrency.set(price.currency, [...(byCurrency.get(price.currency) ?? []), name]);
  if (byCurrency.size === 0) return undefined;
  const words = currencyWords[locale];
  if (byCurrency.size === 1) return `${words.note} in ${words.names[[...byCurrency.keys()][0]!]}.`;
  const parts = [...byCurrency].map(([currency, names]) =>
    words.part(words.names[currency], formatList(names, locale)),
  );
  return `${words.note} ${formatList(parts, locale)}.`;
}

/** A phone number in running text, kept on one line: its spaces become no-break spaces. */
export function phoneInText(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

/** The `tel:` link of a phone number as the site writes it ("+31 20 794 5100" gives "tel:+31207945100"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** A `mailto:` link, with a subject line when given. */
export function mailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
