/** /services/freelance-talent */
import { officeCities, offices, replyTime } from "../site";
import { formatCount, formatDuration } from "@/content/format";
import { routes } from "../routes";
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
    path: routes.freelanceTalent,
    title: "Freelance & Talent Sourcing",
    description: `Vetted freelance specialists, permanent hires and dedicated project teams, sourced and screened by our talent team across ${formatCount(offices.length, "en")} offices.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Freelance & Talent",
    title: "The right people for the role, the project or the whole team",
    lead: "We find, screen and introduce specialists and leaders who fit your work and your culture, for a few weeks or for years.",
    actions: [
      { label: "Find talent", href: routes.contact, variant: "primary" },
      { label: "Get in touch", href: routes.getInTouch, variant: "secondary" },
    ],
  } satisfies PageHero,
  coreServices: {
    intro: {
      eyebrow: "Core services",
      title: "Four ways to add people",
      lead: "Choose by how long you need the skills and how much of the management you want us to carry.",
    },
    items: [
      {
        icon: "briefcase",
        title: "Freelance specialists",
        description:
          "Vetted independent experts for a defined piece of work, ready to start as soon as the contract is signed.",
        features: [
          "Skills and reference checks",
          "Shortlist of screened candidates",
          "Contract and onboarding support",
        ],
      },
      {
        icon: "user-check",
        title: "Permanent recruitment",
        description: "Full-time hires for key roles, from a first specialist to a senior leader.",
        features: ["Role scorecard", "Targeted search and screening", "Offer and onboarding support"],
      },
      {
        icon: "workflow",
        title: "Project staffing",
        description:
          "The specialists a project needs, contracted and coordinated by us so your managers keep their focus.",
        features: [
          "Staffing plan per project phase",
          "One contract for all freelancers",
          "Regular check-ins",
        ],
      },
      {
        icon: "network",
        title: "Dedicated teams",
        description:
          "A complete team built around a product or a goal, with its own lead, working as an extension of yours.",
        features: ["Team design and hiring", "Dedicated team lead", "Delivery reporting"],
      },
    ],
  } satisfies CardSection,
  talentCategories: {
    intro: {
      eyebrow: "Talent categories",
      title: "Skills we place most often",
      lead: "Our network covers four families of roles, each screened by consultants who have done the work themselves.",
    },
    items: [
      {
        icon: "code",
        title: "Technology & Data",
        description:
          "Engineers, data specialists and product people for new builds, migrations and new products.",
        tags: ["Software engineering", "Data science", "Cloud and DevOps", "Product management", "UX design"],
      },
      {
        icon: "megaphone",
        title: "Marketing & Sales",
        description: "People who fill the pipeline and close it, from campaign specialists to sales leaders.",
        tags: ["Growth marketing", "Content and SEO", "Paid media", "Account executives", "Sales operations"],
      },
      {
        icon: "coins",
        title: "Finance & Operations",
        description:
          "Finance and operations experts who keep a growing company in control of cash and delivery.",
        tags: ["Interim CFOs", "Financial modeling", "Operations management", "Supply chain", "Procurement"],
      },
      {
        icon: "compass",
        title: "Leadership & Strategy",
        description: "Senior people who can step into a gap, lead a change or advise the board.",
        tags: ["Interim executives", "Strategy consultants", "Program management", "Change management"],
      },
    ],
  } satisfies CardSection,
  offerings: {
    intro: {
      eyebrow: "Offerings",
      title: "Beyond the search",
      lead: "Services around the hire that make placements work and last.",
    },
    items: [
      {
        icon: "puzzle",
        title: "Talent matching",
        href: routes.talentMatching,
        description:
          "A matching method that weighs skills, experience and cultural fit before anyone reaches your shortlist.",
      },
      {
        icon: "clock",
        title: "Interim management",
        description:
          "Experienced leaders who step in at short notice to cover a vacancy or run a change program.",
      },
      {
        icon: "clipboard-check",
        title: "Team skills review",
        description:
          "A review of your current team against your plan, showing which roles to hire, which to develop and which to contract.",
      },
      {
        icon: "globe",
        title: "International hiring",
        description: `Candidates from our network around ${officeCities("en")}, with local market knowledge.`,
      },
      {
        icon: "badge-check",
        title: "Onboarding support",
        description:
          "An onboarding plan and check-ins during the first months, so new people settle in and stay.",
      },
      {
        icon: "users",
        title: "Our freelancer network",
        description:
          "Independent specialists can join our network and hear about projects that match their skills.",
        action: { label: "Join as a freelancer", href: routes.careers },
      },
    ],
  } satisfies CardSection,
  process: {
    intro: {
      eyebrow: "Process",
      title: "From brief to a person at work",
      lead: "One consultant runs your search from start to finish and reports to you every week.",
    },
    steps: [
      {
        title: "Define the need",
        detail: "Role scorecard",
        description: "We agree outcomes, skills, budget and start date with the hiring manager.",
      },
      {
        title: "Search and screen",
        detail: "Screened longlist",
        description:
          "We search our network and the market, then interview and test every candidate against the scorecard.",
      },
      {
        title: "Shortlist and interviews",
        detail: "Shortlist report",
        description: "You meet only candidates who fit, each with our written assessment and references.",
      },
      {
        title: "Offer and onboarding",
        detail: "Signed offer",
        description:
          "We handle the offer and check in during the first months to make sure the placement works.",
      },
    ],
  } satisfies StepSection,
  successStories: {
    intro: {
      eyebrow: "Success stories",
      title: "Teams we have helped build",
    },
    stories: [
      {
        title: "A data team in place before the migration began",
        client: "Logistics scale-up, Singapore",
        industry: "Logistics",
        challenge:
          "A platform migration needed data and cloud specialists at short notice, and in-house hiring could not fill the roles in time.",
        solution:
          "We assembled a dedicated team of vetted freelancers under an experienced lead, contracted and managed through one agreement.",
        results: [
          "Team working before the migration start date",
          "Migration delivered on the agreed schedule",
          "Two freelancers later hired into permanent roles",
        ],
      },
      {
        title: "A first finance leader for a growing company",
        client: "Family-owned retail group, London",
        industry: "Retail",
        challenge:
          "The company had outgrown its bookkeeping setup and needed a finance leader who could also prepare it for outside investment.",
        solution:
          "We defined the role with the founders, placed an interim CFO at once and ran the permanent search alongside.",
        results: [
          "Monthly reporting and a budget in place within the first quarter",
          "Permanent CFO hired from a screened shortlist",
          "Investor-ready financial model delivered",
        ],
      },
    ],
  } satisfies StorySection,
  pricing: {
    intro: {
      eyebrow: "Pricing structure",
      title: "Fees that follow the way you hire",
      lead: "Each fee is a percentage tied to the hire or the project, agreed in writing before the search begins.",
    },
    plans: [
      {
        name: "Permanent Placement",
        price: { percent: [15, 25] },
        period: "of annual salary",
        description: "For full-time hires, from specialists to senior leaders.",
        features: [
          "Role scorecard and targeted search",
          "Screened shortlist with references",
          "Offer and onboarding support",
          "90-day replacement guarantee",
        ],
        action: { label: "Start a search", href: routes.contact },
      },
      {
        name: "Freelance Projects",
        price: { percent: [10, 15] },
        period: "project management fee",
        popular: true,
        description:
          "For freelance specialists on a project, with contracts, invoicing and check-ins handled by us.",
        features: [
          "Vetted freelance specialists",
          "Contracts and invoicing handled",
          "Regular check-ins with you and the freelancer",
          "Team scaled up or down as the project changes",
        ],
        action: { label: "Staff a project", href: routes.contact },
      },
      {
        name: "Dedicated Teams",
        price: { percent: [20, 30] },
        period: "of team costs",
        description: "For complete teams built and run around a product or a goal.",
        features: [
          "Team design and staffing",
          "Dedicated team lead",
          "Delivery and performance reporting",
          "Roles adjusted as priorities shift",
        ],
        action: { label: "Build a team", href: routes.contact },
      },
    ],
    note: "Deposits are applied to the final fee and are refundable if no qualified candidates are delivered. Success fees are based on first-year total compensation and are due on acceptance of the offer.",
  } satisfies PlanSection,
  closing: {
    title: "Tell us who you need",
    lead: `Share the role or the project. Our talent team replies within ${formatDuration(replyTime, "en")} with next steps and a first view of the market.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Send a hiring brief", href: routes.getInTouch, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
