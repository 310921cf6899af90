/**
 * An office's hours as the site writes them ("Mon-Fri 9AM-5PM", "Sun-Thu 9AM-6PM GST") read into days and
 * 24-hour times for structured data. Anything else throws: a search engine must never be told hours we guessed,
 * so a new way of writing hours fails the build until this learns it.
 */

/** The week as schema.org names its days, Monday first. */
const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof week)[number];

export interface OpeningHours {
  days: readonly Weekday[];
  /** Local time, "09:00". */
  opens: string;
  closes: string;
}

const dayIndex = (abbreviation: string) => week.findIndex((day) => day.slice(0, 3) === abbreviation);

/** "9AM" or "5:30PM" as "09:00" / "17:30"; undefined when it is not a time of day. */
function time(text: string): string | undefined {
  const match = /^(\d{1,2})(?::(\d{2}))?(AM|PM)$/.exec(text);
  if (!match) return undefined;
  const [hour, minute] = [Number(match[1]), Number(match[2] ?? "0")];
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  const hour24 = (hour % 12) + (match[3] === "PM" ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * A day or a range of days (wrapping past Sunday: "Sun-Thu"), a space, a range of times, and optionally the
 * abbreviation of the time zone the hours are in (they are local time, so it adds nothing).
 */
export function parseOpeningHours(hours: string): OpeningHours {
  const fail = (): never => {
    throw new Error(`Cannot read the opening hours "${hours}": write them like "Mon-Fri 9AM-5PM"`);
  };
  const match = /^([A-Z][a-z]{2})(?:-([A-Z][a-z]{2}))? (\S+)-(\S+?)(?: [A-Z]{2,5})?$/.exec(hours) ?? fail();
  const first = dayIndex(match[1]!);
  const last = dayIndex(match[2] ?? match[1]!);
  const opens = time(match[3]!);
  const closes = time(match[4]!);
  if (first < 0 || last < 0 || !opens || !closes || closes <= opens) fail();
  const count = ((last - first + 7) % 7) + 1;
  const days = Array.from({ length: count }, (_, offset) => week[(first + offset) % 7]!);
  return { days, opens: opens!, closes: closes! };
}

/** An office's week: one or more day ranges with their hours, separated by a comma ("Mon-Fri 9AM-6PM, Sat 10AM-2PM"). */
export function parseWeeklyHours(hours: string): OpeningHours[] {
  return hours.split(", ").map(parseOpeningHours);
}
