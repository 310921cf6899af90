/**
 * The four retreat pricing pages under /services/retreats-lifestyle/: one family of pages with one shape, served
 * by the one route app/(site)/services/retreats-lifestyle/[pricing].
 */
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";
import { routes } from "../routes";
import type {
  Action,
  ClosingCta,
  ListSection,
  PageHero,
  PlanSection,
  RateSection,
  RateTable,
} from "@/types/sections";
import type { ContentPage } from "@/types/site";

/** One retreat pricing page: its metadata and the words and numbers of each section. */
export interface RetreatPricingPage extends ContentPage {
  hero: PageHero;
  packages: PlanSection;
  rates: RateSection;
  /** What every package includes, shown as a checklist. */
  included?: ListSection;
  closing: ClosingCta;
}

const heroActions: readonly Action[] = [
  { label: "Book a free consultation", href: routes.contact, variant: "primary" },
  { label: "Get in touch", href: routes.getInTouch, variant: "secondary" },
];

const closingActions: readonly Action[] = [
  { label: "Contact us", href: routes.contact, variant: "primary" },
  { label: "Send a quick message", href: routes.getInTouch, variant: "secondary" },
];

/** Hourly, daily and weekly columns: a day is 8 hours and a week 5 days. */
const hourDayWeekColumns: RateTable["columns"] = [
  { label: "Hourly", hours: 1, suffix: "/ hour" },
  { label: "Daily", hours: 8, suffix: "/ day" },
  { label: "Weekly", hours: 40, suffix: "/ week" },
];

/**
 * What the rate tables' currency covers: only the table. The packages above it carry their own currency sign,
 * which on some pages is the euro.
 */
const ratesInDollars = "The rates in this table are in US dollars.";

const hourDayWeekNote = `${ratesInDollars} A day is 8 hours and a week is 5 days (40 hours), each charged at the hourly rate.`;

const retreatManagementPricing: RetreatPricingPage = {
  meta: {
    path: routes.retreatManagementPricing,
    title: "Retreat Management Pricing",
    description:
      "Weekly retreat management packages for teams of up to 20, up to 50 or more, plus hourly, daily and weekly rates for planning and facilitation.",
  },
  hero: {
    eyebrow: "Retreat management pricing",
    title: "Retreats planned and run for you, at a weekly fee",
    lead: "We find the venue, design the agenda, move your people and facilitate every session, so your team spends the week thinking instead of organizing.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Packages",
      title: "Choose a package by group size",
      lead: "Each package covers one retreat week, agreed as a fixed fee before we book anything.",
    },
    plans: [
      {
        name: "Team Retreat",
        price: { amount: 25000, currency: "USD" },
        period: "per week, up to 20 participants",
        description: "A focused week for a leadership team or a small department.",
        features: [
          "Venue shortlist, booking and contracts",
          "Agenda designed with your retreat owner",
          "One lead facilitator on site",
          "Travel and accommodation coordination",
        ],
        action: { label: "Plan a team retreat", href: routes.contact },
      },
      {
        name: "Company Retreat",
        price: { amount: 50000, currency: "USD" },
        period: "per week, up to 50 participants",
        popular: true,
        description:
          "A full program for a growing company that wants strategy, team building and rest in one week.",
        features: [
          "Everything in Team Retreat",
          "Strategy and team sessions with two facilitators",
          "Daily wellness program: movement, mindfulness and nutrition",
          "Written action plan within a week of returning",
        ],
        action: { label: "Plan a company retreat", href: routes.contact },
      },
      {
        name: "Enterprise Retreat",
        price: { amount: 100000, currency: "USD" },
        period: "per week",
        description: "Large or multi-team retreats with parallel tracks and a dedicated production crew.",
        features: [
          "Everything in Company Retreat",
          "Parallel agenda tracks for several teams",
          "Dedicated on-site production and logistics crew",
          "Speaker and guest expert sourcing",
        ],
        action: { label: "Discuss an enterprise retreat", href: routes.contact },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Individual services",
      title: "Need one part of a retreat? Book it on its own",
      lead: "Already have a venue or an in-house organizer? Book our people by the hour, day or week for the parts you need.",
    },
    table: {
      caption: "Individual service rates",
      currency: "USD",
      columns: hourDayWeekColumns,
      rows: [
        { type: "Retreat logistics and travel coordination", hourly: 400 },
        { type: "Agenda and program design", hourly: 500 },
        { type: "Session facilitation", hourly: 600 },
        { type: "Executive retreat direction", hourly: 750 },
      ],
      note: hourDayWeekNote,
    },
  },
  included: {
    intro: {
      eyebrow: "In every package",
      title: "What every retreat includes",
    },
    items: [
      "A named retreat manager from the first call to the final report",
      "A pre-retreat briefing call with your retreat owner",
      "A printed and digital run-of-show for every day",
      "A budget tracker shared with you throughout planning",
      "A debrief with your leadership team after the retreat",
      "Participant feedback collected and summarized",
    ],
  },
  closing: {
    title: "Planning a retreat for your team?",
    lead: `Tell us your dates, group size and goals. We reply within ${formatDuration(replyTime, "en")} with venue ideas and a package recommendation.`,
    actions: closingActions,
  },
};

