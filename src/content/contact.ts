/** Words of the three contact pages: their heroes and the blocks that hold the forms. */
import { brand, businessHours, contact } from "./site";
import type { PageHero, PageMeta, SectionIntro } from "./types";

export const contactPage = {
  meta: {
    title: "Contact us",
    description:
      "Tell us what you are working on. Email, call or send a message, and a partner replies within 24 hours; projects can start in 1-2 weeks.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Contact",
    title: "Tell us where you want the business to be",
    lead: "A founder with a plan to test, a board with a decision to make, a team that has outgrown its habits: start with a conversation. A partner reads every message.",
    actions: [{ label: "Start Conversation", href: "#contact-form" }],
  } satisfies PageHero,
  form: {
    eyebrow: "Write to us",
    title: "Send us a message",
    lead: "We reply within 24 hours, on working days, with a first view and the name of the consultant who would lead your project.",
  } satisfies SectionIntro,
  details: {
    title: "Other ways to reach us",
    email: contact.email,
    phone: contact.phone,
    hours: { title: "Business hours", ...businessHours },
  },
};

export const getInTouchPage = {
  meta: {
    title: "Get in touch",
    description: `Send the ${brand.name} team a message, or call us Monday to Friday 9:00-18:00 and Saturday 10:00-14:00 CET. We reply within 24 hours.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Get in touch",
    title: "A short message is a good start",
    lead: "Five fields, no sales script. Tell us who you are and what is on your mind, and the right consultant writes back.",
    backLink: { label: "Contact", href: "/contact" },
  } satisfies PageHero,
  form: {
    eyebrow: "Message",
    title: "Write to the team",
    lead: "Every field is needed, so that we can answer with something useful the first time.",
  } satisfies SectionIntro,
  details: {
    title: "Contact information",
    email: contact.email,
    phone: contact.phone,
    hours: { title: "Business hours", ...businessHours },
  },
};

export const partnershipPage = {
  meta: {
    title: "Partnership Inquiries",
    description: `Strategic partnerships, consulting partners, global alliances and technology partners: propose a collaboration with ${brand.name}.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Partnerships",
    title: "Partnership Inquiries",
    lead: "We work with firms whose strengths complete ours: in other markets, other disciplines and other technologies. Tell us what we could build together.",
    backLink: { label: "Contact", href: "/contact" },
    actions: [{ label: "Submit a Partnership Inquiry", href: "#partnership-form" }],
  } satisfies PageHero,
  form: {
    eyebrow: "Proposal",
    title: "Submit a Partnership Inquiry",
    lead: "A partner of the firm reads every proposal and answers within five working days, whether or not it is a fit.",
  } satisfies SectionIntro,
  details: { title: "Partnerships team", email: contact.partnershipsEmail, phone: contact.phone },
};
