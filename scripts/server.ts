// The production server: Next.js behind a plain Node HTTP server, so that the app learns each client's address
// from the connection itself. `next start` would pass on whatever X-Forwarded-For a client sends; here that
// header is believed only when TRUST_PROXY=true (the site runs behind a proxy that sets it).
// Compiled with the modules it imports into dist/scripts/server.mjs (decision record 034), and run from the
// project's folder: node dist/scripts/server.mjs [--port 3000] [--hostname 127.0.0.1]   (--port sets PORT)
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import path from "node:path";
import next from "next";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  createClientAddressSecret,
  resolveClientAddress,
} from "../src/server/security/client-address";
import { buildIdOf, contentSecurityPolicy } from "../src/server/security/csp";
import { securityHeaders, setSecurityHeaders } from "../src/server/security/headers";
import { staticAssets } from "../src/server/serving/assets";
import { answerFormPost } from "../src/server/serving/form-posts";
import { createPageCache, prerenderedRoutes } from "../src/server/serving/page-cache";
import { askForNotFound, publicFiles } from "../src/server/serving/not-found";
import { redirectToAddress } from "../src/server/serving/addresses";
import { prepareBuild } from "../src/server/serving/prepare-build";
import { shared } from "../src/server/shared-state";
import { settingsAtStart } from "./settings";

/** How long a stopping server waits for the requests in flight. */
const DRAIN_MS = 10_000;

/**
 * The methods the site answers. Next.js answers any other (TRACE, a made-up one) with a 500 from its route
 * handlers; the server refuses them first, with 405 and the methods that exist.
 */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function refuseMethod(response: ServerResponse): void {
  setSecurityHeaders(response);
  response.writeHead(405, {
    allow: "GET, HEAD, POST",
    "cache-control": "no-store",
    "content-type": "application/json; charset=utf-8",
  });
  response.end(JSON.stringify({ error: "This method is not supported." }));
}

/**
 * After a 413 the connection closes once the answer is out, so the server stops reading a body it has refused
 * (a client may announce gigabytes). Next.js writes its status through writeHead, explicitly or implicitly.
 * Node ends a `Connection: close` socket with destroySoon; destroyed while unread data waits, the socket would
 * be reset and the client could lose the 413 itself. So it stops reading, sends its end, and is destroyed two
 * seconds later.
 */
function closeAfterTooLarge(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const socket = request.socket as typeof request.socket | null;
    // A socket already gone (the client hung up mid-body) has no answer to close after.
    if (statusCode === 413 && socket) {
      response.setHeader("connection", "close");
      socket.destroySoon = () => {
        socket.pause();
        socket.end();
        setTimeout(() => socket.destroy(), 2_000).unref();
      };
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}

/**
 * A 404 is never kept by a cache: the path may be a page tomorrow (an article published), and the Dutch 404, which
 * the page cache answers with the header of a prerendered page (s-maxage of a year), would otherwise be kept by a
 * CDN for as long. Whoever answers (the page cache, Next.js), a 404 leaves with `Cache-Control: no-store`.
 */
function notFoundNeverCached(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 404) {
      rest = headersSet(response, rest);
      response.setHeader("cache-control", "no-store");
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}

/**
 * The headers a `writeHead(status, [reason], headers)` call carries (an object, a flat list or a list of pairs),
 * set on the response instead, so that a wrapper can change them before they go: returns the call's arguments
 * without them.
 */
function headersSet(response: ServerResponse, rest: unknown[]): unknown[] {
  const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
  if (!headers || typeof headers !== "object") return rest;
  type Value = string | number | readonly string[] | undefined;
  const pairs: [string, Value][] = Array.isArray(headers)
    ? Array.isArray(headers[0])
      ? (headers as [string, Value][])
      : (headers as string[]).flatMap((value, index, all) =>
          index % 2 === 0 ? [[value, all[index + 1]] as [string, Value]] : [],
        )
    : Object.entries(headers as Record<string, Value>);
  for (const [name, value] of pairs) if (value !== undefined) response.setHeader(name, value);
  return typeof rest[0] === "string" ? [rest[0]] : [];
}

/**
 * A router prefetch of a page that does not exist is answered 404 with no body. Next.js's client leaves the
 * body of a failed segment prefetch unread, and Chromium then keeps the request open for good (sockets held,
 * `networkidle` never reached); with an empty body there is nothing left to read. See decision record 012.
 */
function emptyPrefetchNotFound(request: IncomingMessage, response: ServerResponse): void {
  if (!request.headers["next-router-prefetch"] && !request.headers["next-router-segment-prefetch"]) return;
  const { writeHead, end } = response;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 404) {
      response.removeHeader("transfer-encoding");
      response.setHeader("content-length", "0");
      response.write = ((_chunk: unknown, encoding?: unknown, callback?: unknown) => {
        (typeof encoding === "function" ? encoding : (callback as (() => void) | undefined))?.();
        return true;
      }) as ServerResponse["write"];
      response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) =>
        (end as (...args: unknown[]) => ServerResponse).call(
          response,
          typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback,
        )) as ServerResponse["end"];
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}

