import { describe, expect, it } from "vitest";
import { deviceOf, pageRead } from "@/server/stats/reads";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const page = { accept: "text/html,application/xhtml+xml", "user-agent": CHROME };
const read = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  pageRead(method, url, { ...page, ...headers }, "www.firm.example");

describe("what counts as a page read", () => {
  it("counts a browser's page with its path, edition, device, the other site's host and the landing tags", () => {
    expect(
      read("/nl/inzichten/?utm_source=LinkedIn&utm_medium=social&utm_campaign=autumn&x=1", {
        referer: "https://www.linkedin.com/feed/update/123?secret=1",
        "user-agent": IPHONE,
      }),
    ).toMatchObject({
      path: "/nl/inzichten",
      locale: "nl",
      referrer: "linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "autumn",
      device: "phone",
    });
  });

  it("counts the router's request for the next page, but not its prefetch, and keeps our own pages out of the referrers", () => {
    expect(
      read("/services?_rsc=abc", { accept: "*/*", rsc: "1", referer: "https://www.firm.example/" }),
    ).toMatchObject({
      path: "/services",
      referrer: null,
      locale: "en",
    });
    expect(read("/services?_rsc=abc", { accept: "*/*", rsc: "1", "next-router-prefetch": "1" })).toBeNull();
    expect(read("/services", { "sec-purpose": "prefetch;prerender" })).toBeNull();
  });

  it("does not count bots, scripts, Global Privacy Control, assets, the office, the API or anything but GET", () => {
    expect(
      read("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ).toBeNull();
    expect(read("/", { "user-agent": "" })).toBeNull();
    expect(read("/", { "user-agent": "curl/8.5.0" })).toBeNull();
    expect(read("/", { "sec-gpc": "1" })).toBeNull();
    for (const path of [
      "/_next/static/chunks/app.js",
      "/fonts/inter.woff2",
      "/office",
      "/office/audit",
      "/api/health",
      "/sitemap.xml",
      "/og/home.png",
      "/fonts/inter.woff2?v=2",
      "/office?view=inbox",
    ])
      expect(read(path), path).toBeNull();
    expect(read("/", {}, "HEAD")).toBeNull();
    expect(read("/", {}, "POST")).toBeNull();
    expect(read("/", { accept: "application/json" })).toBeNull();
    expect(read("/")).not.toBeNull();
    // A dot in the query is no file's extension.
    expect(read("/services?ref=news.letter")).toMatchObject({ path: "/services" });
  });

  it("tells phones, tablets and desks apart, and nothing more", () => {
    expect(deviceOf(IPHONE)).toBe("phone");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36")).toBe(
      "tablet",
    );
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36")).toBe(
      "phone",
    );
    expect(deviceOf(CHROME)).toBe("desktop");
  });
});
