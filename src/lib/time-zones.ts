/**
 * Time in an office's time zone. Pages are prerendered, so what the server writes must hold all year: the zone's
 * name and its offsets (both, where clocks change in summer). The browser adds the time of day.
 */

/** The zone's offset from UTC at this moment, in minutes ("GMT+5:30" gives 330). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name ?? "");
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone} from "${name}"`);
  const [, sign, hours = "0", minutes = "0"] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** "+4", "−5", "+5:30", "+0": an offset as people write it, with a true minus sign. */
function formatOffset(minutes: number): string {
  const size = Math.abs(minutes);
  const rest = size % 60;
  return `${minutes < 0 ? "−" : "+"}${Math.floor(size / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * The zone's name and its offsets for a whole year: "Gulf Standard Time" and "UTC+4", or "Eastern Time" and
 * "UTC−5/−4" where the clocks change (standard time first: summer time is the larger offset, in either
 * hemisphere).
 */
export function timeZoneLabel(
  timeZone: string,
  year = new Date().getUTCFullYear(),
): { name: string; offset: string } {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(Date.UTC(year, 0, 1)))
    .find((part) => part.type === "timeZoneName")?.value;
  const [standard, summer] = [0, 6]
    .map((month) => utcOffsetMinutes(timeZone, new Date(Date.UTC(year, month, 1))))
    .sort((a, b) => a - b) as [number, number];
  const offsets =
    standard === summer ? formatOffset(standard) : `${formatOffset(standard)}/${formatOffset(summer)}`;
  return { name: name ?? timeZone, offset: `UTC${offsets}` };
}

/** The time of day in a zone: "2:05 PM" to read, "14:05" for a `<time dateTime>`. */
export function localTime(timeZone: string, at: Date): { label: string; dateTime: string } {
  const label = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(at);
  const dateTime = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return { label, dateTime };
}
