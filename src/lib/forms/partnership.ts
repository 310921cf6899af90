import { formIn, optionsIn } from "./build";
import { email, field, formRule, LIMITS, phone } from "./fields";

/** The partnership inquiries page's form: the company, its contact person, and what it proposes. */
export const partnershipRule = formRule({
  id: "partnership",
  page: "/contact/partnership-inquiries",
  anchor: "partnership-form",
  fields: [
    field({
      name: "contactPerson",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      autoComplete: "name",
      half: true,
    }),
    field({
      name: "jobTitle",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      autoComplete: "organization-title",
      half: true,
    }),
    field({
      name: "companyName",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      autoComplete: "organization",
      half: true,
    }),
    field({ name: "industry", kind: "text", required: true, maxLength: LIMITS.name, half: true }),
    email,
    phone,
    field({
      name: "partnershipType",
      kind: "select",
      required: false,
      maxLength: LIMITS.text,
      // The kinds of partnership a company can propose, in the spec's order.
      options: ["strategic", "consulting", "global", "technology", "other"],
    }),
    field({ name: "proposal", kind: "textarea", required: true, maxLength: LIMITS.message, rows: 6 }),
  ],
});

export const partnershipForm = formIn(partnershipRule, "en");

/** The kinds of partnership, each with its English label. */
export const partnershipTypes = optionsIn(partnershipForm, "partnershipType");
