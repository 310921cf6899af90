/** /specialties/startup-advisory */
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";
import { routes } from "../routes";
import type { CardSection, ClosingCta, PageHero, StepSection, StorySection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.startupAdvisory,
    title: "Startup Advisory",
    description:
      "Hands-on advice for founders from pre-seed to Series A and beyond: strategic planning, team building and growth strategy.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Startup advisory",
    title: "An experienced advisor for every stage of your startup",
    lead: "We help founders make the calls that shape a company: what to build next, whom to hire and how to grow without running out of cash.",
    actions: [
      { label: "Talk to an advisor", href: routes.contact, variant: "primary" },
      { label: "Read founder insights", href: routes.insights, variant: "secondary" },
    ],
  } satisfies PageHero,
  advisoryAreas: {
    intro: {
      eyebrow: "Advisory areas",
      title: "Where founders ask us in",
      lead: "Three areas decide whether a startup reaches its next round. We work on the one that matters most right now.",
    },
    items: [
      {
        icon: "target",
        title: "Strategic Planning",
        description:
          "A clear focus for the next 12 to 18 months, and a plan that the team and investors can follow.",
        features: [
          "Market and competitor analysis",
          "Product and market priorities",
          "Milestone plan tied to runway",
          "Board and investor updates",
        ],
      },
      {
        icon: "users",
        title: "Team Building",
        description:
          "The first hires, the founding team's roles and the habits that keep a small team fast as it grows.",
        features: [
          "Hiring plan and role scorecards",
          "Founder roles and decision rights",
          "Equity and compensation frameworks",
          "Culture and ways of working",
        ],
      },
      {
        icon: "trending-up",
        title: "Growth Strategy",
        description:
          "The channels, pricing and sales motion that turn early traction into repeatable, predictable growth.",
        features: [
          "Customer segment and channel tests",
          "Pricing and packaging",
          "Sales process and pipeline metrics",
          "Unit economics review",
        ],
      },
    ],
  } satisfies CardSection,
  stages: {
    intro: {
      eyebrow: "Stages",
      title: "Advice that changes as your company does",
      lead: "The questions at pre-seed are not the questions at Series A. Our support follows the stage you are in.",
    },
    steps: [
      {
        title: "Pre-Seed",
        detail: "Prove the problem",
        description:
          "Validate the problem and the first version of the solution with customers, and shape the story for first investors.",
      },
      {
        title: "Seed",
        detail: "Find product-market fit",
        description:
          "Focus the product on the customers who pay, hire the first key people and set the metrics investors will ask for.",
      },
      {
        title: "Series A",
        detail: "Make growth repeatable",
        description:
          "Build a sales and marketing engine, add a management layer and prepare the data room for the round.",
      },
      {
        title: "Beyond",
        detail: "Scale the organization",
        description:
          "Enter new markets, strengthen leadership and governance, and keep the company's pace as it grows.",
      },
    ],
  } satisfies StepSection,
  engagement: {
    intro: {
      eyebrow: "How we work",
      title: "Ways to work with an advisor",
      lead: "Choose the format that fits your calendar and your runway.",
    },
    items: [
      {
        icon: "calendar",
        title: "Monthly advisory",
        description:
          "A standing session with your advisor each month to review progress, prepare decisions and unblock the team.",
      },
      {
        icon: "zap",
        title: "Focused sprint",
        description:
          "A short, intensive project on one question, such as a pricing model, a hiring plan or a fundraising story.",
      },
      {
        icon: "presentation",
        title: "Board and investor support",
        description:
          "Help with board meetings, investor updates and fundraising materials, from the first deck to the data room.",
      },
    ],
  } satisfies CardSection,
  successStories: {
    intro: {
      eyebrow: "Success stories",
      title: "Founders we have worked with",
    },
    stories: [
      {
        title: "From scattered pilots to a focused seed round",
        client: "Seed-stage B2B software startup, Amsterdam",
        industry: "Software",
        challenge:
          "The founders were running pilots with customers in four different industries and could not explain to investors where the company was heading.",
        solution:
          "We reviewed every pilot with the team, chose the segment with the strongest pull, and rebuilt the plan and pitch around it.",
        results: [
          "One target segment and a product roadmap built around it",
          "Pitch deck and financial model rewritten for the seed round",
          "Seed round closed with the new plan",
        ],
      },
      {
        title: "A leadership team in place before Series A",
        client: "Series A health-tech company, London",
        industry: "Healthcare technology",
        challenge:
          "After fast growth, every decision still went through the two founders, and hiring for senior roles kept stalling.",
        solution:
          "We mapped decision rights, defined the first leadership roles and supported the founders through the senior hiring.",
        results: [
          "Heads of sales, product and operations hired",
          "Decision rights agreed and written down",
          "Monthly management review running without the advisor",
        ],
      },
    ],
  } satisfies StorySection,
  closing: {
    title: "What decision is in front of you?",
    lead: `Tell us your stage and your next milestone. An advisor replies within ${formatDuration(replyTime, "en")} to set up a first conversation.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Explore our insights", href: routes.insights, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
