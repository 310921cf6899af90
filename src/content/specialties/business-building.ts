/** /specialties/business-building */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { projectStart, replyTime } from "../site";
import type { CardSection, ClosingCta, PageHero, PlanSection, StepSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.businessBuilding,
    title: "Business Building",
    description:
      "We help founders turn an idea into a working company and take growing businesses to their next stage, from business model to first hires.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Business building",
    title: "Build the company behind the idea",
    lead: "We work beside founders and owners to set up the model, the team and the routines a business needs to start, grow or change course.",
    actions: [
      { label: "Book a free consultation", href: routes.contact, variant: "primary" },
      { label: "Talk to a business builder", href: routes.contact, variant: "secondary" },
    ],
  } satisfies PageHero,
  capabilities: {
    intro: {
      eyebrow: "What we build",
      title: "The parts of a business that have to work together",
      lead: "Most companies stall because one of these is missing. We put them in place in the order your stage demands.",
    },
    items: [
      {
        icon: "layers",
        title: "Business model",
        description:
          "Who you serve, what you sell, how you price it and how the numbers add up, tested with real customers.",
      },
      {
        icon: "rocket",
        title: "Go-to-market",
        description:
          "The first channels, the sales process and the offer that win your first customers and the next hundred.",
      },
      {
        icon: "users",
        title: "Team and structure",
        description:
          "The roles to hire first, who decides what, and a structure that still works when the team doubles.",
      },
      {
        icon: "gauge",
        title: "Operations and finance",
        description:
          "Budgets, cash planning, key processes and a monthly review that keeps the company in control as it grows.",
      },
    ],
  } satisfies CardSection,
  process: {
    intro: {
      eyebrow: "Process",
      title: "Five steps from idea to a business that runs",
      lead: "Each step ends with a decision you make with full information, so you never invest ahead of the evidence.",
    },
    steps: [
      {
        title: "Discover",
        detail: "Founder interviews",
        description:
          "We learn your goals, your market and your resources, and agree what success looks like.",
      },
      {
        title: "Validate",
        detail: "Customer evidence",
        description:
          "We test demand, pricing and the offer with target customers before money goes into building.",
      },
      {
        title: "Design",
        detail: "Business plan",
        description:
          "Business model, financial plan, structure and go-to-market, written into one plan you own.",
      },
      {
        title: "Launch",
        detail: "First customers",
        description: "We set up sales, operations and reporting, and run the launch alongside your team.",
      },
      {
        title: "Scale",
        detail: "Growth roadmap",
        description:
          "We review results monthly, fix what holds growth back and plan the next hires and markets.",
      },
    ],
  } satisfies StepSection,
  packages: {
    intro: {
      eyebrow: "Packages",
      title: "Three ways to build with us",
      lead: "Every package is scoped to your stage and goals, and the fee is fixed in writing before work begins.",
    },
    plans: [
      {
        name: "Startup Foundation",
        price: { words: "Custom quote" },
        period: "scoped in a free consultation",
        description: "For founders turning an idea into a company that can win its first customers.",
        features: [
          "Business model and value proposition",
          "Customer validation interviews",
          "Financial plan for the first 24 months",
          "Launch plan with first sales channels",
        ],
        action: { label: "Plan your foundation", href: routes.contact },
      },
      {
        name: "Growth Strategy",
        price: { words: "Custom quote" },
        period: "scoped in a free consultation",
        description: "For young companies with paying customers that need a plan to grow faster.",
        features: [
          "Growth diagnostic of sales, product and operations",
          "Target markets and channels, sized and ranked",
          "Hiring plan for the next stage",
          "Quarterly goals with owners and measures",
        ],
        action: { label: "Plan your growth", href: routes.contact },
      },
      {
        name: "Business Transformation",
        price: { words: "Custom quote" },
        period: "scoped in a free consultation",
        description: "For established businesses changing their model, structure or markets.",
        features: [
          "Review of the current business model",
          "New operating model and structure",
          "Transformation roadmap with milestones",
          "Program management through the change",
        ],
        action: { label: "Plan your transformation", href: routes.contact },
      },
    ],
    note: projectStart,
  } satisfies PlanSection,
  closing: {
    title: "Ready to build?",
    lead: `Tell us where your business stands and where you want it to go. We reply within ${formatDuration(replyTime, "en")} to set up a free consultation.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Book a free consultation", href: routes.contact, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
