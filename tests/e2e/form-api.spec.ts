import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { connect } from "node:net";
import { expect, test, type APIRequestContext } from "../support/test";
import { ADMIN_TOKEN, droppedMails, eventually, removeDataDir, startServer } from "../support/server";

/**
 * POST /api/forms/{form} over plain HTTP against the shared test server: every answer of the interface, for
 * good and bad input. Nothing a client sends may produce a 500.
 */
const DATA_DIR = process.env.DATA_DIR!;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

function getInTouch(tag = randomUUID().slice(0, 8)) {
  return {
    firstName: "Ada",
    lastName: `Lovelace ${tag}`,
    email: "ada@engines.example",
    company: "Analytical Engines",
    message: `Could we talk about ${tag}?`,
  };
}

async function submissions(request: APIRequestContext, query = "") {
  const response = await request.get(`/api/admin/submissions${query}`, { headers: admin });
  expect(response.status()).toBe(200);
  return (await response.json()).submissions as {
    id: string;
    form: string;
    spam: boolean;
    delivery: { status: string };
    fields: Record<string, string>;
  }[];
}

test("a JSON post is stored, answered 201 with its id, and mailed to the firm", async ({ request }) => {
  const fields = getInTouch();
  const response = await request.post("/api/forms/get-in-touch", { data: fields });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const mail = await eventually(
    async () => (await droppedMails(DATA_DIR)).find((entry) => entry.parsed.text?.includes(id)),
    10_000,
    "the notification mail",
  );
  expect(mail.parsed.subject).toBe(`Get in Touch bericht van Ada ${fields.lastName}`);
  const stored = (await submissions(request, "?form=get-in-touch")).find((entry) => entry.id === id);
  expect(stored).toMatchObject({ form: "get-in-touch", spam: false, fields });
  await eventually(async () =>
    (await submissions(request)).find((entry) => entry.id === id && entry.delivery.status === "sent"),
  );
});

test("a new server answers its very first scripted post past Next's route pipeline, and counts it once", async () => {
  // The handler is registered once the app has started (instrumentation.ts), not when Next.js first loads the
  // form route: Next's answers carry its router's Vary header, the server's own do not (record 024).
  const site = await startServer({ RATE_LIMIT_MAX: "2" });
  try {
    const post = (fields: object) =>
      fetch(`${site.url}/api/forms/get-in-touch`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site.url },
        body: JSON.stringify(fields),
      });
    const first = await post(getInTouch());
    expect(first.status, site.output()).toBe(201);
    expect(first.headers.get("vary")).toBeNull();
    // The route's copy of the handler and the server's share one count: two posts a window, whichever took them.
    const page = await fetch(`${site.url}/api/forms/get-in-touch`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: site.url },
      body: new URLSearchParams({ ...getInTouch(), _page: "/contact" }),
    });
    expect(page.status).toBe(303);
    expect(page.headers.get("vary")).toContain("rsc");
    expect((await post(getInTouch())).status).toBe(429);
  } finally {
    await site.stop();
    removeDataDir(site.dataDir);
  }
});

test("URL-encoded and multipart posts are accepted like JSON", async ({ request }) => {
  const encoded = await request.post("/api/forms/get-in-touch", { form: getInTouch() });
  expect(encoded.status()).toBe(201);
  const multipart = await request.post("/api/forms/get-in-touch", { multipart: getInTouch() });
  expect(multipart.status()).toBe(201);
});

