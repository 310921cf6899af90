import type { Page } from "@playwright/test";

/**
 * A page under its Content-Security-Policy in Chromium: the policy is sent, allows no inline script by keyword,
 * and the page runs without a single violation or console error (a blocked bootstrap script would show as both).
 */

/** The console errors and policy violations of everything `page` loads from now on. */
export function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
  void page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return problems;
}

/** A 404 page logs the failed document request and Next's own notice of the missing route. */
const expectedOnMissing = [/status of 404/, /non-existent route/];

/** The problems `watchErrors` saw that a page with this status should not have. */
export function unexpectedErrors(problems: readonly string[], status: number | undefined): string[] {
  return problems.filter((problem) => status !== 404 || !expectedOnMissing.some((re) => re.test(problem)));
}

/** What is wrong with the policy headers of an HTML page's answer: nothing, or a sentence each. */
export function policyProblems(headers: Record<string, string>): string[] {
  const policy = headers["content-security-policy"] ?? "";
  const scripts = policy.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
  const problems: string[] = [];
  if (!/^script-src 'self'( '(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)')+$/.test(scripts))
    problems.push(`script-src is not 'self' with hashes or a nonce: "${scripts}"`);
  if (!policy.includes("frame-ancestors 'none'")) problems.push("the policy lacks frame-ancestors 'none'");
  const resourcePolicy = headers["cross-origin-resource-policy"];
  if (resourcePolicy !== "same-origin") problems.push(`Cross-Origin-Resource-Policy is ${resourcePolicy}`);
  return problems;
}
