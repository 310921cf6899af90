// Form throughput and delivery: submissions per second through POST /api/forms/get-in-touch (autocannon,
// loopback, a fixed number of requests), p50/p99 latency, and the time from the 201 to the mail arriving at a
// local SMTP server. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freePort, percentile, startServer } from "./lib.mjs";

const LOAD_REQUESTS = Number(process.env.BENCH_FORM_REQUESTS ?? 2_000);
const CONNECTIONS = 10;
const DELIVERY_SAMPLES = 40;

/** A local SMTP server that notes when each submission's mail arrives. */
async function startSmtp() {
  const arrivals = new Map();
  const waiters = new Map();
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        // Undo quoted-printable soft line breaks, which may split the line that names the submission.
        const id = /Submission: ([0-9a-f-]{36})/.exec(raw.replace(/=\r?\n/g, ""))?.[1];
        if (id) {
          arrivals.set(id, performance.now());
          waiters.get(id)?.();
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => arrivals.size,
    arrival: (id) =>
      arrivals.has(id)
        ? Promise.resolve(arrivals.get(id))
        : new Promise((resolve) => waiters.set(id, () => resolve(arrivals.get(id)))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const body = (n) =>
  JSON.stringify({
    firstName: "Bench",
    lastName: `Visitor ${n}`,
    email: "bench@example.com",
    company: "Load Testing Ltd",
    message: `Benchmark message number ${n}: how fast can the site take and deliver a lead?`,
  });

async function load(origin) {
  // autocannon builds each connection's request once; [<id>] gives every post a fresh id, so none of them is
  // a repeat (repeats within ten minutes are stored once and would measure the cheap path).
  return autocannon({
    url: `${origin}/api/forms/get-in-touch`,
    method: "POST",
    connections: CONNECTIONS,
    amount: LOAD_REQUESTS,
    headers: { "content-type": "application/json" },
    body: body("load-[<id>]"),
    idReplacement: true,
  });
}

async function delivery(origin, smtp) {
  const times = [];
  for (let i = 0; i < DELIVERY_SAMPLES; i += 1) {
    const response = await fetch(`${origin}/api/forms/get-in-touch`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body(`delivery-${i}-${randomBytes(3).toString("hex")}`),
    });
    const answered = performance.now();
    const { id } = await response.json();
    times.push((await smtp.arrival(id)) - answered);
  }
  return times.sort((a, b) => a - b);
}

async function benchOn(label, env, smtp) {
  const server = await startServer({ ...env, SMTP_URL: smtp.url });
  const before = smtp.count();
  const result = await load(server.origin);
  const drainStart = performance.now();
  while (smtp.count() - before < result["2xx"] && performance.now() - drainStart < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drained = (performance.now() - drainStart) / 1000;
  const received = smtp.count() - before;
  const times = await delivery(server.origin, smtp);
  await server.stop();
  console.log(label);
  console.log(
    `  load      ${result["2xx"]} × 201 of ${result.requests.sent} sent, ${result.non2xx} other, ${result.errors} errors, ${CONNECTIONS} connections`,
  );
  console.log(
    `  speed     ${result.requests.average.toFixed(0)} submissions/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    received >= result["2xx"]
      ? `  backlog   all ${received} mails received ${drained.toFixed(1)} s after the last 201 (${(received / (drained + result.duration)).toFixed(0)} mails/s overall)`
      : `  backlog   only ${received} of ${result["2xx"]} mails received ${drained.toFixed(0)} s after the last 201`,
  );
  console.log(
    `  delivery  201 → mail received: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms (${DELIVERY_SAMPLES} one at a time)\n`,
  );
}

export async function benchForms() {
  const smtp = await startSmtp();
  console.log(
    `\nforms: POST /api/forms/get-in-touch, ${LOAD_REQUESTS} requests, then ${DELIVERY_SAMPLES} timed deliveries\n`,
  );
  await benchOn("PGlite (embedded)", {}, smtp);
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await benchOn(`PostgreSQL (${url.host})`, { DATABASE_URL: url.toString() }, smtp);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://... to measure it)\n");
  }
  await smtp.close();
}