const wellnessProgramsPricing: RetreatPricingPage = {
  meta: {
    path: routes.wellnessProgramsPricing,
    title: "Wellness Program Pricing",
    description:
      "Quarterly workplace wellness programs, plus hourly sessions and discounted weekly and monthly wellness packages for teams and individuals.",
  },
  hero: {
    eyebrow: "Wellness program pricing",
    title: "Wellness programs that fit into the working week",
    lead: "Movement, mindfulness, sleep and nutrition sessions led by qualified coaches, run at your office, online or during a retreat.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Quarterly programs",
      title: "A wellness program for every size of team",
      lead: "Programs run for a quarter, so habits have time to stick before you decide what comes next.",
    },
    plans: [
      {
        name: "Wellness Starter",
        price: { amount: 5000, currency: "USD" },
        period: "per quarter",
        description: "A first program for a small team that wants to test what works.",
        features: [
          "Team wellbeing survey at the start",
          "Group sessions on stress, sleep and energy",
          "Online resource library for participants",
          "End-of-quarter results summary",
        ],
        action: { label: "Start a program", href: routes.contact },
      },
      {
        name: "Wellness Program",
        price: { amount: 15000, currency: "USD" },
        period: "per quarter",
        popular: true,
        description: "A complete quarter of group and one-on-one support for a department or company.",
        features: [
          "Everything in Wellness Starter",
          "One-on-one wellness coaching for participants",
          "Nutrition and movement plans",
          "Manager training on preventing burnout",
        ],
        action: { label: "Plan your program", href: routes.contact },
      },
      {
        name: "Wellness Partnership",
        price: { amount: 35000, currency: "USD" },
        period: "per quarter",
        description: "An organization-wide program across offices, led with your HR team.",
        features: [
          "Everything in Wellness Program",
          "Programs for several offices and time zones",
          "A wellness day or half-day retreat",
          "Quarterly review with HR and leadership",
        ],
        action: { label: "Discuss a partnership", href: routes.contact },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Individual sessions",
      title: "Book sessions by the hour or as a package",
      lead: "For individuals and small groups who want coaching without a quarterly program.",
    },
    table: {
      caption: "Individual service rates",
      currency: "USD",
      columns: [
        { label: "Hourly", hours: 1, suffix: "/ hour" },
        { label: "Weekly package", hours: 3, discount: 0.2, suffix: "/ week" },
        { label: "Monthly package", hours: 12, discount: 0.3, suffix: "/ month" },
      ],
      rows: [
        { type: "Group mindfulness and movement session", hourly: 150 },
        { type: "Stress and resilience workshop", hourly: 175 },
        { type: "Nutrition and sleep coaching", hourly: 200 },
        { type: "One-on-one wellness coaching", hourly: 250 },
      ],
      note: `${ratesInDollars} The weekly package is 3 hours with a 20% discount. The monthly package is 3 hours per week (12 hours a month) with a 30% discount.`,
    },
  },
  included: {
    intro: {
      eyebrow: "In every program",
      title: "What every wellness program includes",
    },
    items: [
      "An intake conversation to set goals for the team",
      "Sessions at your office, online or at a retreat venue",
      "Qualified coaches for each discipline",
      "Confidential one-on-one conversations",
      "A short progress report for your HR lead",
      "A plan for the next quarter",
    ],
  },
  closing: {
    title: "Ready to look after your team's energy?",
    lead: `Tell us how many people you want to reach and where they work. We reply within ${formatDuration(replyTime, "en")} with a program proposal.`,
    actions: closingActions,
  },
};

