import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";

describe("formatMoney", () => {
  it("writes whole dollar and euro amounts with thousands separators", () => {
    expect(formatMoney(25000, "USD")).toBe("$25,000");
    expect(formatMoney(7500, "EUR")).toBe("€7,500");
    expect(formatMoney(400 * 8, "USD")).toBe("$3,200");
  });

  it("rounds to whole units", () => {
    expect(formatMoney(150 * 3 * 0.8, "USD")).toBe("$360");
    expect(formatMoney(1234.5, "USD")).toBe("$1,235");
  });
});
