/** What the legal pages share: the date of the current texts and the firm's contact details as a block. */
import { brand, contact, headquarters } from "../site";
import type { DocumentBlock } from "@/types/sections";

/** The date the privacy policy, the legal information and the terms of use took effect. */
export const policyDate = "January 10, 2025";

/** A link to the firm's general mailbox, for prose. */
export const mailLink = `[${contact.email}](mailto:${contact.email})`;

const phoneLink = `[${contact.phone}](tel:${contact.phone.replace(/[^+\d]/g, "")})`;

/** Email, phone and postal address of the firm's headquarters, as a list of terms. */
export const contactBlock = {
  terms: [
    { term: "Email", detail: mailLink },
    { term: "Phone", detail: phoneLink },
    { term: "Post", detail: [brand.legalName, ...headquarters.address].join(", ") },
  ],
} satisfies DocumentBlock;
