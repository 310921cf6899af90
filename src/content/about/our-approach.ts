/** /about/our-approach */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, projectStart, replyTime } from "../site";
import type { CardSection, ClosingCta, ListSection, PageHero, StepSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.ourApproach,
    title: "Our Approach",
    description:
      "How we work: four principles and the 4D methodology, Discover, Design, Develop and Deliver, with one partner accountable throughout.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Our approach",
    title: "Evidence first, your team in the room, results on the table",
    lead: `Every ${brand.name} engagement, from a two-week sprint to a year-long transformation, follows the same four principles and moves through the same four phases, whatever its service calls its own steps. You always know what happens next and why.`,
    actions: [
      { label: "Discuss your project", href: routes.contact, variant: "primary" },
      { label: "Read success stories", href: routes.successStories, variant: "secondary" },
    ],
  } satisfies PageHero,
  principles: {
    intro: {
      eyebrow: "Principles",
      title: "Four rules we do not bend",
      lead: "They apply whichever service you buy and whichever office you work with.",
    },
    items: [
      {
        icon: "search",
        title: "Evidence before opinion",
        description:
          "We interview customers, read the numbers and test the assumptions before we recommend anything, and we show you the evidence behind each recommendation.",
      },
      {
        icon: "users",
        title: "Your team in the room",
        description:
          "Plans are made with the people who will carry them out, so they are understood, challenged and owned from the first workshop on.",
      },
      {
        icon: "gauge",
        title: "Small tests, then scale",
        description:
          "A new price, channel or structure is tried with one team or one market first. What works is rolled out; what does not costs little.",
      },
      {
        icon: "chart-line",
        title: "Results you can measure",
        description:
          "Three to five measures are agreed in the first week and reviewed every month, so progress is a number, not an impression.",
      },
    ],
  } satisfies CardSection,
  methodology: {
    intro: {
      eyebrow: "The 4D methodology",
      title: "Discover, Design, Develop, Deliver",
      lead: "Four phases with a clear output each. Each service names its steps for its own work, and every step sits in one of these phases: in consultancy and strategy they are Assess, Design, Plan and Deliver; in marketing and sales, Audit, Strategy, Launch and Optimize. Short engagements move through the phases in weeks; transformations repeat the cycle every quarter.",
    },
    steps: [
      {
        title: "Discover",
        detail: "Where you stand",
        description:
          "Interviews, data and a market scan establish where the business really stands and what is holding it back.",
      },
      {
        title: "Design",
        detail: "One chosen direction",
        description:
          "Options are worked through with your leadership team until one direction is chosen, costed and owned.",
      },
      {
        title: "Develop",
        detail: "Tested at small scale",
        description:
          "We build what the plan needs: processes, teams, offers and tools, tested on a small scale before roll-out.",
      },
      {
        title: "Deliver",
        detail: "Rolled out and handed over",
        description:
          "Roll-out with monthly reviews against the agreed measures, and a handover your team can run without us.",
      },
    ],
  } satisfies StepSection,
  commitments: {
    intro: {
      eyebrow: "What you can count on",
      title: "The same commitments on every engagement",
      lead: "Written into every proposal, so you can hold us to them.",
    },
    items: [
      "One partner accountable from the first call to the final review",
      "A written goal and measures agreed in the first week",
      "A progress report every two weeks, in plain language",
      "The fee, or the rates of the people you book, agreed in writing before the work begins",
      projectStart,
      "A handover of documents and routines your team keeps",
    ],
  } satisfies ListSection,
  closing: {
    title: "See the approach on your own question",
    lead: `Tell us what you want to change. A partner replies within ${formatDuration(replyTime, "en")} with a first view of how Discover would look for you.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Explore our services", href: routes.services, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
