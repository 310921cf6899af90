/** /insights/research */
import { routes } from "../routes";
import { formatDuration, formatPrice } from "@/content/format";
import { projectStart, replyTime } from "../site";
import type {
  CardSection,
  ClosingCta,
  PageHero,
  Plan,
  PlanSection,
  StepSection,
  StorySection,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

/** The packages section's anchor, which the hero's second button points at. */
const packagesId = "packages";

/** The packages, cheapest first: the page's description quotes the first. */
const plans = [
  {
    name: "Market Overview",
    price: { amount: 8000, currency: "USD" },
    duration: { amount: [2, 3], unit: "week" },
    description: "A fast, well-sourced picture of one market for a first decision or an internal case.",
    features: [
      "One market: its size and growth, and profiles of the five main competitors",
      "Desk research and up to 8 expert interviews",
      "One revision",
    ],
    action: { label: "Order an overview", href: routes.contact },
  },
  {
    name: "Comprehensive Study",
    price: { amount: 25000, currency: "USD" },
    duration: { amount: [6, 8], unit: "week" },
    popular: true,
    description: "Primary research with your customers and market, for a decision with real money behind it.",
    features: [
      "Everything in Market Overview, with a quantitative survey and segmentation",
      "Up to 40 customer and buyer interviews",
      "Two revisions",
    ],
    action: { label: "Plan a study", href: routes.contact },
  },
  {
    name: "Strategic Intelligence",
    price: { amount: 60000, currency: "USD" },
    duration: { amount: [12, 16], unit: "week" },
    description: "A multi-market program with scenarios and a standing brief for your leadership team.",
    features: [
      "Everything in Comprehensive Study, for several markets or segments, with scenario analysis and a board workshop",
      "Interviews in every market compared",
      "Unlimited revisions until the report is final",
    ],
    action: { label: "Discuss a program", href: routes.contact },
  },
] as const satisfies readonly Plan[];

export const page = {
  meta: {
    path: routes.research,
    title: "Research and Insights",
    description: `Market, customer and competitor research for decisions that cannot rest on a hunch: studies from ${formatPrice(plans[0].price, "en")}, delivered in ${formatDuration(plans[0].duration, "en")} to ${formatDuration(plans[2].duration, "en")}.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Research and insights",
    title: "Evidence for the decision in front of you",
    lead: "We size markets, interview customers and map competitors, then tell you plainly what the findings mean for your next move, and how sure we are.",
    actions: [
      { label: "Commission a study", href: routes.contact, variant: "primary" },
      { label: "See the packages", href: `${routes.research}#${packagesId}`, variant: "secondary" },
    ],
  } satisfies PageHero,
  capabilities: {
    intro: {
      eyebrow: "Capabilities",
      title: "Four kinds of question we answer",
      lead: "Most studies combine two of them. We agree the question first, and choose the methods after.",
    },
    items: [
      {
        icon: "chart-column",
        title: "Market sizing and forecasting",
        description:
          "How large the market really is, how fast it grows and which segments carry the growth, built bottom-up from buyers and prices.",
        features: ["Bottom-up and top-down models", "Segment growth scenarios", "Assumptions you can check"],
      },
      {
        icon: "users",
        title: "Customer and buyer research",
        description:
          "Why customers buy, switch and leave, heard from them directly in interviews and measured across the market in surveys.",
        features: ["In-depth buyer interviews", "Quantitative surveys", "Needs-based segmentation"],
      },
      {
        icon: "search",
        title: "Competitive intelligence",
        description:
          "Who you are really up against, how they price, sell and position, and where they leave customers underserved.",
        features: ["Competitor profiles", "Pricing and offer benchmarks", "White-space map"],
      },
      {
        icon: "globe",
        title: "Trend and scenario analysis",
        description:
          "The regulatory, technology and demand shifts that could change your market within three to five years, and what each would mean for you.",
        features: ["Signal scanning", "Expert interviews", "Two to four plausible scenarios"],
      },
    ],
  } satisfies CardSection,
  services: {
    intro: {
      eyebrow: "Specialized services",
      title: "Studies built for a specific decision",
      lead: "Each one ends with a recommendation, not only a data set.",
    },
    items: [
      {
        title: "Market entry assessment",
        meta: ["New country or segment"],
        description:
          "Demand, competition, regulation and channels in the market you are considering, with a go, wait or no-go view.",
        highlight: "Drawn on our offices in Europe, North America, Asia and the Gulf.",
      },
      {
        title: "Pricing research",
        meta: ["Willingness to pay"],
        description:
          "What customers would pay for each version of your offer, tested with conjoint and price-sensitivity methods.",
        highlight: "Ends with price points and packaging you can put on a page.",
      },
      {
        title: "Commercial due diligence",
        meta: ["Before an investment"],
        description:
          "An independent view of a target's market, customers and growth plan, for investors and acquiring boards.",
        highlight: "Written to be read by an investment committee in one sitting.",
      },
      {
        title: "Customer experience audit",
        meta: ["Retention and loyalty"],
        description:
          "Where customers struggle between first contact and renewal, traced through interviews, reviews and service data.",
        highlight: "Ranked by the revenue each problem puts at risk.",
      },
      {
        title: "Talent market study",
        meta: ["Hiring and pay"],
        description:
          "Where the people you need work today, what they earn and what would make them move, city by city.",
        highlight: "Shared with our talent team when you hire through us.",
      },
      {
        title: "Brand and positioning study",
        meta: ["Perception"],
        description:
          "How buyers see you against the alternatives, and which position is both credible and open to you.",
        highlight: "Feeds straight into messaging work with our marketing team.",
      },
    ],
  } satisfies CardSection,
  methodology: {
    intro: {
      eyebrow: "Methodology",
      title: "From question to recommendation in five steps",
      lead: "One research lead stays with the study from the first call to the final presentation.",
    },
    steps: [
      {
        title: "Frame",
        detail: "Week 1",
        description:
          "We agree the decision the study serves, the questions it must answer and what would change your mind.",
      },
      {
        title: "Design",
        detail: "Weeks 1-2",
        description:
          "Methods, samples, interview guides and sources are chosen and shared with you before fieldwork starts.",
      },
      {
        title: "Gather",
        detail: "Fieldwork",
        description:
          "Interviews, surveys, desk research and data from your own systems, collected with a weekly progress note.",
      },
      {
        title: "Analyze",
        detail: "Synthesis",
        description:
          "Findings are tested against each other; where sources disagree, we say so and explain which we trust.",
      },
      {
        title: "Recommend",
        detail: "Final weeks",
        description:
          "A written report and a working session with your team on what to do, in what order, and what to watch.",
      },
    ],
  } satisfies StepSection,
  stories: {
    intro: {
      eyebrow: "Success stories",
      title: "What research changed for two clients",
    },
    resultsLabel: "Key results",
    stories: [
      {
        title: "A market entry stopped before it cost a year",
        client: "Specialty food producer, Rotterdam",
        industry: "Consumer goods",
        challenge:
          "The board planned to launch in three Gulf markets at once and wanted the size of the opportunity confirmed before committing the budget.",
        solution:
          "A Comprehensive Study: 40 interviews with distributors and retail buyers, a price audit in 60 stores and a bottom-up market model for each country.",
        keyResult: { value: "55%", label: "cut from the entry budget" },
        results: [
          "Launch focused on one market instead of three",
          "Entry budget cut by 55%",
          "First distributor signed within four months",
        ],
      },
      {
        title: "Pricing rebuilt around what customers valued",
        client: "Series B software company, London",
        industry: "Software",
        challenge:
          "Growth had stalled on a single price plan; sales discounted heavily and nobody knew which features customers would pay more for.",
        solution:
          "Customer interviews and a conjoint survey of 900 buyers, followed by three tiers with clear differences and a new discount policy for the sales team.",
        keyResult: { value: "23%", label: "higher average contract value in two quarters" },
        results: [
          "Average contract value up 23% in two quarters",
          "Discounting halved",
          "Upgrades from the entry tier doubled",
        ],
      },
    ],
  } satisfies StorySection,
  packages: {
    id: packagesId,
    intro: {
      eyebrow: "Research packages",
      title: "Choose the depth of the study",
      lead: "A fixed fee and timeline, agreed before fieldwork starts. Revisions cover changes to the final report after you have read it.",
    },
    plans,
    compare: ["Scope", "Fieldwork", "Revisions"],
    note: projectStart,
  } satisfies PlanSection,
  closing: {
    title: "Have a decision that needs evidence?",
    lead: `Tell us the question and your deadline. A research lead replies within ${formatDuration(replyTime, "en")} with an approach and the package that fits.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Explore our insights", href: routes.insights, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
