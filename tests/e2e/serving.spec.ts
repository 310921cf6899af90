import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "../support/test";

/**
 * How the production server serves bytes that never change: hashed assets and prerendered pages are compressed
 * once and answered with the encoding the client accepts, hashed assets cached for good, pages with an ETag made
 * once; the security headers and each page's Content-Security-Policy come with every answer.
 */

/** An answer as it came: `headBytes` is the size of its status line and headers on the wire. */
type Answer = { status: number; headers: IncomingHttpHeaders; headBytes: number; body: Buffer };

/** One raw request (no decompression, unlike Playwright's request context). */
function fetchRaw(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const head = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
      for (let index = 0; index < response.rawHeaders.length; index += 2)
        head.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
      const headBytes = Buffer.byteLength(`${head.join("\r\n")}\r\n\r\n`, "latin1");
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          headBytes,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

function decoded({ headers, body }: Answer): Buffer {
  if (headers["content-encoding"] === "br") return brotliDecompressSync(body);
  if (headers["content-encoding"] === "gzip") return gunzipSync(body);
  expect(headers["content-encoding"]).toBeUndefined();
  return body;
}

/** A page's first answer may come from Next.js while its copy is being made; the cached copy follows soon. */
async function cachedAnswer(baseURL: string, path: string, headers: Record<string, string>) {
  let answer: Answer | undefined;
  await expect
    .poll(async () => {
      answer = await fetchRaw(baseURL, path, headers);
      return answer.headers.etag;
    })
    .toBeTruthy();
  return answer!;
}

async function largestScript(baseURL: string) {
  const html = (await fetchRaw(baseURL, "/")).body.toString("utf8");
  const scripts = [...new Set([...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = await Promise.all(
    scripts.map(async (path) => ({ path, size: (await fetchRaw(baseURL, path)).body.length })),
  );
  return sizes.sort((a, b) => b.size - a.size)[0]!.path;
}

test("a hashed asset is compressed ahead, cached for good and carries the security headers", async ({
  baseURL,
}) => {
  const path = await largestScript(baseURL!);
  const plain = await fetchRaw(baseURL!, path);
  expect(plain.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
  expect(plain.headers["x-content-type-options"]).toBe("nosniff");
  expect(plain.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(plain.headers.vary).toContain("Accept-Encoding");

  for (const [accept, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
  ] as const) {
    const answer = await fetchRaw(baseURL!, path, { "accept-encoding": accept });
    expect(answer.headers["content-encoding"], accept).toBe(encoding);
    expect(Number(answer.headers["content-length"]), accept).toBe(answer.body.length);
    expect(answer.body.length, accept).toBeLessThan(plain.body.length / 2);
    expect(decoded(answer).equals(plain.body), accept).toBe(true);
  }

  const head = await fetchRaw(baseURL!, path, { "accept-encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  const again = await fetchRaw(baseURL!, path, { "if-none-match": String(plain.headers.etag) });
  expect(again.status).toBe(304);
});

/**
 * A new connection delivers 10 segments of 1,460 bytes in its first round trip (RFC 6928; Lighthouse's simulation
 * counts the same). A preloaded font that needs a second one holds the first paint back by it (record 026): each
 * must fit with its answer's head, which for a hashed asset holds no document's headers.
 */
test("each preloaded font arrives whole, with its answer's head, in the first round trip of a connection", async ({
  baseURL,
}) => {
  const window = 10 * 1_460;
  for (const page of ["/", "/nl"]) {
    const html = (await fetchRaw(baseURL!, page)).body.toString("utf8");
    const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
    expect(fonts, page).toHaveLength(2);
    for (const font of fonts) {
      const answer = await fetchRaw(baseURL!, font, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(answer.status, font).toBe(200);
      expect(answer.headers["x-frame-options"], font).toBeUndefined();
      const bytes = `${font} on ${page}: ${answer.headBytes} bytes of head and ${answer.body.length} of font`;
      expect(answer.headBytes + answer.body.length, bytes).toBeLessThanOrEqual(window);
    }
  }
});

test("a missing hashed asset is a 404, not a crash", async ({ baseURL }) => {
  const answer = await fetchRaw(baseURL!, "/_next/static/chunks/not-a-chunk.js");
  expect(answer.status).toBe(404);
});

test("a prerendered page is kept compressed with one ETag and its own policy", async ({ baseURL }) => {
  const path = "/services/consultancy-strategy";
  const brotli = await cachedAnswer(baseURL!, path, { "accept-encoding": "gzip, deflate, br" });
  expect(brotli.status).toBe(200);
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(brotli.headers.vary).toContain("Accept-Encoding");
  expect(brotli.headers["x-frame-options"]).toBe("DENY");
  expect(brotli.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);

  const gzip = await fetchRaw(baseURL!, path, { "accept-encoding": "gzip" });
  const identity = await fetchRaw(baseURL!, path);
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  for (const answer of [gzip, identity]) {
    expect(answer.headers.etag).toBe(brotli.headers.etag);
    expect(answer.headers["content-security-policy"]).toBe(brotli.headers["content-security-policy"]);
    expect(decoded(answer).equals(decoded(brotli))).toBe(true);
  }
  const html = decoded(brotli).toString("utf8");
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  expect(brotli.body.length).toBeLessThan(html.length / 4);

  const unchanged = await fetchRaw(baseURL!, path, { "if-none-match": String(brotli.headers.etag) });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.length).toBe(0);
  expect(unchanged.headers.etag).toBe(brotli.headers.etag);

  const head = await fetchRaw(baseURL!, path, { "accept-encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["content-length"]).toBe(brotli.headers["content-length"]);
  expect(head.body.length).toBe(0);
});

test("router requests and pages rendered per request are not served from the page copy", async ({
  baseURL,
}) => {
  // The page's copy exists after this.
  await cachedAnswer(baseURL!, "/contact", { "accept-encoding": "br" });
  // A router request for the same path goes to Next.js, which sends it on to the address of the flight data.
  const flight = await fetchRaw(baseURL!, "/contact", { rsc: "1" });
  expect(flight.status).toBe(307);
  expect(flight.headers.location).toMatch(/^\/contact\?_rsc/);
  // A page made per request (the newsletter's confirmation) is rendered each time: its own nonce, no ETag.
  const first = await fetchRaw(baseURL!, "/newsletter/confirm", { "accept-encoding": "br" });
  const second = await fetchRaw(baseURL!, "/newsletter/confirm", { "accept-encoding": "br" });
  expect(first.status).toBe(200);
  expect(first.headers.etag).toBeUndefined();
  const nonce = (answer: Answer) =>
    /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
  expect(nonce(first)).toBeTruthy();
  expect(nonce(first)).not.toBe(nonce(second));
});

test("a path with a query string is answered by Next.js, not from the page copy", async ({ baseURL }) => {
  await cachedAnswer(baseURL!, "/insights", { "accept-encoding": "br" });
  const answer = await fetchRaw(baseURL!, "/insights?from=newsletter", { "accept-encoding": "br" });
  expect(answer.status).toBe(200);
  expect(answer.headers.etag).toBeUndefined();
  expect(decoded(answer).toString("utf8")).toContain("</html>");
});

test("a preview image is kept whole (no second compression) with an ETag", async ({ baseURL }) => {
  const image = await cachedAnswer(baseURL!, "/og/contact.png", { "accept-encoding": "gzip, deflate, br" });
  expect(image.status).toBe(200);
  expect(image.headers["content-type"]).toBe("image/png");
  expect(image.headers["content-encoding"]).toBeUndefined();
  expect(image.body.subarray(1, 4).toString("latin1")).toBe("PNG");
  const unchanged = await fetchRaw(baseURL!, "/og/contact.png", {
    "if-none-match": String(image.headers.etag),
  });
  expect(unchanged.status).toBe(304);
});

test("a prerendered page paints before it asks for its scripts, then hydrates; its stylesheet is sent once", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/services")).text();
  const css = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]+?)<\/style>/.exec(html)?.[1] ?? "";
  expect(css.length).toBeGreaterThan(10_000);
  // The head's copy only: the payload's rows for the same stylesheet are empty.
  expect(html.split(css.slice(0, 200))).toHaveLength(2);
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/services");
  await expect.poll(() => page.evaluate(() => Boolean((window as { next?: unknown }).next))).toBe(true);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(3);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);

  // Hydrated, with the head's stylesheet still in force after a client-side navigation.
  const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await font()).toMatch(/inter/i);
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  expect(await font()).toMatch(/inter/i);
  expect(await page.evaluate(() => document.querySelectorAll("head style[data-href]").length)).toBe(1);
  expect(errors).toEqual([]);
});
