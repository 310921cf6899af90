import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";
import { pageRoutes } from "@/lib/page-routes";

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

describe("pageRoutes", () => {
  it("turns page files into URLs, ignoring route groups and skipping dynamic and private folders", () => {
    const root = mkdtempSync(path.join(tmpdir(), "routes-"));
    const page = (dir: string) => {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, "page.tsx"), "export default function Page() { return null; }");
    };
    page(".");
    page("services");
    page("services/ai-solutions");
    page("(marketing)/about");
    page("blog/[slug]");
    page("_drafts/secret");
    mkdirSync(path.join(root, "empty"));
    expect(pageRoutes(root)).toEqual(["/", "/about", "/services", "/services/ai-solutions"]);
  });

  it("finds the site's home page", () => {
    expect(pageRoutes()).toContain("/");
  });
});
