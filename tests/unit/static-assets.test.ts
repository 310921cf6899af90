import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress, staticAssets } from "@/server/serving/assets";

/** A build folder's static files: a script worth compressing, a larger one, and a font (compressed already). */
const script = Buffer.from(`export const words = ${JSON.stringify("a line of a script ".repeat(200))};\n`);
const large = Buffer.from(`export const more = ${JSON.stringify("another line, longer ".repeat(900))};\n`);
const font = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7919) % 256));

let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  mkdirSync(path.join(dist, "static/media"), { recursive: true });
  writeFileSync(path.join(dist, "static/chunks/small.js"), script);
  writeFileSync(path.join(dist, "static/chunks/large.js"), large);
  writeFileSync(path.join(dist, "static/media/face.woff2"), font);
  expect(await precompress(path.join(dist, "static"))).toBe(2);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A server that answers with the handler, 404 for what it declines, and a way to ask it. */
async function serving(handler: ReturnType<typeof staticAssets>) {
  const server: Server = createServer((request, response) => {
    if (!handler(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path: url, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    });
  return { ask, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Every case, for a handler that keeps the files in memory and for one that reads some from disk. */
function behaves(budget: number | undefined) {
  let site: Awaited<ReturnType<typeof serving>>;
  let handler: ReturnType<typeof staticAssets>;
  beforeAll(async () => {
    handler = staticAssets(dist, budget === undefined ? {} : { maxBytes: budget });
    site = await serving(handler);
  });
  afterAll(() => site.close());

  it("keeps no more in memory than its budget", () => {
    expect(handler.bytes).toBeLessThanOrEqual(budget ?? 64 * 1024 * 1024);
    expect(handler.bytes).toBeGreaterThan(0);
  });

  it("answers each encoding the client accepts, with one ETag and year-long caching", async () => {
    const plain = await site.ask("/_next/static/chunks/small.js");
    expect(plain.status).toBe(200);
    expect(plain.body.equals(script)).toBe(true);
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(plain.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const br = await site.ask("/_next/static/chunks/small.js", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    const gz = await site.ask("/_next/static/chunks/small.js", { "accept-encoding": "gzip" });
    expect(gunzipSync(gz.body).equals(script)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(1);
    const again = await site.ask("/_next/static/chunks/small.js", {
      "if-none-match": String(plain.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await site.ask("/_next/static/chunks/small.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("sends a font as it is, without Vary", async () => {
    const answer = await site.ask("/_next/static/media/face.woff2", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("font/woff2");
    expect(answer.body.equals(font)).toBe(true);
  });

  it("answers ranges of every file, and whole files past its budget", async () => {
    const whole = await site.ask("/_next/static/chunks/large.js", { "accept-encoding": "identity" });
    expect(whole.body.equals(large)).toBe(true);
    const part = await site.ask("/_next/static/chunks/large.js", { range: "bytes=10-29" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-29/${large.length}`);
    expect(part.body.equals(large.subarray(10, 30))).toBe(true);
    const backwards = await site.ask("/_next/static/chunks/large.js", { range: "bytes=30-10" });
    expect(backwards.status).toBe(416);
    expect(backwards.headers["content-range"]).toBe(`bytes */${large.length}`);
    const several = await site.ask("/_next/static/chunks/large.js", { range: "bytes=0-1,5-6" });
    expect(several.status).toBe(200);
  });

  it("declines what it does not hold", async () => {
    expect((await site.ask("/_next/static/chunks/missing.js")).status).toBe(404);
    expect((await site.ask("/_next/static/chunks/small.js.br")).status).toBe(404);
    expect((await site.ask("/_next/static/chunks/small.js", {}, "POST")).status).toBe(404);
  });
}

describe("hashed assets kept in memory", () => behaves(undefined));
describe("hashed assets past the memory budget, read from disk", () => behaves(script.length * 2));
