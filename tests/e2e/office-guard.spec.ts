import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { officeRefusals } from "@/content/office";
import { expect, test } from "../support/test";
import { runStaff } from "../support/office";
import { droppedMails, eventually, removeDataDir, startServer, type RunningServer } from "../support/server";

// The office's one guard (server/office/guard.ts), checked from the outside: every office page and route, found
// in the file system, asked by nobody, by a member of staff and by an owner, and its answer compared with what the
// table below says it is for. A page or route added without a guard, or without a line here, fails the first test.
test.describe.configure({ mode: "serial" });

const OFFICE_DIR = path.join(process.cwd(), "src", "app", "office");

/** Who each office page (GET) and route (METHOD) is for. */
type Access = "anybody" | "staff" | "owner";

/** How a browser or a script asks: a page, a form post, a file, or JSON (each kind has its refusals' shape). */
type Kind = "page" | "form" | "file" | "json";

interface Entry {
  access: Access;
  kind: Kind;
  /** What is posted: harmless values, so that an allowed request changes nothing of the other checks. */
  body?: Record<string, string>;
  /** Ends the session that asks (sign-out): asked with a session of its own. */
  endsSession?: true;
}

const TABLE: Record<string, Entry> = {
  "GET /office": { access: "staff", kind: "page" },
  "GET /office/account": { access: "staff", kind: "page" },
  "GET /office/audit": { access: "owner", kind: "page" },
  "GET /office/campaigns": { access: "staff", kind: "page" },
  "GET /office/campaigns/[id]": { access: "staff", kind: "page" },
  "POST /office/campaigns/[id]/archive": { access: "staff", kind: "form", body: { show: "no" } },
  "POST /office/campaigns/[id]/control": { access: "owner", kind: "form", body: { control: "pause" } },
  "POST /office/campaigns/[id]/duplicate": { access: "staff", kind: "form" },
  "POST /office/campaigns/[id]/edition": {
    access: "staff",
    kind: "form",
    body: { locale: "nl", include: "no" },
  },
  "GET /office/campaigns/[id]/progress": { access: "staff", kind: "json" },
  "POST /office/campaigns/[id]/save": {
    access: "staff",
    kind: "form",
    body: { locale: "en", subject: "Guard" },
  },
  "POST /office/campaigns/[id]/send": { access: "owner", kind: "form" },
  "POST /office/campaigns/[id]/test": { access: "staff", kind: "form", body: { locale: "en" } },
  "POST /office/campaigns/new": { access: "staff", kind: "form" },
  "GET /office/messages/[id]": { access: "staff", kind: "page" },
  "POST /office/messages/[id]/update": {
    access: "staff",
    kind: "form",
    body: { action: "spam", spam: "no" },
  },
  "GET /office/outbox": { access: "staff", kind: "page" },
  "GET /office/overview": { access: "staff", kind: "page" },
  "GET /office/privacy": { access: "owner", kind: "page" },
  "GET /office/staff": { access: "owner", kind: "page" },
  "GET /office/statistics": { access: "staff", kind: "page" },
  "GET /office/subscribers": { access: "staff", kind: "page" },
  "GET /office/subscribers/[id]": { access: "staff", kind: "page" },
  "POST /office/subscribers/[id]/language": { access: "staff", kind: "form", body: { locale: "nl" } },
  "POST /office/subscribers/[id]/remove": { access: "owner", kind: "form" },
  "POST /office/subscribers/add": {
    access: "staff",
    kind: "form",
    body: { email: "guard@example.com", locale: "en" },
  },
  "GET /office/subscribers/import": { access: "staff", kind: "page" },
  "POST /office/subscribers/import/csv": { access: "staff", kind: "form" },
  "GET /office/tokens": { access: "owner", kind: "page" },
  "POST /office/tokens/create": { access: "owner", kind: "form", body: { name: "Guard" } },
  "POST /office/tokens/revoke": { access: "owner", kind: "form", body: { id: "none" } },
  "POST /office/account/settings": { access: "staff", kind: "form", body: { name: "" } },
  "POST /office/account/sessions": {
    access: "staff",
    kind: "form",
    body: { session: "00000000-0000-4000-8000-000000000001" },
  },
  "GET /office/export": { access: "staff", kind: "file" },
  "POST /office/outbox/requeue": { access: "staff", kind: "form" },
  "POST /office/passkeys/options": { access: "staff", kind: "json" },
  "POST /office/passkeys/register": { access: "staff", kind: "json" },
  "POST /office/passkeys/remove": { access: "staff", kind: "form", body: { id: "none" } },
  "POST /office/privacy/erase": { access: "owner", kind: "form" },
  "GET /office/privacy/export": { access: "owner", kind: "file" },
  "GET /office/sign-in": { access: "anybody", kind: "page" },
  "GET /office/sign-in/link": { access: "anybody", kind: "page" },
  "POST /office/sign-in/passkey": { access: "anybody", kind: "json" },
  "POST /office/sign-in/passkey/options": { access: "anybody", kind: "json" },
  "POST /office/sign-in/request": { access: "anybody", kind: "form", body: { email: "not an address" } },
  "GET /office/sign-in/sent": { access: "anybody", kind: "page" },
  "POST /office/sign-in/session": { access: "anybody", kind: "form", body: { token: "none" } },
  "POST /office/sign-out": { access: "staff", kind: "form", endsSession: true },
  "POST /office/staff/add": { access: "owner", kind: "form" },
  "POST /office/staff/remove": { access: "owner", kind: "form" },
  "POST /office/staff/role": { access: "owner", kind: "form" },
  "GET /office/subscribers/export": { access: "staff", kind: "file" },
};

