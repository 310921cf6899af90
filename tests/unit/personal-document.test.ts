import { describe, expect, it } from "vitest";
import { officeTime } from "@/content/office";
import { htmlDownload } from "@/server/http";
import type { PersonalCopy } from "@/server/privacy/personal-copy";
import { personalDocument } from "@/server/privacy/personal-document";

const HOSTILE = `<script>alert(1)</script> "quotes" & 'apostrophes' from Coöperatie Zuiderzeeën`;
const SENT = new Date("2026-03-02T08:15:00Z");

/** A person who wrote once, with a hostile company name, and has no newsletter sign-up or drafts. */
const copy = (overrides: Partial<PersonalCopy> = {}): PersonalCopy => ({
  generatedAt: new Date("2026-03-05T12:00:00Z"),
  email: "anna@example.com",
  messages: [
    {
      reference: "3f1c2d9e-0000-4000-8000-000000000001",
      sentAt: SENT,
      form: "Get in touch",
      language: "Dutch",
      page: "/nl/contact",
      fields: {
        firstName: "Anna",
        lastName: "de Vries",
        email: "anna@example.com",
        company: HOSTILE,
        phone: "",
      },
      status: "New",
      firstReplyAt: null,
      source: {
        landing: "/nl/inzichten",
        referrer: "linkedin.com",
        source: "linkedin",
        medium: null,
        campaign: HOSTILE,
        pages: ["/nl/inzichten", "/nl/contact"],
      },
      browser: null,
    },
  ],
  notes: [
    {
      message: "3f1c2d9e-0000-4000-8000-000000000001",
      writtenAt: SENT,
      by: "owner@firm.example",
      text: "Called back <b>on Tuesday</b>.",
    },
  ],
  newsletter: [],
  drafts: [],
  mail: [
    {
      message: "3f1c2d9e-0000-4000-8000-000000000001",
      createdAt: SENT,
      sentAt: null,
      kind: "Message to the firm",
      status: "Waiting to send",
      from: null,
      to: "hello@firm.example",
      replyTo: "anna@example.com",
      subject: `New message from ${HOSTILE}`,
      text: `Company: ${HOSTILE}`,
    },
  ],
  ...overrides,
});

describe("the personal data document", () => {
  const html = personalDocument(copy());

  it("is one self-contained HTML document that says what it is, for whom and when", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Personal data held about anna@example.com</title>");
    expect(html).toContain(officeTime(new Date("2026-03-05T12:00:00Z")));
    expect(html).toContain("JSON file");
    // Nothing to run and nothing to load: no script, no external address in any attribute.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\b(?:src|href)=/i);
    expect(html).not.toMatch(/<link\b/i);
  });

  it("escapes every value the visitor sent and keeps their characters", () => {
    const escaped =
      "&lt;script&gt;alert(1)&lt;/script&gt; &quot;quotes&quot; &amp; &#39;apostrophes&#39; from Coöperatie Zuiderzeeën";
    // The company field, the campaign tag, the mail's subject and its text.
    expect(html.split(escaped).length - 1).toBe(4);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain('"quotes"');
    expect(html).toContain("Called back &lt;b&gt;on Tuesday&lt;/b&gt;.");
    expect(html).not.toContain("<b>");
  });

  it("names the fields by their labels, leaves blank ones out, and writes times as the office does", () => {
    expect(html).toContain("<dt>Company</dt>");
    expect(html).toContain("<dt>Last name</dt><dd>de Vries</dd>");
    expect(html).not.toContain("<dt>Phone</dt>");
    expect(html).toContain(`Get in touch, sent ${officeTime(SENT)}`);
  });

  it("has a heading for every kind of record and says None for a kind with none", () => {
    const headings = [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      "Messages sent through the website&#39;s forms",
      "Notes the firm wrote about these messages",
      "Newsletter",
      "Form drafts kept for the review page",
      "Mail to, from or about this address",
    ]);
    // Newsletter and drafts are empty here; messages, notes and mail are not.
    const sections = html.split("<section>").slice(1);
    expect(sections.map((section) => section.includes("<p>None.</p>"))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    const empty = personalDocument(copy({ messages: [], notes: [], mail: [] }));
    expect(empty.match(/<p>None\.<\/p>/g)).toHaveLength(5);
  });

  it("downloads as an HTML file of its own", async () => {
    const response = htmlDownload("personal-data", html);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.html"$/,
    );
    expect(await response.text()).toBe(html);
  });
});
