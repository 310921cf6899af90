/** /services/marketing-sales */
import { routes } from "../routes";
import { page as successStories } from "../about/success-stories";
import type { SuccessStory } from "@/types/sections";
import { formatDuration } from "@/content/format";
import { officeCities, projectStart, replyTime } from "../site";
import type {
  CardSection,
  ClosingCta,
  PageHero,
  PlanSection,
  StepSection,
  StorySection,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.marketingSales,
    title: "Marketing & Sales Consulting",
    description:
      "Positioning, demand generation and sales process design that tie every campaign to revenue. Fixed fees, from a one-time audit to a 12-month partnership.",
  } satisfies PageMeta,
  /** The case the page opens with: a story of /about/success-stories and its result. */
  case: {
    story: successStories.stories.stories[2] as SuccessStory,
    href: routes.successStories,
  },
  hero: {
    eyebrow: "Marketing & Sales",
    title: "Marketing that fills the pipeline, and a sales team that closes it",
    lead: "We connect positioning, campaigns and the sales process, so you can trace every euro of marketing spend to revenue.",
    actions: [
      { label: "Plan your growth", href: routes.contact, variant: "primary" },
      { label: "Our marketing philosophy", href: routes.marketingPhilosophy, variant: "secondary" },
    ],
  } satisfies PageHero,
  coreServices: {
    intro: {
      eyebrow: "Core services",
      title: "From first message to signed contract",
      lead: "Four services cover the path a buyer takes. We start where your funnel leaks most.",
    },
    items: [
      {
        icon: "flag",
        title: "Go-to-market strategy",
        description:
          "Which segments to target, what to offer them and through which channels, with revenue targets per quarter.",
        features: ["Segment and buyer research", "Offer and pricing review", "Quarterly revenue targets"],
      },
      {
        icon: "pen-tool",
        title: "Brand positioning and messaging",
        description:
          "A clear statement of who you serve and why they should choose you, carried through every page and pitch.",
        features: ["Positioning workshop", "Messaging framework", "Website and pitch deck review"],
      },
      {
        icon: "megaphone",
        title: "Demand generation",
        description:
          "Campaigns that bring in qualified leads, measured by the pipeline they create rather than by clicks.",
        features: ["Campaign planning and management", "Content calendar", "Lead scoring agreed with sales"],
      },
      {
        icon: "handshake",
        title: "Sales process and enablement",
        description:
          "A defined sales process, a clean CRM and sales reps who know what to say at every stage of a deal.",
        features: [
          "Sales stage definitions",
          "CRM setup and pipeline reviews",
          "Playbooks and objection handling",
        ],
      },
    ],
  } satisfies CardSection,
  channels: {
    intro: {
      eyebrow: "Channels",
      title: "The channels your buyers actually use",
      lead: "We choose channels by where your buyers spend time and what each one returns, never by habit.",
    },
    items: [
      {
        icon: "search",
        title: "Search",
        description: "SEO and paid search for buyers who are already looking for what you sell.",
      },
      {
        icon: "message-square",
        title: "Social and paid media",
        description: "LinkedIn, Meta and other platforms, with budgets set by cost per qualified lead.",
      },
      {
        icon: "inbox",
        title: "Email and CRM",
        description: "Nurture sequences and newsletters that move leads toward a sales conversation.",
      },
      {
        icon: "book-open",
        title: "Content",
        description: "Articles, guides and case studies that answer buyers' questions before they ask them.",
      },
      {
        icon: "presentation",
        title: "Events and webinars",
        description: "Trade shows, webinars and roundtables with a follow-up plan for every contact met.",
      },
      {
        icon: "target",
        title: "Outbound prospecting",
        description: "Targeted outreach by email, phone and LinkedIn, with scripts your reps help write.",
      },
      {
        icon: "gauge",
        title: "Website and conversion",
        description: "Landing pages and forms tested to turn more visits into booked conversations.",
      },
      {
        icon: "repeat",
        title: "Referrals and partners",
        description:
          "Programs that turn satisfied customers and partners into a steady source of introductions.",
      },
    ],
  } satisfies CardSection,
  specializedAreas: {
    intro: {
      eyebrow: "Specialized areas",
      title: "Where our teams go deeper",
      lead: "Some situations need specific experience. These are the ones we see most often.",
    },
    items: [
      {
        icon: "layers",
        title: "B2B and SaaS marketing",
        description:
          "Long sales cycles, buying committees and account-based campaigns aimed at a named list of target companies.",
      },
      {
        icon: "rocket",
        title: "Startup launches",
        description:
          "First positioning, first channels and the first sales hire for companies still proving product-market fit.",
      },
      {
        icon: "graduation-cap",
        title: "Sales training",
        href: routes.salesTraining,
        description:
          "Courses that teach sales teams discovery, negotiation and digital selling, run in-house or at our offices.",
      },
      {
        icon: "chart-column",
        title: "Marketing analytics",
        description:
          "Attribution, dashboards and a monthly review that shows what each channel returns for the money spent.",
      },
      {
        icon: "globe",
        title: "International expansion",
        description: `Campaigns for a new market, run with our teams in ${officeCities("en")}.`,
      },
      {
        icon: "hand-heart",
        title: "Retention and expansion",
        description:
          "Onboarding, lifecycle emails and account plans that grow revenue from the customers you already have.",
      },
    ],
  } satisfies CardSection,
  process: {
    intro: {
      eyebrow: "Our process",
      title: "Four phases from audit to steady growth",
      lead: "Marketing and sales leads take part in every phase, so the plan belongs to both teams.",
    },
    steps: [
      {
        title: "Audit",
        detail: "Weeks 1-2",
        description:
          "We review positioning, channels, funnel data and the sales pipeline, and interview recent buyers.",
      },
      {
        title: "Strategy",
        detail: "Weeks 3-4",
        description:
          "Targets, segments, messages and a channel plan with a budget, agreed with your marketing and sales leads.",
      },
      {
        title: "Launch",
        detail: "Weeks 5-8",
        description:
          "Campaigns go live, the CRM and sales stages are set up, and reps are trained on the new playbook.",
      },
      {
        title: "Optimize",
        detail: "Ongoing",
        description:
          "Weekly pipeline reviews and monthly reports; budget moves to the channels that produce revenue.",
      },
    ],
  } satisfies StepSection,
  successStories: {
    intro: {
      eyebrow: "Success stories",
      title: "What changed for two of our clients",
    },
    stories: [
      {
        title: "From scattered campaigns to a pipeline the board trusts",
        client: "Series A B2B software company, Amsterdam",
        industry: "Software",
        challenge:
          "Paid ads produced plenty of sign-ups but few sales conversations, and marketing and sales disagreed on what a good lead was.",
        solution:
          "We redefined the ideal customer, rewrote the messaging, set lead criteria both teams agreed on and moved budget from broad ads to account-based campaigns.",
        results: [
          "One lead definition shared by marketing and sales",
          "A weekly pipeline review replaced monthly debates over lead quality",
          "Revenue forecast built from the CRM instead of spreadsheets",
        ],
      },
      {
        title: "A sales playbook for a first market abroad",
        client: "Family-owned equipment manufacturer, Rotterdam",
        industry: "Manufacturing",
        challenge:
          "Sales depended on the founder's personal network, and a new team in the United Kingdom had no process to follow.",
        solution:
          "We wrote down the founder's sales approach, built a stage-by-stage playbook, set up the CRM and trained the new team on live deals.",
        results: [
          "UK team running its own pipeline without the founder in every deal",
          "A documented sales process used for every new hire",
          "Pipeline and forecast visible to management every week",
        ],
      },
    ],
  } satisfies StorySection,
  packages: {
    intro: {
      eyebrow: "Packages",
      title: "Choose the depth of support",
      lead: "Fixed fees, agreed before we start, with the same senior lead from audit to results.",
    },
    plans: [
      {
        name: "Growth Audit",
        price: { amount: 7500, currency: "EUR" },
        period: "one-time",
        description:
          "A full review of your marketing and sales engine, with a ranked plan your team can carry out.",
        features: [
          "Positioning and messaging review",
          "Channel and funnel analysis",
          "Sales process assessment",
          "90-day action plan",
        ],
        action: { label: "Book an audit", href: routes.contact },
      },
      {
        name: "Growth Program",
        price: { amount: 35000, currency: "EUR" },
        period: "for 6 months",
        popular: true,
        description:
          "Strategy and six months of hands-on delivery, with a senior lead working beside your team every week.",
        features: [
          "Everything in Growth Audit",
          "Go-to-market strategy",
          "Campaign management",
          "Sales playbook and CRM setup",
          "Monthly performance reviews",
        ],
        action: { label: "Start the program", href: routes.contact },
      },
      {
        name: "Growth Partner",
        price: { amount: 75000, currency: "EUR" },
        period: "for 12 months",
        description:
          "A year-long partnership that runs marketing and sales improvement as one program with one owner.",
        features: [
          "Everything in Growth Program",
          "Campaigns across all chosen channels",
          "Sales team training",
          "Quarterly strategy reviews with leadership",
        ],
        action: { label: "Discuss a partnership", href: routes.contact },
      },
    ],
    note: projectStart,
  } satisfies PlanSection,
  closing: {
    title: "Ready to grow revenue you can forecast?",
    lead: `Tell us where your pipeline stalls. A partner replies within ${formatDuration(replyTime, "en")} with a first view and next steps.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Explore sales training", href: routes.salesTraining, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
