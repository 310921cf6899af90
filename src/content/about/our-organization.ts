/** /about/our-organization */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, headquarters, offices, officesById, replyTime } from "../site";
import { coreValues, milestonesOf, mission, vision } from "./firm";
import type {
  CardSection,
  ClosingCta,
  PageHero,
  SectionIntro,
  StatementSection,
  TimelineSection,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

/** The offices /contact lists, in its order. */
const contactOffices = officesById("amsterdam", "new-york", "uae");
const contactCities = contactOffices.map((office) => office.city);

export const page = {
  meta: {
    path: routes.ourOrganization,
    title: "Our Organization",
    description: `${brand.name}'s mission, vision and core values, the milestones from 2019 to 2024, and where to visit us in Amsterdam, New York and Dubai.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Our organization",
    title: "One firm, organized around the client",
    lead: "Practices share one set of values and one method, and every client has a single partner who brings in whoever the work needs, from any office.",
    actions: [
      { label: "Talk to a partner", href: routes.contact, variant: "primary" },
      { label: "Meet our founder", href: routes.leadership, variant: "secondary" },
    ],
  } satisfies PageHero,
  purpose: {
    intro: {
      eyebrow: "Mission and vision",
      title: "Why we exist, and where we are going",
    },
    statements: [mission, vision],
  } satisfies StatementSection,
  values: {
    intro: {
      eyebrow: "Core values",
      title: "What we hold each other to",
      lead: "Each value comes with habits you can see in our work, so it is more than a word on a wall.",
    },
    items: coreValues,
  } satisfies CardSection,
  timeline: {
    intro: {
      eyebrow: "Timeline",
      title: "How the organization grew",
      lead: `From the first office in ${headquarters.city} in ${brand.foundedYear}, each step added a place or a practice.`,
    },
    entries: milestonesOf(["2019", "2020", "2022", "2024"]),
  } satisfies TimelineSection,
  offices: {
    intro: {
      eyebrow: "Offices",
      title: "Where to find us",
      lead: `Our ${contactCities.slice(0, -1).join(", ")} and ${contactCities.at(-1)} offices welcome visitors by appointment.`,
      action: { label: `All ${offices.length} offices`, href: routes.globalNetwork },
    } satisfies SectionIntro,
    offices: contactOffices,
  },
  closing: {
    title: "Meet the people behind the organization",
    lead: `Tell us about your business and we introduce the partner and the team who would work with you. We reply within ${formatDuration(replyTime, "en")}.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Read our history", href: routes.history, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