/** Every office page and route handler in the file system, as "METHOD /path" (route groups add no segment). */
function officeEndpoints(dir = OFFICE_DIR, segments: string[] = ["office"]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...officeEndpoints(at, /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]));
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      found.push(`GET /${segments.join("/")}`);
    } else if (/^route\.(ts|js)$/.test(entry.name)) {
      const methods = readFileSync(at, "utf8").matchAll(
        /export (?:const|(?:async )?function) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g,
      );
      for (const [, method] of methods) found.push(`${method} /${segments.join("/")}`);
    }
  }
  return found.sort();
}

/** What the guard did with a request: refused it for want of a session, refused the role, or let it through. */
type Verdict = "signed-out" | "forbidden" | "allowed";

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

let site: RunningServer;
let anonymous: APIRequestContext;
let member: APIRequestContext;
let owner: APIRequestContext;

/** A client of its own (its own cookies), signed in as `email` through a mailed link, or nobody. */
async function client(email?: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL: site.url,
    extraHTTPHeaders: { origin: site.url, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  if (!email) return context;
  const before = (await droppedMails(site.dataDir)).length;
  const asked = await context.post("/office/sign-in/request", { form: { email } });
  expect(asked.headers().location).toBe("/office/sign-in/sent");
  const mail = await eventually(async () => {
    const mails = await droppedMails(site.dataDir);
    return mails.length > before ? mails.findLast((one) => one.parsed.to?.[0]?.address === email) : undefined;
  });
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "")?.[1];
  const session = await context.post("/office/sign-in/session", { form: { token: token! } });
  expect(session.headers().location).toBe("/office");
  return context;
}

/** Asks `endpoint` as its table says a browser or script does. */
async function ask(context: APIRequestContext, endpoint: string, entry: Entry): Promise<APIResponse> {
  const [method, route] = endpoint.split(" ") as [string, string];
  const url = route.replace("[id]", SAMPLE_ID);
  const headers: Record<string, string> = entry.kind === "json" ? { accept: "application/json" } : {};
  if (method === "GET") return context.get(url, { headers });
  return entry.kind === "json"
    ? context.post(url, { headers, data: entry.body ?? {} })
    : context.post(url, { headers, form: entry.body ?? {} });
}

async function verdictOf(answer: APIResponse): Promise<Verdict> {
  const location = answer.headers().location ?? "";
  if ([303, 307].includes(answer.status()) && /^\/office\/sign-in(\?error=signed-out)?$/.test(location))
    return "signed-out";
  if (answer.status() === 401 && (await answer.text()).includes(officeRefusals["signed-out"]))
    return "signed-out";
  if (answer.status() === 403) return "forbidden";
  return "allowed";
}

/** The one shape each kind of request gets for each refusal. */
async function shapeOf(answer: APIResponse): Promise<string> {
  const type = (answer.headers()["content-type"] ?? "").split(";")[0];
  return `${answer.status()} ${answer.headers().location ?? type}`;
}

const SHAPES: Record<Kind, Record<Exclude<Verdict, "allowed">, string>> = {
  page: { "signed-out": "307 /office/sign-in", forbidden: "403 text/html" },
  form: { "signed-out": "303 /office/sign-in?error=signed-out", forbidden: "403 text/plain" },
  file: { "signed-out": "303 /office/sign-in?error=signed-out", forbidden: "403 text/plain" },
  json: { "signed-out": "401 application/json", forbidden: "403 application/json" },
};