test("a browser's form post without JavaScript is answered 303 back to its page and block", async ({
  request,
}) => {
  const sent = await request.post("/api/forms/contact", {
    form: { ...getInTouch(), service: "Strategic Advisory", _anchor: "contact-form" },
    headers: { accept: "text/html,application/xhtml+xml" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  // A path of this site, so the answer lands on this site whatever origin it is served from.
  expect(sent.headers().location).toBe("/contact#contact-form-sent");

  const newsletter = (extra: Record<string, string>, headers: Record<string, string> = {}) =>
    request.post("/api/forms/newsletter", {
      form: {
        email: `reader-${randomUUID().slice(0, 8)}@example.com`,
        _anchor: "footer-newsletter",
        ...extra,
      },
      headers: { accept: "text/html", ...headers },
      maxRedirects: 0,
    });
  // The footer's form names the page it is on; the answer returns there.
  const fromFooter = await newsletter({ _page: "/services/ai-solutions" });
  expect(fromFooter.status()).toBe(303);
  expect(fromFooter.headers().location).toBe("/services/ai-solutions#footer-newsletter-sent");
  // Anything but a path of this site, and any Referer, leaves the visitor on the form's own page.
  for (const [extra, headers] of [
    [{}, { referer: "https://evil.example/phish" }],
    [{ _page: "//evil.example/phish" }, {}],
    [{ _page: "https://evil.example/phish" }, {}],
    [{ _page: "/\\evil.example" }, {}],
    [{ _page: "/api/forms/contact" }, {}],
  ] as const) {
    const answer = await newsletter(extra, headers);
    expect(answer.headers().location, JSON.stringify({ extra, headers })).toBe("/#footer-newsletter-sent");
  }
});

test("without JavaScript an invalid post lands on a review page showing the values and the errors", async ({
  request,
}) => {
  const response = await request.post("/api/forms/get-in-touch", {
    form: { ...getInTouch(), company: "Kept Company Ltd", email: "not-an-address" },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const review = new URL(response.headers().location!, "http://site");
  expect(response.headers().location).toMatch(/^\/forms\/review\/[0-9a-f-]{36}$/);
  const page = await request.get(review.pathname);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('value="Kept Company Ltd"');
  expect(html).toContain("Enter a valid email address");
  expect(html).toContain('name="robots" content="noindex, nofollow"');
  expect((await request.get("/forms/review/00000000-0000-4000-8000-000000000000")).status()).toBe(200);
});

test("422 names every field that fails, with a message", async ({ request }) => {
  const response = await request.post("/api/forms/partnership", {
    data: {
      contactPerson: " ",
      email: "x@",
      phone: "call me",
      partnershipType: "merger",
      proposal: "p".repeat(5_001),
    },
  });
  expect(response.status()).toBe(422);
  const { errors } = await response.json();
  expect(Object.keys(errors).sort()).toEqual([
    "companyName",
    "contactPerson",
    "email",
    "industry",
    "jobTitle",
    "partnershipType",
    "phone",
    "proposal",
  ]);
  for (const message of Object.values(errors)) expect(String(message).length).toBeGreaterThan(5);
});

test("bad requests get their own status, and never a 500", async ({ request }) => {
  const post = (path: string, options: Parameters<APIRequestContext["post"]>[1]) =>
    request.post(path, options);
  const cases: [string, Promise<{ status(): number }>, number][] = [
    ["unknown form", post("/api/forms/careers", { data: getInTouch() }), 404],
    ["GET", request.get("/api/forms/contact"), 405],
    ["PUT", request.put("/api/forms/contact", { data: getInTouch() }), 405],
    ["DELETE", request.delete("/api/forms/contact"), 405],
    [
      "text/plain",
      post("/api/forms/contact", { data: "hello", headers: { "content-type": "text/plain" } }),
      415,
    ],
    [
      "no content type",
      post("/api/forms/contact", { data: Buffer.from("x=1"), headers: { "content-type": "" } }),
      415,
    ],
    [
      "malformed JSON",
      post("/api/forms/contact", { data: '{"firstName":', headers: { "content-type": "application/json" } }),
      400,
    ],
    [
      "JSON array",
      post("/api/forms/contact", { data: "[1,2]", headers: { "content-type": "application/json" } }),
      400,
    ],
    [
      "invalid UTF-8",
      post("/api/forms/contact", {
        data: Buffer.from([0x7b, 0xff, 0x7d]),
        headers: { "content-type": "application/json" },
      }),
      400,
    ],
    ["65 kB body", post("/api/forms/contact", { data: { message: "m".repeat(65 * 1024) } }), 413],
    ["numbers for text", post("/api/forms/get-in-touch", { data: { ...getInTouch(), firstName: 42 } }), 422],
    [
      "nested objects",
      post("/api/forms/get-in-touch", { data: { ...getInTouch(), message: { $gt: "" } } }),
      422,
    ],
    [
      "cross-site Origin",
      post("/api/forms/contact", { data: getInTouch(), headers: { origin: "https://evil.example" } }),
      403,
    ],
    [
      "cross-site fetch",
      post("/api/forms/contact", { data: getInTouch(), headers: { "sec-fetch-site": "cross-site" } }),
      403,
    ],
    ["null Origin", post("/api/forms/contact", { data: getInTouch(), headers: { origin: "null" } }), 403],
    // Text the database cannot hold as sent is stored cleaned (lone surrogate to U+FFFD, NUL dropped), or is a
    // 422 at the field when cleaning leaves it invalid; never a 503 that no retry could mend.
    [
      "a lone surrogate in a field",
      post("/api/forms/get-in-touch", {
        data: JSON.stringify(getInTouch()).replace('"Ada"', '"Ada\\ud800"'),
        headers: { "content-type": "application/json" },
      }),
      201,
    ],
    [
      "a NUL in the message",
      post("/api/forms/get-in-touch", {
        data: JSON.stringify(getInTouch()).replace("Could we", "Could\\u0000 we"),
        headers: { "content-type": "application/json" },
      }),
      201,
    ],
    [
      "a lone surrogate in the newsletter address",
      post("/api/forms/newsletter", {
        data: '{"email":"ada\\udc00@engines.example"}',
        headers: { "content-type": "application/json" },
      }),
      422,
    ],
  ];
  for (const [name, pending, expected] of cases) {
    expect((await pending).status(), name).toBe(expected);
  }
});

test("methods the site does not answer get 405 with Allow, and bad operator queries 400, never a 500", async ({
  request,
}) => {
  for (const path of ["/api/forms/contact", "/api/health", "/api/admin/submissions", "/contact"]) {
    for (const method of ["TRACE", "PROPFIND"]) {
      const response = await request.fetch(path, { method, headers: admin });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()["allow"], `${method} ${path}`).toContain("GET");
    }
  }
  for (const since of ["+275760-09-13", "10000-01-01", "1969-12-31", "2026-02-30T25:00", "yesterday"]) {
    const response = await request.get(`/api/admin/submissions?since=${encodeURIComponent(since)}`, {
      headers: admin,
    });
    expect(response.status(), since).toBe(400);
  }
  expect((await request.get("/api/admin/submissions?since=2026-01-31", { headers: admin })).status()).toBe(
    200,
  );
});

test("a filled honeypot is answered like a success, kept as spam and never mailed", async ({ request }) => {
  const response = await request.post("/api/forms/get-in-touch", {
    data: { ...getInTouch(), website: "https://buy.example" },
  });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  const stored = (await submissions(request)).find((entry) => entry.id === id);
  expect(stored).toMatchObject({ spam: true, delivery: { status: "none" } });
  // A message sent after the spam is mailed; had the spam been queued, its mail would have gone out first.
  const later = await request.post("/api/forms/get-in-touch", { data: getInTouch() });
  expect(later.status()).toBe(201);
  const { id: laterId } = await later.json();
  await eventually(
    async () => (await droppedMails(DATA_DIR)).find((mail) => mail.parsed.text?.includes(laterId)),
    10_000,
    "the later message's mail",
  );
  expect((await droppedMails(DATA_DIR)).some((mail) => mail.parsed.text?.includes(id))).toBe(false);
});

test("the operator export needs the token and escapes spreadsheet formulas", async ({ request }) => {
  expect((await request.get("/api/admin/submissions")).status()).toBe(401);
  expect(
    (
      await request.get("/api/admin/submissions", {
        headers: { authorization: "Bearer wrong-token-wrong-token-wrong" },
      })
    ).status(),
  ).toBe(401);
  expect((await request.get("/api/admin/submissions?limit=0", { headers: admin })).status()).toBe(400);
  expect((await request.get("/api/admin/submissions?form=jobs", { headers: admin })).status()).toBe(400);

  const fields = { ...getInTouch(), company: '=HYPERLINK("http://evil.example","Click")' };
  expect((await request.post("/api/forms/get-in-touch", { data: fields })).status()).toBe(201);
  const csv = await request.get("/api/admin/submissions?format=csv&form=get-in-touch", { headers: admin });
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text.split("\r\n")[0]).toContain("id,created_at,form,spam,delivery");
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
});

test("health reports the status and the outbox, and nothing more", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(["outbox", "status"]);
  expect(body.status).toBe("ok");
  expect(Object.keys(body.outbox).sort()).toEqual(["dead", "pending"]);
  expect(typeof body.outbox.pending).toBe("number");
  expect(typeof body.outbox.dead).toBe("number");
});

test("a no-JavaScript post with a NUL in it still comes back on its review page with what was typed", async ({
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const response = await request.post("/api/forms/get-in-touch", {
    form: { ...getInTouch(tag), email: "not an address\u0000" },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = response.headers()["location"] ?? "";
  expect(location).toMatch(/\/forms\/review\/[0-9a-f-]{36}$/);
  const review = await request.get(location);
  expect(review.status()).toBe(200);
  const html = await review.text();
  expect(html).toContain("not an address");
  expect(html).toContain(`Lovelace ${tag}`);
});

test("after a 413 the server closes the connection and stops reading the body", async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  let answer = "";
  let open = true;
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      open = false;
      resolve();
    }),
  );
  // A client that announces 3 GB, then keeps sending.
  socket.write(
    `POST /api/forms/contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      "Content-Length: 3000000000\r\n\r\n",
  );
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  let sent = 0;
  while (open && sent < 100 * 1024 * 1024) {
    sent += chunk.length;
    if (!socket.write(chunk))
      await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
  }
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  expect(open, "the server kept reading").toBe(false);
  expect(answer).toMatch(/^HTTP\/1\.1 413/);
  expect(answer.toLowerCase()).toContain("connection: close");
  expect(sent).toBeLessThan(50 * 1024 * 1024);
});

test("a client that trickles its headers is cut off by the server's headers timeout, with a 408", async ({
  baseURL,
}) => {
  // The server's headers timeout is 20 s (README, "Limits and shutdown"); how long it takes is for the bench.
  test.setTimeout(60_000);
  const { hostname, port } = new URL(baseURL!);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  socket.on("error", () => {});
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  // The server ends the connection (this client never does until the test is over).
  const endedByServer = once(socket, "end");
  socket.write(`GET /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
  // One more header line every 2 s, never the blank line that ends them; no line restarts the timeout.
  const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 2_000);
  try {
    await endedByServer;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain("connection: close");
  } finally {
    clearInterval(trickle);
    socket.destroy();
  }
});
