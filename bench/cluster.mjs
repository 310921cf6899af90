// Cluster (issue 48, item 4): two servers on one PostgreSQL database behind HAProxy (Debian's package), configured
// by deploy/haproxy.cfg, the file the README's recipe installs. Page reads (READ_RATE/s) and form posts
// (POST_RATE/s, from many networks, each under the rate limit) go through HAProxy at a steady rate while each
// server in turn is stopped with SIGTERM and started again on its port, twice over: first with SIGTERM alone, then
// as the README's procedure says, taken out of HAProxy first (its runtime socket's "drain") and put back once the
// new one is ready. Then it counts: no request failed or was refused (with SIGTERM alone, the servers' STOP_DELAY_SECONDS
// keeps them serving, not ready, until HAProxy has taken them out), every answered post
// is stored once and mailed once (to a local SMTP server), a post refused is stored not at all. Besides: the rate
// limit is one for both servers (a network's posts sent to A and B in turns are limited together), HAProxy
// replaces a forged X-Forwarded-For, and an office session signed in through HAProxy is valid on either server,
// before and after the restarts, and on neither once signed out.
// Needs /usr/sbin/haproxy (`apt-get install haproxy`) and a PostgreSQL server (see postgresServer in lib.mjs).
// BENCH_HAPROXY_CFG names another configuration to measure instead (to see what a setting is worth).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { TestSmtpServer } from "../tests/support/smtp.ts";
import { detail, freePort, percentile, postgresServer, root, row, sleep, withTempDatabase } from "./lib.mjs";
import { contactBody } from "./serve.mjs";

const PART = "cluster";
const HAPROXY = ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"].find((file) => existsSync(file));
const CONFIG = path.resolve(root, process.env.BENCH_HAPROXY_CFG ?? "deploy/haproxy.cfg");
/** The build the bench's other parts serve too (lib.mjs ensureBuild makes it before any part runs). */
const DIST = ".next-bench";

const READ_RATE = 50;
const POST_RATE = 10;
/** Form posts a network may send per window, on both servers together (RATE_LIMIT_MAX). */
const LIMIT = 40;
/** The load's posts come from this many networks (127.0.N.1, each its own /24), in turns: each stays under LIMIT. */
const NETWORKS = 50;
/** Seconds of load before the first restart, and after the last. */
const BEFORE_SECONDS = 4;
const AFTER_SECONDS = 4;
/** After a server is back in HAProxy, this long before the next restart (deploy/haproxy.cfg's slowstart). */
const SETTLE_SECONDS = 10;
const REQUEST_TIMEOUT_MS = 20_000;
/** STOP_DELAY_SECONDS of the servers: longer than deploy/haproxy.cfg's checks take to see one fail (1 s × 3). */
const STOP_DELAY_SECONDS = 5;

/** The two ways a server is restarted, each for A and then B. */
const PROCEDURES = [
  { key: "bare", label: "SIGTERM alone (STOP_DELAY_SECONDS=5)", drain: false },
  { key: "drained", label: "taken out of HAProxy first", drain: true },
];

/**
 * Pages read during the load: prerendered ones in both editions, and every tenth read one made per request (the
 * newsletter archive, about 40 ms of a server's CPU each where a prerendered page takes under 1 ms).
 */
const PAGES = [
  "/",
  "/about",
  "/contact",
  "/services",
  "/nl",
  "/nl/contact",
  "/about/history",
  "/nl/over-ons",
  "/",
];
const DYNAMIC_PAGE = "/insights/newsletter";
const pageOf = (n) => (n % 10 === 9 ? DYNAMIC_PAGE : PAGES[n % 10]);

const run = randomBytes(3).toString("hex");
/** A post's marker: its message says `Benchmark message <marker>:` (bench/serve.mjs contactBody). */
let postCounter = 0;
const nextMarker = () => `k${run}-${(postCounter += 1)}`;
const MARKER = new RegExp(`Benchmark message (k${run}-\\d+):`, "g");