const EXPECTED: Record<Access, [Verdict, Verdict, Verdict]> = {
  anybody: ["allowed", "allowed", "allowed"],
  staff: ["signed-out", "allowed", "allowed"],
  owner: ["signed-out", "forbidden", "allowed"],
};

test.beforeAll(async () => {
  site = await startServer();
  expect(runStaff({ DATA_DIR: site.dataDir }, "add", "owner@firm.example", "--role", "owner").code).toBe(0);
  expect(runStaff({ DATA_DIR: site.dataDir }, "add", "member@firm.example").code).toBe(0);
  [anonymous, member, owner] = await Promise.all([
    client(),
    client("member@firm.example"),
    client("owner@firm.example"),
  ]);
});

test.afterAll(async () => {
  await Promise.all([anonymous, member, owner].map((context) => context?.dispose()));
  await site?.stop();
  if (site) removeDataDir(site.dataDir);
});

test("every office page and route declares who may use it, and answers nobody, staff and owners accordingly", async () => {
  test.setTimeout(120_000);
  const endpoints = officeEndpoints();
  expect(
    endpoints.filter((endpoint) => !TABLE[endpoint]),
    "endpoints with no line in the table",
  ).toEqual([]);
  expect(
    Object.keys(TABLE).filter((endpoint) => !endpoints.includes(endpoint)),
    "lines for endpoints that are gone",
  ).toEqual([]);
  const problems: string[] = [];
  for (const endpoint of endpoints) {
    const entry = TABLE[endpoint]!;
    const askers = [anonymous, member, owner];
    const verdicts: Verdict[] = [];
    for (const [index, context] of askers.entries()) {
      // A request that ends its session is asked with a session of its own.
      const asking =
        entry.endsSession && index > 0
          ? await client(index === 1 ? "member@firm.example" : "owner@firm.example")
          : context;
      const answer = await ask(asking, endpoint, entry);
      const verdict = await verdictOf(answer);
      verdicts.push(verdict);
      if (answer.status() >= 500) problems.push(`${endpoint}: ${answer.status()} for asker ${index}`);
      if (verdict !== "allowed" && (await shapeOf(answer)) !== SHAPES[entry.kind][verdict])
        problems.push(`${endpoint}: refused as ${await shapeOf(answer)}, not ${SHAPES[entry.kind][verdict]}`);
      if (asking !== context) await asking.dispose();
    }
    const expected = EXPECTED[entry.access];
    if (verdicts.join() !== expected.join())
      problems.push(`${endpoint} (${entry.access}): ${verdicts.join(", ")}; expected ${expected.join(", ")}`);
  }
  expect(problems).toEqual([]);
});

test("every office post from another site is refused, even with an owner's session", async () => {
  const posts = officeEndpoints().filter((endpoint) => endpoint.startsWith("POST "));
  const problems: string[] = [];
  for (const endpoint of posts) {
    const route = endpoint.slice("POST ".length).replace("[id]", SAMPLE_ID);
    for (const headers of [
      { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "same-site" },
      { origin: "", "sec-fetch-site": "" },
    ]) {
      const answer = await owner.post(route, { headers, form: TABLE[endpoint]!.body ?? {} });
      if (answer.status() !== 403)
        problems.push(`${endpoint} with ${JSON.stringify(headers)}: ${answer.status()}`);
    }
  }
  expect(problems).toEqual([]);
});

