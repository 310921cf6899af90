/** /about */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, offices, projectStart, replyTime } from "../site";
import { coreValues, mission } from "./firm";
import type { CardSection, ClosingCta, PageHero, StatSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.about,
    title: `About ${brand.name}`,
    description:
      "Who we are: our mission, 500+ clients and 50+ startups in 10+ years, our values, our founder, our offices and how we work with clients.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "About us",
    title: "Advisers who stay until the plan is working",
    lead: `${brand.name} has helped founders, executives and growing organizations since ${brand.foundedYear}. We are strategists, marketers, recruiters and coaches who work as one team, from ${offices.length} offices on three continents.`,
    actions: [
      { label: "Talk to a partner", href: routes.contact, variant: "primary" },
      { label: "Meet our founder", href: routes.leadership, variant: "secondary" },
    ],
  } satisfies PageHero,
  mission: {
    intro: {
      eyebrow: mission.label,
      title: "Businesses that last",
      lead: mission.text,
    },
    stats: [
      { value: "500+", label: "clients served" },
      { value: "50+", label: "startups advised" },
      { value: "10+", label: "years in business" },
      { value: "95%", label: "client satisfaction" },
    ],
  } satisfies StatSection,
  values: {
    intro: {
      eyebrow: "Our values",
      title: "Three commitments behind every engagement",
      lead: "They decide whom we hire, which projects we accept and how we behave when a plan meets reality.",
    },
    items: coreValues.map(({ icon, title, description }) => ({ icon, title, description })),
  } satisfies CardSection,
  explore: {
    intro: {
      eyebrow: "Get to know us",
      title: "More about the firm",
      lead: "How we are organized, who leads us, where we came from and what our clients achieved.",
    },
    items: [
      {
        icon: "building-2",
        title: "Our Organization",
        description:
          "Our mission and vision, the values we hire for, the milestones so far and where to find us.",
        action: { label: "See how we are organized", href: routes.ourOrganization },
      },
      {
        icon: "user-check",
        title: "Leadership",
        description:
          "Our founder: her background, what she believes about leadership and what she has built; and the partners who lead our practices.",
        action: { label: "Meet our founder", href: routes.leadership },
      },
      {
        icon: "flag",
        title: "History",
        description: `From one office in Amsterdam in ${brand.foundedYear} to ${offices.length} on three continents, year by year.`,
        action: { label: "Read our history", href: routes.history },
      },
      {
        icon: "globe",
        title: "Global Network",
        description: `${offices.length} offices, their teams and specialties, and how they work as one for each client.`,
        action: { label: "Explore the network", href: routes.globalNetwork },
      },
      {
        icon: "workflow",
        title: "Our Approach",
        description: "Four principles and the 4D methodology: Discover, Design, Develop, Deliver.",
        action: { label: "See how we work", href: routes.ourApproach },
      },
      {
        icon: "trending-up",
        title: "Success Stories",
        description: "Four case studies: the client's challenge, what we did together and the results.",
        action: { label: "Read the case studies", href: routes.successStories },
      },
    ],
  } satisfies CardSection,
  closing: {
    title: "Let's talk about your next step",
    lead: `Tell us where the business stands and where you want it to be. A partner replies within ${formatDuration(replyTime, "en")}. ${projectStart}`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Explore our services", href: routes.services, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
