import { describe, expect, it } from "vitest";
import { businessHours, officesById, projectStartTime, replyTime } from "@/content/site";
import {
  currencyNote,
  daysOf,
  formatCount,
  formatDate,
  formatDuration,
  formatHours,
  formatList,
  formatMoney,
  formatNumber,
  formatPrice,
  hoursSentence,
  hoursTable,
  mailHref,
  phoneHref,
  phoneInText,
} from "@/content/format";

describe("money and prices", () => {
  it("writes whole dollar and euro amounts with thousands separators, rounded", () => {
    expect(formatMoney({ amount: 25000, currency: "USD" }, "en")).toBe("$25,000");
    expect(formatMoney({ amount: 7500, currency: "EUR" }, "en")).toBe("€7,500");
    expect(formatMoney({ amount: 150 * 3 * 0.8, currency: "USD" }, "en")).toBe("$360");
    expect(formatMoney({ amount: 1234.5, currency: "USD" }, "en")).toBe("$1,235");
  });

  it("writes a least amount, a share and a price in words as the spec does", () => {
    expect(formatPrice({ amount: 50000, currency: "EUR", orMore: true }, "en")).toBe("€50,000+");
    expect(formatPrice({ percent: [15, 25] }, "en")).toBe("15-25%");
    expect(formatPrice({ words: "Custom quote" }, "en")).toBe("Custom quote");
  });
});

describe("durations", () => {
  it("writes one amount or a range, with the unit in the plural where it needs one", () => {
    expect(formatDuration(replyTime, "en")).toBe("24 hours");
    expect(formatDuration(projectStartTime, "en")).toBe("1-2 weeks");
    expect(formatDuration({ amount: 1, unit: "month" }, "en")).toBe("one month");
    expect(formatDuration({ amount: 10, unit: "minute" }, "en")).toBe("10 minutes");
  });
});

