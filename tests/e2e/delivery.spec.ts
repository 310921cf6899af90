import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, test } from "../support/test";
import { createTestDatabase, dropTestDatabase } from "../support/postgres";
import { freePort, TestSmtpServer } from "../support/smtp";
import { dataDirWithDatabase } from "../support/pglite-template";
import { ADMIN_TOKEN, eventually, removeDataDir, startServer, type RunningServer } from "../support/server";

/**
 * The promise to the firm, tested on real server processes: an accepted message is mailed exactly once, whatever
 * happens to the mail server or the web server in between.
 */
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const servers: RunningServer[] = [];
const dataDirs: string[] = [];
const smtps: TestSmtpServer[] = [];

test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill()));
  await Promise.all(smtps.splice(0).map((smtp) => smtp.close()));
  for (const dir of dataDirs.splice(0)) removeDataDir(dir);
});

async function server(env: Record<string, string>, dataDir?: string) {
  const dir = dataDir ?? (await dataDirWithDatabase());
  if (!dataDir) dataDirs.push(dir);
  const started = await startServer(env, dir);
  servers.push(started);
  return started;
}

async function smtpOn(port?: number) {
  const smtp = await TestSmtpServer.start(port);
  smtps.push(smtp);
  return smtp;
}

function message(tag = randomUUID().slice(0, 8)) {
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@navy.example",
    company: "Navy",
    message: `Message ${tag}`,
  };
}

async function post(target: RunningServer, fields: Record<string, string>, path = "/api/forms/get-in-touch") {
  return fetch(`${target.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
}

async function delivery(target: RunningServer, id: string) {
  const response = await fetch(`${target.url}/api/admin/submissions`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { submissions } = (await response.json()) as {
    submissions: { id: string; delivery: { status: string; attempts: number } }[];
  };
  return submissions.find((entry) => entry.id === id)?.delivery;
}

test("while the mail server is down the message waits; when it is back it is mailed once", async () => {
  const port = await freePort();
  const site = await server({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const response = await post(site, message());
  expect(response.status).toBe(201);
  const { id } = await response.json();
  // A try is counted when the mail is claimed; once it failed the mail is back to pending, waiting for a retry.
  await eventually(
    async () => {
      const state = await delivery(site, id);
      return state && state.status === "pending" && state.attempts >= 1 ? state : undefined;
    },
    15_000,
    "a failed try",
  );

  const smtp = await smtpOn(port);
  const [mail] = await smtp.waitFor(1, 30_000);
  expect(mail!.parsed.text).toContain(id);
  // Sent is final: the outbox will not try it again.
  await eventually(async () => ((await delivery(site, id))?.status === "sent" ? true : undefined));
  // A stopped server has finished every mail it was sending: a second copy would have arrived by now.
  await site.stop();
  expect(smtp.mails).toHaveLength(1);
});

test("a server killed right after the 201 loses nothing: after a restart the mail goes out once", async () => {
  const port = await freePort();
  const dataDir = await dataDirWithDatabase();
  dataDirs.push(dataDir);
  const first = await server({ SMTP_URL: `smtp://127.0.0.1:${port}` }, dataDir);
  const fields = message();
  const response = await post(first, fields);
  expect(response.status).toBe(201);
  const { id } = await response.json();
  await first.kill();

  const smtp = await smtpOn(port);
  const second = await server({ SMTP_URL: smtp.url }, dataDir);
  const [mail] = await smtp.waitFor(1, 30_000);
  expect(mail!.parsed.text).toContain(id);
  expect(mail!.parsed.text).toContain(fields.message);
  await eventually(async () => ((await delivery(second, id))?.status === "sent" ? true : undefined));
  await second.stop();
  expect(smtp.mails).toHaveLength(1);
});

/**
 * A post that sends its headers and half its body, then waits for `finish`: a slow client, mid-request. It asks
 * for a "100 Continue", which Node's server sends once it has read the headers and handed the request to the
 * site: `started` resolves when the server holds the request and has half its body.
 */
function slowPost(url: string, fields: Record<string, string>) {
  const body = Buffer.from(JSON.stringify(fields));
  const request = httpRequest(`${url}/api/forms/get-in-touch`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": String(body.length),
      expect: "100-continue",
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) =>
    request.on("continue", () => request.write(body.subarray(0, half), () => resolve())),
  );
  request.flushHeaders();
  return { started, status, finish: () => request.end(body.subarray(half)) };
}

