import { describe, expect, it } from "vitest";
import { csvCell, FIELD_COLUMNS, submissionsCsv, type SubmissionRecord } from "@/server/admin/submissions";

const record = (overrides: Partial<SubmissionRecord> = {}): SubmissionRecord => ({
  id: "3f1c2d9e-0000-4000-8000-000000000001",
  createdAt: "2025-01-10T09:30:00.000Z",
  form: "contact",
  spam: false,
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
    const cell = csvCell(value);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1) : cell;
    expect(unquoted).toBe(`'${value}`);
  });

  it("escapes a formula and still quotes it correctly", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell("=1+2,3")).toBe('"\'=1+2,3"');
    expect(csvCell("\r=cmd")).toBe('"\'\r=cmd"');
    expect(csvCell("@SUM(1)")).toBe("'@SUM(1)");
    expect(csvCell("-2+3")).toBe("'-2+3");
  });

  it("does not escape formula characters later in the cell", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("mail a@b.example")).toBe("mail a@b.example");
    expect(csvCell(" =1")).toBe(" =1");
  });
});

describe("submissionsCsv", () => {
  it("starts with a header row of the record columns and every message-form field once", () => {
    const [header] = submissionsCsv([]).split("\r\n");
    const columns = header!.split(",");
    expect(columns.slice(0, 8)).toEqual([
      "id",
      "created_at",
      "form",
      "spam",
      "delivery",
      "attempts",
      "last_error",
      "sent_at",
    ]);
    expect(columns.slice(8)).toEqual(FIELD_COLUMNS);
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
      expect(columns.filter((column) => column === name)).toHaveLength(1);
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
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(4);
    const header = lines[0]!.split(",");
    const row = Object.fromEntries(lines[1]!.split(",").map((cell, index) => [header[index], cell]));
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
    expect(lines[2]!.split(",").slice(0, 4)).toEqual([
      "second",
      "2025-01-10T09:30:00.000Z",
      "get-in-touch",
      "yes",
    ]);
    expect(lines[1]!.split(",")).toHaveLength(header.length);
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
    const row = csv.split("\r\n")[1]!;
    expect(row).toContain(',"connect ECONNREFUSED, retrying",');
    expect(row).toContain(",'=cmd|' /C calc'!A0,'+1,");
    expect(row).toContain(',"Hi,\n""quoted""\nbye",');
    expect(row).toContain(",'@x,");
    expect(row).not.toMatch(/,=/);
  });
});
