import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { clearedSessionCookie, fromOurPages, sessionCookie, sessionCookieName } from "@/server/office/guard";
import { shared } from "@/server/shared-state";

/** The office's cookie and origin check under the settings of a site at `siteUrl`. */
function at(siteUrl: string) {
  shared.config = parseConfig({ SITE_URL: siteUrl });
}

const saved = shared.config;
afterEach(() => {
  shared.config = saved;
});

describe("the office's session cookie", () => {
  it("on an https site: __Secure- prefix, Secure, HttpOnly, SameSite=Strict, only under /office", () => {
    at("https://www.firm.example");
    expect(sessionCookieName()).toBe("__Secure-office-session");
    expect(sessionCookie("t0ken").split("; ")).toEqual([
      "__Secure-office-session=t0ken",
      "Path=/office",
      "HttpOnly",
      "SameSite=Strict",
      "Max-Age=604800",
      "Secure",
    ]);
    expect(clearedSessionCookie()).toContain("Max-Age=0");
  });

  it("on a plain http site (a fresh install on a laptop): no prefix and no Secure, which http cannot keep", () => {
    at("http://localhost:3000");
    expect(sessionCookie("t0ken")).toBe(
      "office-session=t0ken; Path=/office; HttpOnly; SameSite=Strict; Max-Age=604800",
    );
  });
});

describe("an office post comes from the office's own pages", () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it("by Sec-Fetch-Site, or else by Origin; a post that says neither is refused", () => {
    at("https://www.firm.example");
    expect(fromOurPages(headers({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(fromOurPages(headers({ "sec-fetch-site": "same-site", origin: "https://www.firm.example" }))).toBe(
      false,
    );
    expect(fromOurPages(headers({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(fromOurPages(headers({ origin: "https://www.firm.example" }))).toBe(true);
    expect(fromOurPages(headers({ origin: "https://attacker.example" }))).toBe(false);
    expect(fromOurPages(headers({ origin: "null" }))).toBe(false);
    expect(fromOurPages(headers({}))).toBe(false);
  });
});
