// Shared by the benchmarks: a free port, a production build of our own, our server started on it, a load run,
// a temporary PostgreSQL database, page weight, and the one table every part adds its rows to.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../scripts/free-port.ts";
import { compressText } from "../src/server/serving/compress.ts";
import { pageScripts } from "../src/server/serving/first-paint.ts";
import { readPayload } from "../src/server/serving/payload.ts";

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The `next` command of a folder's own node_modules (a second copy of React would break its build). */
const nextBin = (dir) => path.join(dir, "node_modules/next/dist/bin/next");
const distDir = ".next-bench";

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Compiles the server of `cwd` and runs `next build` there into `dist`; returns the seconds the build took. Exits
 * the bench when either fails.
 */
export function build(cwd, dist, { quiet = false, server: withServer = true } = {}) {
  // The site's own server is compiled first; a bare Next.js folder (the Lighthouse floor) has none.
  const server = withServer
    ? spawnSync("npm", ["run", "--silent", "build:server"], { cwd, stdio: "inherit" })
    : { status: 0 };
  if (server.status !== 0) {
    console.error(`npm run build:server failed in ${cwd}`);
    process.exit(server.status ?? 1);
  }
  const started = performance.now();
  const result = spawnSync(process.execPath, [nextBin(cwd), "build"], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: dist },
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
  });
  if (result.status !== 0) {
    console.error(`next build failed in ${cwd}`);
    process.exit(result.status ?? 1);
  }
  return (performance.now() - started) / 1000;
}

/** Builds the site into .next-bench once (BENCH_REBUILD=1 forces a new build). */
export function ensureBuild() {
  if (existsSync(path.join(root, distDir, "BUILD_ID")) && !process.env.BENCH_REBUILD) return;
  build(root, distDir);
}

/** Waits until `url` answers 2xx (up to a minute). */
export async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within a minute`);
}

/** Starts `args` (a Node script and its arguments) in `cwd` and resolves once `origin + ready` answers. */
async function startProcess(args, { cwd, env, origin, ready }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  const kill = () => child.kill("SIGKILL");
  process.on("exit", kill);
  const exited = new Promise((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`${args.join(" ")} exited with ${code} before it answered`)),
    ),
  );
  exited.catch(() => {}); // once it has answered, its exit is stop()'s business
  await Promise.race([waitFor(origin + ready), exited]);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        process.off("exit", kill);
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Starts the compiled server (dist/scripts/server.mjs) of `cwd` (the project by default) on its build with its own data folder. The rate
 * limit is lifted unless `realLimits` is set, so a load run measures the work and not the refusals.
 */
export async function startServer(env = {}, { cwd = root, dist = distDir, realLimits = false } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const data = tempFolder("site-bench-");
  const server = await startProcess(
    [path.join(cwd, "dist/scripts/server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd,
      origin,
      ready: "/api/health",
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: dist,
        SITE_URL: origin,
        DATA_DIR: data.dir,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error",
        ...(realLimits ? {} : { RATE_LIMIT_MAX: "100000000" }),
        ...env,
      },
    },
  );
  return {
    origin,
    stop: async () => {
      await server.stop();
      data.remove();
    },
  };
}

/** `next start` in `cwd` (for the bare Next.js page). */
export async function startNext(cwd) {
  const port = await freePort();
  return startProcess([nextBin(cwd), "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd,
    origin: `http://127.0.0.1:${port}`,
    ready: "/",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
}

/** What a browser sends: the encodings it accepts. */
export const browserHeaders = { "accept-encoding": "br, gzip, deflate" };

/**
 * One request to each address, as a browser sends it: the server keeps a prerendered page compressed from its
 * second request on (decision record 021), so a figure measures a warm site, not the first visitor after a start.
 */
