/** What the Dutch legal pages share (`../../legal/shared`): the date of the current texts and the contact block. */
import {
  contactBlock as englishContactBlock,
  mailLink,
  policyDate as englishPolicyDate,
} from "../../legal/shared";
import { inDutch } from "../../translation";
import { brand, headquarters } from "../site";
import { formatDate } from "@/content/format";

export { mailLink } from "../../legal/shared";

const englishMonths = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, month, 1)),
);

/** "January 10, 2025" as an ISO date ("2025-01-10"), so the Dutch date is the English one, never typed again. */
function isoDateOf(englishDate: string): string {
  const [, monthName, day, year] = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(englishDate) ?? [];
  const month = englishMonths.indexOf(monthName ?? "");
  if (!day || !year || month < 0) throw new Error(`legal/shared: cannot read the date "${englishDate}"`);
  return `${year}-${String(month + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The date the privacy statement, the legal information and the terms of use took effect: "10 januari 2025". */
export const policyDate = formatDate(isoDateOf(englishPolicyDate), "nl");

/** Email, phone and postal address of the firm's headquarters, as a list of terms. */
export const contactBlock = inDutch("legal/shared contactBlock", englishContactBlock, {
  terms: [
    { term: "E-mail", detail: mailLink },
    // The phone number's link, as the English block writes it: not words.
    { term: "Telefoon", detail: englishContactBlock.terms[1]!.detail },
    { term: "Postadres", detail: [brand.legalName, ...headquarters.address].join(", ") },
  ],
});
