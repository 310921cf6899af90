/** /connect/join-{brand}: the careers page. */
import { routes } from "../routes";
import { brand, contact, offices } from "../site";
import type {
  CardSection,
  ClosingCta,
  Job,
  JobSection,
  ListSection,
  PageHero,
  StepSection,
} from "@/types/sections";
import type { ContentPage, Office, PageMeta } from "@/types/site";
import { formatCount, mailHref } from "@/content/format";
import { founder, partners, peopleOf, personNamed } from "../about/firm";

/**
 * Where a role is done, in an edition's words: its office's city and country, or remote work within a region.
 * Each edition passes its own offices and its word for remote work.
 */
export function jobLocation(
  place: Job["place"],
  editionOffices: readonly Office[],
  remote: (region: string) => string,
): string {
  if ("region" in place) return remote(place.region);
  const office = editionOffices.find((candidate) => candidate.id === place.officeId);
  if (!office) throw new Error(`connect/careers: no office ${place.officeId}`);
  return `${office.city}, ${office.country}`;
}

/** A role with its place in words, its manager and its Apply Now link: a mail to the recruiting team naming the role. */
function role({
  reportsTo,
  ...words
}: Omit<Job, "apply" | "location" | "manager"> & { reportsTo: string }): Job {
  const job = {
    ...words,
    location: jobLocation(words.place, offices, (region) => `Remote (${region})`),
    manager: personNamed(people, reportsTo, "connect/careers"),
  };
  return {
    ...job,
    apply: {
      label: "Apply Now",
      href: mailHref(contact.careersEmail, `Application: ${job.title} (${job.location})`),
    },
  };
}

/** The founder and partners a role can work for. */
const people = peopleOf({ founder, partners }, offices, routes.leadership);

/** The page's sections that its hero's buttons lead to. */
const anchors = { jobs: "opportunities", process: "application-process" } as const;

