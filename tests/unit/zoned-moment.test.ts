import { describe, expect, it } from "vitest";
import { zonedMoment } from "@/lib/time-zones";

describe("zonedMoment: a time typed in the office, in the headquarters' zone", () => {
  it("reads winter and summer time with their own offsets", () => {
    expect(zonedMoment("2026-11-27T09:30", "Europe/Amsterdam")?.toISOString()).toBe(
      "2026-11-27T08:30:00.000Z",
    );
    expect(zonedMoment("2026-07-01T09:30", "Europe/Amsterdam")?.toISOString()).toBe(
      "2026-07-01T07:30:00.000Z",
    );
  });

  it("takes the offset of the moment itself on the night the clocks change", () => {
    // Summer time starts at 02:00 on 29 March 2026; 03:30 is already UTC+2.
    expect(zonedMoment("2026-03-29T03:30", "Europe/Amsterdam")?.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(zonedMoment("2026-03-29T01:30", "Europe/Amsterdam")?.toISOString()).toBe(
      "2026-03-29T00:30:00.000Z",
    );
  });

  it("takes seconds too, as a datetime-local field with a step of seconds sends them", () => {
    expect(zonedMoment("2026-11-27T09:30:45", "Europe/Amsterdam")?.toISOString()).toBe(
      "2026-11-27T08:30:45.000Z",
    );
  });

  it("answers null for what is not a time", () => {
    for (const text of [
      "",
      "tomorrow",
      "2026-11-27",
      "2026-11-27T9:30",
      "2026-13-40T09:30",
      "2026-11-27T09:30:5",
      "2026-11-27T09:30:45.5",
    ])
      expect(zonedMoment(text, "Europe/Amsterdam"), text).toBeNull();
  });
});
