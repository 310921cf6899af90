import { publicRoutes } from "@/content/routes";
import { assetHeaders, securityHeaders } from "@/server/security/headers";
import { expect, test } from "../support/test";
import { rawGet, rawRequest, type RawAnswer } from "../support/raw-http";

/**
 * What a hostile or broken client can send that a browser never would: ranges that cannot be served, request
 * targets that name no path of this site, methods nobody uses. Every such request gets an answer, never a 5xx,
 * never a redirect to another host, always with the security headers (issue 27).
 */

/** Runs `work` over `items`, `width` at a time. */
async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

async function someScript(baseURL: string): Promise<{ path: string; size: number }> {
  const home = (await rawGet(baseURL, "/")).body.toString("utf8");
  const path = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  expect(path).toBeTruthy();
  const whole = await rawGet(baseURL, path!);
  expect(whole.status).toBe(200);
  return { path: path!, size: whole.body.length };
}

test("every Range request is answered: 206 with the part, 416 naming the size, or the whole file", async ({
  baseURL,
}) => {
  const { path, size } = await someScript(baseURL!);
  const whole = (await rawGet(baseURL!, path)).body;
  const cases: [range: string, status: number, part?: [number, number]][] = [
    ["bytes=0-0", 206, [0, 0]],
    ["bytes=10-19", 206, [10, 19]],
    ["bytes=-10", 206, [size - 10, size - 1]],
    [`bytes=${size - 5}-`, 206, [size - 5, size - 1]],
    [`bytes=5-${size * 2}`, 206, [5, size - 1]],
    ["bytes=50-10", 416],
    [`bytes=${size}-`, 416],
    ["bytes=-0", 416],
    [`bytes=${"9".repeat(40)}-`, 416],
    ["bytes=0-1,5-6", 200],
    ["items=0-5", 200],
    ["bytes=abc", 200],
    ["bytes=-", 200],
  ];
  for (const [range, status, part] of cases) {
    const answer = await rawGet(baseURL!, path, { range });
    expect(answer.status, range).toBe(status);
    expect(answer.headers["x-content-type-options"], range).toBe("nosniff");
    if (status === 416) expect(answer.headers["content-range"], range).toBe(`bytes */${size}`);
    if (part) {
      const [start, end] = part;
      expect(answer.headers["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.body.equals(whole.subarray(start, end + 1)), range).toBe(true);
    }
  }
});

test("a flood of ranges that end before they start is answered at once and the site stays up", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { path, size } = await someScript(baseURL!);
  // More than the server's 512 connections: unanswered, they held their sockets until the request timeout.
  const ranges = Array.from({ length: 600 }, (_, index) => `bytes=${size - index}-${index % 7}`);
  const answers = await inPool(ranges, 100, (range) => rawGet(baseURL!, path, { range }));
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([416]));
  const home = await rawGet(baseURL!, "/");
  expect(home.status).toBe(200);
});

/** A generator of numbers in [0, 1) from a seed, so that a failing run can be repeated. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Request targets and methods that no browser sends, built from the site's own paths. */
function hostileRequests(count: number, seed: number): { method: string; target: string }[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const prefixes = [
    ...publicRoutes,
    "/api/forms/",
    "/api/forms/contact/",
    "/api/admin/submissions/",
    "/forms/review/",
    "/forms/retry/",
    "/insights/articles/",
    "/insights/category/strategy/page/",
    "/og/",
    "/insights/reports/",
    "/_next/static/chunks/",
    "/_next/image?url=",
    "/newsletter/confirm?token=",
  ];
  const tails = [
    "%",
    "%Z",
    "%ZZ",
    "%E0%A4%A",
    "%E0.pdf",
    "%E0%A4%A.png",
    "%C0%AF",
    "%00",
    "%2e%2e/%2e%2e/etc/passwd",
    "..%2f..%2f",
    "%25",
    "%u0041",
    "%FF%FE",
    "//evil.example",
    "/\\evil.example",
    ".php",
    "?q=%",
    "?q=%E0%A4%A",
    "#fragment",
    "/",
    "x".repeat(3_000),
    "%41".repeat(500),
  ];
  const whole = [
    "*",
    "http://evil.example/about",
    "https://evil.example/",
    "http://evil.example",
    "HTTP://EVIL.EXAMPLE/contact?x=1",
    "ftp://evil.example/",
    "evil.example/about",
    "//evil.example/about",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "?x=1",
    `/${"a".repeat(20_000)}`,
  ];
  const controls = ["\x00", "\x01", "\x07", "\x08", "\x0b", "\x1b", "\x7f", "\t", " "];
  const methods = [
    "GET",
    "GET",
    "GET",
    "HEAD",
    "POST",
    "get",
    "FOO",
    "TRACE",
    "CONNECT",
    "PROPFIND",
    "OPTIONS",
    "DELETE",
    "PUT",
    "PATCH",
  ];
  return Array.from({ length: count }, () => {
    const kind = random();
    let target: string;
    if (kind < 0.15) target = pick(whole);
    else if (kind < 0.25) {
      const base = `${pick(prefixes)}${pick(tails)}`;
      const at = 1 + Math.floor(random() * (base.length - 1));
      target = `${base.slice(0, at)}${pick(controls)}${base.slice(at)}`;
    } else target = `${pick(prefixes)}${pick(tails)}`;
    return { method: random() < 0.8 ? "GET" : pick(methods), target };
  });
}

/**
 * What is wrong with an answer to a hostile request, or nothing: a status of 5xx (or below 200), a redirect to
 * another host, a missing security header, an HTML answer without the strict policy. (Checked as text, with
 * one expectation at the end: Playwright records every expect as a step, and thousands of steps cost more
 * than the requests.)
 */
function problemsOf(answer: RawAnswer, baseURL: string): string[] {
  const problems: string[] = [];
  if (answer.status < 200 || answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status >= 300 && answer.status < 400) {
    const location = answer.headers.location ?? "";
    const here = location.startsWith("/") && !/^\/[/\\]/.test(location);
    if (!here && !location.startsWith(`${baseURL}/`)) problems.push(`redirect to ${location}`);
  }
  // A hashed asset (the only answer cached for good) carries the headers of every answer; the rest, a
  // document's as well.
  const asset = /immutable/.test(answer.headers["cache-control"] ?? "");
  for (const { key, value } of asset ? assetHeaders : securityHeaders)
    if (answer.headers[key.toLowerCase()] !== value)
      problems.push(`${key}: ${answer.headers[key.toLowerCase()]}`);
  const html = /^text\/html/.test(answer.headers["content-type"] ?? "");
  if (html && !/script-src 'self'/.test(answer.headers["content-security-policy"] ?? ""))
    problems.push("HTML without its policy");
  return problems;
}

test("a few thousand malformed targets and methods get no 5xx, no redirect away, and the security headers", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const requests = hostileRequests(2_500, 27);
  const host = new URL(baseURL!).host;
  const found: string[] = [];
  await inPool(requests, 6, async ({ method, target }) => {
    const head = [
      `${method} ${target} HTTP/1.1`,
      `Host: ${host}`,
      ...(method === "POST" ? ["Content-Length: 0"] : []),
    ];
    const answer = await rawRequest(baseURL!, head.join("\r\n"));
    for (const problem of problemsOf(answer, baseURL!))
      found.push(`${method} ${JSON.stringify(target.slice(0, 100))}: ${problem}`);
  });
  expect(found).toEqual([]);
});