test("bad input is answered as bad input, never as an outage: 400s and the page's own notices", async () => {
  const campaign = (await owner.post("/office/campaigns/new", { form: {} })).headers().location!;
  const cases: [string, Promise<APIResponse>, number, RegExp?][] = [
    // A session id that is not one: the account page says it did not understand.
    [
      "session=zzz",
      owner.post("/office/account/sessions", { form: { session: "zzz" } }),
      303,
      /^\/office\/account\?error=bad-change$/,
    ],
    // A NUL in the export's search: back to the inbox, which names the filter it did not take.
    ["export q=%00", owner.get("/office/export?q=%00"), 303, /^\/office\?q=%00$/],
    // A schedule time the calendar does not have: "choose a time in the future".
    [
      "send at 0000-01-01T00:00",
      owner.post(`${campaign}/send`, { form: { when: "later", at: "0000-01-01T00:00" } }),
      303,
      /\?error=past$/,
    ],
    // A field that is an object where text belongs.
    [
      "a note that is an object",
      owner.post(`/office/messages/${SAMPLE_ID}/update`, {
        headers: { accept: "application/json" },
        data: { action: "triage", note: { toString: "x" } },
      }),
      400,
    ],
    // Pages: a paging cursor and days that cannot be.
    ["cursor in year 0", owner.get(`/office?after=0000-01-01 00:00:00%2B00~${SAMPLE_ID}`), 200],
    ["cursor on 31 February", owner.get(`/office?after=2026-02-31 10:00:00%2B00~${SAMPLE_ID}`), 200],
    ["received from year 0", owner.get("/office?from=0000-01-01"), 200],
    ["a search with a NUL", owner.get("/office?q=%00"), 200],
  ];
  const answers: string[] = [];
  for (const [name, asked, status, location] of cases) {
    const answer = await asked;
    const where = answer.headers().location ?? "";
    answers.push(
      `${name}: ${answer.status() === status && (!location || location.test(where)) ? "as expected" : `${answer.status()} ${where}`}`,
    );
  }
  expect(answers).toEqual(cases.map(([name]) => `${name}: as expected`));
  const inbox = await (await owner.get("/office?from=0000-01-01&q=%00")).text();
  expect(
    inbox.includes("Not understood, so not applied: received from and search."),
    "the inbox's alert",
  ).toBe(true);
  expect(site.output()).not.toMatch(/database unavailable/);
});

/** A post sent with chunked transfer encoding, `size` bytes of form, on a connection of its own. */
function chunkedPost(route: string, cookie: string, field: string, size: number): Promise<string> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {}); // the server may close while we still send: the answer is what counts
    socket.on("close", () => (answer ? resolve(answer.split("\r\n")[0]!) : reject(new Error("no answer"))));
    socket.on("connect", () => {
      socket.write(
        [
          `POST ${route} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `Origin: ${site.url}`,
          "Content-Type: application/x-www-form-urlencoded",
          "Transfer-Encoding: chunked",
          `Cookie: ${cookie}`,
          "",
          "",
        ].join("\r\n"),
      );
      const body = Buffer.from(`${field}=${"a".repeat(size)}`);
      for (let at = 0; at < body.length; at += 8_000) {
        const part = body.subarray(at, at + 8_000);
        socket.write(`${part.length.toString(16)}\r\n`);
        socket.write(part);
        socket.write("\r\n");
      }
      socket.write("0\r\n\r\n");
    });
  });
}

test("body limits: a chunked post over the limit is a 413, and a draft as long as the page allows is saved", async () => {
  // Over the sign-in steps' 64 kB, sent in chunks (no Content-Length to refuse it by): 413, never a 500.
  expect(await chunkedPost("/office/sign-in/request", "", "email", 70_000)).toBe(
    "HTTP/1.1 413 Payload Too Large",
  );
  const cookie = (await owner.storageState()).cookies.map((one) => `${one.name}=${one.value}`).join("; ");
  // Over the office's own limit, chunked as well.
  expect(await chunkedPost("/office/outbox/requeue", cookie, "x", 700_000)).toBe(
    "HTTP/1.1 413 Payload Too Large",
  );
  // 40,000 "é" is under the 50,000 characters the editor states: 240 kB as a form posts it, and saved.
  const campaign = (await owner.post("/office/campaigns/new", { form: {} })).headers().location!;
  const saved = await owner.post(`${campaign}/save`, {
    form: { locale: "en", subject: "Lang", body: "é".repeat(40_000) },
  });
  expect(saved.headers().location).toMatch(/\?done=campaign-saved$/);
  expect(site.output()).not.toMatch(/destroySoon|Internal Server Error/);
});

test("the sign-in steps are throttled per network: a flood of passkey challenges stops at the limit", async () => {
  const flood = await client();
  const statuses: number[] = [];
  for (let n = 0; n < 80; n++)
    statuses.push((await flood.post("/office/sign-in/passkey/options", { data: {} })).status());
  await flood.dispose();
  // The earlier tests' sign-in steps count too; at most 60 in the window, then 429 with a time to wait.
  expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
  expect(statuses.at(-1)).toBe(429);
});

test("the data folder is the server's alone: files 0600, folders 0700, the mail included", async () => {
  expect((await droppedMails(site.dataDir)).length).toBeGreaterThan(0);
  const loose: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory() ? (stat.mode & 0o777) !== 0o700 : (stat.mode & 0o077) !== 0)
      loose.push(`${path.relative(site.dataDir, at)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(site.dataDir);
  expect(loose.slice(0, 10), `${loose.length} entries others may read`).toEqual([]);
});
