/** /specialties/talent-matching */
import { officeCities, replyTime } from "../site";
import { formatDuration } from "@/content/format";
import { routes } from "../routes";
import type {
  CardSection,
  ClosingCta,
  ListSection,
  PageHero,
  PlanSection,
  StepSection,
  StorySection,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.talentMatching,
    title: "Talent Matching & Recruitment",
    description:
      "Recruitment that matches skills and culture: contingency search, retained search and project staffing for technology, finance, healthcare and consulting.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Talent matching",
    title: "People who fit the role, the team and the way you work",
    lead: "We search, screen and assess candidates for skills and for culture, so the hire you make is the hire who stays.",
    actions: [
      { label: "Find Talent", href: routes.contact, variant: "primary" },
      { label: "Join Our Network", href: routes.careers, variant: "secondary" },
    ],
  } satisfies PageHero,
  services: {
    intro: {
      eyebrow: "Services",
      title: "Three ways we find your people",
      lead: "From a single specialist to a complete leadership team, each search is run by one consultant who knows your market.",
    },
    items: [
      {
        icon: "user-search",
        title: "Permanent recruitment",
        description:
          "Specialists and managers for permanent roles, searched in our network and the wider market and screened against a scorecard.",
        features: ["Role scorecard agreed up front", "Screened shortlist", "Offer and onboarding support"],
      },
      {
        icon: "award",
        title: "Executive search",
        description:
          "Discreet search for senior leaders and board members, with in-depth assessment and references on every finalist.",
        features: ["Confidential market mapping", "Leadership assessment", "12-month replacement guarantee"],
      },
      {
        icon: "workflow",
        title: "Project staffing",
        description:
          "Specialists for a defined project or period, contracted quickly and matched to the team they join.",
        features: [
          "Fast access to vetted specialists",
          "Skills matched to each project phase",
          "Regular check-ins",
        ],
      },
    ],
  } satisfies CardSection,
  process: {
    intro: {
      eyebrow: "Process",
      title: "Five steps to the right hire",
      lead: "You see progress every week and meet only candidates who have passed every step.",
    },
    steps: [
      {
        title: "Requirements Analysis",
        description:
          "We meet the hiring manager and the team to define the outcomes, skills, experience and working style the role needs.",
      },
      {
        title: "Talent Sourcing",
        description:
          "We search our network, referrals and the wider market, including people who are not actively looking.",
      },
      {
        title: "Candidate Screening",
        description:
          "Structured interviews, skills tests and reference checks against the scorecard agreed in the first step.",
      },
      {
        title: "Cultural Assessment",
        description:
          "We assess values, motivation and working style against your team, so fit is tested rather than guessed.",
      },
      {
        title: "Perfect Match",
        description:
          "You meet a short list of finalists with our written assessment, and we support the offer and the first months.",
      },
    ],
  } satisfies StepSection,
  industries: {
    intro: {
      eyebrow: "Industries",
      title: "Markets we know from the inside",
      lead: "Our consultants specialize by industry, so they speak your candidates' language and know where to find them.",
    },
    items: [
      {
        icon: "code",
        title: "Technology",
        description: "Engineering, product and data talent for software companies and digital teams.",
        tags: ["Software engineering", "Product management", "Data and AI", "Cloud and security"],
      },
      {
        icon: "landmark",
        title: "Finance",
        description:
          "Finance, risk and investment professionals for banks, funds, fintechs and corporate finance teams.",
        tags: ["Corporate finance", "Risk and compliance", "Investment", "Fintech"],
      },
      {
        icon: "stethoscope",
        title: "Healthcare",
        description:
          "Leaders and specialists for healthcare providers, health-tech and life-science companies.",
        tags: ["Healthcare management", "Health-tech", "Clinical operations", "Regulatory affairs"],
      },
      {
        icon: "briefcase",
        title: "Consulting",
        description:
          "Consultants and practice leaders for strategy, management and technology consulting firms.",
        tags: ["Strategy", "Management consulting", "Technology consulting", "Practice leadership"],
      },
    ],
  } satisfies CardSection,
  solutions: {
    intro: {
      eyebrow: "Solutions",
      title: "Hiring challenges we solve",
      lead: "Some searches are about more than one role. These are the situations clients bring to us most.",
    },
    items: [
      {
        icon: "rocket",
        title: "Scale-up hiring",
        description:
          "A hiring plan and a steady flow of screened candidates when a growing company needs to add many people fast.",
      },
      {
        icon: "repeat",
        title: "Leadership succession",
        description:
          "Confidential search and assessment when a key leader leaves, retires or the role outgrows its holder.",
      },
      {
        icon: "globe",
        title: "New market teams",
        description: `First hires for a new country, found through our offices in ${officeCities("en")}.`,
      },
    ],
  } satisfies CardSection,
  methodology: {
    intro: {
      eyebrow: "Methodology",
      title: "How we judge a match",
      lead: "Four phases of assessment sit behind every shortlist, so each finalist is measured the same way.",
    },
    steps: [
      {
        title: "Define success",
        detail: "Role scorecard",
        description: "What the person must achieve in the first year, written down before the search starts.",
      },
      {
        title: "Test capability",
        detail: "Skills evidence",
        description:
          "Work samples, case exercises and references that show what candidates have actually done.",
      },
      {
        title: "Assess fit",
        detail: "Culture profile",
        description:
          "Values, motivation and working style compared with the team and the manager they will join.",
      },
      {
        title: "Follow through",
        detail: "First months",
        description: "Check-ins with the new hire and the manager to make sure the placement works for both.",
      },
    ],
  } satisfies StepSection,
  successStories: {
    intro: {
      eyebrow: "Success stories",
      title: "Matches that lasted",
    },
    stories: [
      {
        title: "An engineering leadership team for a fast-growing platform",
        client: "Series B software company, Amsterdam",
        industry: "Technology",
        challenge:
          "The company had doubled its engineering team in a year and needed three engineering managers who could lead people as well as code.",
        solution:
          "We ran a retained search with a shared scorecard, tested candidates on real team scenarios and assessed fit with the existing leads.",
        results: [
          "Three engineering managers hired from one search",
          "All three still in role after their first year",
          "Interview process adopted by the client for later hires",
        ],
      },
      {
        title: "A confidential CFO succession",
        client: "Private healthcare group, London",
        industry: "Healthcare",
        challenge:
          "The group's CFO planned to retire, and the board needed a successor without unsettling staff, lenders or the market.",
        solution:
          "We mapped the market discreetly, assessed finalists with the board and planned a handover period with the outgoing CFO.",
        results: [
          "Successor appointed before the retirement date",
          "Handover completed without disruption to reporting",
          "Search kept confidential until the announcement",
        ],
      },
    ],
  } satisfies StorySection,
  fees: {
    intro: {
      eyebrow: "Fees",
      title: "Recruitment fees",
      lead: "Choose the model that suits the role. Fees, deposits and guarantees are agreed in writing before the search begins.",
    },
    plans: [
      {
        name: "Contingency Search",
        price: { percent: [20, 30] },
        deposit: { amount: 5000, currency: "USD" },
        duration: { amount: [6, 12], unit: "week" },
        description: "For specialist and management roles where you want a screened shortlist quickly.",
        features: [
          "Search of our network and the wider market",
          "Screened and assessed shortlist",
          "Offer and onboarding support",
          "90-day replacement guarantee",
        ],
        action: { label: "Start a search", href: routes.contact },
      },
      {
        name: "Retained Search",
        price: { percent: [30, 35] },
        deposit: { amount: 15000, currency: "USD" },
        popular: true,
        description: "For senior and business-critical roles that need a dedicated, exclusive search.",
        features: [
          "Dedicated consultant and research team",
          "Full market mapping and cultural assessment",
          "Fee paid in thirds: engagement start, shortlist, placement",
          "6-month replacement guarantee",
        ],
        action: { label: "Start a retained search", href: routes.contact },
      },
      {
        name: "Project Staffing",
        price: { percent: [15, 25] },
        deposit: { amount: 10000, currency: "USD" },
        description: "For specialists who join a project or cover a defined period.",
        features: [
          "Vetted specialists matched to the project",
          "Contracting and onboarding handled",
          "Regular check-ins during the project",
          "Staffing adjusted as the project changes",
        ],
        action: { label: "Staff a project", href: routes.contact },
      },
    ],
  } satisfies PlanSection,
  feeDetails: {
    intro: {
      eyebrow: "Fee details",
      title: "How fees and guarantees work",
    },
    items: [
      "Executive search: 12-month replacement guarantee.",
      "Deposits are applied to the final fee and are refundable if no qualified candidates are delivered.",
      "Success fees are based on first-year total compensation and are due on acceptance of the offer.",
    ],
  } satisfies ListSection,
  closing: {
    title: "Who do you need on your team?",
    lead: `Share the role and the team it joins. A talent consultant replies within ${formatDuration(replyTime, "en")} with next steps.`,
    actions: [
      { label: "Find Talent", href: routes.contact, variant: "primary" },
      { label: "Join Our Network", href: routes.careers, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
