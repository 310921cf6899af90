import { describe, expect, it } from "vitest";
import { forms, type MessageFormId, type ValuesOf } from "@/lib/forms";
import { describeError } from "@/server/log";
import { headerSafe } from "@/server/mail/transport";
import { notificationMail } from "@/server/mail/templates/notification";

const SITE = "https://www.example.com";
const RECEIVED = new Date("2025-01-10T09:30:15.123Z");

function mail<Id extends MessageFormId>(form: Id, values: ValuesOf<Id>, submissionId = "sub-0001") {
  return notificationMail({
    form,
    values,
    submissionId,
    receivedAt: RECEIVED,
    siteUrl: SITE,
  });
}

const contactValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+31 20 794 5100",
  company: "Analytical Engines",
  service: "Strategic Advisory",
  message: "First line\nSecond line",
};

const getInTouchValues = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  company: "Navy",
  message: "Call me.",
};

const partnershipValues = {
  contactPerson: "Alan Turing",
  jobTitle: "Director",
  companyName: "Bletchley Ltd",
  industry: "Computing",
  email: "alan@example.com",
  phone: "+44 20 7946 0000",
  partnershipType: "technology",
  proposal: "A joint programme.",
};

describe("headerSafe", () => {
  it("shows an encoded word as the text it is, so a name cannot be decoded into a forged subject", () => {
    const forged = "=?utf-8?B?VVJHRU5UOiB3aXJlIHRoZSBmdW5kcw==?=";
    const safe = headerSafe(`New contact message from ${forged} Smith`);
    expect(safe).not.toMatch(/=\?/);
    expect(safe).not.toMatch(/\?=/);
    expect(safe).toContain("utf-8");
  });

  it("removes bidirectional controls and zero-width characters that could disguise a subject", () => {
    expect(headerSafe("Ada\u202eecivni\u202c Lovelace")).toBe("Adaecivni Lovelace");
    expect(headerSafe("A\u200bd\u200da\ufeff \u2066Love\u2069lace\u200f")).toBe("Ada Lovelace");
  });

  it("turns CR and LF into a space so nothing can start a new header", () => {
    expect(headerSafe("Hello\r\nBcc: victim@example.com")).toBe("Hello Bcc: victim@example.com");
    expect(headerSafe("a\rb\nc")).toBe("a b c");
  });

  it("removes other control characters and Unicode line and paragraph separators", () => {
    expect(headerSafe("a\u0000b\u0007c\u001bd\u007fe\u0085f\tg")).toBe("a b c d e f g");
    expect(headerSafe("one\u2028two\u2029three")).toBe("one two three");
  });

  it("collapses runs of whitespace and trims", () => {
    expect(headerSafe("  New   message \r\n\r\n from  Ada  ")).toBe("New message from Ada");
  });

  it("keeps ordinary text, including non-ASCII letters", () => {
    expect(headerSafe("Partnership aanvraag van Zoë - Café & Co <b>")).toBe(
      "Partnership aanvraag van Zoë - Café & Co <b>",
    );
  });

  it("leaves no control character or line separator in any input", () => {
    let all = "";
    for (let code = 0; code < 0x20; code += 1) all += `x${String.fromCharCode(code)}`;
    all += "\u007f\u0085\u2028\u2029y";
    expect(headerSafe(all)).not.toMatch(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/);
    expect(headerSafe(all)).toMatch(/^x( x)+ y$/);
  });
});

describe("describeError", () => {
  it("replaces email addresses in an error message", () => {
    const text = describeError(
      new Error("550 5.1.1 <ada.lovelace+forms@example.com>: Recipient address rejected"),
    );
    expect(text).not.toContain("ada.lovelace");
    expect(text).not.toContain("@example.com");
    expect(text).toContain("Recipient address rejected");
    expect(text).toContain("550 5.1.1");
  });

  it("replaces every address, however it is quoted", () => {
    const text = describeError("from a@b.example to 'c@d.example', (e@f.example); \"g@h.example\"");
    expect(text).not.toMatch(/[a-z]@[a-z]/);
    expect(text.match(/\[address\]/g)).toHaveLength(4);
  });

  it("keeps messages without addresses and removes line breaks", () => {
    expect(describeError(new Error("connect ECONNREFUSED 127.0.0.1:25"))).toBe(
      "connect ECONNREFUSED 127.0.0.1:25",
    );
    expect(describeError(new Error("line one\r\nline two"))).toBe("line one line two");
  });

  it("describes non-Error values and stays short", () => {
    expect(describeError(42)).toBe("42");
    expect(describeError(new Error("x".repeat(2_000)))).toHaveLength(500);
  });
});

