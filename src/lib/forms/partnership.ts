import { defineForm, email, field, LIMITS, messageToasts, phone, type FieldOption } from "./fields";

/** The kinds of partnership a company can propose, in the spec's order. */
export const partnershipTypes: readonly FieldOption[] = [
  { value: "strategic", label: "Strategic Partnership" },
  { value: "consulting", label: "Consulting Partner" },
  { value: "global", label: "Global Alliance" },
  { value: "technology", label: "Technology Partner" },
  { value: "other", label: "Other" },
];

/** The partnership inquiries page's form: the company, its contact person, and what it proposes. */
export const partnershipForm = defineForm({
  id: "partnership",
  page: "/contact/partnership-inquiries",
  anchor: "partnership-form",
  submitLabel: "Submit Partnership Inquiry",
  messages: messageToasts,
  fields: [
    field({
      name: "contactPerson",
      label: "Contact person",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Full name",
      autoComplete: "name",
      half: true,
    }),
    field({
      name: "jobTitle",
      label: "Job title",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Your position",
      autoComplete: "organization-title",
      half: true,
    }),
    field({
      name: "companyName",
      label: "Company name",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Your company",
      autoComplete: "organization",
      half: true,
    }),
    field({
      name: "industry",
      label: "Industry",
      kind: "text",
      required: true,
      maxLength: LIMITS.name,
      placeholder: "Your industry",
      half: true,
    }),
    { ...email, placeholder: "name@company.com" },
    { ...phone, placeholder: "+1 (555) 010-0123" },
    field({
      name: "partnershipType",
      label: "Partnership type",
      kind: "select",
      required: false,
      maxLength: LIMITS.text,
      placeholder: "Select partnership type",
      options: partnershipTypes,
    }),
    field({
      name: "proposal",
      label: "Partnership proposal",
      kind: "textarea",
      required: true,
      maxLength: LIMITS.message,
      rows: 6,
      placeholder: "What would we build together, and what does each side bring?",
    }),
  ],
});