/**
 * The request's target as a path of this site, or null when it names none (answered 400). An absolute-form
 * target (`GET http://other.example/about`, which a client sends to a proxy) is taken as its path and query: the
 * site answers for its own origin only, so the host it names is never used (Next.js redirected to it). A path
 * whose percent-encoding does not decode (`/insights/articles/%E0%A4%A`) names no page; Next.js answered it
 * with a 500 from the dynamic segment's decoding.
 */
export function siteTarget(url: string): string | null {
  let target = url;
  if (!target.startsWith("/")) {
    if (!/^https?:\/\//i.test(target)) return null;
    try {
      const absolute = new URL(target);
      target = absolute.pathname + absolute.search;
    } catch {
      return null;
    }
  }
  try {
    decodeURIComponent(target.replace(/[?#].*$/s, ""));
  } catch {
    return null;
  }
  return target;
}

/** A short plain-text answer of the server's own, with the security headers and a policy that runs nothing. */
function plainAnswer(
  response: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): void {
  const body = `${text}\n`;
  setSecurityHeaders(response);
  response.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    "content-security-policy": contentSecurityPolicy({}),
    ...extra,
  });
  response.end(body);
}

/**
 * The answer of last resort: an exception that escaped every handler (a bug, or a library that throws where
 * it should answer) still answers 500 and closes, instead of leaving the client waiting on an open socket
 * until the request timeout (issue 27: sirv's range bug filled maxConnections that way).
 */
function failedUnanswered(response: ServerResponse, error: unknown): void {
  console.error(`A request failed outside any handler: ${error instanceof Error ? error.stack : error}`);
  if (response.headersSent || response.destroyed) return void response.destroy();
  try {
    plainAnswer(response, 500, "Something went wrong on our side.", { connection: "close" });
  } catch {
    response.destroy();
  }
}

/**
 * Answers on the bare socket (Node has no response object here) with the security headers, then closes: it
 * sends its end at once, and is destroyed half a second later if the client has not closed its side by then (a
 * client still sending, such as one that trickles its headers, would otherwise hold it open).
 */
function answerOnSocket(socket: Duplex, status: number, extra: string[] = []): void {
  if (!socket.writable) return void socket.destroy();
  const headers = [
    ...securityHeaders.map(({ key, value }) => `${key}: ${value}`),
    `Content-Security-Policy: ${contentSecurityPolicy({})}`,
    "Cache-Control: no-store",
    ...extra,
    "Content-Length: 0",
    "Connection: close",
  ];
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join("\r\n")}\r\n\r\n`);
  setTimeout(() => socket.destroy(), 500).unref();
}

/**
 * A request Node's parser refuses (control characters, an overlong header, a malformed request line) is
 * answered here, with the security headers, instead of Node's bare 400; then the connection closes.
 */
function refuseMalformed(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET") return void socket.destroy();
  const status =
    error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  answerOnSocket(socket, status);
}

/**
 * Every answer that Next.js makes leaves with the security headers (its own redirects for a path such as
 * `/\\x` come before next.config.ts's headers and had none) and a policy fit for it (issue 27). An HTML answer
 * that has none (the 404 page under /api/, /_next/ and for paths such as /x.php, which proxy.ts does not see)
 * gets the 404 page's: its scripts are those hashes'. An answer that is not HTML carries no nonce: the feed, the
 * preview images and the reports are kept by the page cache and sent to every later visitor, and a nonce
 * sent twice is no nonce.
 */
function guardHeaders(response: ServerResponse, notFoundPolicy: string, https: boolean): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    rest = headersSet(response, rest);
    setSecurityHeaders(response);
    const html = /^text\/html/i.test(String(response.getHeader("content-type") ?? ""));
    const policy = String(response.getHeader("content-security-policy") ?? "");
    if (html && !policy) response.setHeader("content-security-policy", notFoundPolicy);
    else if (!html && policy.includes("'nonce-"))
      response.setHeader("content-security-policy", contentSecurityPolicy({ https }));
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}

/** Limits on slow and greedy clients (see README, "Limits and shutdown"). */
const LIMITS = {
  /** The request's headers must arrive within this time (against slow-header attacks). */
  headersTimeout: 20_000,
  /** The whole request, body included. */
  requestTimeout: 60_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
  /** Connections open at once; more are refused until some close. */
  maxConnections: 512,
};

/**
 * Waits until the app's services (data folder, database, outbox) have started: src/instrumentation.ts leaves the
 * promise in the shared state. A server that cannot start exits there with its reason, before it says "Ready".
 */
async function servicesStarted(): Promise<void> {
  for (let waited = 0; !shared.started && waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await shared.started;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/**
 * The reader of the server's output may go away: a pipe into `head` or a log shipper that restarts closes it, and
 * each later write then fails with EPIPE. A failed write of stdout or stderr is an error event of its stream; with
 * no listener it is thrown, the framework's handler of uncaught errors writes about it to the same closed stream,
 * and the server spins on that (85 % of a core) and never gets to its SIGTERM handler's work. So a write that has
 * nowhere to go is dropped: the server keeps serving, and stops when told.
 */
function outputMayClose(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
}

/** Starts the server (node dist/scripts/server.mjs, or a release's server.mjs). */
export async function main(): Promise<void> {
  outputMayClose();
  // The project's folder: where Next.js finds the build and the app its files (npm runs scripts there).
  const root = process.cwd();
  const hostname = option("--hostname");
  // --port is PORT given on the command line.
  const portOption = option("--port");
  if (portOption !== undefined) process.env.PORT = portOption;
  // The settings are parsed here once, for the server and the app alike; a bad one stops the server at once.
  const settings = settingsAtStart(root);
  const { port, trustProxy, https } = settings;
  const distDir = path.resolve(root, settings.distDir);
  // Without a build, Next.js itself says so below.
  if (buildIdOf(distDir))
    await prepareBuild(distDir, settings.siteUrl).catch((error: Error) => {
      console.error(`The server cannot start: ${error.message}`);
      process.exit(1);
    });
  const app = next({ dev: false, dir: root, hostname: hostname ?? "localhost", port });
  const handle = app.getRequestHandler();
  const secret = createClientAddressSecret();
  await app.prepare();
  await servicesStarted();
  const assets = staticAssets(distDir);
  const built = prerenderedRoutes(distDir);
  const pages = createPageCache({ routes: built });
  const known = new Set([...built, ...publicFiles(root)]);

  const notFoundPolicy = contentSecurityPolicy({
    scripts: shared.cspManifest?.routes["/_not-found"] ?? [],
    https,
  });

  /**
   * A page read by a person, answered 200, is counted (stats/reads.ts): nothing is added to the page, and the
   * count is written a second later, off the request's path (stats/recorder.ts). A page from the page cache is
   * counted as it is answered, its status known; one Next.js answers, once its answer is out.
   */
  const count = (request: IncomingMessage, url: string, status: number, address: string) => {
    if (status === 200) shared.reads?.add(request.method, url, request.headers, address);
  };

  let stopping = false;
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (!METHODS.has(request.method ?? "")) return refuseMethod(response);
    const target = siteTarget(request.url ?? "");
    if (target === null) return plainAnswer(response, 400, "This is not a path of this site.");
    request.url = target;
    notFoundNeverCached(response);
    if (redirectToAddress(request, response)) return;
    askForNotFound(known, request, response);
    // While stopping, each answer closes its connection, so keep-alive clients do not hold the server open, and
    // the server is not ready for more.
    if (stopping) {
      response.setHeader("connection", "close");
      if (target === "/api/health/ready")
        return void plainAnswer(response, 503, JSON.stringify({ status: "stopping" }), {
          "content-type": "application/json",
        });
    }
    const address = resolveClientAddress(request, trustProxy);
    if (assets(request, response)) return;
    if (pages.serve(request, response)) return count(request, target, response.statusCode, address);
    // Only a GET is ever a read (stats/reads.ts): a post is not listened for.
    if (request.method === "GET")
      response.once("finish", () => count(request, target, response.statusCode, address));
    closeAfterTooLarge(request, response);
    emptyPrefetchNotFound(request, response);
    guardHeaders(response, notFoundPolicy, https);
    request.headers[CLIENT_ADDRESS_HEADER] = address;
    request.headers[CLIENT_ADDRESS_PROOF_HEADER] = secret;
    // Form posts from a script skip Next's route pipeline (record 024).
    if (answerFormPost(request, response, address)) return;
    pages.capture(request, response);
    handle(request, response).catch((error) => failedUnanswered(response, error));
  };
  // Timeouts are checked every second (Node's default is every 30 s, which would stretch each limit).
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      failedUnanswered(response, error);
    }
  });
  server.on("clientError", refuseMalformed);
  // CONNECT asks for a tunnel, which this site is not; unanswered, Node would just drop the connection.
  server.on("connect", (_request, socket) => answerOnSocket(socket, 405, ["Allow: GET, HEAD, POST"]));
  Object.assign(server, LIMITS);
  server.on("error", (error) => {
    console.error(`The server cannot listen on ${hostname ?? "*"}:${port}: ${error.message}`);
    process.exit(1);
  });
  // Where this server can reach itself (the form handler renders a page through it: server/forms/retry.ts).
  const self = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  shared.selfOrigin = `http://${self.includes(":") ? `[${self}]` : self}:${port}`;
  server.listen(port, hostname, () => {
    console.log(`Ready on http://${hostname ?? "localhost"}:${port}`);
  });

  // On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (at most DRAIN_MS, so a
  // post being read gets its 201), then stop the outbox worker and close the database, then exit.
  const stop = async (signal: "SIGTERM" | "SIGINT") => {
    if (stopping) return;
    stopping = true;
    // Behind a load balancer (STOP_DELAY_SECONDS): the port stays open and requests are answered as before while
    // readiness answers 503, until the balancer has seen it and sends no more; closing the port at once would drop
    // a request on a connection it had just opened, and a post it cannot send again (README, "Two servers").
    if (settings.stopDelaySeconds > 0) {
      console.log(`${signal}: not ready; serving ${settings.stopDelaySeconds} s more, then stopping`);
      await new Promise((resolve) => setTimeout(resolve, settings.stopDelaySeconds * 1000));
    }
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
    server.closeIdleConnections();
    const inTime = await Promise.race([
      drained,
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DRAIN_MS)),
    ]);
    if (!inTime) {
      console.error(`Requests still open after ${DRAIN_MS / 1000} s; closing them.`);
      server.closeAllConnections();
    }
    const deadline = setTimeout(() => process.exit(1), 5_000);
    deadline.unref();
    try {
      await shared.shutdown?.();
    } finally {
      process.exit(signal === "SIGINT" ? 130 : 0);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