export const page = {
  meta: {
    path: routes.careers,
    title: `Join the ${brand.name} network`,
    description: `Open roles at ${brand.name}: consultants, marketers, AI architects and retreat managers in ${offices.length} offices. See the benefits and how we hire.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Careers",
    title: `Join the ${brand.name} network`,
    lead: `We hire people who like hard problems and the clients who bring them. Join us as an employee or as a contractor, from one of our ${formatCount(offices.length, "en")} offices or from home.`,
    actions: [
      { label: "See open roles", href: `#${anchors.jobs}` },
      { label: "How we hire", href: `#${anchors.process}`, variant: "secondary" },
    ],
  } satisfies PageHero,
  benefits: {
    intro: {
      eyebrow: "Why join",
      title: "What working here is like",
      lead: "Small teams, senior clients, and the time to do the work properly.",
    },
    items: [
      {
        icon: "rocket",
        title: "Work that moves businesses",
        description:
          "You work directly with founders and boards, on decisions that change what a company does next, and you see the results.",
      },
      {
        icon: "graduation-cap",
        title: "Room to grow",
        description:
          "A personal learning budget, a mentor from outside your team, and a partner who reviews your development every quarter.",
      },
      {
        icon: "clock",
        title: "Flexible by design",
        description:
          "Hybrid work from any of our offices or from home, core hours that respect time zones, and no meetings on Friday afternoons.",
      },
      {
        icon: "globe",
        title: "A global network",
        description: `${offices.length} offices and clients in more than 25 countries: spend a season in another office, or join a retreat abroad.`,
      },
    ],
  } satisfies CardSection,
  jobs: {
    id: anchors.jobs,
    intro: {
      eyebrow: "Open roles",
      title: "Current opportunities",
      lead: "Every application is read by the person you would work for. We answer each one, usually within ten working days.",
    },
    jobs: [
      role({
        id: "senior-strategy-consultant",
        reportsTo: "Marieke van Dijk",
        posted: "2025-05-06",
        title: "Senior Strategy Consultant",
        department: "Consultancy & Strategy",
        place: { officeId: "amsterdam" },
        employment: "full-time",
        description:
          "Lead strategy engagements for founders and leadership teams, from the first diagnosis to the plan they present to their board. You run a team of two to four and own the client relationship day to day.",
        requirements: [
          "Six or more years in strategy consulting or in a strategy role in industry",
          "Experience leading client workshops with executives",
          "Clear, numerate writing: you can make a 40-page analysis fit on one page",
          "Fluent English; Dutch or another European language is a plus",
        ],
      }),
      role({
        id: "growth-marketing-lead",
        reportsTo: "Lena Hoffmann",
        posted: "2025-05-13",
        title: "Growth Marketing Lead",
        department: "Marketing & Sales",
        place: { officeId: "london" },
        employment: "full-time",
        description:
          "Design and run go-to-market programmes for our clients: positioning, channels, pricing tests and the sales playbook that follows. Half advisory, half hands-on.",
        requirements: [
          "Five or more years in B2B or B2C growth marketing",
          "A record of campaigns you can show, with the numbers behind them",
          "Comfort with analytics, experiments and marketing automation tools",
          "The judgement to tell a client when a channel is not worth it",
        ],
      }),
      role({
        id: "ai-solutions-architect",
        reportsTo: "Marcus Tan",
        posted: "2025-05-20",
        title: "AI Solutions Architect",
        department: "AI Solutions",
        place: { region: "Europe" },
        employment: "contract",
        description:
          "Turn an AI strategy into working systems: choose models, design data flows and guide client engineers through the first production release. A six-month contract, with room to extend.",
        requirements: [
          "Production experience with machine learning or language-model systems",
          "Solid Python and cloud engineering (AWS, Azure or GCP)",
          "Able to explain trade-offs to non-technical executives",
          "Available at least four days a week",
        ],
      }),
      role({
        id: "retreat-program-manager",
        reportsTo: "Yasmin Al-Rashid",
        posted: "2025-06-03",
        title: "Retreat Program Manager",
        department: "Retreats & Lifestyle",
        place: { officeId: "uae" },
        employment: "contract",
        description:
          "Plan and run leadership and wellness retreats for groups of 20 to 50: venues, facilitators, programme and the care that makes a week away worth it. A twelve-month contract.",
        requirements: [
          "Three or more years in event, hospitality or retreat management",
          "Experience managing budgets and suppliers across countries",
          "Calm under pressure, and at ease with senior guests",
          "Willingness to travel about one week in four",
        ],
      }),
    ],
  } satisfies JobSection,
  process: {
    id: anchors.process,
    intro: {
      eyebrow: "How we hire",
      title: "The application process",
      lead: "Five steps, about four weeks from first mail to offer. You always know what comes next.",
    },
    steps: [
      {
        title: "Apply",
        description:
          "Send your CV and a few lines on why the role interests you. No cover-letter template needed.",
      },
      {
        title: "First conversation",
        description:
          "Thirty minutes with the hiring manager about your experience and what you are looking for.",
      },
      {
        title: "Case discussion",
        description:
          "We share a short, real-world case a few days ahead and talk it through together. There is no trick question.",
      },
      {
        title: "Meet the team",
        description: "Meet the people you would work with, ask them anything, and see how we work.",
      },
      {
        title: "Offer",
        description:
          "A written offer within a week of the last conversation, and feedback from us whatever the outcome.",
      },
    ],
  } satisfies StepSection,
  offer: {
    intro: {
      eyebrow: "What we offer",
      title: "What you can count on",
    },
    items: [
      "A competitive salary and a yearly profit share",
      "A learning budget of €3,000 a year, and time to use it",
      "28 days of paid holiday, plus public holidays",
      "Hybrid working and a home-office allowance",
      "Sixteen weeks of paid parental leave for every parent",
      "A yearly team retreat with the whole firm",
    ],
  } satisfies ListSection,
  closing: {
    title: "No role that fits?",
    lead: "We are always glad to meet exceptional consultants and specialists. Send an open application and tell us what you would bring.",
    actions: [
      { label: "Send an open application", href: mailHref(contact.careersEmail, "Open application") },
      { label: "Talk to our sales team", href: routes.salesTeam, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
