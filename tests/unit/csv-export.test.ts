import { describe, expect, it } from "vitest";
import {
  csvCell,
  FIELD_COLUMNS,
  leadsFileName,
  leadsSheet,
  sheetCell,
  submissionsCsv,
  type LeadRecord,
  type SubmissionRecord,
} from "@/server/admin/submissions";
import { csvFile } from "@/server/http";

const record = (overrides: Partial<SubmissionRecord> = {}): SubmissionRecord => ({
  id: "3f1c2d9e-0000-4000-8000-000000000001",
  createdAt: "2025-01-10T09:30:00.000Z",
  form: "contact",
  spam: false,
  status: "new",
  owner: null,
  delivery: { status: "sent", attempts: 1, lastError: null, sentAt: "2025-01-10T09:30:05.000Z" },
  fields: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "",
    company: "Engines",
    service: "Strategic Advisory",
    message: "Hello",
  },
  ...overrides,
});

/**
 * CSV text as a spreadsheet reads it, splitting cells on `separator` (the list separator of its locale) and rows
 * on CR, LF or CRLF. A quote opens a quoted part only at the start of a cell, where `""` inside is one quote; anywhere
 * else a quote is text, and so is what follows a closing quote (as Excel, LibreOffice and Python's csv read).
 */
function readCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let started = false;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && !started) {
      quoted = true;
      started = true;
    } else if (char === separator || char === "\r" || char === "\n") {
      row.push(cell);
      cell = "";
      started = false;
      if (char !== separator) {
        if (char === "\r" && text[index + 1] === "\n") index++;
        rows.push(row);
        row = [];
      }
    } else {
      cell += char;
      started = true;
    }
  }
  if (started || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A cell a spreadsheet would run as a formula: = + - @ first, once leading tabs and line breaks are skipped. */
const runsAsFormula = (cell: string) => /^[\t\r\n]*[=+\-@]/.test(cell);

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("")).toBe("");
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
  });

  it("quotes cells with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it.each(["=", "+", "-", "@", "\t", "\r"])("puts an apostrophe before a cell starting with %j", (first) => {
    const value = `${first}SUM(A1:A9)`;
    const [[cell]] = readCsv(csvCell(value), ",") as [[string]];
    expect(cell).toBe(`'${value}`);
  });

  it("escapes a formula and still quotes it correctly", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell("=1+2,3")).toBe('"\'=1+2,3"');
    expect(csvCell("\r=cmd")).toBe("\"'\r'=cmd\"");
    expect(csvCell("@SUM(1)")).toBe("'@SUM(1)");
    expect(csvCell("-2+3")).toBe("'-2+3");
  });

  it("puts an apostrophe before a formula that starts a cell for a reader splitting on , ; tab | or a line break", () => {
    expect(csvCell("ok;=1+1")).toBe("ok;'=1+1");
    expect(csvCell("a\t=1")).toBe("a\t'=1");
    expect(csvCell("x|=cmd")).toBe("x|'=cmd");
    expect(csvCell("a,-1")).toBe('"a,\'-1"');
    expect(csvCell('"q";=1')).toBe('"""q"";\'=1"');
    expect(csvCell('say "=1"')).toBe('"say ""\'=1"""');
    expect(csvCell("Hi\n+1 555")).toBe('"Hi\n\'+1 555"');
    expect(csvCell("a;\t=1")).toBe("a;'\t'=1");
  });

  it("shows each invisible or direction-changing character as its code point, which a spreadsheet cannot hide", () => {
    expect(csvCell("Eve\u202etxt.exe")).toBe("Eve<U+202E>txt.exe");
    expect(csvCell("A\u200bd\u200ca\u200d \u2066Love\u2069lace\u200e\u200f\u061c\ufeff")).toBe(
      "A<U+200B>d<U+200C>a<U+200D> <U+2066>Love<U+2069>lace<U+200E><U+200F><U+061C><U+FEFF>",
    );
    expect(csvCell("\u202a\u202b\u202c\u202d\u2060\u2061\u2062\u2063\u2064\u2067\u2068")).toBe(
      "<U+202A><U+202B><U+202C><U+202D><U+2060><U+2061><U+2062><U+2063><U+2064><U+2067><U+2068>",
    );
    // Tag characters hide a whole text (here "hi") in what looks like nothing.
    expect(csvCell("ok\u{e0068}\u{e0069}")).toBe("ok<U+E0068><U+E0069>");
  });

  it("shows invisible characters and still defuses formulas and quotes", () => {
    expect(csvCell("\u202e=cmd")).toBe("<U+202E>=cmd");
    expect(csvCell("=1\u200b")).toBe("'=1<U+200B>");
    expect(csvCell("\u2066;=1")).toBe("<U+2066>;'=1");
    expect(csvCell('\u202e"a",=1')).toBe('"<U+202E>""a"",\'=1"');
  });

  it("quotes a cell with a semicolon only in the office's semicolon sheet; the comma file stays as it was", () => {
    expect(sheetCell("Coöperatie; afdeling Noord")).toBe('"Coöperatie; afdeling Noord"');
    expect(sheetCell("ok;=1+1")).toBe('"ok;\'=1+1"');
    expect(sheetCell("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(sheetCell("=1+1")).toBe("'=1+1");
    expect(sheetCell("Ærø")).toBe("Ærø");
    expect(csvCell("Coöperatie; afdeling Noord")).toBe("Coöperatie; afdeling Noord");
  });

  it("does not escape formula characters that cannot start a cell", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("mail a@b.example")).toBe("mail a@b.example");
    expect(csvCell(" =1")).toBe(" =1");
    expect(csvCell("a; =1")).toBe("a; =1");
  });
});

