import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { forms } from "@/lib/forms";
import { escapeHtml } from "@/lib/markup";
import { compileTemplate, fillTemplate, payloadText } from "@/server/forms/retry";

/** Values that need each place's own writing: markup, quotes, a leading $, line breaks and separators. */
const awkward = [
  "plain",
  `$Ada <b>"&'`,
  "$$ twice",
  "</script><script>alert(1)</script>",
  "line one\nline two\r\n\ttab",
  "\u2028\u2029 separators",
  "🚀 and é",
  "\\u0041 backslash",
  "",
];

describe("the retry page's template", () => {
  it.each(awkward)(
    "writes %j into HTML as React does (an apostrophe as another reference to the same character)",
    (value) => {
      const react = (markup: string) => markup.replaceAll("&#x27;", "&#39;");
      expect(`<input value="${escapeHtml(value)}"/>`).toBe(
        react(renderToStaticMarkup(<input defaultValue={value} />)),
      );
      expect(`<p>${escapeHtml(value)}</p>`).toBe(react(renderToStaticMarkup(<p>{value}</p>)));
    },
  );

  it.each(awkward)("writes %j into the payload script so that it reads back as itself", (value) => {
    const written = payloadText(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    // The script's string, then the payload row's JSON string; React reads a leading $$ as one $.
    const row = JSON.parse(`"${written}"`) as string;
    const read = JSON.parse(`"${row}"`) as string;
    expect(read.startsWith("$") ? read.slice(1) : read).toBe(value);
  });

  it("cuts a page at its markers, nonce and options, and fills it with other values", () => {
    const form = forms.contact;
    const marker = (name: string) => `\uE000${form.fields.findIndex((field) => field.name === name)}\uE001`;
    const nonce = "abc+/=";
    const page =
      `<script nonce="${nonce}">x("${marker("firstName")}")</script>` +
      `<input name="firstName" value="${marker("firstName")}"/>` +
      `<select id="s" name="service"><option value="">Pick</option><option value="A &amp; B">A &amp; B</option></select>` +
      `<textarea name="message">${marker("message")}</textarea>`;
    const template = compileTemplate(form, page, nonce, `script-src 'nonce-{nonce}'`);
    const filled = fillTemplate(
      template,
      { firstName: "<Ada>", service: "A & B", message: "x" },
      "NEW",
    ).toString();
    expect(filled).toBe(
      `<script nonce="NEW">x("\\u003cAda\\u003e")</script>` +
        `<input name="firstName" value="&lt;Ada&gt;"/>` +
        `<select id="s" name="service"><option value="">Pick</option><option selected="" value="A &amp; B">A &amp; B</option></select>` +
        `<textarea name="message">x</textarea>`,
    );
  });
});
