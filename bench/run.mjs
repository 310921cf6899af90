#!/usr/bin/env node
// `npm run bench`: figures, not assertions. Serves the production build on a free loopback port and prints
// page weight (HTML, CSS, JS, fonts; raw and gzip) and serving speed (requests/s, p50/p99 latency) per page.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const next = path.join(root, "node_modules/next/dist/bin/next");
const distDir = ".next-bench";
const pages = ["/", "/this-page-does-not-exist"];
const REQUESTS = 400;
const CONCURRENCY = 8;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, SITE_URL: origin };

if (!existsSync(path.join(root, distDir, "BUILD_ID")) || process.env.BENCH_REBUILD) {
  const build = spawnSync(process.execPath, [next, "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [next, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
  cwd: root,
  env,
  stdio: "ignore",
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

for (let i = 0; i < 100; i += 1) {
  const ok = await fetch(`${origin}/robots.txt`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function weight(route) {
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

async function speed(route) {
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

console.log(`\nbench: ${origin}, ${REQUESTS} requests per page, concurrency ${CONCURRENCY}\n`);
for (const route of pages) {
  const w = await weight(route);
  const s = await speed(route);
  console.log(route);
  console.log(`  html  ${kb(w.html.raw)} raw, ${kb(w.html.gzip)} gzip`);
  for (const kind of ["css", "js", "font"]) {
    console.log(
      `  ${kind.padEnd(5)} ${kb(w[kind].raw)} raw, ${kb(w[kind].gzip)} gzip, ${w[kind].files} files`,
    );
  }
  console.log(`  speed ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms\n`);
}
stop();
