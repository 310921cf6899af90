// Flood: on PGlite with the site's real rate limits (src/lib/forms/policy.ts: 10 posts per client address per
// 10 minutes), contact posts arrive at FLOOD_RATE/s from a pool of ADDRESSES client addresses (X-Forwarded-For,
// believed with TRUST_PROXY=true), so most are refused with 429; meanwhile a second load run measures the home
// page at a visitor-like rate. The same home run without the flood, first, is the comparison.
// The flood is sent from a process of its own, as a bot's would be: sent from the bench's own process, its 50
// connections held up the measuring client's event loop, and the home figures measured the sender (home p99
// 84-283 ms with the sender beside the client, 20-23 ms with it apart, on the same build; record 025).
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { browserHeaders, cannon, SECONDS, clean, detail, row, startServer, warm } from "./lib.mjs";
import { contactBody, contactPosts } from "./serve.mjs";

const FLOOD_RATE = 200;
const ADDRESSES = 32;
const HOME_RATE = 100;

const home = (origin, duration = SECONDS) =>
  cannon({ url: `${origin}/`, headers: browserHeaders, connections: 4, overallRate: HOME_RATE, duration });

/** The flood itself, as the sending process runs it. */
function sendFlood(origin) {
  const address = () => `198.51.100.${1 + Math.floor(Math.random() * ADDRESSES)}`;
  return cannon({
    ...contactPosts(origin),
    idReplacement: true,
    connections: 50,
    overallRate: FLOOD_RATE,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "x-forwarded-for": address() },
        }),
      },
    ],
  });
}

/** Runs the flood in a child process (this file, with the origin as its argument) and resolves with its figures. */
function floodFrom(origin) {
  return new Promise((resolve, reject) => {
    const sender = fork(fileURLToPath(import.meta.url), [origin], {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    sender.once("message", resolve);
    sender.once("error", reject);
    sender.once("exit", (code) =>
      reject(new Error(`The flood's sender exited with ${code} before it reported`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  process.send(await sendFlood(process.argv[2]));
  process.exit(0);
}

export async function benchFlood() {
  console.log(
    `\nflood: ${FLOOD_RATE} contact posts/s from ${ADDRESSES} addresses, home page at ${HOME_RATE}/s`,
  );
  const server = await startServer({ TRUST_PROXY: "true" }, { realLimits: true });
  try {
    // A running site is warm: the home page's copy made (decision record 021), and the form route loaded (Next.js
    // loads a route's code on its first request) by one post from an address outside the flood's.
    await warm([`${server.origin}/`]);
    const posts = contactPosts(server.origin);
    const first = await fetch(posts.url, {
      method: "POST",
      headers: { ...posts.headers, "x-forwarded-for": "192.0.2.1" },
      body: contactBody("warm-up"),
    });
    if (first.status !== 201) throw new Error(`The warm-up post was answered ${first.status}`);
    // A server's first seconds are slower than the rest (home p99 50-58 ms against 5-9 ms later): those are left
    // out as well, with three seconds of the home page's load, unmeasured.
    await home(server.origin, 3);
    const calm = await home(server.origin);
    const [flood, loaded] = await Promise.all([floodFrom(server.origin), home(server.origin)]);
    const accepted = flood.statuses["201"] ?? 0;
    const limited = flood.statuses["429"] ?? 0;
    const other =
      Object.values(flood.statuses).reduce((sum, n) => sum + n, 0) - accepted - limited + flood.errors;
    row(
      "flood",
      "PGlite",
      "contact posts",
      `${Math.round(flood.rps)}/s of ${FLOOD_RATE}/s sent: ${accepted} × 201, ${limited} × 429`,
      {
        vs: `${other} other answers or errors`,
      },
    );
    row("flood", "PGlite", "home / under the flood", `p50 ${loaded.p50} ms, p99 ${loaded.p99} ms`, {
      vs: `without: p50 ${calm.p50} ms, p99 ${calm.p99} ms; ${loaded.ok} × 2xx, ${loaded.non2xx + loaded.errors} other`,
      target: "p99 < 50 ms",
      met: loaded.p99 < 50 && clean(loaded),
    });
    detail("flood", {
      rate: FLOOD_RATE,
      addresses: ADDRESSES,
      homeRate: HOME_RATE,
      flood,
      home: loaded,
      calm,
    });
  } finally {
    await server.stop();
  }
}
