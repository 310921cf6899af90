import { describe, expect, it } from "vitest";
import { siteUrl } from "@/lib/site-url";

describe("siteUrl", () => {
  it("defaults to localhost on port 3000", () => {
    expect(siteUrl({}).origin).toBe("http://localhost:3000");
  });

  it("accepts an https origin", () => {
    expect(siteUrl({ SITE_URL: "https://www.example.com" }).origin).toBe("https://www.example.com");
  });

  it("names the variable when the value is not an http(s) URL", () => {
    expect(() => siteUrl({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
    expect(() => siteUrl({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL/);
  });
});
