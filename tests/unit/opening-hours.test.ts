import { describe, expect, it } from "vitest";
import { offices } from "@/content/site";
import { parseOpeningHours, parseWeeklyHours } from "@/lib/opening-hours";

describe("parseOpeningHours", () => {
  it("reads a range of weekdays and a range of hours into local 24-hour times", () => {
    expect(parseOpeningHours("Mon-Fri 9AM-5PM")).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    });
  });

  it("wraps a range past Sunday and drops the time zone's abbreviation (the hours are local)", () => {
    expect(parseOpeningHours("Sun-Thu 9AM-6PM GST")).toEqual({
      days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
      opens: "09:00",
      closes: "18:00",
    });
  });

  it("reads one day, minutes, noon and midnight", () => {
    expect(parseOpeningHours("Sat 12AM-12:30PM")).toEqual({
      days: ["Saturday"],
      opens: "00:00",
      closes: "12:30",
    });
  });

  it.each([
    "Monday - Friday 9:00 - 18:00",
    "Mon-Fri 9-5",
    "Mon-Fri 9AM-5PM, Sat 10AM-2PM",
    "Mon-Fry 9AM-5PM",
    "Mon-Fri 13PM-5PM",
    "Mon-Fri 9:75AM-5PM",
    "Mon-Fri 6PM-9AM",
    "Closed",
    "",
  ])("refuses to guess at %j", (hours) => {
    expect(() => parseOpeningHours(hours)).toThrow(/Cannot read the opening hours/);
  });

  it("reads a week of several day ranges, separated by commas", () => {
    expect(parseWeeklyHours("Mon-Fri 9AM-6PM, Sat 10AM-2PM")).toEqual([
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
      { days: ["Saturday"], opens: "10:00", closes: "14:00" },
    ]);
    expect(() => parseWeeklyHours("Mon-Fri 9AM-6PM; Sat 10AM-2PM")).toThrow(/Cannot read the opening hours/);
  });

  it("reads the hours of every office the site lists", () => {
    for (const office of offices) expect(() => parseWeeklyHours(office.hours), office.id).not.toThrow();
  });
});