/** One HTTP request; resolves with status, headers and body, or with `error` (never rejects). */
function send(url, { method = "GET", headers = {}, body, agent } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, ...result });
    };
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        done({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", (error) => done({ error: error.code ?? error.message }));
    });
    const timer = setTimeout(() => {
      request.destroy();
      done({ error: "timeout" });
    }, REQUEST_TIMEOUT_MS);
    request.on("error", (error) => done({ error: error.code ?? error.message }));
    request.end(body);
  });
}

/**
 * A keep-alive client connecting from `localAddress` (any 127.x.y.z is this machine's loopback on Linux), so that
 * HAProxy sees that address as the visitor's. Idle connections are dropped after 4 s, before HAProxy's
 * keep-alive timeout (10 s) could close one under a request.
 */
const agents = [];
function client(localAddress) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000, localAddress });
  agents.push(agent);
  return agent;
}

/** A server of the site, started on `port` with its data folder; resolves once /api/health/ready answers 200. */
async function startSite(name, port, env, logs) {
  const logFile = path.join(logs, `server-${name}.log`);
  const out = openSync(logFile, "a");
  const child = spawn(
    process.execPath,
    [path.join(root, "dist/scripts/server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
    { cwd: root, env, stdio: ["ignore", out, out] },
  );
  closeSync(out);
  const kill = () => child.kill("SIGKILL");
  process.on("exit", kill);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let gone = false;
  void exited.then(() => (gone = true));
  let ready = false;
  while (!ready && !gone && performance.now() - started < 60_000) {
    ready = (await send(`${origin}/api/health/ready`)).status === 200;
    if (!ready) await sleep(100);
  }
  if (!ready) {
    kill();
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
    throw new Error(`server ${name} did not get ready:\n${tail}`);
  }
  return {
    name,
    port,
    origin,
    startSeconds: (performance.now() - started) / 1000,
    /** SIGTERM, and its exit code once it has exited (SIGKILL after 30 s: its drain has 10 s). */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const late = setTimeout(kill, 30_000);
        await exited;
        clearTimeout(late);
      }
      process.off("exit", kill);
      return exited;
    },
  };
}

