/** /services/consultancy-strategy */
import { routes } from "../routes";
import { page as successStories } from "../about/success-stories";
import type { SuccessStory } from "@/types/sections";
import { formatDuration, formatPrice } from "@/content/format";
import { projectStart, projectStartTime, replyTime } from "../site";
import type { CardSection, ClosingCta, PageHero, Plan, PlanSection, StepSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

/** The packages, cheapest first: the page's description quotes the first. */
const plans = [
  {
    name: "Strategy Sprint",
    price: { amount: 25000, currency: "USD" },
    period: "one-time",
    description: "A diagnostic and a clear direction for a leadership team that needs to decide fast.",
    features: [
      "Strategic diagnostic",
      "Two leadership workshops",
      "Strategy on a page",
      "90-day priority list",
    ],
    action: { label: "Start a sprint", href: routes.contact },
  },
  {
    name: "Strategy & Execution",
    price: { amount: 45000, currency: "USD" },
    period: "for 3 months",
    popular: true,
    description: "Strategy, plan and the first quarter of delivery, with a partner at your side every week.",
    features: [
      "Everything in Strategy Sprint",
      "Growth strategy and financial model",
      "90-day execution plan",
      "Weekly progress reviews",
    ],
    action: { label: "Plan the engagement", href: routes.contact },
  },
  {
    name: "Transformation Partner",
    price: { amount: 120000, currency: "USD" },
    period: "for 12 months",
    description: "A year-long partnership for companies changing their model, structure or markets.",
    features: [
      "Everything in Strategy & Execution",
      "Operating model redesign",
      "Transformation office for 12 months",
      "Quarterly board reporting",
    ],
    action: { label: "Discuss a partnership", href: routes.contact },
  },
] as const satisfies readonly Plan[];

export const page = {
  meta: {
    path: routes.consultancyStrategy,
    title: "Consultancy & Strategy",
    description: `Strategy consulting for founders and leadership teams: diagnosis, strategic plans and operating models, from ${formatPrice(plans[0].price, "en")}. Start within ${formatDuration(projectStartTime, "en")}.`,
  } satisfies PageMeta,
  /** The case the page opens with: a story of /about/success-stories and its result. */
  case: {
    story: successStories.stories.stories[1] as SuccessStory,
    href: routes.successStories,
  },
  hero: {
    eyebrow: "Consultancy & Strategy",
    title: "A strategy your team owns, and a plan to carry it out",
    lead: "We diagnose where the business stands, set the few priorities that matter, and stay until the first results are on the board.",
    actions: [
      { label: "Talk to a strategist", href: routes.contact, variant: "primary" },
      { label: "Read our insights", href: routes.insights, variant: "secondary" },
    ],
  } satisfies PageHero,
  coreServices: {
    intro: {
      eyebrow: "Core services",
      title: "Where we start",
      lead: "Four kinds of work cover most of what leadership teams ask of us. Most engagements combine two or three.",
    },
    items: [
      {
        icon: "target",
        title: "Strategic planning",
        description:
          "A three-year direction with yearly goals and the few bets that carry it, agreed by the whole leadership team.",
        features: [
          "Market and competitor review",
          "Strategy workshops with the leadership team",
          "Board-ready strategy document",
        ],
      },
      {
        icon: "layers",
        title: "Business model design",
        description:
          "How you create, deliver and capture value, tested against real customers before you commit to it.",
        features: ["Revenue model options", "Unit economics and pricing", "Customer interviews and tests"],
      },
      {
        icon: "workflow",
        title: "Operating model reviews",
        description:
          "Structure, roles, decision rights and rhythms that let the organization carry out the strategy.",
        features: ["Organization design", "Decision-rights map", "Management meeting cadence"],
      },
      {
        icon: "chart-line",
        title: "Performance management",
        description: "A short set of measures that tell you every month whether the strategy is working.",
        features: ["KPI tree and targets", "Monthly business review", "Dashboard specification"],
      },
    ],
  } satisfies CardSection,
  offerings: {
    intro: {
      eyebrow: "Detailed offerings",
      title: "What you receive",
      lead: "Every engagement ends with documents and routines your team keeps using after we leave.",
    },
    items: [
      {
        title: "Strategic diagnostic",
        meta: ["3-4 weeks"],
        description:
          "Interviews, financial analysis and a market scan that show where growth and margin really come from.",
        highlight: "Delivered as a written diagnostic and a leadership workshop.",
      },
      {
        title: "Growth strategy",
        meta: ["6-8 weeks"],
        description:
          "Target markets, offers and channels, sized and ranked, with the investment each one needs.",
        highlight: "Delivered as a strategy document and a financial model.",
      },
      {
        title: "90-day execution plan",
        meta: ["2-3 weeks"],
        description:
          "Owners, milestones and budget for the first quarter, so the strategy turns into work on Monday.",
        highlight: "Delivered as a plan, a RACI and a weekly tracking sheet.",
      },
      {
        title: "Transformation office",
        meta: ["3-12 months"],
        description:
          "A senior consultant runs the program office beside your team: tracking, unblocking and reporting.",
        highlight: "Delivered as monthly board reports and a live initiative tracker.",
      },
      {
        title: "Market entry",
        meta: ["6-10 weeks"],
        description:
          "Whether, where and how to enter a new country or segment, using our offices on three continents.",
        highlight: "Delivered as an entry case, a partner shortlist and a launch plan.",
      },
      {
        title: "Board and investor readiness",
        meta: ["4-6 weeks"],
        description: "The story, numbers and governance investors and boards look for before they say yes.",
        highlight: "Delivered as an equity story, a data room checklist and a board pack.",
      },
    ],
  } satisfies CardSection,
  methodology: {
    intro: {
      eyebrow: "Methodology",
      title: "Four phases, one accountable team",
      lead: "The same partner leads from the first interview to the last review.",
    },
    steps: [
      {
        title: "Assess",
        detail: "Weeks 1-3",
        description: "Interviews, data and a market scan to find out where the business really stands.",
      },
      {
        title: "Design",
        detail: "Weeks 3-6",
        description:
          "Options worked through with the leadership team until one direction is chosen and owned.",
      },
      {
        title: "Plan",
        detail: "Weeks 6-8",
        description: "Goals, owners, budgets and measures for the first year, with a detailed first 90 days.",
      },
      {
        title: "Deliver",
        detail: "Ongoing",
        description: "We run reviews with you, remove blockers and adjust the plan as results come in.",
      },
    ],
  } satisfies StepSection,
  packages: {
    intro: {
      eyebrow: "Engagement packages",
      title: "Choose how far we go together",
      lead: "Fixed fees, agreed before we start, so the budget is settled on day one.",
    },
    plans,
    note: projectStart,
  } satisfies PlanSection,
  closing: {
    title: "Ready to set the direction?",
    lead: `Tell us what decision is in front of you. A partner replies within ${formatDuration(replyTime, "en")} with a first view and a proposal.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Explore our insights", href: routes.insights, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
