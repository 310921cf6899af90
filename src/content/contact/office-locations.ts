/** /contact/office-locations */
import { routes } from "../routes";
import { brand, businessHours, contact, headquarters, offices } from "../site";
import type { ClosingCta, ContactDetails, PageHero, SectionIntro } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.officeLocations,
    title: "Office locations",
    description: `Addresses, phone numbers, email and opening hours of the five ${brand.name} offices: Amsterdam (headquarters), London, New York, Singapore and Dubai.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Office locations",
    title: `Five offices, one team`,
    lead: `Our headquarters is in ${headquarters.city}; partners also work from London, New York, Singapore and Dubai. Visit by appointment, or write to the office nearest to you and it answers in your time zone.`,
    actions: [{ label: "Get in touch", href: routes.getInTouch }],
  } satisfies PageHero,
  offices: {
    intro: {
      eyebrow: "Where we are",
      title: "Find an office",
      lead: "Every office is open by appointment. Hours are local time; the Dubai office works Sunday to Thursday.",
    } satisfies SectionIntro,
    offices,
  },
  general: {
    intro: {
      eyebrow: "Not sure which office?",
      title: "Start with the central desk",
      lead: "Write or call the central desk in Amsterdam and we pass your message to the partner best placed to answer, wherever they sit.",
    } satisfies SectionIntro,
    details: {
      title: "Central desk",
      email: contact.email,
      phone: contact.phone,
      hours: { title: "Business hours", week: businessHours },
    } satisfies ContactDetails,
  },
  closing: {
    title: "Planning a visit?",
    lead: "Tell us when you are in town and what you would like to discuss, and we set up a meeting with the right people in the room.",
    actions: [
      { label: "Get in touch", href: routes.getInTouch },
      { label: "Partnership inquiries", href: routes.partnershipInquiries, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