/** HAProxy in the foreground on deploy/haproxy.cfg, its settings from the environment. */
function startHaproxy(env, logs) {
  const check = spawnSync(HAPROXY, ["-c", "-f", CONFIG], { env, encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy -c -f ${CONFIG} failed:\n${check.stdout}${check.stderr}`);
  const out = openSync(path.join(logs, "haproxy.log"), "a");
  const child = spawn(HAPROXY, ["-f", CONFIG, "-db"], { env, stdio: ["ignore", out, out] });
  closeSync(out);
  const kill = () => child.kill("SIGKILL");
  process.on("exit", kill);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    stop: async () => {
      process.off("exit", kill);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5_000).then(kill)]);
    },
  };
}

/** A command to HAProxy's runtime socket; its answer. */
function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket);
    let text = "";
    connection.on("connect", () => connection.write(`${command}\n`));
    connection.on("data", (chunk) => (text += chunk));
    connection.on("error", reject);
    connection.on("end", () => resolve(text));
  });
}

/** HAProxy's `show stat`, as one object per proxy and server. */
async function haproxyStat(socket) {
  const [header = "", ...lines] = (await haproxyCommand(socket, "show stat")).trim().split("\n");
  const names = header.replace(/^# /, "").split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((value, i) => [names[i], value])));
}

/** Waits until server `name` (a or b) meets `test` in HAProxy's `show stat`; the seconds it took. */
async function waitForServer(socket, name, test, what) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const stat = await haproxyStat(socket).catch(() => []);
    const server = stat.find((entry) => entry.pxname === "servers" && entry.svname === name);
    if (server && test(server)) return (performance.now() - started) / 1000;
    await sleep(50);
  }
  throw new Error(`HAProxy did not see server ${name} ${what} within a minute`);
}
const isState = (state) => (server) => server.status === state;

/**
 * The load: reads and posts sent on a fixed schedule, each without waiting for the others' answers, until
 * `stopWhen(seconds)`. Each request notes when it was sent and when answered (t, done: seconds into the load).
 */
async function steadyLoad({ lb, postAgents, readAgent, stopWhen, posts, reads }) {
  const started = performance.now();
  const pending = [];
  let sentReads = 0;
  let sentPosts = 0;
  for (;;) {
    const elapsed = (performance.now() - started) / 1000;
    if (stopWhen(elapsed)) break;
    while (sentReads < Math.floor(elapsed * READ_RATE)) {
      const page = pageOf(sentReads);
      const t = elapsed;
      sentReads += 1;
      pending.push(
        send(lb + page, {
          agent: readAgent,
          headers: { accept: "text/html", "accept-encoding": "gzip, br" },
        }).then(({ status, error, ms }) => reads.push({ page, t, done: t + ms / 1000, status, error, ms })),
      );
    }
    while (sentPosts < Math.floor(elapsed * POST_RATE)) {
      // Every fourth post as a browser without JavaScript sends it (through Next.js, not the fast path).
      const options = {
        site: lb,
        agent: postAgents[sentPosts % postAgents.length],
        asPage: sentPosts % 4 === 3,
        note: { t: elapsed },
      };
      sentPosts += 1;
      pending.push(
        post(lb, options).then((answer) => posts.push({ ...answer, done: answer.t + answer.ms / 1000 })),
      );
    }
    await sleep(5);
  }
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

/**
 * One contact post with a marker of its own, as a script sends it (JSON, answered 201 with its id), or with
 * `asPage` as a browser without JavaScript does (form-encoded, answered 303 to the form's "sent" block).
 */
async function post(origin, { site, agent, asPage = false, headers = {}, note = {} }) {
  const marker = nextMarker();
  const fields = JSON.parse(contactBody(marker));
  const answer = await send(`${origin}/api/forms/get-in-touch`, {
    method: "POST",
    agent,
    headers: {
      origin: site,
      ...(asPage
        ? { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }
        : { "content-type": "application/json", accept: "application/json" }),
      ...headers,
    },
    body: asPage ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
  });
  const accepted = asPage
    ? answer.status === 303 && /-sent$/.test(String(answer.headers?.location ?? ""))
    : answer.status === 201;
  return { ...note, marker, asPage, status: answer.status, error: answer.error, ms: answer.ms, accepted };
}

/** Sends `count` JSON posts, `concurrency` at a time; `target(i)` names the origin, agent, headers of post i. */
async function postBatch(count, concurrency, site, target) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const { origin, ...options } = target(next++);
        results.push(await post(origin, { site, ...options, note: { server: options.server } }));
      }
    }),
  );
  return results;
}

/** The office's session cookie of `email`, signed in through HAProxy as a browser does: address, mail, link, button. */
async function signIn(lb, smtp, email) {
  const form = { "content-type": "application/x-www-form-urlencoded", origin: lb };
  const before = smtp.mails.length;
  const asked = await send(`${lb}/office/sign-in/request`, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ email }).toString(),
  });
  if (asked.status !== 303)
    throw new Error(`asking for a sign-in link was answered ${asked.status ?? asked.error}`);
  const deadline = Date.now() + 30_000;
  let token;
  while (!token && Date.now() < deadline) {
    const mail = smtp.mails.slice(before).find((m) => m.recipients.includes(email));
    token = /\/office\/sign-in\/link\?token=([A-Za-z0-9_-]{43})/.exec(mail?.parsed.text ?? "")?.[1];
    if (!token) await sleep(100);
  }
  if (!token) throw new Error("no sign-in link arrived");
  const session = await send(`${lb}/office/sign-in/session`, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ token }).toString(),
  });
  const cookie = String(session.headers?.["set-cookie"] ?? "").match(/office-session=[^;]+/)?.[0];
  if (session.status !== 303 || !cookie)
    throw new Error(`the sign-in was answered ${session.status ?? session.error} without a session`);
  return cookie;
}

/** GET /office with the cookie: 200 with the inbox, or the status it got (a redirect to sign in). */
async function officeWith(origin, cookie) {
  const answer = await send(`${origin}/office`, { headers: { cookie, accept: "text/html" } });
  const inbox = answer.status === 200 && answer.body.includes("Inbox");
  return inbox ? 200 : (answer.status ?? answer.error);
}

const count = (list, test) => list.filter(test).length;
const ms = (sorted, p) => (sorted.length ? `${percentile(sorted, p).toFixed(0)} ms` : "-");
/** "n × status" for each status (or error) in a list of answers. */
const statuses = (list) =>
  Object.entries(
    list.reduce((all, r) => ({ ...all, [r.error ?? r.status]: (all[r.error ?? r.status] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ") || "none";

export async function benchCluster() {
  console.log(
    `\ncluster: 2 servers behind HAProxy (${path.relative(root, CONFIG)}), ${READ_RATE} reads/s and ${POST_RATE} posts/s, each server restarted in turn, twice`,
  );
  if (!HAPROXY) {
    row(PART, "HAProxy", "skipped", "not installed", { vs: "apt-get install haproxy" });
    return;
  }
  const serverUrl = await postgresServer();
  if (!serverUrl) {
    row(PART, "PostgreSQL", "skipped", "no server answered", { vs: "set BENCH_DATABASE_URL=postgres://..." });
    return;
  }
  await withTempDatabase(serverUrl, (databaseUrl) => measure(databaseUrl));
}

async function measure(databaseUrl) {
  // Kept when something failed, with each server's and HAProxy's log.
  const work = mkdtempSync(path.join(tmpdir(), "bench-cluster-"));
  const stops = [];
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    return ok;
  };
  try {
    const smtp = await TestSmtpServer.start();
    stops.push(() => smtp.close());
    const [lbPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const lb = `http://127.0.0.1:${lbPort}`;
    const env = (name) => ({
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: DIST,
      SITE_URL: lb,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, `data-${name}`),
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      PRIVACY_KEY: `cluster-bench-privacy-key-${run}-shared-by-both`,
      RATE_LIMIT_MAX: String(LIMIT),
      // Behind a load balancer a stopping server stays ready-but-failing for a while (README, "Two servers").
      STOP_DELAY_SECONDS: String(STOP_DELAY_SECONDS),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
    });
    const sites = {};
    stops.push(() => Promise.all(Object.values(sites).map((site) => site.stop())));
    await Promise.all(
      [
        ["a", portA],
        ["b", portB],
      ].map(async ([name, port]) => (sites[name] = await startSite(name, port, env(name), work))),
    );

    const socket = path.join(work, "haproxy.sock");
    const haproxy = startHaproxy(
      {
        ...process.env,
        SITE_LISTEN: `127.0.0.1:${lbPort}`,
        SITE_A: `127.0.0.1:${portA}`,
        SITE_B: `127.0.0.1:${portB}`,
        HAPROXY_SOCKET: socket,
        HAPROXY_LOG: "stdout",
        HAPROXY_UNPRIVILEGED: "1",
      },
      work,
    );
    stops.push(() => haproxy.stop());
    for (let i = 0; i < 50 && !existsSync(socket); i += 1) await sleep(100);
    await Promise.all(["a", "b"].map((name) => waitForServer(socket, name, isState("UP"), "UP")));

    // Each server warm: its pages read once and its form route loaded (Next.js loads a route at its first
    // request), as a server that has run a while is. The new servers of the restarts start cold, as they would.
    const posts = [];
    for (const site of Object.values(sites)) {
      for (const page of [...PAGES, DYNAMIC_PAGE]) await send(site.origin + page);
      posts.push(await post(site.origin, { site: lb, note: { server: site.name } }));
    }

    // The office: a member of staff, signed in through HAProxy; the one cookie shown to each server directly.
    const email = `owner-${run}@example.com`;
    const staff = spawnSync(
      process.execPath,
      [path.join(root, "dist/scripts/staff.mjs"), "add", email, "--role", "owner"],
      { cwd: root, env: env("staff"), encoding: "utf8" },
    );
    if (staff.status !== 0) throw new Error(`staff add failed: ${staff.stdout}${staff.stderr}`);
    const cookie = await signIn(lb, smtp, email);
    const officeOnEach = async () => ({
      a: await officeWith(sites.a.origin, cookie),
      b: await officeWith(sites.b.origin, cookie),
      lb: await officeWith(lb, cookie),
    });
    const office = { before: await officeOnEach() };

    // The load, and meanwhile the restarts: A then B with SIGTERM alone, then A then B taken out first.
    const reads = [];
    const loadPosts = [];
    const readAgent = client();
    const postAgents = Array.from({ length: NETWORKS }, (_, i) => client(`127.0.${10 + i}.1`));
    const restarts = [];
    /** When each restart was under way: from its "drain" or SIGTERM until HAProxy has the new server UP. */
    const windows = [];
    let restartsDone = Infinity;
    let loadStarted = 0;
    const since = () => (performance.now() - loadStarted) / 1000;
    const restart = async (name, procedure) => {
      const t = since();
      const window = { key: procedure.key, start: t, end: Infinity };
      windows.push(window);
      const figures = { name, procedure: procedure.key, t };
      if (procedure.drain) {
        await haproxyCommand(socket, `set server servers/${name} state drain`);
        const stat = await haproxyStat(socket);
        figures.busyAtDrain = Number(stat.find((x) => x.pxname === "servers" && x.svname === name)?.scur);
        figures.drainSeconds = await waitForServer(
          socket,
          name,
          (server) => server.scur === "0" && server.qcur === "0",
          "idle",
        );
      }
      // With SIGTERM alone, how soon HAProxy takes it out (taken out first, it is out already).
      const out = procedure.drain
        ? undefined
        : waitForServer(socket, name, (server) => server.status.startsWith("DOWN"), "down");
      const stopped = performance.now();
      figures.code = await sites[name].stop();
      figures.stopSeconds = (performance.now() - stopped) / 1000;
      figures.downSeconds = await out;
      sites[name] = await startSite(name, sites[name].port, env(name), work);
      figures.startSeconds = sites[name].startSeconds;
      if (procedure.drain) await haproxyCommand(socket, `set server servers/${name} state ready`);
      figures.upSeconds = await waitForServer(socket, name, isState("UP"), "UP");
      window.end = since();
      restarts.push(figures);
      console.log(
        `  ${name}, ${procedure.label}: at ${t.toFixed(1)} s${figures.drainSeconds === undefined ? "" : `, ${figures.busyAtDrain} requests on it, done ${figures.drainSeconds.toFixed(1)} s after "drain"`}; exit ${figures.code} in ${figures.stopSeconds.toFixed(1)} s; new one ready in ${figures.startSeconds.toFixed(1)} s, in HAProxy ${figures.upSeconds.toFixed(1)} s later`,
      );
      // The next one only once this one takes its full share again (slowstart), as the README says.
      await sleep(SETTLE_SECONDS * 1000);
    };
    const rolling = (async () => {
      await sleep(BEFORE_SECONDS * 1000);
      for (const procedure of PROCEDURES) for (const name of ["a", "b"]) await restart(name, procedure);
    })().finally(() => (restartsDone = since()));
    loadStarted = performance.now();
    const loadSeconds = await steadyLoad({
      lb,
      postAgents,
      readAgent,
      stopWhen: (elapsed) => elapsed >= restartsDone + AFTER_SECONDS,
      posts: loadPosts,
      reads,
    });
    await rolling;
    posts.push(...loadPosts);
    const statAfterLoad = await haproxyStat(socket);

    // The office's session after both servers were replaced twice, then signed out through HAProxy.
    office.after = await officeOnEach();
    const signOut = await send(`${lb}/office/sign-out`, {
      method: "POST",
      headers: { cookie, origin: lb, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    office.signOut = signOut.status ?? signOut.error;
    office.signedOut = await officeOnEach();

    // The rate limit, one for both servers: one network's posts sent straight to A and B in turns (the servers
    // believe X-Forwarded-For from anyone with TRUST_PROXY=true, so it names the network here).
    const shared = await postBatch(2 * LIMIT, 8, lb, (i) => {
      const site = i % 2 === 0 ? sites.a : sites.b;
      return { origin: site.origin, server: site.name, headers: { "x-forwarded-for": "192.0.2.77" } };
    });
    posts.push(...shared);
    // Through HAProxy, one visitor (127.0.250.1) claiming another network in X-Forwarded-For with every post:
    // HAProxy replaces the header, so all its posts count as that visitor's.
    const forgingAgent = client("127.0.250.1");
    const forged = await postBatch(2 * LIMIT, 8, lb, (i) => ({
      origin: lb,
      agent: forgingAgent,
      headers: { "x-forwarded-for": `198.51.${i}.7` },
    }));
    posts.push(...forged);

    // Every mail delivered: nothing pending or being sent in the outbox, then no new mail for a second.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    stops.push(() => db.end());
    const drainStarted = performance.now();
    let waiting = Infinity;
    while (performance.now() - drainStarted < 90_000) {
      const { rows } = await db.query(
        "SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')",
      );
      waiting = rows[0].n;
      if (waiting === 0) break;
      await sleep(250);
    }
    for (let seen = -1; seen !== smtp.mails.length;) {
      seen = smtp.mails.length;
      await sleep(1_000);
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;

    // Stored: rows per marker. Mailed: mails per marker.
    const stored = new Map();
    const { rows } = await db.query("SELECT fields->>'message' AS message FROM submissions");
    for (const { message } of rows)
      for (const [, marker] of String(message).matchAll(MARKER))
        stored.set(marker, (stored.get(marker) ?? 0) + 1);
    const mailed = new Map();
    for (const mail of smtp.mails) {
      const markers = new Set([...String(mail.parsed.text ?? "").matchAll(MARKER)].map((m) => m[1]));
      for (const marker of markers) mailed.set(marker, (mailed.get(marker) ?? 0) + 1);
    }
    const { rows: dead } = await db.query("SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'dead'");

    // The figures. A request is lost when it got no answer, or an answer other than the one asked for.
    const lost = (r) => Boolean(r.error) || ("page" in r ? r.status !== 200 : !r.accepted);
    const load = [...reads, ...loadPosts];
    const readTimes = reads
      .filter((r) => !r.error)
      .map((r) => r.ms)
      .sort((x, y) => x - y);
    const postTimes = loadPosts
      .filter((p) => !p.error)
      .map((p) => p.ms)
      .sort((x, y) => x - y);
    row(
      PART,
      "load through HAProxy",
      `page reads at ${READ_RATE}/s`,
      `${reads.length} in ${loadSeconds.toFixed(0)} s: ${statuses(reads)}`,
      {
        vs: `p50 ${ms(readTimes, 50)}, p99 ${ms(readTimes, 99)}, max ${ms(readTimes, 100)}`,
      },
    );
    row(
      PART,
      "load through HAProxy",
      `form posts at ${POST_RATE}/s`,
      `${loadPosts.length} from ${NETWORKS} networks: ${statuses(loadPosts)}`,
      {
        vs: `p50 ${ms(postTimes, 50)}, p99 ${ms(postTimes, 99)}, max ${ms(postTimes, 100)}`,
      },
    );
    // A request belongs to a restart when it was sent or still unanswered while the restart was under way.
    const windowOf = (r) =>
      windows.find((w) => r.t <= w.end && (r.done ?? Infinity) >= w.start)?.key ?? "steady";
    const inWindow = (key) => load.filter((r) => windowOf(r) === key);
    const lostOf = (list) => `${count(list, lost)} of ${list.length}`;
    const steady = inWindow("steady");
    row(PART, "load through HAProxy", "between restarts: lost", lostOf(steady), {
      vs: statuses(steady.filter(lost)),
      target: "0",
      met: check(count(steady, lost) === 0, "requests lost between restarts"),
    });
    for (const procedure of PROCEDURES) {
      const during = inWindow(procedure.key);
      const readsLost = during.filter((r) => "page" in r && lost(r));
      const postsLost = during.filter((r) => !("page" in r) && lost(r));
      // Either way nothing may be lost: with SIGTERM alone the server fails its readiness and keeps serving for
      // STOP_DELAY_SECONDS before it closes its port (without that delay, a post reaching it as it closed was lost:
      // 1 to 4 in 5 restarts); taken out of HAProxy first, it has no visitors left when it gets SIGTERM.
      const ok = check(readsLost.length === 0 && postsLost.length === 0, `requests lost: ${procedure.label}`);
      row(
        PART,
        `restart, ${procedure.label}`,
        "lost while A, then B restarted",
        `${lostOf(during.filter((r) => "page" in r))} reads, ${lostOf(during.filter((r) => !("page" in r)))} posts`,
        {
          vs: statuses([...readsLost, ...postsLost]),
          target: "0",
          met: ok,
        },
      );
      for (const r of restarts.filter((x) => x.procedure === procedure.key)) {
        const fine = check(r.code === 0, `server ${r.name} exited with ${r.code}`);
        row(
          PART,
          `restart, ${procedure.label}`,
          `server ${r.name} at ${r.t.toFixed(0)} s`,
          `${r.drainSeconds === undefined ? "" : `${r.busyAtDrain} requests on it at "drain", done in ${r.drainSeconds.toFixed(1)} s; `}exit ${r.code} in ${r.stopSeconds.toFixed(1)} s${r.downSeconds === undefined ? "" : `; out of HAProxy ${r.downSeconds.toFixed(1)} s after the SIGTERM`}`,
          {
            vs: `new one ready in ${r.startSeconds.toFixed(1)} s, back in HAProxy ${r.upSeconds.toFixed(1)} s later`,
            target: "exit 0",
            met: fine,
          },
        );
      }
    }
    check(restarts.length === 2 * PROCEDURES.length, "the restarts did not all finish");
    const backends = statAfterLoad.filter((s) => s.pxname === "servers" && ["a", "b"].includes(s.svname));
    const sum = (key) => backends.reduce((total, s) => total + Number(s[key] || 0), 0);
    const frontend = statAfterLoad.find((s) => s.pxname === "site" && s.svname === "FRONTEND") ?? {};
    const haproxyFigures = {
      retries: sum("wretr"),
      redispatches: sum("wredis"),
      connectionErrors: sum("econ"),
      responseErrors: sum("eresp"),
      served: Object.fromEntries(backends.map((s) => [s.svname, Number(s.stot)])),
      frontend5xx: Number(frontend.hrsp_5xx || 0),
    };
    row(
      PART,
      "HAProxy",
      "retries",
      `${haproxyFigures.retries} retried, ${haproxyFigures.redispatches} sent to the other server`,
      {
        vs: `${haproxyFigures.connectionErrors} connections failed, ${haproxyFigures.responseErrors} answers lost; ${haproxyFigures.frontend5xx} × 5xx to visitors; served a ${haproxyFigures.served.a}, b ${haproxyFigures.served.b}`,
      },
    );

    const answered = posts.filter((p) => p.accepted);
    const refused = posts.filter((p) => !p.accepted);
    const storedOnce = count(answered, (p) => stored.get(p.marker) === 1);
    const mailedOnce = count(answered, (p) => mailed.get(p.marker) === 1);
    const refusedStored = count(refused, (p) => stored.has(p.marker));
    const twice = (map) => [...map.values()].filter((n) => n > 1).length;
    row(PART, "every post", "stored once", `${storedOnce} of ${answered.length} answered posts`, {
      vs: `${refusedStored} of ${refused.length} refused or lost ones stored; ${twice(stored)} stored twice`,
      target: "all, and no refused one",
      met: check(storedOnce === answered.length && refusedStored === 0, "posts not stored exactly once"),
    });
    row(PART, "every post", "mailed once", `${mailedOnce} of ${answered.length} answered posts`, {
      vs: `${twice(mailed)} mailed twice; ${smtp.mails.length} mails in all, the last ${drainSeconds.toFixed(1)} s after the last post; ${waiting} waiting, ${dead[0].n} dead`,
      target: "all",
      met: check(
        mailedOnce === answered.length && twice(mailed) === 0 && dead[0].n === 0 && waiting === 0,
        "posts not mailed exactly once",
      ),
    });
    const acceptedBy = (name) => count(shared, (p) => p.server === name && p.accepted);
    const sharedAccepted = count(shared, (p) => p.accepted);
    row(
      PART,
      "rate limit",
      "one network, to A and B in turns",
      `${sharedAccepted} of ${shared.length} accepted (A ${acceptedBy("a")}, B ${acceptedBy("b")})`,
      {
        vs: statuses(shared),
        target: `${LIMIT} (RATE_LIMIT_MAX)`,
        met: check(
          sharedAccepted === LIMIT && count(shared, (p) => p.status === 429) === LIMIT,
          "rate limit not shared",
        ),
      },
    );
    const forgedAccepted = count(forged, (p) => p.accepted);
    row(
      PART,
      "rate limit",
      "one visitor, another X-Forwarded-For each post",
      `${forgedAccepted} of ${forged.length} accepted`,
      {
        vs: statuses(forged),
        target: `${LIMIT}: HAProxy replaces the header`,
        met: check(forgedAccepted === LIMIT, "a forged X-Forwarded-For was believed"),
      },
    );
    const all200 = (each) => Object.values(each).every((status) => status === 200);
    row(
      PART,
      "office session",
      "one cookie, signed in through HAProxy",
      `A ${office.before.a}, B ${office.before.b}, HAProxy ${office.before.lb}`,
      {
        vs: `after the restarts A ${office.after.a}, B ${office.after.b}, HAProxy ${office.after.lb}; signed out (${office.signOut}): A ${office.signedOut.a}, B ${office.signedOut.b}, HAProxy ${office.signedOut.lb}`,
        target: "200 on each; refused on each once signed out",
        met: check(
          all200(office.before) &&
            all200(office.after) &&
            office.signOut === 303 &&
            Object.values(office.signedOut).every((status) => status !== 200),
          "the office session is not one on both servers",
        ),
      },
    );
    const problems = [reads, loadPosts].flatMap((list) =>
      list
        .filter(lost)
        .slice(0, 20)
        .map((r) => ({ ...r, window: windowOf(r) })),
    );
    detail(PART, {
      config: path.relative(root, CONFIG),
      rates: { reads: READ_RATE, posts: POST_RATE },
      loadSeconds,
      reads: {
        sent: reads.length,
        statuses: statuses(reads),
        p50: percentile(readTimes, 50),
        p99: percentile(readTimes, 99),
      },
      posts: { sent: posts.length, answered: answered.length, storedOnce, mailedOnce, refusedStored },
      restarts,
      haproxy: haproxyFigures,
      office,
      failures,
      problems,
    });
    for (const p of problems.slice(0, 10)) console.log(`    lost: ${JSON.stringify(p)}`);
    if (failures.length > 0) console.error(`  cluster: ${failures.join("; ")}; logs kept in ${work}`);
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
    for (const agent of agents) agent.destroy();
    if (failures.length === 0) rmSync(work, { recursive: true, force: true });
  }
  // run.mjs ends with process.exit(0) after the table; a loss must show in the exit code as well.
  if (failures.length > 0) process.on("exit", () => (process.exitCode = 1));
}
