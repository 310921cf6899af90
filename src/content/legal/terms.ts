/** /terms */
import { routes } from "../routes";
import { brand, projectStart } from "../site";
import { contactBlock, policyDate } from "./shared";
import type { DocumentContent, PageHero } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.terms,
    title: "Terms of Use",
    description: `How you may use the ${brand.name} website, and how engagements work: availability, payment, cancellation with 30 days written notice.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Legal",
    title: "Terms of Use",
    lead: "The rules for using this website, and the terms on which we take on, carry out and end an engagement.",
  } satisfies PageHero,
  document: {
    dateLine: `Effective ${policyDate}`,
    sections: [
      {
        id: "scope",
        title: "Scope",
        blocks: [
          `These terms apply when you use this website and when you engage ${brand.legalName} ("${brand.name}", "we", "us"). By using the website you accept them.`,
          `An engagement is also governed by the proposal you sign with us, and by our [Legal Information](${routes.legal}), which covers liability, intellectual property, governing law and how disputes are resolved. What we do with personal information is in our [Privacy Policy](${routes.privacy}).`,
        ],
      },
      {
        id: "acceptable-use",
        title: "Acceptable Use",
        blocks: [
          "You are welcome to:",
          {
            style: "check",
            list: [
              "Read, print and share our pages and insights for your own information or your organization's internal work.",
              "Contact us through the forms, by email or by phone about a project, a partnership or a role.",
              "Link to any page of this website, as long as the link does not suggest that we endorse you.",
              `Quote short passages of our insights, naming ${brand.name} as the source and linking to the page.`,
              "Subscribe to our newsletter with an address that is yours, and unsubscribe at any time.",
            ],
          },
        ],
      },
      {
        id: "prohibited-use",
        title: "Prohibited Use",
        blocks: [
          "You may not:",
          {
            style: "cross",
            list: [
              "Send messages that are unlawful, abusive or deceptive, or that advertise or sell to us.",
              "Enter another person's details in our forms, or sign up an email address that is not yours.",
              "Send forms automatically, or copy the website with tools in a way that burdens it or gets round its limits.",
              "Try to gain unauthorised access to the website, test or break its security, or disrupt how it runs.",
              "Copy, republish or sell our content, or present it as your own, without our written permission.",
            ],
          },
          "We may refuse or delete messages that break these rules, and block the senders.",
        ],
      },
      {
        id: "service-terms",
        title: "Service Terms",
        blocks: [
          {
            terms: [
              {
                term: "Availability",
                detail: `We aim to keep this website available at all times, but may interrupt it for maintenance and do not guarantee it. We work with clients worldwide, in person and remotely, as our capacity allows. ${projectStart}`,
              },
              {
                term: "Payment",
                detail:
                  "Fees, currency and payment schedule are those of your signed proposal. Fixed fees and deposits are invoiced when the proposal is signed, other fees as the proposal sets out. Prices exclude VAT and similar taxes, which are added where the law requires. If an invoice stays unpaid after a written reminder, we may pause the work until it is paid.",
              },
              {
                term: "Cancellation",
                detail:
                  "Either side may end an engagement by giving 30 days written notice, by letter or email. You pay for the work done and the expenses committed up to the end of the notice period. Deposits and fees already paid are handled as your proposal states.",
              },
            ],
          },
        ],
      },
      {
        id: "client-responsibilities",
        title: "Client Responsibilities",
        blocks: [
          "Good advice depends on good information and quick decisions. During an engagement you:",
          {
            list: [
              "Give us accurate and complete information on time, and tell us when something changes.",
              "Name one person who can take decisions for you and who is available to us.",
              "Give us access to the people, data and systems the proposal names.",
              "Review our drafts and deliverables within the agreed times, and tell us promptly if something is not right.",
              "Decide whether and how to act on our advice, and comply with the law when you do.",
            ],
          },
        ],
      },
      {
        id: "modifications",
        title: "Modifications",
        blocks: [
          "We may change these terms, for example when we add a service or the law changes. New terms apply from the date at the top of this page to your use of the website from then on. They do not change an engagement already signed, unless both sides agree in writing.",
          "We may also change this website, its content and the prices it shows at any time. The fees in a signed proposal stay as agreed.",
        ],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: ["Questions about these terms, or about an engagement, go to:", contactBlock],
      },
    ],
  } satisfies DocumentContent,
} satisfies ContentPage;
