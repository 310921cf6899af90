/**
 * Time in an office's time zone. Pages are prerendered, so what the server writes must hold all year: the zone's
 * name and its offsets (both, where clocks change in summer). The browser adds the time of day.
 */

const MINUTE = 60_000;
/** A day of 24 hours, in milliseconds (a UTC day; a zone's day may have 23 or 25). */
export const DAY = 24 * 60 * MINUTE;

/** A moment's UTC day: "2026-11-28". */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The start of a moment's UTC day. */
export const utcDayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at this moment, in minutes ("GMT+5:30" gives 330). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name ?? "");
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone} from "${name}"`);
  const [, sign, hours = "0", minutes = "0"] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** A moment as the zone's clocks show it, "2026-03-29T01:30" (ISO, to the minute): its day and its hour. */
export function wallClock(timeZone: string, at: Date): string {
  return new Date(at.getTime() + utcOffsetMinutes(timeZone, at) * MINUTE).toISOString().slice(0, 16);
}

/** "+4", "−5", "+5:30", "+0": an offset as people write it, with a true minus sign. */
function formatOffset(minutes: number): string {
  const size = Math.abs(minutes);
  const rest = size % 60;
  return `${minutes < 0 ? "−" : "+"}${Math.floor(size / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * The zone's offsets from UTC for a whole year: "UTC+4", or "UTC−5/−4" where the clocks change (standard time
 * first: summer time is the larger offset, in either hemisphere). The zone's name is words, in the office's content.
 */
export function utcOffsets(timeZone: string, year = new Date().getUTCFullYear()): string {
  const [standard, summer] = [0, 6]
    .map((month) => utcOffsetMinutes(timeZone, new Date(Date.UTC(year, month, 1))))
    .sort((a, b) => a - b) as [number, number];
  return `UTC${standard === summer ? formatOffset(standard) : `${formatOffset(standard)}/${formatOffset(summer)}`}`;
}

/**
 * A zone's offsets from UTC over a stretch of time, for a browser to tell the time without Intl (whose first use
 * on a page costs about 16 ms of ICU setup, four times that on a slow phone). Each change is [the UTC time from
 * which it holds, in ms, the offset in minutes]; the first holds from the table's start. Past `until` it says
 * nothing.
 */
export interface OffsetTable {
  changes: readonly (readonly [at: number, minutes: number])[];
  until: number;
}

/**
 * The offsets of a zone from a day before `around` (a visitor's clock may lag the server's) to two years after.
 * Offsets are read once a day, and each change is then found to the minute. No zone changes twice in a day.
 */
export function offsetTable(timeZone: string, around = new Date()): OffsetTable {
  const from = Math.floor(around.getTime() / MINUTE) * MINUTE - DAY;
  const until = from + DAY + 2 * 365 * DAY;
  const offsetAt = (time: number) => utcOffsetMinutes(timeZone, new Date(time));
  const changes: [number, number][] = [[from, offsetAt(from)]];
  for (let before = from; before < until; before += DAY) {
    const after = Math.min(before + DAY, until);
    const offset = offsetAt(after);
    if (offset === changes.at(-1)![1]) continue;
    // The change lies after `before` and at or before `after`; halve the gap down to one minute.
    let [low, high] = [before, after];
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === offset) high = middle;
      else low = middle;
    }
    changes.push([high, offset]);
  }
  return { changes, until };
}

/** The offset a table gives for a moment, or undefined outside the table. */
export function tableOffset(table: OffsetTable, at: Date): number | undefined {
  const time = at.getTime();
  if (time < table.changes[0]![0] || time > table.until) return undefined;
  return table.changes.findLast(([from]) => from <= time)![1];
}

/** The time of day at an offset from UTC: "2:05 PM" to read (as en-US writes it), "14:05" for `<time dateTime>`. */
export function clockTime(offsetMinutes: number, at: Date): { label: string; dateTime: string } {
  const minutes = Math.floor(at.getTime() / MINUTE) + offsetMinutes;
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  const hour = Math.floor(ofDay / 60);
  const minute = String(ofDay % 60).padStart(2, "0");
  return {
    label: `${hour % 12 || 12}:${minute} ${hour < 12 ? "AM" : "PM"}`,
    dateTime: `${String(hour).padStart(2, "0")}:${minute}`,
  };
}

/** The time of day in a zone: from its table of offsets when one covers the moment, else from Intl. */
export function localTime(
  timeZone: string,
  at: Date,
  offsets?: OffsetTable,
): { label: string; dateTime: string } {
  return clockTime((offsets && tableOffset(offsets, at)) ?? utcOffsetMinutes(timeZone, at), at);
}

/**
 * The moment a wall-clock time (`2026-11-27T09:30`, or `09:30:45`, as a datetime-local field sends it) names in `timeZone`, or
 * null when it is not such a time. Across a change of summer time, the offset of the moment itself is used. A time
 * before 1970 is not taken: zones then kept local mean times, offsets that are no whole number of minutes.
 */
export function zonedMoment(local: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d)?$/.test(local) || local < "1970") return null;
  const asUtc = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - utcOffsetMinutes(timeZone, new Date(asUtc)) * 60_000;
  return new Date(asUtc - utcOffsetMinutes(timeZone, new Date(first)) * 60_000);
}
