/** /about/global-network */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, firmFacts, headquarters, offices, replyTime } from "../site";
import type { CardSection, ClosingCta, PageHero, SectionIntro } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.globalNetwork,
    title: "Global Network",
    description: `${brand.name}'s ${offices.length} offices in Amsterdam, London, New York, Singapore and Dubai: their teams, their specialties and how to contact each.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Global network",
    title: "Wherever you are, a partner close by",
    lead: `Headquartered in ${headquarters.city}, with partners in London, New York, Singapore and Dubai. Your engagement draws on whichever office has the expertise, and is led by one partner wherever you are.`,
    facts: firmFacts,
  } satisfies PageHero,
  offices: {
    intro: {
      eyebrow: "Our offices",
      title: "Where our people work",
      lead: "Each office leads on the specialties listed on its card and works with the others on everything else. Write to an office directly and it answers in your time zone.",
    } satisfies SectionIntro,
    offices,
  },
  collaboration: {
    intro: {
      eyebrow: "How the network works",
      title: "Local knowledge, one standard",
      lead: `Clients in ${firmFacts[2].value} countries get the same method, the same reporting and the same partner attention, wherever their nearest office is.`,
    },
    items: [
      {
        icon: "handshake",
        title: "One partner, any office",
        description:
          "Your partner assembles the team from every office, so a market entry in Asia can have a London sales trainer and a Singapore recruiter on it.",
      },
      {
        icon: "clock",
        title: "Work that follows the sun",
        description:
          "With offices from New York to Singapore, a question sent at the end of your day often has an answer by the start of the next.",
      },
      {
        icon: "map",
        title: "People who know the ground",
        description:
          "Each office hires locally, so the advice on hiring, regulation and customers comes from people who live with them every day.",
      },
    ],
  } satisfies CardSection,
  closing: {
    title: "Not sure which office to call?",
    lead: `Write to us once and we bring in the office and the partner best placed to help. We reply within ${formatDuration(replyTime, "en")}.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Office addresses and hours", href: routes.officeLocations, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
