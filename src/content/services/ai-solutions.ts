/** /services/ai-solutions */
import { routes } from "../routes";
import { page as successStories } from "../about/success-stories";
import type { SuccessStory } from "@/types/sections";
import { formatDuration } from "@/content/format";
import { officeCities, projectStart, replyTime } from "../site";
import type {
  CardSection,
  ClosingCta,
  ListSection,
  PageHero,
  PlanSection,
  StepSection,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.aiSolutions,
    title: "AI Solution Consultancy",
    description:
      "AI strategy, machine learning, process automation and data analytics: from a first roadmap to tools your teams use every day.",
  } satisfies PageMeta,
  /** The case the page opens with: a story of /about/success-stories and its result. */
  case: {
    story: successStories.stories.stories[3] as SuccessStory,
    href: routes.successStories,
  },
  hero: {
    eyebrow: "AI Solution Consultancy",
    title: "AI that does real work in your business",
    lead: "We find where AI saves time or earns money, build or buy the right tools, and train your people to use them well.",
    actions: [
      { label: "Start Your AI Journey", href: routes.contact, variant: "primary" },
      { label: "AI Strategy Guide", href: `${routes.insights}#ai-strategy-guide`, variant: "secondary" },
    ],
  } satisfies PageHero,
  services: {
    intro: {
      eyebrow: "Our AI services",
      title: "From the first idea to daily use",
      lead: "Four services, used alone or in sequence, take AI from a slide in a board deck to a tool people rely on.",
    },
    items: [
      {
        icon: "compass",
        title: "AI Strategy Development",
        description:
          "A ranked list of AI use cases, each with its business case, data needs and risks, and a roadmap your board can approve.",
        features: [
          "AI readiness assessment",
          "Use-case discovery workshops",
          "Business case per use case",
          "Roadmap and governance principles",
        ],
      },
      {
        icon: "cpu",
        title: "Machine Learning Implementation",
        description:
          "Models built, tested and deployed on your own data, from demand forecasting to document classification.",
        features: [
          "Data preparation and labeling",
          "Model development and testing",
          "Deployment into your systems",
          "Monitoring for accuracy and drift",
        ],
      },
      {
        icon: "workflow",
        title: "Process Automation",
        description:
          "Repetitive work handed to software and AI assistants, with people kept in charge of the decisions.",
        features: [
          "Process mapping and selection",
          "AI assistants and document processing",
          "Workflow automation",
          "Staff training on the new workflow",
        ],
      },
      {
        icon: "chart-column",
        title: "Data Analytics Solutions",
        description:
          "Clean data, clear dashboards and forecasts that help managers decide faster and with more confidence.",
        features: [
          "Data audit and cleanup",
          "Data pipeline and warehouse setup",
          "Dashboards and reporting",
          "Forecasting models",
        ],
      },
    ],
  } satisfies CardSection,
  process: {
    intro: {
      eyebrow: "How we work",
      title: "Small proof first, then scale",
      lead: "Every project proves its value on a small scale before it touches the rest of the business.",
    },
    steps: [
      {
        title: "Discover",
        detail: "Use-case shortlist",
        description:
          "We map your processes and data and rank the places where AI can save time or earn money.",
      },
      {
        title: "Pilot",
        detail: "Working prototype",
        description:
          "We build the strongest use case on real data and measure it against today's way of working.",
      },
      {
        title: "Scale",
        detail: "Production rollout",
        description:
          "The proven solution is hardened, connected to your systems and rolled out to every team that needs it.",
      },
      {
        title: "Adopt",
        detail: "Trained team",
        description:
          "We train your people, hand over documentation and support the solution while it settles in.",
      },
    ],
  } satisfies StepSection,
  whyChoose: {
    intro: {
      eyebrow: "Why choose us",
      title: "Why Choose Our AI Consultancy",
      lead: "We judge AI by what it does for your business, not by how new it is.",
    },
    items: [
      "Use cases ranked by business value before any technology is chosen",
      "Vendor-neutral advice: we recommend building or buying, whichever fits",
      "Your data stays under your control, with privacy and security reviewed at every step",
      "Training is part of every project, so your team can run and improve the solution",
      "Strategy consultants and engineers on one team, from roadmap to rollout",
      `Teams in ${officeCities("en")} for support in your time zone`,
    ],
  } satisfies ListSection,
  pricing: {
    intro: {
      eyebrow: "Pricing",
      title: "Start small, or transform at scale",
      lead: "Every package starts with a scope and a fee agreed in writing.",
    },
    plans: [
      {
        name: "Strategy",
        price: { amount: 5000, currency: "EUR" },
        period: "one-off",
        description: "An AI roadmap for leadership teams deciding where to start.",
        features: [
          "AI readiness assessment, a ranked use-case roadmap, and build, buy or partner advice",
          "Use-case workshop with your team",
          "Advice until your roadmap is agreed",
        ],
        action: { label: "Start with strategy", href: routes.contact },
      },
      {
        name: "Implementation",
        price: { amount: 25000, currency: "EUR" },
        period: "per project",
        popular: true,
        description: "One AI solution designed, built and put into daily use by your team.",
        features: [
          "One solution designed, built and integrated with your systems",
          "40 hours team training",
          "3 months support",
        ],
        action: { label: "Plan a project", href: routes.contact },
      },
      {
        name: "Transformation",
        price: { amount: 50000, currency: "EUR", orMore: true },
        period: "enterprise program",
        description: "AI across several teams and processes, with governance and change management built in.",
        features: [
          "Several use cases delivered in sequence, with AI governance and usage policies",
          "Company-wide training program",
          "12 months support",
        ],
        action: { label: "Discuss a program", href: routes.contact },
      },
    ],
    compare: ["What we deliver", "Training", "Support"],
    note: projectStart,
  } satisfies PlanSection,
  closing: {
    title: "Find your first AI win",
    lead: `In a consultation we review your processes and data and show where AI can pay off first. A consultant replies within ${formatDuration(replyTime, "en")}.`,
    actions: [
      { label: "Schedule Consultation", href: routes.contact, variant: "primary" },
      { label: "Read our insights", href: routes.insights, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
