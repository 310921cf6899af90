import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";

const page = () => new NextRequest("http://localhost:3000/services");

describe("the page proxy", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("sends a production page a policy whose scripts are never allowed inline or by eval", () => {
    vi.stubEnv("NODE_ENV", "production");
    const policy = proxy(page()).headers.get("content-security-policy") ?? "";
    const scripts = policy.split("; ").find((part) => part.startsWith("script-src "));
    expect(scripts).toMatch(/^script-src 'self'/);
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("leaves `next dev` without a policy, whose inline scripts change with every edit", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(proxy(page()).headers.get("content-security-policy")).toBeNull();
  });
});