const lifeCoachingPricing: RetreatPricingPage = {
  meta: {
    path: routes.lifeCoachingPricing,
    title: "Life Coaching Pricing",
    description:
      "Life coaching by the week, month or quarter, plus hourly, daily and weekly rates for career, performance and executive life coaching.",
  },
  hero: {
    eyebrow: "Life coaching pricing",
    title: "One-on-one coaching for the decisions that shape your life",
    lead: "Work with a senior coach on a career change, a demanding role or the balance between work and everything else, with a plan you can act on.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Coaching packages",
      title: "Choose how long we work together",
      lead: "Start with an intensive week, or commit to a month or a quarter for lasting change.",
    },
    note: "How these differ from our other one-on-one coaching: life coaching works on the whole of your life with a senior coach you can message between sessions. The coaching plans on Personal Development follow one development goal in 60-minute sessions, and the hourly rates below are for single sessions without a package.",
    plans: [
      {
        name: "Coaching Intensive",
        price: { amount: 5000, currency: "USD" },
        period: "per week",
        description: "A concentrated week for one decision or transition that cannot wait.",
        features: [
          "Daily one-on-one coaching sessions",
          "Values and priorities assessment",
          "A written decision or transition plan",
          "Follow-up call after the week",
        ],
        action: { label: "Book an intensive", href: routes.contact },
      },
      {
        name: "Monthly Coaching",
        price: { amount: 15000, currency: "EUR" },
        period: "per month",
        popular: true,
        description: "Steady coaching through a month of real work, with support between sessions.",
        features: [
          "Weekly one-on-one coaching sessions",
          "Messaging access to your coach between sessions",
          "Habit and goal tracking",
          "Month-end review of progress",
        ],
        action: { label: "Start monthly coaching", href: routes.contact },
      },
      {
        name: "Quarterly Coaching",
        price: { amount: 40000, currency: "EUR" },
        period: "per quarter",
        description: "A quarter-long program for a new role, a career change or a life reset.",
        features: [
          "Everything in Monthly Coaching",
          "360-degree feedback from people you choose",
          "A personal retreat day with your coach",
          "Quarter-end plan for the year ahead",
        ],
        action: { label: "Plan a quarter", href: routes.contact },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Individual sessions",
      title: "Book coaching by the hour, day or week",
      lead: "For a single question, a workshop day or a coach at your side during a retreat.",
    },
    table: {
      caption: "Individual service rates",
      currency: "USD",
      columns: hourDayWeekColumns,
      rows: [
        { type: "Career and transition coaching", hourly: 400 },
        { type: "Personal goals and balance coaching", hourly: 450 },
        { type: "Performance coaching", hourly: 500 },
        { type: "Executive life coaching", hourly: 600 },
      ],
      note: hourDayWeekNote,
    },
  },
  included: {
    intro: {
      eyebrow: "In every package",
      title: "What every coaching package includes",
    },
    items: [
      "A free first conversation to check the fit",
      "A senior coach matched to your goals",
      "Sessions in person or by video",
      "Confidentiality in writing",
      "Written notes and actions after each session",
      "A closing review of what changed",
    ],
  },
  closing: {
    title: "Ready to talk to a coach?",
    lead: `Tell us what you want to change. We reply within ${formatDuration(replyTime, "en")} and set up a first conversation with a coach.`,
    actions: closingActions,
  },
};

const transformationPricing: RetreatPricingPage = {
  meta: {
    path: routes.transformationPricing,
    title: "Transformation Program Pricing",
    description:
      "Monthly and yearly personal and leadership transformation programs, plus hourly, daily and weekly rates for transformation coaching.",
  },
  hero: {
    eyebrow: "Transformation pricing",
    title: "Transformation programs for leaders ready for a deeper change",
    lead: "Coaching, retreats and practice combined in one program, for leaders changing how they lead, work and live.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Transformation programs",
      title: "Choose the depth of your program",
      lead: "Monthly programs you can extend, or a full year with everything included.",
    },
    plans: [
      {
        name: "Transformation Essentials",
        price: { amount: 20000, currency: "EUR" },
        period: "per month",
        description: "A structured monthly program for one leader working on one deep change.",
        features: [
          "Transformation assessment and goals",
          "Weekly one-on-one coaching",
          "Personal practice plan",
          "Monthly progress review",
        ],
        action: { label: "Start your program", href: routes.contact },
      },
      {
        name: "Transformation Plus",
        price: { amount: 40000, currency: "EUR" },
        period: "per month",
        popular: true,
        description: "A monthly program that adds retreat time and your team to the change.",
        features: [
          "Everything in Transformation Essentials",
          "A personal retreat with your coach",
          "Sessions with your direct reports",
          "Support between sessions by message",
        ],
        action: { label: "Plan Transformation Plus", href: routes.contact },
      },
      {
        name: "Annual Transformation",
        price: { amount: 200000, currency: "EUR" },
        period: "per year",
        description: "A year-long partnership for leaders and leadership teams changing course.",
        features: [
          "Everything in Transformation Plus",
          "Quarterly retreats for you or your leadership team",
          "360-degree feedback at the start and the end",
          "A year-end review and plan for what comes next",
        ],
        action: { label: "Discuss a year together", href: routes.contact },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Individual services",
      title: "Book transformation work by the hour, day or week",
      lead: "For an assessment, a workshop or a coach on site during a critical week.",
    },
    table: {
      caption: "Individual service rates",
      currency: "USD",
      columns: hourDayWeekColumns,
      rows: [
        { type: "Transformation assessment", hourly: 500 },
        { type: "Habit and behavior change coaching", hourly: 600 },
        { type: "Leadership transformation coaching", hourly: 700 },
        { type: "Executive transformation intensive", hourly: 800 },
      ],
      note: hourDayWeekNote,
    },
  },
  included: {
    intro: {
      eyebrow: "In every program",
      title: "What every transformation program includes",
    },
    items: [
      "An in-depth starting assessment",
      "One senior coach who leads the whole program",
      "Clear goals agreed in writing",
      "Practices to use between sessions",
      "Progress reviews against your goals",
      "A written plan to keep going after the program",
    ],
  },
  closing: {
    title: "Ready for a deeper change?",
    lead: `Tell us where you are and where you want to be. We reply within ${formatDuration(replyTime, "en")} and arrange a first conversation.`,
    actions: closingActions,
  },
};

/** The family, in the order the retreats overview lists it. */
export const pages: readonly RetreatPricingPage[] = [
  retreatManagementPricing,
  wellnessProgramsPricing,
  lifeCoachingPricing,
  transformationPricing,
];