test("on SIGTERM the server finishes the posts in flight: each gets its 201 and is stored", async () => {
  const dataDir = await dataDirWithDatabase();
  dataDirs.push(dataDir);
  const first = await server({}, dataDir);
  const tags = Array.from({ length: 4 }, (_, index) => `drain-${randomUUID().slice(0, 6)}-${index}`);
  const posts = tags.map((tag) => slowPost(first.url, message(tag)));
  await Promise.all(posts.map((post) => post.started));
  first.process.kill("SIGTERM");
  // Logged as the server stops listening, before it waits for the requests in flight.
  await expect.poll(() => first.output()).toContain("SIGTERM: finishing the requests in flight");
  for (const post of posts) post.finish();
  expect(await Promise.all(posts.map((post) => post.status))).toEqual(tags.map(() => 201));
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain("SIGTERM: finishing the requests in flight");

  const again = await server({}, dataDir);
  const listing = await fetch(`${again.url}/api/admin/submissions`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { submissions } = (await listing.json()) as { submissions: { fields: Record<string, string> }[] };
  for (const tag of tags) {
    expect(submissions.filter((entry) => entry.fields.message === `Message ${tag}`)).toHaveLength(1);
  }
});

test("with STOP_DELAY_SECONDS a stopping server is not ready but keeps answering, then stops", async () => {
  const running = await server({ STOP_DELAY_SECONDS: "3" });
  running.process.kill("SIGTERM");
  await expect.poll(() => running.output()).toContain("SIGTERM: not ready; serving 3 s more, then stopping");
  // A load balancer's check now fails, while what it still sends is answered: a page, and a post, stored.
  const ready = await fetch(`${running.url}/api/health/ready`);
  expect([ready.status, await ready.json()]).toEqual([503, { status: "stopping" }]);
  expect((await fetch(`${running.url}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${running.url}/about`)).status).toBe(200);
  const tag = `late-${randomUUID().slice(0, 6)}`;
  expect((await post(running, message(tag))).status).toBe(201);
  expect(running.output()).not.toContain("SIGTERM: finishing the requests in flight");
  expect(await running.exited).toBe(0);
  expect(running.output()).toContain("SIGTERM: finishing the requests in flight");
});

test("a server whose output has nowhere to go (its pipe closed) keeps serving and stops at once on SIGTERM", async () => {
  const running = await server({});
  // The reader of the server's stdout and stderr goes away, as `| head` or a restarting log shipper does.
  running.process.stdout!.destroy();
  running.process.stderr!.destroy();
  // Requests that make it log, on both streams' behalf.
  for (let round = 0; round < 3; round++) {
    expect((await fetch(`${running.url}/`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/forms/contact`, { method: "POST", body: "{" })).status).toBe(415);
  }
  running.process.kill("SIGTERM");
  const stopped = await Promise.race([
    running.exited,
    new Promise<string>((resolve) => setTimeout(() => resolve("still running after 10 s"), 10_000)),
  ]);
  expect(stopped).toBe(0);
});

test("a second server on the same data folder refuses to start, saying why", async () => {
  const first = await server({});
  const second = await startServer({}, first.dataDir);
  servers.push(second);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain("is in use by another server");
  expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  for (const check of ["live", "ready"]) {
    const answer = await fetch(`${first.url}/api/health/${check}`);
    expect([answer.status, await answer.json()], check).toEqual([200, { status: check }]);
  }
});

test("the rate limit answers 429 with Retry-After, across forms, and spoofed X-Forwarded-For does not evade it", async () => {
  const site = await server({ RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
  const spoof = (n: number) => ({ "content-type": "application/json", "x-forwarded-for": `203.0.113.${n}` });
  const statuses: number[] = [];
  for (const [index, path] of [
    "/api/forms/contact",
    "/api/forms/get-in-touch",
    "/api/forms/newsletter",
    "/api/forms/partnership",
  ].entries()) {
    const response = await fetch(`${site.url}${path}`, { method: "POST", headers: spoof(index), body: "{}" });
    statuses.push(response.status);
    if (response.status === 429) {
      const wait = Number(response.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(600);
    }
  }
  expect(statuses).toEqual([422, 422, 422, 429]);
});

test("behind a trusted proxy each client has its own limit", async () => {
  const site = await server({ RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" });
  const from = (address: string) =>
    fetch(`${site.url}/api/forms/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.7, ${address}` },
      body: JSON.stringify({ email: `reader-${randomUUID().slice(0, 6)}@example.com` }),
    });
  expect((await from("203.0.113.1")).status).toBe(202);
  expect((await from("203.0.113.1")).status).toBe(429);
  // Counted by network: an IPv4 client by its /24, an IPv6 client by its /48, an IPv4-mapped address as its IPv4.
  expect((await from("203.0.113.2")).status).toBe(429);
  expect((await from("203.0.114.2")).status).toBe(202);
  expect((await from("2001:db8:1:2::1")).status).toBe(202);
  expect((await from("2001:db8:1:3:ffff::9")).status).toBe(429);
  expect((await from("2001:db8:2::1")).status).toBe(202);
  expect((await from("::ffff:203.0.114.9")).status).toBe(429);
});

test("a network over its limit is refused by the server itself, the same way, until its window ends", async () => {
  const site = await server({ RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW_SECONDS: "3", TRUST_PROXY: "true" });
  const from = (address: string, path = "/api/forms/get-in-touch") =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(message()),
    });
  // The handler logs each post it refuses; the log reaches the output in order, a moment later.
  const handlerRefusals = (count: number) =>
    expect
      .poll(() => site.output().split("form post refused: rate limit").length - 1, { timeout: 10_000 })
      .toBe(count);
  expect((await from("203.0.113.40")).status).toBe(201);
  const first = await from("203.0.113.40");
  expect(first.status).toBe(429);
  await handlerRefusals(1);
  // Later posts from the network, to any form, get the handler's answer without reaching it.
  for (const [address, path] of [
    ["203.0.113.40", "/api/forms/get-in-touch"],
    ["203.0.113.40", "/api/forms/contact"],
    ["203.0.113.40", "/api/forms/newsletter?from=script"],
  ] as const) {
    const again = await from(address, path);
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual(await first.clone().json());
    for (const name of ["content-type", "cache-control", "x-content-type-options", "x-frame-options"])
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(3);
  }
  // A browser posting without JavaScript still gets its form back, filled in, from the server too.
  const filled = await fetch(`${site.url}/api/forms/get-in-touch`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      "x-forwarded-for": "203.0.113.40",
    },
    body: new URLSearchParams({ ...message(), firstName: "Ada" }).toString(),
  });
  expect(filled.status).toBe(429);
  expect(await filled.text()).toContain('value="Ada"');
  // Other networks are untouched, and the refused one may post again once its window has ended.
  expect((await from("203.0.114.41")).status).toBe(201);
  // Logged after every refusal above, the second acceptance shows that none of them reached the handler.
  await expect.poll(() => site.output().split("form post accepted").length - 1).toBe(2);
  await handlerRefusals(1);
  // The refused network posts again, and is let through once its window of 3 s has ended.
  await expect.poll(async () => (await from("203.0.113.40")).status, { timeout: 10_000 }).toBe(201);
});

test("a refused post without JavaScript comes back as the form page itself, filled in exactly, under a fresh nonce, and hydrates", async ({
  page,
}) => {
  const site = await server({ RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW_SECONDS: "600", TRUST_PROXY: "true" });
  const client = "203.0.113.60";
  const json = { "content-type": "application/json", "x-forwarded-for": client };
  const first = await fetch(`${site.url}/api/forms/get-in-touch`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(message()),
  });
  expect(first.status).toBe(201);
  // Values that each place a template puts them needs written its own way: HTML, the payload's script strings
  // (a leading $, quotes, </script>, a line separator), a dropdown's chosen option.
  const typed = {
    firstName: `$Ada <b>"&'`,
    lastName: "Lovelace \\ 🚀",
    email: "ada@example.com",
    phone: "",
    company: "Engines & Co </script><script>alert(1)</script>",
    service: (await import("@/lib/forms/contact")).serviceOptions[1]!.value,
    message: 'Line one\nline "two" </script> \u2028 end $1 \\u0041',
  };
  const refuse = () =>
    fetch(`${site.url}/api/forms/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        "x-forwarded-for": client,
      },
      body: new URLSearchParams(typed).toString(),
    });
  // The first refusal comes from the handler, the second from the server itself, from the same template.
  const answers = [await refuse(), await refuse()];
  const nonces: string[] = [];
  for (const answer of answers) {
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await answer.clone().text();
    expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(
      new Set([nonce]),
    );
    expect(html).not.toContain("<script>alert(1)");
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(site.output().split("form post refused: rate limit").length - 1).toBe(1);

  // The page as a browser gets it, with its policy: every value in its field, and the page hydrates cleanly.
  const problems: string[] = [];
  page.on("console", (entry) => void (entry.type() === "error" && problems.push(entry.text())));
  page.on("pageerror", (error) => problems.push(error.message));
  const second = answers[1]!;
  const body = await second.text();
  await page.route(`${site.url}/refused`, (route) =>
    route.fulfill({ status: 200, headers: Object.fromEntries(second.headers), body }),
  );
  await page.goto(`${site.url}/refused`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message has not been sent yet");
  for (const name of ["firstName", "lastName", "email", "company", "message"] as const)
    await expect(page.locator(`[name="${name}"]`).first(), name).toHaveValue(typed[name]);
  await expect(page.locator('[name="service"]').first()).toHaveValue(typed.service);
  await page.waitForLoadState("networkidle");
  // Styled by the site's stylesheet, linked from the page rather than inlined in it.
  const styled = await page.evaluate(() =>
    [...document.styleSheets].some(
      (sheet) => sheet.href?.includes("/_next/static/") && sheet.cssRules.length > 0,
    ),
  );
  expect(styled).toBe(true);
  expect(problems).toEqual([]);
});

test("when the database is down pages still load, forms answer 503 and health says so", async () => {
  const closed = await freePort();
  const site = await server({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/nothing` });
  expect((await fetch(`${site.url}/contact`)).status).toBe(200);
  const health = await fetch(`${site.url}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: "unavailable" });
  // Not ready, so a load balancer sends visitors elsewhere; alive all the same, so nothing restarts it.
  const ready = await fetch(`${site.url}/api/health/ready`);
  expect([ready.status, await ready.json()]).toEqual([503, { status: "unavailable" }]);
  const live = await fetch(`${site.url}/api/health/live`);
  expect([live.status, await live.json()]).toEqual([200, { status: "live" }]);
  const response = await post(site, message());
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("60");
  // The operator's endpoints and a review page say the database is away: 503, or a page saying so, never a 500.
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const listing = await fetch(`${site.url}/api/admin/submissions`, { headers: auth });
  expect(listing.status).toBe(503);
  expect(listing.headers.get("retry-after")).toBe("60");
  const retry = await fetch(`${site.url}/api/admin/outbox/retry`, { method: "POST", headers: auth });
  expect(retry.status).toBe(503);
  const review = await fetch(`${site.url}/forms/review/00000000-0000-4000-8000-000000000000`);
  expect(review.status).toBe(200);
  expect(await review.text()).toContain("We cannot show your message just now");
  expect(site.output()).not.toContain("grace@navy.example");
});

test("a data folder that cannot be made stops the server with a message, and Ready comes only after the services", async () => {
  const broken = await startServer({}, "/proc/no-such-process/data");
  servers.push(broken);
  expect(await broken.exited).toBe(1);
  expect(broken.output()).toContain("/proc/no-such-process/data cannot be created");
  expect(broken.output()).not.toContain("Ready");

  const site = await server({});
  const output = site.output();
  expect(output.indexOf("services started")).toBeGreaterThanOrEqual(0);
  expect(output.indexOf("Ready")).toBeGreaterThan(output.indexOf("services started"));
});

test("a bad setting stops the server with a message naming the variable", async () => {
  const broken = await startServer({ SMTP_URL: "mail.example.com:25", RATE_LIMIT_MAX: "lots" });
  servers.push(broken);
  expect(await broken.exited).toBe(1);
  expect(broken.output()).toContain("SMTP_URL");
  expect(broken.output()).toContain("RATE_LIMIT_MAX");
});

test("a retention setting other than the build's stops the server: /privacy would state another period", async () => {
  const broken = await startServer({ RETAIN_MESSAGES_MONTHS: "12" });
  servers.push(broken);
  expect(await broken.exited).toBe(1);
  expect(broken.output()).toContain("RETAIN_MESSAGES_MONTHS is 12, but the site was built with 24");
});

// Needs a PostgreSQL server: CI sets TEST_DATABASE_URL (see .ci/run).
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl)
  test("two servers on one PostgreSQL mail each message exactly once", async () => {
    const url = await createTestDatabase(serverUrl!);
    try {
      const smtp = await smtpOn();
      const env = { DATABASE_URL: url, SMTP_URL: smtp.url };
      const [a, b] = await Promise.all([server(env), server(env)]);
      const tags = Array.from({ length: 30 }, (_, index) => `two-servers-${index}`);
      const responses = await Promise.all(tags.map((tag, index) => post(index % 2 ? a! : b!, message(tag))));
      expect(responses.map((response) => response.status)).toEqual(tags.map(() => 201));
      await smtp.waitFor(30, 60_000);
      // Stopped servers have finished every mail they were sending: any second copy has arrived by now.
      await Promise.all([a!.stop(), b!.stop()]);
      const received = smtp.mails.map((mail) => mail.parsed.text?.match(/two-servers-\d+/)?.[0]);
      expect(received).toHaveLength(30);
      expect(new Set(received).size).toBe(30);
    } finally {
      await Promise.all(servers.splice(0).map((running) => running.kill()));
      await dropTestDatabase(serverUrl!, url);
    }
  });
