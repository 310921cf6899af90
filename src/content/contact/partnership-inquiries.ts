/** /contact/partnership-inquiries */
import { routes } from "../routes";
import { brand, contact } from "../site";
import type { ContactDetails, PageHero, SectionIntro } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.partnershipInquiries,
    title: "Partnership Inquiries",
    description: `Strategic partnerships, consulting partners, global alliances and technology partners: propose a collaboration with ${brand.name}.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Partnerships",
    title: "Partnership Inquiries",
    lead: "We work with firms whose strengths complete ours: in other markets, other disciplines and other technologies. Tell us what we could build together.",
    backLink: { label: "Contact", href: routes.contact },
    actions: [{ label: "Submit a Partnership Inquiry", href: "#partnership-form" }],
  } satisfies PageHero,
  form: {
    eyebrow: "Proposal",
    title: "Submit a Partnership Inquiry",
    lead: "A partner of the firm reads every proposal and answers within five working days, whether or not it is a fit.",
  } satisfies SectionIntro,
  details: {
    title: "Partnerships team",
    email: contact.partnershipsEmail,
    phone: contact.phone,
  } satisfies ContactDetails,
} satisfies ContentPage;
