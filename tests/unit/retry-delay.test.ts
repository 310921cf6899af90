import { describe, expect, it } from "vitest";
import { addressRefused, retryDelayMs } from "@/server/mail/outbox";

const SECOND = 1_000;
const HOUR = 3_600_000;
const fixed = (value: number) => () => value;

describe("retryDelayMs", () => {
  it("waits 5 s ±20 % before the first retry", () => {
    expect(retryDelayMs(1, fixed(0.5))).toBe(5 * SECOND);
    expect(retryDelayMs(1, fixed(0))).toBe(4 * SECOND);
    expect(retryDelayMs(1, fixed(1))).toBe(6 * SECOND);
  });

  it("keeps the first retry within 4-6 s for any random value", () => {
    for (let step = 0; step <= 100; step += 1) {
      const delay = retryDelayMs(1, fixed(step / 100));
      expect(delay).toBeGreaterThanOrEqual(4 * SECOND);
      expect(delay).toBeLessThanOrEqual(6 * SECOND);
    }
  });

  it("uses Math.random when no source is given, staying in range", () => {
    for (let run = 0; run < 200; run += 1) {
      const delay = retryDelayMs(1);
      expect(delay).toBeGreaterThanOrEqual(4 * SECOND);
      expect(delay).toBeLessThanOrEqual(6 * SECOND);
    }
  });

  it("treats attempt 0 like the first", () => {
    expect(retryDelayMs(0, fixed(0.5))).toBe(5 * SECOND);
  });

  it("doubles with every attempt", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, fixed(0.5)))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
    for (let attempt = 1; attempt < 10; attempt += 1) {
      expect(retryDelayMs(attempt + 1, fixed(0.5))).toBe(2 * retryDelayMs(attempt, fixed(0.5)));
    }
  });

  it("stops growing at one hour, spread by ±20 %", () => {
    expect(retryDelayMs(11, fixed(0.5))).toBe(HOUR);
    for (const attempt of [12, 20, 40, 1_000]) {
      expect(retryDelayMs(attempt, fixed(0.5))).toBe(HOUR);
      expect(retryDelayMs(attempt, fixed(0))).toBe(0.8 * HOUR);
      expect(retryDelayMs(attempt, fixed(1))).toBe(1.2 * HOUR);
    }
  });

  it("spreads mails that failed together", () => {
    const delays = new Set([0, 0.25, 0.5, 0.75, 1].map((value) => retryDelayMs(5, fixed(value))));
    expect(delays.size).toBe(5);
  });
});

describe("addressRefused: a refusal that is the reader's bounce, not a reason to try again", () => {
  it("is a 5xx answer to the recipient's address, and nothing else", () => {
    expect(addressRefused({ code: "EENVELOPE", responseCode: 550, command: "RCPT TO" })).toBe(true);
    expect(addressRefused({ code: "EENVELOPE", responseCode: 553, command: "RCPT TO" })).toBe(true);
    // A busy mailbox is tried again; a refusal of the whole mail or of this sender says nothing of the address.
    expect(addressRefused({ code: "EENVELOPE", responseCode: 452, command: "RCPT TO" })).toBe(false);
    expect(addressRefused({ code: "EMESSAGE", responseCode: 554, command: "DATA" })).toBe(false);
    expect(addressRefused({ code: "EENVELOPE", responseCode: 550, command: "MAIL FROM" })).toBe(false);
    expect(addressRefused(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(addressRefused(undefined)).toBe(false);
  });
});
