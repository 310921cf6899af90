import { describe, expect, it } from "vitest";
import {
  contactForm,
  forms,
  getInTouchForm,
  HONEYPOT_FIELD,
  initialValues,
  isFormId,
  newsletterForm,
  partnershipForm,
  partnershipTypes,
  serviceOptions,
  type FieldDef,
  type FormDef,
} from "@/lib/forms";
import { normalizeLine, validateForm, type Validation } from "@/lib/forms/validate";

const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+31 20 794 5100",
  company: "Analytical Engines",
  service: "Strategic Advisory",
  message: "We would like to talk about a new venture.",
};

const validGetInTouch = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  company: "Navy",
  message: "Please call me back.",
};

const validPartnership = {
  contactPerson: "Alan Turing",
  jobTitle: "Director",
  companyName: "Bletchley Ltd",
  industry: "Computing",
  email: "alan@example.com",
  phone: "+44 20 7946 0000",
  partnershipType: "technology",
  proposal: "A joint programme.\nTwo lines.",
};

const validNewsletter = { email: "reader@example.com" };

/** The valid values of each form, and the names of its required fields. */
const cases: { form: FormDef; valid: Record<string, string>; required: string[] }[] = [
  {
    form: contactForm,
    valid: validContact,
    required: ["firstName", "lastName", "email", "company", "message"],
  },
  {
    form: getInTouchForm,
    valid: validGetInTouch,
    required: ["firstName", "lastName", "email", "company", "message"],
  },
  {
    form: partnershipForm,
    valid: validPartnership,
    required: ["contactPerson", "jobTitle", "companyName", "industry", "email", "phone", "proposal"],
  },
  { form: newsletterForm, valid: validNewsletter, required: ["email"] },
];

function values(result: Validation): Record<string, string> {
  if (!result.ok) throw new Error(`expected a valid post, got errors ${JSON.stringify(result.errors)}`);
  return result.values;
}

function errors(result: Validation): Record<string, string> {
  if (result.ok) throw new Error("expected validation errors, got a valid post");
  return result.errors;
}

/** A well-formed address of exactly `length` characters, made long by its domain (mailbox names stop at 64). */
function emailOfLength(length: number): string {
  const middle = `${"d".repeat(49)}.`.repeat(10).slice(0, length - "ada@".length - ".example.com".length);
  return `ada@${middle.replace(/\.$/, "d")}.example.com`;
}

/** `values` without the field `name`, as a post that does not send it. */
function without(values: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));
}

