import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  CSP_MANIFEST,
  contentSecurityPolicy,
  ensureCspManifest,
  inlineScriptHashes,
  pagePolicy,
  readCspManifest,
} from "@/server/security/csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The directive of a policy by name. */
const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("inline script hashes", () => {
  it("hashes each inline script once, exactly as written, and skips external scripts and JSON-LD", () => {
    const boot = "self.__next_f=self.__next_f||[]";
    const push = 'self.__next_f.push([1,"a</b>"])';
    const html = [
      `<script src="/_next/static/chunks/a.js" async=""></script>`,
      `<script>${boot}</script>`,
      `<script id="_R_">${push}</script>`,
      `<script>${boot}</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script type="module">import "x"</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha(push), sha('import "x"')]);
  });
});

describe("the policy", () => {
  it("allows scripts only from the site and the given sources, never inline or eval", () => {
    const policy = contentSecurityPolicy({ scripts: [sha("a")] });
    expect(directive(policy, "script-src")).toBe(`script-src 'self' ${sha("a")}`);
    expect(policy).not.toMatch(/unsafe-eval/);
    for (const part of [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(policy.split("; ")).toContain(part);
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("the manifest of a build", () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function fakeBuild(buildId: string) {
    dist = mkdtempSync(path.join(tmpdir(), "csp-build-"));
    mkdirSync(path.join(dist, "server", "app", "about"), { recursive: true });
    writeFileSync(path.join(dist, "BUILD_ID"), buildId);
    const routes = { "/": {}, "/about/team": {}, "/_not-found": {}, "/sitemap.xml": {} };
    writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ routes }));
    writeFileSync(path.join(dist, "server", "app", "index.html"), "<script>home()</script>");
    writeFileSync(path.join(dist, "server", "app", "about", "team.html"), "<script>team()</script>");
    writeFileSync(path.join(dist, "server", "app", "_not-found.html"), "<script>lost()</script>");
  }

  it("is written for the build it belongs to, and written again once the build changes", () => {
    fakeBuild("one");
    expect(readCspManifest(dist)).toBeUndefined();
    expect(ensureCspManifest(dist)).toBe("written");
    expect(ensureCspManifest(dist)).toBe("fresh");
    expect(readCspManifest(dist)).toEqual({
      buildId: "one",
      pages: "scripts after paint",
      routes: { "/": [sha("home()")], "/_not-found": [sha("lost()")], "/about/team": [sha("team()")] },
    });

    // Pages rewritten by the server: taken again, though the build is the same.
    writeFileSync(path.join(dist, "server", "app", "index.html"), "<script>home(2)</script>");
    expect(ensureCspManifest(dist, { pagesChanged: true })).toBe("written");
    expect(readCspManifest(dist)?.routes["/"]).toEqual([sha("home(2)")]);

    // A manifest taken of the pages as Next.js wrote them (an older server) is stale.
    const manifestFile = path.join(dist, CSP_MANIFEST);
    const older = JSON.parse(readFileSync(manifestFile, "utf8"));
    delete older.pages;
    writeFileSync(manifestFile, JSON.stringify(older));
    expect(readCspManifest(dist)).toBeUndefined();

    writeFileSync(path.join(dist, "BUILD_ID"), "two");
    expect(readCspManifest(dist)).toBeUndefined();
    expect(ensureCspManifest(dist)).toBe("written");
    expect(JSON.parse(readFileSync(path.join(dist, CSP_MANIFEST), "utf8")).buildId).toBe("two");
  });

  it("gives a prerendered page its hashes, any other path a nonce, and no manifest no inline script", () => {
    fakeBuild("one");
    ensureCspManifest(dist);
    const manifest = readCspManifest(dist);
    const at = (route: string) => pagePolicy({ manifest, route, nonce: "n0nce", https: false });

    expect(directive(at("/about/team").policy, "script-src")).toBe(`script-src 'self' ${sha("team()")}`);
    expect(directive(at("/about/team/").policy, "script-src")).toBe(`script-src 'self' ${sha("team()")}`);
    expect(at("/about/team").nonce).toBeUndefined();

    const perRequest = at("/newsletter/confirm");
    expect(perRequest.nonce).toBe("n0nce");
    expect(directive(perRequest.policy, "script-src")).toBe(
      `script-src 'self' 'nonce-n0nce' ${sha("lost()")}`,
    );

    const stale = pagePolicy({ manifest: undefined, route: "/", nonce: "n0nce", https: false });
    expect(stale.stale).toBe(true);
    expect(directive(stale.policy, "script-src")).toBe("script-src 'self'");
  });
});
