// Page weight (HTML, CSS, JS, fonts; raw and gzip) and serving speed (requests/s, p50/p99 latency) per page.
import { gzipSync } from "node:zlib";
import { percentile, startServer } from "./lib.mjs";

const pages = ["/", "/services/consultancy-strategy", "/contact", "/this-page-does-not-exist"];
const REQUESTS = 400;
const CONCURRENCY = 8;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function weight(origin, route) {
  const html = await (await fetch(origin + route)).text();
  const assets = {
    css: [...html.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]),
    // Module-capable browsers skip the `noModule` polyfill, so it is not counted.
    js: [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"(?![^>]*noModule)/g)].map((m) => m[1]),
    font: [...html.matchAll(/href="(\/_next\/static\/media\/[^"]+\.woff2)"/g)].map((m) => m[1]),
  };
  const sizes = { html: { raw: Buffer.byteLength(html), gzip: gzipSync(html).length } };
  for (const [kind, urls] of Object.entries(assets)) {
    let raw = 0;
    let gzip = 0;
    for (const url of new Set(urls)) {
      const body = Buffer.from(await (await fetch(origin + url)).arrayBuffer());
      raw += body.length;
      gzip += kind === "font" ? body.length : gzipSync(body).length;
    }
    sizes[kind] = { raw, gzip, files: new Set(urls).size };
  }
  return sizes;
}

async function speed(origin, route) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(origin + route, { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export async function benchPages() {
  const server = await startServer();
  console.log(`\npages: ${REQUESTS} requests per page, concurrency ${CONCURRENCY}\n`);
  for (const route of pages) {
    const w = await weight(server.origin, route);
    const s = await speed(server.origin, route);
    console.log(route);
    console.log(`  html  ${kb(w.html.raw)} raw, ${kb(w.html.gzip)} gzip`);
    for (const kind of ["css", "js", "font"]) {
      console.log(
        `  ${kind.padEnd(5)} ${kb(w[kind].raw)} raw, ${kb(w[kind].gzip)} gzip, ${w[kind].files} files`,
      );
    }
    console.log(
      `  speed ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms\n`,
    );
  }
  await server.stop();
}
