/**
 * Facts as data: amounts, prices, durations and opening hours, which `content/format` turns into text for a locale.
 * Content states each fact once in one of these shapes; no page, mail or structured data reads one back out of
 * text.
 */

/** The languages the site is written in: English at the root, Dutch under /nl. */
export type Locale = "en" | "nl";

export type Currency = "USD" | "EUR";

/** A whole amount of money: "$25,000"; with `orMore`, the least it costs: "€50,000+". */
export interface Money {
  amount: number;
  currency: Currency;
  orMore?: boolean;
}

/** A share of another amount, such as a fee of "15-25%" of a salary: the lowest and highest percentage. */
export interface Share {
  percent: readonly [from: number, to: number];
}

/** A price without an amount, stated in words ("Custom quote"). */
export interface PriceInWords {
  words: string;
}

export type Price = Money | Share | PriceInWords;

export type DurationUnit = "minute" | "hour" | "day" | "week" | "month";

/** A length of time: "24 hours", or a range such as "1-2 weeks". */
export interface Duration {
  amount: number | readonly [from: number, to: number];
  unit: DurationUnit;
}

/** The week as schema.org names its days, Monday first. */
export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** A time of day, 24-hour, local to the hours' time zone: "09:00". */
export type TimeOfDay = `${number}${number}:${number}${number}`;

/** Open from `opens` to `closes` on each day from `from` to `to` (wrapping past Sunday: Sunday to Thursday). */
export interface OpeningHours {
  from: Weekday;
  to: Weekday;
  opens: TimeOfDay;
  closes: TimeOfDay;
}

/**
 * A week of opening hours, in local time. `zone` is the abbreviation of the time zone that the firm writes after
 * the hours ("CET", "GST"), where it writes one. Days in no entry are closed.
 */
export interface WeeklyHours {
  hours: readonly OpeningHours[];
  zone?: string;
}
