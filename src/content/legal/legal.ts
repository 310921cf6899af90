/** /legal */
import { routes } from "../routes";
import { brand, headquarters, offices } from "../site";
import { contactBlock, mailLink, policyDate } from "./shared";
import type { DocumentContent, PageHero } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.legal,
    title: "Legal Information",
    description: `The terms ${brand.name} works on: service limitations, intellectual property, liability, arbitration, Dutch law and Amsterdam courts, and company details.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Legal",
    title: "Legal Information",
    lead: "Who we are as a company, the terms we provide our services on, who owns what, and which law and courts decide if we ever disagree.",
  } satisfies PageHero,
  document: {
    dateLine: `Last updated ${policyDate}`,
    sections: [
      {
        id: "terms-of-service",
        title: "Terms of Service",
        blocks: [
          `These terms apply to every engagement between ${brand.legalName} and its clients, unless a signed agreement says otherwise. Your use of this website is covered by our [Terms of Use](${routes.terms}), and what we do with personal information by our [Privacy Policy](${routes.privacy}).`,
          "An engagement begins when both sides sign a proposal or engagement letter that sets out the scope, the team, the fees and the timetable. Where that document and this page differ, the signed document prevails.",
          "We carry out our work with the skill and care of an experienced professional consultancy, with the people named in the proposal or people of equal standing whom you have agreed to.",
          "Each side keeps confidential what it learns about the other's business, during the engagement and after it, unless the information is public or the law requires its disclosure.",
        ],
      },
      {
        id: "service-limitations",
        title: "Service Limitations",
        blocks: [
          {
            list: [
              "What this website says is general information about our services. It is not advice for your situation, and it does not bind us until we confirm it in a signed proposal.",
              "Prices on this website describe our standard packages. The fee that applies to you is the one in your signed proposal.",
              "We advise; you decide. Decisions taken on our advice, and their results, remain yours. Our case studies describe past engagements, not a promise of the same result.",
              "We do not give legal, tax, audit or investment advice. Where a project needs it, we say so and work with the advisers you appoint.",
              "Our coaching, wellness and retreat programs support personal development. They are not medical or psychological treatment.",
              "When we introduce candidates, the decision to hire and the employment contract are between you and the candidate.",
            ],
          },
        ],
      },
      {
        id: "intellectual-property",
        title: "Intellectual Property",
        blocks: [
          `The texts, graphics, logo and design of this website belong to ${brand.legalName} or are used with permission, and the ${brand.name} name and logo are ours. You may read, print and share our pages for your own information or your organization's internal use, naming the source. Anything else needs our written permission.`,
          "Deliverables made for you in an engagement, such as reports, plans and models, are yours to use in your business once our fees for them are paid. We keep the methods, frameworks, tools and know-how we bring to the work and may use them again, but never your confidential information.",
          `If you believe something on this website infringes your rights, write to ${mailLink} and we will look into it promptly.`,
        ],
      },
      {
        id: "liability-and-disputes",
        title: "Liability and Disputes",
        blocks: [
          "Our total liability for all claims arising from an engagement, whether in contract, tort or otherwise, is limited to the fees you paid us for that engagement in the 12 months before the claim arose.",
          "We are not liable for indirect or consequential loss, such as lost profit, revenue, opportunity or goodwill. These limits do not apply where the law does not allow liability to be limited, such as for fraud, wilful misconduct, or death or personal injury caused by negligence.",
          "This website is provided free of charge and as it is. We take care that it is correct, but we are not liable for loss caused by relying on it alone, or by its being unavailable.",
          "If a dispute arises, we first try to settle it by talking: the partner responsible for your engagement meets a senior person from your side. A dispute that is not settled within 60 days of a written request to meet is finally resolved by arbitration seated in Amsterdam, the Netherlands, before a single arbitrator, in English. The award binds both sides.",
        ],
      },
      {
        id: "governing-law",
        title: "Governing Law",
        blocks: [
          `These terms, the use of this website and every engagement that does not name another law are governed by the laws of the Netherlands, where ${brand.legalName} has its seat.`,
          "The courts of Amsterdam have exclusive jurisdiction over any matter that is not for arbitration, and over the recognition and enforcement of arbitral awards and urgent interim measures.",
          "Engagements for clients in the United Arab Emirates, carried out by our Dubai office, name in their proposal the laws of the United Arab Emirates, as applied in the Emirate of Dubai. The courts of Dubai then have the jurisdiction described above for those engagements, and their arbitration is seated in Dubai.",
          "If you use our services as a consumer, nothing here takes away the protection that the mandatory law of the country where you live gives you.",
        ],
      },
      {
        id: "company-information",
        title: "Company Information",
        blocks: [
          {
            terms: [
              {
                term: "Company",
                detail: `${brand.legalName}, a private limited company under Dutch law with its seat in ${headquarters.city}`,
              },
              { term: "Trading name", detail: brand.name },
              { term: "Chamber of Commerce (KvK) number", detail: brand.chamberOfCommerce },
              { term: "VAT number", detail: brand.vatNumber },
              { term: "Headquarters", detail: headquarters.address.join(", ") },
              {
                term: "Offices",
                detail: `${offices.map((office) => `${office.city}, ${office.country}`).join("; ")}. Addresses and hours are on [the office locations page](${routes.officeLocations}).`,
              },
            ],
          },
        ],
      },
      {
        id: "legal-contact",
        title: "Legal Contact",
        blocks: [
          'For legal notices, questions about intellectual property, or a dispute, write to us with "Legal" in the subject line, and the partner responsible will answer. Notices under an engagement go to the address named in its agreement.',
          contactBlock,
        ],
      },
    ],
  } satisfies DocumentContent,
} satisfies ContentPage;
