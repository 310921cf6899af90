import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN, droppedMails, eventually } from "../support/server";

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
  expect(new URL(sent.headers().location!).pathname + new URL(sent.headers().location!).hash).toBe(
    "/contact#contact-form-sent",
  );

  const fromFooter = await request.post("/api/forms/newsletter", {
    form: { email: `reader-${randomUUID().slice(0, 8)}@example.com`, _anchor: "footer-newsletter" },
    headers: {
      accept: "text/html",
      referer: new URL("/services/ai-solutions", test.info().project.use.baseURL).toString(),
    },
    maxRedirects: 0,
  });
  expect(fromFooter.status()).toBe(303);
  const landing = new URL(fromFooter.headers().location!);
  expect(landing.pathname + landing.hash).toBe("/services/ai-solutions#footer-newsletter-sent");
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
  const review = new URL(response.headers().location!);
  expect(review.pathname).toMatch(/^\/forms\/review\/[0-9a-f-]{36}$/);
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
  ];
  for (const [name, pending, expected] of cases) {
    expect((await pending).status(), name).toBe(expected);
  }
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

test("health reports the database and the outbox", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", database: { kind: "pglite", reachable: true } });
  expect(typeof body.outbox.pending).toBe("number");
  expect(typeof body.outbox.dead).toBe("number");
});
