/** /contact/partnership-inquiries */
import { routes } from "../routes";
import { formatCount } from "@/content/format";
import { brand, contact, offices } from "../site";
import type { CardSection, ContactDetails, PageHero, SectionIntro } from "@/types/sections";
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
    actions: [{ label: "Submit a Partnership Inquiry", href: "#partnership-form" }],
  } satisfies PageHero,
  opportunities: {
    intro: {
      eyebrow: "Ways to work together",
      title: "Four kinds of partnership",
      lead: "Each starts with a conversation about a shared client need, and is put in writing before any client work begins.",
    },
    items: [
      {
        icon: "handshake",
        title: "Strategic Partnerships",
        description:
          "Firms that serve the same clients from another angle, such as law, finance or design, and want to offer them one joined-up plan.",
      },
      {
        icon: "briefcase",
        title: "Consulting Partners",
        description:
          "Independent consultants and boutique firms who bring deep expertise in a sector or function and lead projects with our teams.",
      },
      {
        icon: "globe",
        title: "Global Alliances",
        description: `Firms in markets beyond our ${formatCount(offices.length, "en")} offices who take our clients into their region, and bring theirs into ours.`,
      },
      {
        icon: "cpu",
        title: "Technology Partners",
        description:
          "Software and data companies whose products our clients adopt, and who want implementation and change done well.",
      },
    ],
  } satisfies CardSection,
  form: {
    eyebrow: "Proposal",
    title: "Submit a Partnership Inquiry",
    lead: "A partner of the firm reads every proposal, replies within 24 hours, and tells you within five working days whether it is a fit.",
  } satisfies SectionIntro,
  details: {
    title: "Partnerships team",
    email: contact.partnershipsEmail,
    phone: contact.phone,
  } satisfies ContactDetails,
} satisfies ContentPage;
