/** /contact */
import { routes } from "../routes";
import { businessHours, contact } from "../site";
import type { ContactDetails, PageHero, SectionIntro } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.contact,
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
  } satisfies ContactDetails,
} satisfies ContentPage;