describe("submissionsCsv", () => {
  it("starts with a header row of the record columns and every message-form field once", () => {
    const [header] = readCsv(submissionsCsv([]), ",") as [string[]];
    expect(header.slice(0, 8)).toEqual([
      "id",
      "created_at",
      "form",
      "spam",
      "delivery",
      "attempts",
      "last_error",
      "sent_at",
    ]);
    expect(header.slice(8, -2)).toEqual(FIELD_COLUMNS);
    expect(header.slice(-2)).toEqual(["status", "owner"]);
    for (const name of [
      "firstName",
      "lastName",
      "email",
      "phone",
      "company",
      "service",
      "message",
      "contactPerson",
      "jobTitle",
      "companyName",
      "industry",
      "partnershipType",
      "proposal",
    ]) {
      expect(header.filter((column) => column === name)).toHaveLength(1);
    }
  });

  it("is only the header, with a CRLF line end, when there are no records", () => {
    const csv = submissionsCsv([]);
    expect(csv.startsWith("id,created_at,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(2);
    expect(csv.split("\r\n")[1]).toBe("");
  });

  it("writes one row per record, in the header's column order, ending every line with CRLF", () => {
    const csv = submissionsCsv([record(), record({ id: "second", spam: true, form: "get-in-touch" })]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(csv.split("\r\n")).toHaveLength(4);
    const [header, first, second] = readCsv(csv, ",") as [string[], string[], string[]];
    const row = Object.fromEntries(first.map((cell, index) => [header[index], cell]));
    expect(row).toMatchObject({
      id: "3f1c2d9e-0000-4000-8000-000000000001",
      created_at: "2025-01-10T09:30:00.000Z",
      form: "contact",
      spam: "no",
      delivery: "sent",
      attempts: "1",
      last_error: "",
      sent_at: "2025-01-10T09:30:05.000Z",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      service: "Strategic Advisory",
      message: "Hello",
      contactPerson: "",
      proposal: "",
    });
    expect(second.slice(0, 4)).toEqual(["second", "2025-01-10T09:30:00.000Z", "get-in-touch", "yes"]);
    expect(first).toHaveLength(header.length);
  });

  it("escapes visitor values: quotes multi-line messages and defuses formulas", () => {
    const csv = submissionsCsv([
      record({
        delivery: {
          status: "pending",
          attempts: 3,
          lastError: "connect ECONNREFUSED, retrying",
          sentAt: null,
        },
        fields: {
          firstName: "=cmd|' /C calc'!A0",
          lastName: "+1",
          message: 'Hi,\n"quoted"\nbye',
          company: "@x",
        },
      }),
    ]);
    const [header, row] = readCsv(csv, ",") as [string[], string[]];
    expect(Object.fromEntries(row.map((cell, index) => [header[index], cell]))).toMatchObject({
      last_error: "connect ECONNREFUSED, retrying",
      firstName: "'=cmd|' /C calc'!A0",
      lastName: "'+1",
      message: 'Hi,\n"quoted"\nbye',
      company: "'@x",
    });
  });

  const hostile = [
    "ok;=1+1",
    "a\t=1",
    "x|=cmd",
    '"q";=1',
    'Dear firm,\n=HYPERLINK("http://evil.example")\r\n-2+3\r@SUM(1)|+1',
    "=1,+2;-3\t@4|=5",
    '"=1"',
    'end;"',
    "x;",
    "\t\r=1",
  ];

  it.each([",", ";", "\t", "|"])(
    "leaves no cell that runs as a formula for a reader splitting on %j",
    (separator) => {
      const csv = submissionsCsv(
        hostile.map((value, index) =>
          record({
            id: `id-${index}`,
            delivery: { status: "dead", attempts: 5, lastError: value, sentAt: null },
            fields: Object.fromEntries(FIELD_COLUMNS.map((name) => [name, value])),
          }),
        ),
      );
      const cells = readCsv(csv, separator).flat();
      expect(cells.filter(runsAsFormula)).toEqual([]);
    },
  );

  it("leaves no invisible or direction-changing character raw in any cell", () => {
    const hidden = "Eve\u202etxt.exe \u2067\u200b\u{e0041}";
    const csv = submissionsCsv([
      record({
        owner: hidden,
        delivery: { status: "dead", attempts: 5, lastError: hidden, sentAt: null },
        fields: Object.fromEntries(FIELD_COLUMNS.map((name) => [name, hidden])),
      }),
    ]);
    expect(csv).not.toMatch(/[\u202e\u2067\u200b\u{e0041}]/u);
    const [header, row] = readCsv(csv, ",") as [string[], string[]];
    expect(row.filter((cell) => cell === "Eve<U+202E>txt.exe <U+2067><U+200B><U+E0041>")).toHaveLength(
      FIELD_COLUMNS.length + 2,
    );
    expect(row).toHaveLength(header.length);
  });

  it("still reads back, with the comma, as the values with their apostrophes", () => {
    const rows = readCsv(
      submissionsCsv(hostile.map((value) => record({ fields: { message: value } }))),
      ",",
    ).slice(1);
    const column = readCsv(submissionsCsv([]), ",")[0]!.indexOf("message");
    expect(rows.map((row) => row[column]!.replace(/'(?=[=+\-@\t\r])/g, ""))).toEqual(hostile);
  });
});

const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  id: "3f1c2d9e-0000-4000-8000-000000000002",
  receivedAt: new Date("2026-01-10T09:30:00Z"),
  form: "contact",
  spam: false,
  status: "in-progress",
  owner: "Maria de Vries",
  locale: "nl",
  page: "/nl/contact",
  // The start of 12 January in Amsterdam, as the office stores a follow-up day.
  dueAt: new Date("2026-01-11T23:00:00Z"),
  firstReplyAt: new Date("2026-01-10T10:05:00Z"),
  fields: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "020 123 4567",
    company: "Engines",
    service: "Strategic Advisory",
    message: "Hello",
  },
  origin: "linkedin",
  source: {
    landing: "/nl/inzichten/artikelen/groei",
    referrer: "linkedin.com",
    source: "linkedin",
    medium: "social",
    campaign: "herfst",
    pages: ["/nl/inzichten/artikelen/groei", "/nl/diensten", "/nl/contact"],
  },
  notes: [],
  ...overrides,
});

const LEAD_HEADER = [
  "Received",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Form",
  "About",
  "Message",
  "Language",
  "Source page",
  "Came from",
  "Campaign",
  "Landing page",
  "Pages read before writing",
  "Status",
  "Owner",
  "Follow up on",
  "First reply",
  "Notes",
  "Reference",
];

/** The sheet as Dutch Excel reads it: the byte order mark says UTF-8 (and is no text), cells split on `;`. */
function sheetRows(csv: string): Record<string, string>[] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = readCsv(csv.slice(1), ";") as [string[], ...string[][]];
  expect(header).toEqual(LEAD_HEADER);
  return rows.map((row) => {
    expect(row).toHaveLength(header.length);
    return Object.fromEntries(row.map((cell, index) => [header[index], cell]));
  });
}

describe("leadsSheet", () => {
  it("starts with a byte order mark, then plain English headers split by semicolons, every line ending CRLF", () => {
    const csv = leadsSheet([lead(), lead({ id: "second" })]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.split("\r\n")[0]).toBe(`\uFEFF${LEAD_HEADER.join(";")}`);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(csv.split("\r\n")).toHaveLength(4);
    // A comma reader would see one column: the separator is the semicolon.
    expect(readCsv(csv, ",")[0]).toHaveLength(1);
    expect(leadsSheet([])).toBe(`\uFEFF${LEAD_HEADER.join(";")}\r\n`);
  });

  it("writes a contact message as a partner reads it: one column each, names for codes, office time", () => {
    expect(sheetRows(leadsSheet([lead()]))).toEqual([
      {
        Received: "2026-01-10 10:30",
        Name: "Ada Lovelace",
        Company: "Engines",
        Email: "ada@example.com",
        Phone: "020 123 4567",
        Form: "Contact",
        About: "Strategic Advisory",
        Message: "Hello",
        Language: "Dutch",
        "Source page": "/nl/contact",
        "Came from": "linkedin",
        Campaign: "herfst",
        "Landing page": "/nl/inzichten/artikelen/groei",
        "Pages read before writing": "/nl/inzichten/artikelen/groei › /nl/diensten › /nl/contact",
        Status: "In progress",
        Owner: "Maria de Vries",
        "Follow up on": "2026-01-12",
        "First reply": "2026-01-10 11:05",
        Notes: "",
        Reference: "3f1c2d9e-0000-4000-8000-000000000002",
      },
    ]);
  });

  it("puts the partnership form's person, company, kind and proposal in the same columns; spam says Spam", () => {
    const [row] = sheetRows(
      leadsSheet([
        lead({
          form: "partnership",
          spam: true,
          status: "new",
          owner: null,
          locale: "en",
          page: null,
          dueAt: null,
          firstReplyAt: null,
          fields: {
            contactPerson: "Carla Smit",
            jobTitle: "CEO",
            companyName: "Smit Tech",
            industry: "Software",
            email: "carla@smit.example",
            partnershipType: "technology",
            proposal: "Joint webinars",
          },
        }),
      ]),
    );
    expect(row).toMatchObject({
      Name: "Carla Smit",
      Company: "Smit Tech",
      Form: "Partnership",
      About: "Technology Partner",
      Message: "Joint webinars",
      Language: "English",
      "Source page": "",
      Status: "Spam",
      Owner: "",
      "Follow up on": "",
      "First reply": "",
    });
  });

  it("keeps Dutch and Danish letters intact, and a semicolon inside a value, for a semicolon reader", async () => {
    const sheet = leadsSheet([
      lead({
        fields: {
          firstName: "Søren",
          lastName: "Ærø",
          company: "Coöperatie De Eendracht U.A.; afdeling Noord",
          message: "Graag een afspraak, liefst op dinsdag; of woensdag.",
        },
      }),
    ]);
    // As Excel reads the file: bytes, taken as UTF-8 because the byte order mark says so.
    const bytes = new Uint8Array(await csvFile("leads-all-2026-01-10.csv", sheet).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [row] = sheetRows(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes));
    expect(row).toMatchObject({
      Name: "Søren Ærø",
      Company: "Coöperatie De Eendracht U.A.; afdeling Noord",
      Message: "Graag een afspraak, liefst op dinsdag; of woensdag.",
    });
  });

  it("writes times on Amsterdam's clock, before and after the change to summer time", () => {
    const [before, after, newYear] = sheetRows(
      leadsSheet([
        lead({
          receivedAt: new Date("2026-03-29T00:30:00Z"),
          firstReplyAt: new Date("2026-03-29T00:59:00Z"),
          dueAt: new Date("2026-03-28T23:00:00Z"),
        }),
        lead({
          receivedAt: new Date("2026-03-29T02:30:00Z"),
          firstReplyAt: new Date("2026-03-29T01:00:00Z"),
          dueAt: new Date("2026-03-29T22:00:00Z"),
        }),
        lead({ receivedAt: new Date("2026-12-31T23:30:00Z"), firstReplyAt: null, dueAt: null }),
      ]),
    );
    expect(before).toMatchObject({
      Received: "2026-03-29 01:30",
      "First reply": "2026-03-29 01:59",
      "Follow up on": "2026-03-29",
    });
    expect(after).toMatchObject({
      Received: "2026-03-29 04:30",
      "First reply": "2026-03-29 03:00",
      "Follow up on": "2026-03-30",
    });
    expect(newYear!.Received).toBe("2027-01-01 00:30");
  });

  it("writes every note in one cell, one line each with its time and author, in the order given", () => {
    const [row, none] = sheetRows(
      leadsSheet([
        lead({
          notes: [
            {
              at: new Date("2026-03-02T09:00:00Z"),
              author: "Maria de Vries",
              body: "Called; wants a proposal.",
            },
            { at: new Date("2026-04-03T15:45:00Z"), author: "jan@firm.example", body: "Sent it.\n=Waiting." },
          ],
        }),
        lead({ id: "second" }),
      ]),
    );
    expect(row!.Notes).toBe(
      "2026-03-02 10:00 Maria de Vries: Called; wants a proposal.\n2026-04-03 17:45 jan@firm.example: Sent it.\n'=Waiting.",
    );
    expect(none).toMatchObject({ Notes: "", Reference: "second" });
  });

  it("neutralises a formula a visitor typed", () => {
    const [row] = sheetRows(
      leadsSheet([
        lead({ fields: { firstName: '=HYPERLINK("http://evil.example","click")', company: "@SUM(1)" } }),
      ]),
    );
    expect(row!.Name).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(row!.Company).toBe("'@SUM(1)");
  });

  it.each([";", ",", "\t", "|"])(
    "leaves no cell that runs as a formula for a reader splitting on %j",
    (separator) => {
      const value = 'Dear firm,\n=HYPERLINK("http://evil.example")\r\n-2+3\r@SUM(1)|+1;=5';
      const csv = leadsSheet([
        lead({
          owner: value,
          page: value,
          fields: Object.fromEntries(FIELD_COLUMNS.map((name) => [name, value])),
          notes: [{ at: new Date("2026-03-02T09:00:00Z"), author: value, body: value }],
        }),
      ]);
      expect(readCsv(csv.slice(1), separator).flat().filter(runsAsFormula)).toEqual([]);
    },
  );
});

describe("leadsFileName", () => {
  // 22:30 UTC on 29 March is half past midnight on the 30th in Amsterdam: the file takes the office's day.
  const now = new Date("2026-03-29T22:30:00Z");

  it("names the filter and the office's day, or all for everything", () => {
    expect(leadsFileName({}, now)).toBe("leads-all-2026-03-30.csv");
    expect(leadsFileName({ view: "mine", form: "contact" }, now)).toBe("leads-mine-contact-2026-03-30.csv");
    expect(leadsFileName({ status: "spam" }, now)).toBe("leads-spam-2026-03-30.csv");
    expect(leadsFileName({ status: "in-progress", owner: "none" }, now)).toBe(
      "leads-in-progress-owner-none-2026-03-30.csv",
    );
    expect(leadsFileName({ owner: "3f1c2d9e-0000-4000-8000-000000000001" }, now)).toBe(
      "leads-owner-2026-03-30.csv",
    );
    expect(
      leadsFileName({ service: "Marketing & Sales Training", from: "2026-03-01", to: "2026-03-31" }, now),
    ).toBe("leads-marketing-sales-training-from-2026-03-01-to-2026-03-31-2026-03-30.csv");
  });

  it("says that a search was made, never its words", () => {
    const name = leadsFileName({ view: "overdue", q: "Anna de Vries" }, now);
    expect(name).toBe("leads-overdue-search-2026-03-30.csv");
    expect(name).not.toMatch(/anna|vries/);
  });
});

describe("csvFile", () => {
  it("offers the file under the name given, as UTF-8 CSV, never cached, and refuses a name to quote", () => {
    const response = csvFile("leads-all-2026-03-30.csv", leadsSheet([]));
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="leads-all-2026-03-30.csv"',
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(() => csvFile('leads".csv', "")).toThrow();
  });
});