describe("notificationMail subjects", () => {
  it("contact form", () => {
    expect(mail("contact", contactValues).subject).toBe("New contact message from Ada Lovelace");
  });

  it("get in touch form", () => {
    expect(mail("get-in-touch", getInTouchValues).subject).toBe("Get in Touch bericht van Grace Hopper");
  });

  it("partnership form", () => {
    expect(mail("partnership", partnershipValues).subject).toBe(
      "Partnership aanvraag van Alan Turing - Bletchley Ltd",
    );
  });
});

describe("notificationMail text", () => {
  const ID = "5e0c1a2b-1111-4222-8333-444455556666";
  it.each([
    { form: "contact", values: contactValues, text: mail("contact", contactValues, ID).text },
    { form: "get-in-touch", values: getInTouchValues, text: mail("get-in-touch", getInTouchValues, ID).text },
    { form: "partnership", values: partnershipValues, text: mail("partnership", partnershipValues, ID).text },
  ] as const)(
    "$form: lists every field label and value, the submission id and the time",
    ({ form, values, text }) => {
      const byName: Record<string, string> = values;
      for (const field of forms[form].fields) {
        expect(text).toContain(`${field.label}:`);
        // A chosen option is shown by its label (tested below); every other value as it was sent.
        if (field.kind !== "select") expect(text).toContain(byName[field.name]);
      }
      expect(text).toContain(ID);
      expect(text).toContain("2025-01-10 09:30:15 UTC");
      expect(text).toContain(SITE);
    },
  );

  it("shows field values on the line of their label, and messages below theirs", () => {
    const { text } = mail("contact", contactValues);
    const lines = text.split("\n");
    expect(lines).toContain("First name: Ada");
    expect(lines).toContain("Last name: Lovelace");
    expect(lines).toContain("Email: ada@example.com");
    expect(lines).toContain("Phone: +31 20 794 5100");
    expect(lines).toContain("Company: Analytical Engines");
    expect(lines).toContain("Service of interest: Strategic Advisory");
    expect(text).toContain("Message:\nFirst line\nSecond line\n");
  });

  it("shows the partnership type by its label", () => {
    const { text } = mail("partnership", partnershipValues);
    expect(text.split("\n")).toContain("Partnership type: Technology Partner");
  });

  it("marks an empty optional field as not given", () => {
    const { text } = mail("contact", { ...contactValues, phone: "" });
    expect(text.split("\n")).toContain("Phone: (not given)");
    const partnership = mail("partnership", { ...partnershipValues, partnershipType: "" });
    expect(partnership.text.split("\n")).toContain("Partnership type: (not given)");
  });
});

describe("notificationMail HTML", () => {
  const hostile = {
    ...getInTouchValues,
    firstName: '<script>alert("x")</script>',
    company: "Tom & Jerry's <b>Bakery</b>",
    message: '"><img src=x onerror=alert(1)>',
  };

  it("escapes <, >, &, double and single quotes in visitor values", () => {
    const { html } = mail("get-in-touch", hostile);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>Bakery");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Tom &amp; Jerry&#39;s &lt;b&gt;Bakery&lt;/b&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  });

  it("escapes the submission id too", () => {
    const { html } = mail("get-in-touch", getInTouchValues, "<id>");
    expect(html).toContain("&lt;id&gt;");
    expect(html).not.toContain("<id>");
  });

  it("shows every label and value and the time", () => {
    const { html } = mail("contact", contactValues);
    for (const field of forms.contact.fields) expect(html).toContain(`>${field.label}</th>`);
    expect(html).toContain(">Ada</td>");
    expect(html).toContain(">Strategic Advisory</td>");
    expect(html).toContain("2025-01-10 09:30:15 UTC");
    expect(html).toContain("sub-0001");
  });
});

describe("notificationMail reply-to", () => {
  it("is the visitor's email, named after them", () => {
    expect(mail("contact", contactValues).replyTo).toEqual({
      name: "Ada Lovelace",
      address: "ada@example.com",
    });
    expect(mail("get-in-touch", getInTouchValues).replyTo).toEqual({
      name: "Grace Hopper",
      address: "grace@example.com",
    });
    expect(mail("partnership", partnershipValues).replyTo).toEqual({
      name: "Alan Turing",
      address: "alan@example.com",
    });
  });
});
