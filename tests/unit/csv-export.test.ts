import { describe, expect, it } from "vitest";
import { csvCell, FIELD_COLUMNS, submissionsCsv, type SubmissionRecord } from "@/server/admin/submissions";

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