describe("opening hours", () => {
  it("writes an office's hours as its card in the spec states them", () => {
    const [amsterdam, newYork, uae] = officesById("amsterdam", "new-york", "uae");
    // The headquarters keeps the business hours (decision record 033), in the cards' short way.
    expect(formatHours(amsterdam!.hours, "en")).toBe("Mon-Fri 9AM-6PM, Sat 10AM-2PM");
    expect(formatHours(newYork!.hours, "en")).toBe("Mon-Fri 9AM-6PM");
    expect(formatHours(uae!.hours, "en")).toBe("Sun-Thu 9AM-6PM GST");
    expect(
      formatHours({ hours: [{ from: "Monday", to: "Monday", opens: "08:30", closes: "12:15" }] }, "en"),
    ).toBe("Mon 8:30AM-12:15PM");
  });

  it("sets the business hours out as a table with the closed day, and as a sentence", () => {
    expect(hoursTable(businessHours, "en")).toEqual([
      { days: "Monday - Friday", hours: "9:00 - 18:00" },
      { days: "Saturday", hours: "10:00 - 14:00" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(hoursSentence(businessHours, "en")).toBe(
      "Monday to Friday 9:00-18:00 and Saturday 10:00-14:00 CET",
    );
  });

  it("lists the days of a range, wrapping past Sunday", () => {
    expect(daysOf({ from: "Sunday", to: "Thursday" })).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
    ]);
    expect(daysOf({ from: "Saturday", to: "Saturday" })).toEqual(["Saturday"]);
  });
});

describe("dates, counts, lists and links", () => {
  it("writes a small count in words and a larger one in figures", () => {
    expect(formatCount(5, "en")).toBe("five");
    expect(formatCount(12, "en")).toBe("12");
  });

  it("writes an ISO date in words, whatever the machine's time zone", () => {
    expect(formatDate("2025-03-12", "en")).toBe("March 12, 2025");
    expect(formatDate("2025-01-01", "en")).toBe("January 1, 2025");
  });

  it("joins a list with a comma and a last 'and'", () => {
    expect(formatList(["Amsterdam"], "en")).toBe("Amsterdam");
    expect(formatList(["Amsterdam", "London"], "en")).toBe("Amsterdam and London");
    expect(formatList(["Amsterdam", "London", "Dubai"], "en")).toBe("Amsterdam, London and Dubai");
  });

  it("links a phone number and a mail address", () => {
    expect(phoneHref("+31 20 794 5100")).toBe("tel:+31207945100");
    expect(mailHref("hello@brightwell.example", "A & B")).toBe(
      "mailto:hello@brightwell.example?subject=A%20%26%20B",
    );
  });
});

describe("the Dutch edition", () => {
  // Intl writes a no-break space between the symbol and the amount: a price never breaks across two lines.
  const spaced = (text: string) => text.replace(/\u00a0/g, " ");

  it("writes amounts the Dutch way, in the spec's currencies", () => {
    expect(spaced(formatMoney({ amount: 25000, currency: "EUR" }, "nl"))).toBe("€ 25.000");
    expect(spaced(formatMoney({ amount: 25000, currency: "USD" }, "nl"))).toBe("$ 25.000");
    expect(spaced(formatPrice({ amount: 50000, currency: "EUR", orMore: true }, "nl"))).toBe("€ 50.000+");
    expect(formatPrice({ percent: [15, 25] }, "nl")).toBe("15-25%");
    expect(formatNumber(5000, "nl")).toBe("5.000");
  });

  it("writes durations, counts, lists and dates in Dutch", () => {
    expect(formatDuration(replyTime, "nl")).toBe("24 uur");
    expect(formatDuration(projectStartTime, "nl")).toBe("1-2 weken");
    expect(formatDuration({ amount: 1, unit: "month" }, "nl")).toBe("één maand");
    expect(formatCount(3, "nl")).toBe("drie");
    expect(formatList(["Amsterdam", "Londen", "Dubai"], "nl")).toBe("Amsterdam, Londen en Dubai");
    expect(formatDate("2026-11-25", "nl")).toBe("25 november 2026");
  });

  it("writes opening hours with Dutch days and times", () => {
    const week = {
      hours: [
        { from: "Monday", to: "Friday", opens: "09:00", closes: "17:00" },
        { from: "Saturday", to: "Saturday", opens: "10:00", closes: "14:30" },
      ],
      zone: "CET",
    } as const;
    expect(formatHours(week, "nl")).toBe("ma-vr 9.00-17.00, za 10.00-14.30 CET");
    expect(hoursTable(week, "nl")).toEqual([
      { days: "maandag - vrijdag", hours: "9.00 - 17.00" },
      { days: "zaterdag", hours: "10.00 - 14.30" },
      { days: "zondag", hours: "Gesloten" },
    ]);
    expect(hoursSentence(week, "nl")).toBe(
      "maandag tot en met vrijdag 9.00-17.00 en zaterdag 10.00-14.30 CET",
    );
  });
});

describe("the currencies of a grid of plans", () => {
  const plans = [
    { name: "Intensive", price: { amount: 5000, currency: "USD" } },
    { name: "Monthly", price: { amount: 15000, currency: "EUR" } },
    { name: "Quarterly", price: { amount: 40000, currency: "EUR" } },
  ] as const;

  it("says in words which plan is priced in which currency, in each edition's language", () => {
    expect(currencyNote(plans, "en")).toBe(
      "Prices are in US dollars for Intensive and in euros for Monthly and Quarterly.",
    );
    expect(currencyNote(plans, "nl")).toBe(
      "De prijzen zijn in Amerikaanse dollars voor Intensive en in euro's voor Monthly en Quarterly.",
    );
  });

  it("names the one currency of a grid in one currency, and says nothing of fees as shares", () => {
    expect(currencyNote(plans.slice(1), "en")).toBe("Prices are in euros.");
    expect(currencyNote([...plans.slice(1), { name: "Fee", price: { percent: [15, 25] } }], "nl")).toBe(
      "De prijzen zijn in euro's.",
    );
    expect(currencyNote([{ name: "Fee", price: { percent: [15, 25] } }], "en")).toBeUndefined();
  });
});

describe("a duration in running text", () => {
  it("writes a Dutch range in words, and leaves figures to tables and to English", () => {
    const start = { amount: [1, 2], unit: "week" } as const;
    expect(formatDuration(start, "nl", { prose: true })).toBe("een à twee weken");
    expect(formatDuration(start, "nl")).toBe("1-2 weken");
    expect(formatDuration(start, "en", { prose: true })).toBe("1-2 weeks");
  });
});

describe("a phone number in running text", () => {
  it("keeps to one line, and still reads and dials as the number", () => {
    const written = phoneInText("+31 20 794 5199");
    expect(written).not.toContain(" ");
    expect(written.replace(/\u00a0/g, " ")).toBe("+31 20 794 5199");
    expect(phoneHref(written)).toBe("tel:+31207945199");
  });
});
