import { afterEach, describe, expect, it } from "vitest";
import { noteRefusal, refusalFor, wantsPage } from "@/server/forms/post-rules";
import { shared } from "@/server/shared-state";

afterEach(() => shared.refusedClients?.clear());

describe("the networks the handler has refused", () => {
  it("are refused until their window ends, then forgotten", () => {
    const now = 1_000_000;
    expect(refusalFor("203.0.113.7", now)).toBe(0);
    noteRefusal("203.0.113.7", 90_500, now);
    expect(refusalFor("203.0.113.7", now)).toBe(91);
    expect(refusalFor("203.0.113.7", now + 90_000)).toBe(1);
    expect(refusalFor("203.0.113.8", now)).toBe(0);
    expect(refusalFor("203.0.113.7", now + 90_500)).toBe(0);
    expect(shared.refusedClients?.has("203.0.113.7")).toBe(false);
  });

  it("live in one map for the whole process, so the server sees what the app notes", () => {
    noteRefusal("2001:db8:1:2::/64", 60_000);
    expect(shared.refusedClients?.get("2001:db8:1:2::/64")).toBeGreaterThan(Date.now());
  });

  it("are capped: when the map is full of live entries, a new network is left to the handler", () => {
    const now = 5_000;
    for (let index = 0; index < 50_000; index += 1) noteRefusal(`net-${index}`, 60_000, now);
    noteRefusal("one more", 60_000, now);
    expect(refusalFor("one more", now)).toBe(0);
    // Once some windows have ended, their places go to new networks.
    noteRefusal("one more", 60_000, now + 60_000);
    expect(refusalFor("one more", now + 60_000)).toBe(60);
    expect(shared.refusedClients?.size).toBe(1);
  });
});

describe("wantsPage: a browser posting a form without JavaScript", () => {
  it("sends a form encoding and accepts HTML", () => {
    expect(wantsPage("application/x-www-form-urlencoded", "text/html,application/xhtml+xml")).toBe(true);
    expect(wantsPage("multipart/form-data; boundary=x", "text/html")).toBe(true);
    expect(wantsPage("Application/X-WWW-Form-Urlencoded; charset=UTF-8", "text/html")).toBe(true);
  });

  it("is not a script sending JSON, nor a form post that does not accept HTML", () => {
    expect(wantsPage("application/json", "text/html")).toBe(false);
    expect(wantsPage("application/x-www-form-urlencoded", "*/*")).toBe(false);
    expect(wantsPage(null, null)).toBe(false);
  });
});
