/**
 * Who a message is from, whichever form sent it: the forms name the person and the company differently (first and
 * last name or a contact person; company or company name). The inbox's SQL (server/office/inbox.ts) reads the
 * same fields in the same order.
 */
export const LEAD_FIELDS = {
  name: [["firstName", "lastName"], ["contactPerson"]],
  company: ["company", "companyName"],
  about: ["service", "partnershipType"],
} as const;

const first = (fields: Readonly<Record<string, string>>, names: readonly string[]) =>
  names.map((name) => fields[name]?.trim()).find(Boolean) ?? "";

/** The person's name, their company and what they ask about, as one message's fields give them. */
export function leadOf(fields: Readonly<Record<string, string>>) {
  const aboutField = LEAD_FIELDS.about.find((name) => fields[name]?.trim());
  const name =
    LEAD_FIELDS.name
      .map((parts) =>
        parts
          .map((part) => fields[part]?.trim() ?? "")
          .filter(Boolean)
          .join(" "),
      )
      .find(Boolean) ?? "";
  return {
    name,
    company: first(fields, LEAD_FIELDS.company),
    about: first(fields, LEAD_FIELDS.about),
    /** The field `about` was read from, for its option's label (`shownValue`). */
    aboutField: aboutField ?? LEAD_FIELDS.about[0],
    /** What they wrote: the message, or the partnership form's proposal. */
    text: first(fields, ["message", "proposal"]),
    email: fields.email?.trim() ?? "",
    phone: fields.phone?.trim() ?? "",
  };
}
