// Flood: on PGlite with the site's real rate limits (src/lib/forms/policy.ts: 10 posts per client address per
// 10 minutes), contact posts arrive at FLOOD_RATE/s from a pool of ADDRESSES client addresses (X-Forwarded-For,
// believed with TRUST_PROXY=true), so most are refused with 429; meanwhile the home page is measured, first at a
// visitor-like rate (latency), then as fast as it is answered (throughput). The same home runs without a flood,
// first, are the comparison. Two floods, one after the other: posts from a script (JSON), and posts as a browser
// without JavaScript sends them (form-encoded, asking for a page), whose refusals are the form page filled in
// (issue 27: a render each, 74 ms of CPU, took the home page from 2,500 to 48 requests a second).
// The flood is sent from a process of its own, as a bot's would be: sent from the bench's own process, its 50
// connections held up the measuring client's event loop, and the home figures measured the sender (home p99
// 84-283 ms with the sender beside the client, 20-23 ms with it apart, on the same build; record 025).
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  browserHeaders,
  cannon,
  SECONDS,
  clean,
  detail,
  row,
  startServer,
  throughput,
  warm,
} from "./lib.mjs";
import { contactBody, contactPosts } from "./serve.mjs";

const FLOOD_RATE = 200;
const ADDRESSES = 32;
const HOME_RATE = 100;

const home = (origin, duration = SECONDS) =>
  cannon({ url: `${origin}/`, headers: browserHeaders, connections: 4, overallRate: HOME_RATE, duration });
const homeThroughput = (origin) => throughput({ url: `${origin}/`, headers: browserHeaders });

/**
 * The two floods: what they post, and the networks they post from (apart, so each meets its own limits): each
 * address of a flood in a /24 of its own, the network the server counts by.
 */
const FLOODS = {
  scripted: { network: "10.1", posts: contactPosts },
  "without JavaScript": {
    network: "10.2",
    posts: (origin) => ({
      url: `${origin}/api/forms/get-in-touch`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: `${new URLSearchParams(JSON.parse(contactBody("page"))).toString()}&lastName=Visitor+[<id>]`,
    }),
  },
};

/** A flood, as the sending process runs it: long enough for both home runs beside it. */
function sendFlood(origin, kind) {
  const { network, posts } = FLOODS[kind];
  const address = () => `${network}.${1 + Math.floor(Math.random() * ADDRESSES)}.9`;
  return cannon({
    ...posts(origin),
    idReplacement: true,
    connections: 50,
    overallRate: FLOOD_RATE,
    duration: 2 * SECONDS + 2,
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
function floodFrom(origin, kind) {
  return new Promise((resolve, reject) => {
    const sender = fork(fileURLToPath(import.meta.url), [origin, kind], {
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
  process.send(await sendFlood(process.argv[2], process.argv[3]));
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
    const calmThroughput = await homeThroughput(server.origin);
    const figures = { calm, calmThroughput };
    for (const kind of Object.keys(FLOODS)) {
      const sent = floodFrom(server.origin, kind);
      const loaded = await home(server.origin);
      const loadedThroughput = await homeThroughput(server.origin);
      const flood = await sent;
      figures[kind] = { flood, home: loaded, homeThroughput: loadedThroughput };
      const refused = flood.statuses["429"] ?? 0;
      const taken = Object.entries(flood.statuses)
        .filter(([status]) => status !== "429")
        .map(([status, count]) => `${count} × ${status}`);
      row(
        "flood",
        `${kind}`,
        "contact posts",
        `${Math.round(flood.rps)}/s of ${FLOOD_RATE}/s sent: ${[...taken, `${refused} × 429`].join(", ")}`,
        { vs: `${flood.errors} errors` },
      );
      row("flood", `${kind}`, `home at ${HOME_RATE}/s`, `p50 ${loaded.p50} ms, p99 ${loaded.p99} ms`, {
        vs: `without: p50 ${calm.p50} ms, p99 ${calm.p99} ms; ${loaded.ok} × 2xx, ${loaded.non2xx + loaded.errors} other`,
        target: "p99 < 50 ms",
        met: loaded.p99 < 50 && clean(loaded),
      });
      const share = loadedThroughput.rps / calmThroughput.rps;
      row("flood", `${kind}`, "home throughput", `${Math.round(loadedThroughput.rps)}/s`, {
        vs: `without: ${Math.round(calmThroughput.rps)}/s (${Math.round(share * 100)}%)`,
        target: "≥ 80% of without",
        met: share >= 0.8 && clean(loadedThroughput),
      });
    }
    detail("flood", { rate: FLOOD_RATE, addresses: ADDRESSES, homeRate: HOME_RATE, ...figures });
  } finally {
    await server.stop();
  }
}
