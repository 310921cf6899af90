/** /connect/sales-team */
import { routes } from "../routes";
import { brand, mailDomain } from "../site";
import type { ClosingCta, PageHero, StepSection, TeamSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.salesTeam,
    title: "Sales team",
    description: `Talk to the ${brand.name} sales team in Amsterdam, London or Singapore: who they are, what they know best, and their direct mail and phone.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Connect",
    title: "Talk to our sales team",
    lead: "Three people who know every service we offer and what it costs. Call or write to the one nearest to you; they reply within 24 hours.",
  } satisfies PageHero,
  team: {
    intro: {
      eyebrow: "The team",
      title: "Who you will speak to",
      lead: "No scripts and no hand-offs: the person you call stays with you until the proposal is signed.",
    },
    members: [
      {
        name: "Sofia Martens",
        role: "Head of Business Development",
        specialization:
          "Strategy, business building and transformation programs for scale-ups and family businesses in Europe.",
        location: "Amsterdam",
        email: `sofia.martens@${mailDomain}`,
        phone: "+31 20 794 5112",
      },
      {
        name: "James Okafor",
        role: "Senior Account Director",
        specialization:
          "Marketing and sales programs, sales training and leadership development for corporate teams in the UK and North America.",
        location: "London",
        email: `james.okafor@${mailDomain}`,
        phone: "+44 20 7946 0335",
      },
      {
        name: "Priya Raman",
        role: "Partnerships Director, Asia-Pacific",
        specialization:
          "Talent sourcing, customer care and AI solution projects for companies entering or growing in Asia-Pacific and the Gulf.",
        location: "Singapore",
        email: `priya.raman@${mailDomain}`,
        phone: "+65 6950 3128",
      },
    ],
  } satisfies TeamSection,
  steps: {
    intro: {
      eyebrow: "After you get in touch",
      title: "From first call to proposal",
    },
    steps: [
      {
        title: "A first call",
        description: "Thirty minutes to understand your goal, your timing and your budget.",
        detail: "Within 24 hours",
      },
      {
        title: "The right consultant",
        description:
          "We bring in the consultant who would lead your project, so you meet them before you decide.",
        detail: "Within a week",
      },
      {
        title: "A written proposal",
        description: "Scope, team, timeline and a fixed fee or a clear rate, with no obligation.",
        detail: "Within two weeks",
      },
    ],
  } satisfies StepSection,
  closing: {
    title: "Prefer to write first?",
    lead: "Send a short message and the right member of the team calls you back.",
    actions: [
      { label: "Get in touch", href: routes.getInTouch },
      { label: "Office locations", href: routes.officeLocations, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