export async function warm(urls) {
  for (const url of urls) await (await fetch(url, { headers: browserHeaders })).arrayBuffer();
}
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** One autocannon run; the figures the table shows, with the non-2xx count and errors it must show too. */
export async function cannon(options) {
  const result = await autocannon({ connections: 10, duration: SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: result.requests.sent,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors, // timeouts included
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

/** wrk, from Debian's packages (`apt-get install wrk`), when the machine has it. */
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => existsSync(file));
/** The load generator of the throughput figures. */
export const loadTool = WRK ? "wrk" : "autocannon";

/** A string as a Lua long literal, which needs no escapes. */
const lua = (text) => `[==[${text}]==]`;

/**
 * As many requests as 10 connections get answered in SECONDS: requests/s, p50 and p99. wrk sends them when it is
 * installed: on two cores the load generator shares the machine with the server, and autocannon spends about
 * eight times the server's CPU on each cached page (record 028), so its figures are its own limit. In a body,
 * `[<id>]` becomes a number of its own for each request, as autocannon's `idReplacement` does.
 */
export async function throughput({ url, method = "GET", headers = {}, body }) {
  if (!WRK) return cannon({ url, method, headers, body, idReplacement: body?.includes("[<id>]") });
  const folder = mkdtempSync(path.join(tmpdir(), "bench-wrk-"));
  const script = path.join(folder, "load.lua");
  const run = Math.random().toString(36).slice(2, 8);
  writeFileSync(
    script,
    `wrk.method = ${lua(method)}
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[ ${lua(name)} ] = ${lua(value)}`)
  .join("\n")}
local body = ${body === undefined ? "nil" : lua(body)}
local count = 0
request = function()
  count = count + 1
  return wrk.format(nil, nil, nil, body and (body:gsub("%[<id>%]", ${lua(run)} .. "-" .. count)))
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"micros":%d,"p50":%d,"p99":%d,"status":%d,"socket":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
`,
  );
  try {
    const child = spawn(WRK, ["-t1", "-c10", `-d${SECONDS}s`, "-s", script, url]);
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.on("close", resolve));
    const line = out.split("\n").find((text) => text.startsWith("{"));
    if (code !== 0 || !line) throw new Error(`wrk exited with ${code}: ${out.trim()}`);
    const r = JSON.parse(line);
    const ms = (micros) => Math.round(micros / 100) / 10;
    return {
      rps: r.requests / (r.micros / 1e6),
      p50: ms(r.p50),
      p99: ms(r.p99),
      sent: r.requests,
      ok: r.requests - r.status,
      non2xx: r.status, // wrk counts the answers of 400 and above
      errors: r.socket,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A load run whose figures count: it got answers, every one of them 2xx (fast 404s are no success). */
export const clean = (r) => r.ok > 0 && r.non2xx === 0 && r.errors === 0;

/** The PostgreSQL server to measure on: BENCH_DATABASE_URL, TEST_DATABASE_URL, or the local one if it answers. */
export async function postgresServer() {
  const url =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** Runs `measure(url)` on a fresh database of the server at `serverUrl`, dropped afterwards. */
export async function withTempDatabase(serverUrl, measure) {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await measure(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The scripts a page loads: its tags and its loader's list (record 023), not the `noModule` polyfill. */
export const scriptsOf = (html) => [...new Set(pageScripts(html))];

/**
 * A page's HTML (raw, gzip, brotli as the page cache sends it, and the server-component payload in it: the inline
 * `self.__next_f.push` scripts the browser parses before React hydrates) and the JavaScript it loads (raw and
 * gzip, files).
 */
export async function pageWeight(origin, route) {
  const response = await fetch(origin + route);
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  const html = await response.text();
  const js = { raw: 0, gzip: 0, files: 0 };
  for (const src of scriptsOf(html)) {
    const body = Buffer.from(await (await fetch(origin + src)).arrayBuffer());
    js.raw += body.length;
    js.gzip += gzipSync(body).length;
    js.files += 1;
  }
  const payload = readPayload(html).reduce((sum, chunk) => sum + chunk.element.length, 0);
  const { br } = await compressText(Buffer.from(html));
  return { html: { raw: Buffer.byteLength(html), gzip: gzipSync(html).length, br: br.length, payload }, js };
}

/** A temporary folder, removed when the bench exits however it ends. */
export function tempFolder(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.on("exit", remove);
  return {
    dir,
    remove: () => {
      process.off("exit", remove);
      remove();
    },
  };
}

/**
 * Gives a folder our node_modules as hard links (`cp -al`: a second or two, no bytes copied). A symlink would not
 * do: Turbopack compiles nothing outside its workspace root, and a symlink's target lies outside the folder.
 */
export function linkNodeModules(dir) {
  const result = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("cp -al node_modules failed");
}

// The machine's load while the bench runs (other work on it makes every figure worse), sampled every 10 s.
const loads = [];
setInterval(() => loads.push(loadavg()[0]), 10_000).unref();

// The table: one row per figure. `met` is true, false, or undefined when the figure has no target.
const rows = [];
const details = {};

/** Adds a row: part, subject, figure, value (as shown), vs (a comparison), target (as shown), met. */
export function row(part, subject, figure, value, { vs = "", target = "", met } = {}) {
  rows.push({ part, subject, figure, value, vs, target, met });
}

/** Keeps a part's raw figures for bench/results/latest.json. */
export function detail(part, value) {
  details[part] = value;
}

/** Prints the table and writes it, with the raw figures, to bench/results/latest.json. */
export function printTable(started) {
  const header = {
    part: "part",
    subject: "subject",
    figure: "figure",
    value: "value",
    vs: "vs",
    target: "target",
  };
  const cells = (r) => [
    r.part,
    r.subject,
    r.figure,
    r.value,
    r.vs,
    r.target,
    r === header ? "met" : mark(r.met),
  ];
  const mark = (met) => (met === undefined ? "" : met ? "yes" : "NO");
  const all = [header, ...rows];
  const widths = cells(header).map((_, i) => Math.max(...all.map((r) => String(cells(r)[i]).length)));
  const line = (r) =>
    cells(r)
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  // A part and a subject are named on their first row only.
  rows.forEach((r, i) => {
    const before = rows[i - 1];
    if (before && before.part !== r.part) console.log("");
    const newSubject = !before || before.part !== r.part || before.subject !== r.subject;
    console.log(
      line({ ...r, part: before?.part === r.part ? "" : r.part, subject: newSubject ? r.subject : "" }),
    );
  });
  const targets = rows.filter((r) => r.met !== undefined);
  console.log(
    `\n${targets.filter((r) => r.met).length} of ${targets.length} targets met; ${((performance.now() - started) / 60_000).toFixed(1)} min`,
  );
  const load = loads.length ? loads : [loadavg()[0]];
  const machine = {
    cores: availableParallelism(),
    loadMean: Number((load.reduce((sum, x) => sum + x, 0) / load.length).toFixed(1)),
    loadMax: Number(Math.max(...load).toFixed(1)),
  };
  console.log(
    `load average while it ran: mean ${machine.loadMean}, max ${machine.loadMax} on ${machine.cores} cores (figures are only comparable at a similar load)`,
  );
  const results = path.join(root, "bench/results");
  mkdirSync(results, { recursive: true });
  const file = path.join(results, "latest.json");
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, rows, details }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(root, file)}`);
}

/**
 * Runs a TypeScript part of the bench in a process of its own, with the react-server condition (the app's server
 * code expects it), and returns the JSON of its last line.
 */
export function figuresOf(script, nodeArgs = [], env = process.env) {
  const run = spawnSync(
    process.execPath,
    [...nodeArgs, "--conditions=react-server", "--import", "tsx", path.join(root, "bench", script)],
    { cwd: root, encoding: "utf8", maxBuffer: 1 << 24, env },
  );
  const line = run.stdout.trim().split("\n").at(-1) ?? "";
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`bench/${script} failed:\n${run.stdout}\n${run.stderr}`);
  }
}