function field(form: FormDef, name: string): FieldDef {
  const found = form.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${form.id} has no field ${name}`);
  return found;
}

describe.each(cases)("$form.id form validation", ({ form, valid, required }) => {
  it("accepts valid values and returns them", () => {
    const result = validateForm(form, valid);
    expect(values(result)).toMatchObject(valid);
    expect(result).toMatchObject({ spam: false });
  });

  it("names every required field when the post is empty", () => {
    const found = errors(validateForm(form, {}));
    expect(Object.keys(found).sort()).toEqual([...required].sort());
    for (const name of required) expect(found[name]).toContain(field(form, name).label);
    for (const name of required) expect(found[name]).toMatch(/is required/);
  });

  it.each(required)("requires %s and counts whitespace only as empty", (name) => {
    for (const blank of ["", "   ", "\t\n ", "\r\n"]) {
      const found = errors(validateForm(form, { ...valid, [name]: blank }));
      expect(Object.keys(found)).toEqual([name]);
      expect(found[name]).toBe(`${field(form, name).label} is required.`);
    }
  });

  it("rejects a malformed email address", () => {
    for (const bad of [
      "ada",
      "ada@",
      "@example.com",
      "ada@example",
      "ada example@example.com",
      "a@b@c.com",
    ]) {
      const found = errors(validateForm(form, { ...valid, email: bad }));
      expect(Object.keys(found)).toEqual(["email"]);
      expect(found.email).toMatch(/valid email address/);
    }
  });

  it("trims spaces around the email address", () => {
    expect(values(validateForm(form, { ...valid, email: "  reader@example.com  " })).email).toBe(
      "reader@example.com",
    );
  });

  it("rejects numbers, objects, arrays and booleans with a field error instead of throwing", () => {
    for (const bad of [42, { value: "x" }, ["a", "b"], true]) {
      for (const name of Object.keys(valid)) {
        const found = errors(validateForm(form, { ...valid, [name]: bad }));
        expect(Object.keys(found)).toEqual([name]);
        expect(found[name]).toBe(`${field(form, name).label} must be text.`);
      }
    }
  });

  it("ignores unknown fields", () => {
    const result = values(validateForm(form, { ...valid, role: "admin", extra: 5 }));
    expect(Object.keys(result).sort()).toEqual(form.fields.map((f) => f.name).sort());
    expect(result).not.toHaveProperty("role");
    expect(result).not.toHaveProperty("extra");
  });

  it("marks a post with a filled honeypot as spam, and an empty one as not", () => {
    expect(validateForm(form, { ...valid, [HONEYPOT_FIELD]: "https://spam.example" })).toMatchObject({
      ok: true,
      spam: true,
    });
    expect(validateForm(form, { ...valid, [HONEYPOT_FIELD]: "" })).toMatchObject({ ok: true, spam: false });
    expect(validateForm(form, { ...valid, [HONEYPOT_FIELD]: "   " })).toMatchObject({
      ok: true,
      spam: false,
    });
  });

  it("treats a non-text honeypot value as spam", () => {
    expect(validateForm(form, { ...valid, [HONEYPOT_FIELD]: 1 })).toMatchObject({ ok: true, spam: true });
  });
});

describe("maximum lengths", () => {
  const limits: { form: FormDef; valid: Record<string, string>; name: string; max: number; fill: string }[] =
    [
      { form: contactForm, valid: validContact, name: "firstName", max: 100, fill: "a" },
      { form: contactForm, valid: validContact, name: "lastName", max: 100, fill: "a" },
      { form: contactForm, valid: validContact, name: "company", max: 100, fill: "a" },
      { form: contactForm, valid: validContact, name: "phone", max: 40, fill: "1" },
      { form: contactForm, valid: validContact, name: "message", max: 5000, fill: "a" },
      { form: getInTouchForm, valid: validGetInTouch, name: "firstName", max: 100, fill: "a" },
      { form: getInTouchForm, valid: validGetInTouch, name: "lastName", max: 100, fill: "a" },
      { form: getInTouchForm, valid: validGetInTouch, name: "company", max: 100, fill: "a" },
      { form: getInTouchForm, valid: validGetInTouch, name: "message", max: 5000, fill: "a" },
      { form: partnershipForm, valid: validPartnership, name: "contactPerson", max: 100, fill: "a" },
      { form: partnershipForm, valid: validPartnership, name: "jobTitle", max: 100, fill: "a" },
      { form: partnershipForm, valid: validPartnership, name: "companyName", max: 100, fill: "a" },
      { form: partnershipForm, valid: validPartnership, name: "industry", max: 100, fill: "a" },
      { form: partnershipForm, valid: validPartnership, name: "phone", max: 40, fill: "1" },
      { form: partnershipForm, valid: validPartnership, name: "proposal", max: 5000, fill: "a" },
    ];

  it.each(limits)("$form.id $name: accepts $max characters and names the field above", (limit) => {
    const { form, valid, name, max, fill } = limit;
    expect(values(validateForm(form, { ...valid, [name]: fill.repeat(max) }))[name]).toHaveLength(max);
    const found = errors(validateForm(form, { ...valid, [name]: fill.repeat(max + 1) }));
    expect(Object.keys(found)).toEqual([name]);
    expect(found[name]).toBe(`${field(form, name).label} can be at most ${max} characters.`);
  });

  it.each([
    { form: contactForm, valid: validContact },
    { form: getInTouchForm, valid: validGetInTouch },
    { form: partnershipForm, valid: validPartnership },
    { form: newsletterForm, valid: validNewsletter },
  ])("$form.id email: accepts 254 characters and names the field above", ({ form, valid }) => {
    const at254 = emailOfLength(254);
    const at255 = emailOfLength(255);
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    const found = errors(validateForm(form, { ...valid, email: at255 }));
    expect(Object.keys(found)).toEqual(["email"]);
    expect(found.email).toBe(`${field(form, "email").label} can be at most 254 characters.`);
    expect(values(validateForm(form, { ...valid, email: at254 })).email).toBe(at254);
  });

  it("counts the length after trimming", () => {
    const padded = `  ${"a".repeat(100)}  `;
    expect(values(validateForm(getInTouchForm, { ...validGetInTouch, firstName: padded })).firstName).toBe(
      "a".repeat(100),
    );
  });
});

describe("contact form specifics", () => {
  const defaultService = serviceOptions[0]!.value;

  it("accepts a missing or empty phone number", () => {
    expect(values(validateForm(contactForm, without(validContact, "phone"))).phone).toBe("");
    expect(values(validateForm(contactForm, { ...validContact, phone: "" })).phone).toBe("");
    expect(values(validateForm(contactForm, { ...validContact, phone: "   " })).phone).toBe("");
  });

  it("accepts common phone number formats", () => {
    for (const phone of [
      "+31 20 794 5100",
      "(555) 010-0123",
      "020-7945100",
      "+1 555.010.0123",
      "555 0100 ext. 12",
    ]) {
      expect(values(validateForm(contactForm, { ...validContact, phone })).phone).toBe(phone);
    }
  });

  it("rejects a phone number that does not look like one", () => {
    for (const phone of ["call me", "+", "---", "12abc34", "phone: 555", "<script>"]) {
      const found = errors(validateForm(contactForm, { ...validContact, phone }));
      expect(Object.keys(found)).toEqual(["phone"]);
      expect(found.phone).toMatch(/phone number/);
    }
  });

  it("defaults the service to the first listed one when it is missing or empty", () => {
    expect(values(validateForm(contactForm, without(validContact, "service"))).service).toBe(defaultService);
    expect(values(validateForm(contactForm, { ...validContact, service: "" })).service).toBe(defaultService);
    expect(values(validateForm(contactForm, { ...validContact, service: undefined })).service).toBe(
      defaultService,
    );
  });

  it("defaults the service when it holds only whitespace, as it does for an empty one", () => {
    for (const service of ["   ", "\n"]) {
      expect(values(validateForm(contactForm, { ...validContact, service })).service).toBe(defaultService);
    }
  });

  it("rejects a non-text service instead of replacing it with the default", () => {
    const found = errors(validateForm(contactForm, { ...validContact, service: 3 }));
    expect(found).toEqual({ service: "Service of interest must be text." });
  });

  it("accepts each listed service", () => {
    for (const option of serviceOptions) {
      expect(values(validateForm(contactForm, { ...validContact, service: option.value })).service).toBe(
        option.value,
      );
    }
  });

  it("trims the service like any one-line field", () => {
    expect(values(validateForm(contactForm, { ...validContact, service: " Other " })).service).toBe("Other");
  });

  it("rejects a service that is not in the list", () => {
    for (const service of ["Free Money", "strategic advisory", "Business Building"]) {
      const found = errors(validateForm(contactForm, { ...validContact, service }));
      expect(Object.keys(found)).toEqual(["service"]);
      expect(found.service).toBe("Choose one of the listed options for service of interest.");
    }
  });
});

describe("partnership form specifics", () => {
  it("accepts a missing or empty partnership type", () => {
    expect(
      values(validateForm(partnershipForm, without(validPartnership, "partnershipType"))).partnershipType,
    ).toBe("");
    expect(
      values(validateForm(partnershipForm, { ...validPartnership, partnershipType: "" })).partnershipType,
    ).toBe("");
  });

  it("accepts each partnership type by its value", () => {
    for (const { value: type } of partnershipTypes) {
      expect(
        values(validateForm(partnershipForm, { ...validPartnership, partnershipType: type })).partnershipType,
      ).toBe(type);
    }
  });

  it("rejects other partnership types, including the labels", () => {
    for (const type of [...partnershipTypes.map((option) => option.label), "reseller", "STRATEGIC", "<b>"]) {
      const found = errors(validateForm(partnershipForm, { ...validPartnership, partnershipType: type }));
      expect(Object.keys(found)).toEqual(["partnershipType"]);
      expect(found.partnershipType).toMatch(/listed options/);
    }
  });

  it("requires a phone number that looks like one", () => {
    const found = errors(validateForm(partnershipForm, { ...validPartnership, phone: "not a number" }));
    expect(Object.keys(found)).toEqual(["phone"]);
  });
});

describe("normalizing text", () => {
  it("turns CR, LF, tabs and other control characters in one-line fields into single spaces", () => {
    const result = values(
      validateForm(getInTouchForm, {
        ...validGetInTouch,
        firstName: "Ada\r\nBcc: x@example.com",
        lastName: "Love\u0000lace",
        company: "A\tB\u0007C\u2028D\u2029E\u0085F\u007fG",
      }),
    );
    expect(result.firstName).toBe("Ada Bcc: x@example.com");
    expect(result.lastName).toBe("Love lace");
    expect(result.company).toBe("A B C D E F G");
  });

  it("collapses runs of spaces in one-line fields", () => {
    expect(normalizeLine("  Ada \r\n\r\n   Lovelace  ")).toBe("Ada Lovelace");
  });

  it("keeps line feeds in messages, turns CRLF and CR into LF and drops other control characters", () => {
    const result = values(
      validateForm(getInTouchForm, {
        ...validGetInTouch,
        message: "Hello,\r\n\r\nline two\rline three\n\tindented\u0000\u0007 end",
      }),
    );
    expect(result.message).toBe("Hello,\n\nline two\nline three\n\tindented end");
  });

  it("keeps line feeds in the partnership proposal", () => {
    const result = values(
      validateForm(partnershipForm, { ...validPartnership, proposal: "One\nTwo\r\nThree" }),
    );
    expect(result.proposal).toBe("One\nTwo\nThree");
  });

  it("does not let a message of only control characters pass as filled", () => {
    const found = errors(validateForm(getInTouchForm, { ...validGetInTouch, message: "\u0000\u0001\r\n" }));
    expect(found.message).toBe("Message is required.");
  });
});

describe("form definitions", () => {
  const summary = (form: FormDef) =>
    form.fields.map((f) => ({ name: f.name, required: f.required, kind: f.kind }));

  it("has exactly the four public forms", () => {
    expect(Object.keys(forms).sort()).toEqual(["contact", "get-in-touch", "newsletter", "partnership"]);
    for (const [id, form] of Object.entries(forms)) expect(form.id).toBe(id);
    expect(isFormId("contact")).toBe(true);
    expect(isFormId("toString")).toBe(false);
    expect(isFormId("admin")).toBe(false);
  });

  it("contact form: the spec's fields, required flags and input types", () => {
    expect(summary(contactForm)).toEqual([
      { name: "firstName", required: true, kind: "text" },
      { name: "lastName", required: true, kind: "text" },
      { name: "email", required: true, kind: "email" },
      { name: "phone", required: false, kind: "tel" },
      { name: "company", required: true, kind: "text" },
      { name: "service", required: true, kind: "select" },
      { name: "message", required: true, kind: "textarea" },
    ]);
  });

  it("contact form: starts empty, with the first listed service chosen", () => {
    expect(initialValues(contactForm)).toEqual({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      company: "",
      service: serviceOptions[0]!.value,
      message: "",
    });
  });

  it("get in touch form: five required fields", () => {
    expect(summary(getInTouchForm)).toEqual([
      { name: "firstName", required: true, kind: "text" },
      { name: "lastName", required: true, kind: "text" },
      { name: "email", required: true, kind: "email" },
      { name: "company", required: true, kind: "text" },
      { name: "message", required: true, kind: "textarea" },
    ]);
  });

  it("partnership form: the eight fields, partnership type optional and without a default", () => {
    expect(summary(partnershipForm)).toEqual([
      { name: "contactPerson", required: true, kind: "text" },
      { name: "jobTitle", required: true, kind: "text" },
      { name: "companyName", required: true, kind: "text" },
      { name: "industry", required: true, kind: "text" },
      { name: "email", required: true, kind: "email" },
      { name: "phone", required: true, kind: "tel" },
      { name: "partnershipType", required: false, kind: "select" },
      { name: "proposal", required: true, kind: "textarea" },
    ]);
    expect(initialValues(partnershipForm).partnershipType).toBe("");
  });

  it("newsletter form: one email field", () => {
    expect(summary(newsletterForm)).toEqual([{ name: "email", required: true, kind: "email" }]);
  });

  it("no form has a field named like the honeypot", () => {
    for (const form of Object.values(forms)) {
      expect(form.fields.map((f) => f.name)).not.toContain(HONEYPOT_FIELD);
    }
  });
});
