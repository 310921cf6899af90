/**
 * The four philosophy essays under /insights/: one family of pages with one shape (principles, a list, the essay
 * itself and the actions that follow from it), served by the one route app/(site)/insights/[philosophy].
 */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, replyTime } from "../site";
import type {
  Action,
  CardSection,
  ClosingCta,
  IconName,
  ListSection,
  PageHero,
  ProseSection,
} from "@/types/sections";
import type { ContentPage } from "@/types/site";

/** One philosophy page: its metadata and the words of each section. */
export interface PhilosophyPage extends ContentPage {
  /** The icon of the essay's card on /insights. */
  icon: IconName;
  hero: PageHero & { actions: readonly Action[] };
  /** The essay's core ideas, as cards. */
  principles: CardSection;
  /** Frameworks, methods or practices that put the principles to work. */
  list: ListSection;
  /** The essay itself: the firm's view set out at length. */
  essay: ProseSection;
  closing: ClosingCta;
}

const businessBuildingPhilosophy: PhilosophyPage = {
  icon: "building-2",
  meta: {
    path: routes.businessBuildingPhilosophy,
    title: "Business Building Philosophy",
    description:
      "How we build companies: start from a customer problem, build the whole company and not only the product, and grow at the speed of evidence.",
  },
  hero: {
    eyebrow: "Business building philosophy",
    title: "Companies are built, not launched",
    lead: "A product can be launched in a day. A company that sells it, delivers it and pays for itself takes deliberate work on every part at once. This is how we think about that work.",
    actions: [
      { label: "Talk to us", href: routes.contact, variant: "primary" },
      { label: "Our business building practice", href: routes.businessBuilding, variant: "secondary" },
    ],
  },
  principles: {
    intro: {
      eyebrow: "Core principles",
      title: "Three principles behind every venture we build",
      lead: "They sound simple. Holding to them when a deadline or an investor pushes the other way is the hard part.",
    },
    items: [
      {
        icon: "target",
        title: "Start from a customer problem",
        description:
          "We do not begin with a product idea, a technology or a market size. We begin with a group of people who have a costly problem today and are already spending money or time to work around it.",
        highlight: "If nobody is paying to solve it yet, we keep looking.",
      },
      {
        icon: "layers",
        title: "Build the company, not only the product",
        description:
          "Pricing, sales, delivery, hiring and finance are designed alongside the product from the first month, because a good product inside a company that cannot sell or serve it still fails.",
        highlight: "Every venture plan covers all five from day one.",
      },
      {
        icon: "trending-up",
        title: "Grow at the speed of evidence",
        description:
          "Each stage earns the next: ten paying customers before a sales team, repeatable sales before a second market, healthy margins before heavy spending on growth.",
        highlight: "Money follows proof, never the other way round.",
      },
    ],
  },
  list: {
    intro: {
      eyebrow: "Strategic frameworks",
      title: "The tools we reach for, and what each one decides",
      lead: "None of them is a ritual. We use a framework when it settles a question, and drop it when it does not.",
    },
    items: [
      "Customer problem interviews: twenty conversations before a line of product is written",
      "Business model canvas, filled in with numbers rather than adjectives",
      "Unit economics: contribution margin per customer and the months to earn back acquisition cost",
      "Riskiest-assumption testing: the one belief that would sink the venture, tested first",
      "Stage gates with written criteria for moving from validation to launch to scale",
      "Go-to-market fit: which channel reaches the first hundred customers at a cost the model allows",
      "Operating rhythm: weekly metrics, monthly reviews and a quarterly plan the whole team can read",
      "Kill criteria agreed in advance, so stopping a venture is a decision and not a drift",
    ],
  },
  essay: {
    intro: {
      eyebrow: "Our view in detail",
      title: "Why most new ventures fail quietly",
      lead: "And what we do differently when we build one with a founder or a corporate team.",
    },
    paragraphs: [
      "Few new businesses die in a dramatic collapse. Most fade: sales never quite reach the level that would pay for the team, the founders raise one more round to buy time, and the company ends two years later with a good product and no way to sell it at a profit.",
      "When we look back at the ventures we have seen stall, the cause is rarely the product. It is usually one of three gaps: a customer who likes the idea but has no budget for it, a sales motion that costs more than each customer is worth, or a team hired for the company the founders hoped to become rather than the one they were running. None of these shows up in a demo. All of them show up in the numbers, if someone looks early enough.",
      `That is why ${brand.name} builds the whole company at once. In the first weeks of a venture we write the price list, sketch the sales process and cost the first five hires, alongside the product work. It feels slow to founders who want to ship. In practice it saves months, because the questions that would otherwise surface in year two are answered while they are still cheap to change.`,
      "We are equally strict about pace. A venture earns each stage with evidence agreed in advance: a number of paying customers, a sales cycle of a known length, a margin that holds when volume grows. When the evidence arrives, we move fast and spend with confidence. When it does not, we change the plan or stop, and we say so plainly to the people funding the work.",
      `If you are starting a company or building a new business inside an established one, our [business building practice](${routes.businessBuilding}) puts these principles to work from the first customer interview to the first hundred customers.`,
    ],
  },
  closing: {
    title: "Building something new?",
    lead: `Tell us about the venture and the stage it is at. A partner replies within ${formatDuration(replyTime, "en")} with a first view of where the risk sits.`,
    actions: [
      { label: "Get in touch", href: routes.getInTouch, variant: "primary" },
      { label: "More insights", href: routes.insights, variant: "secondary" },
    ],
  },
};

const talentPhilosophy: PhilosophyPage = {
  icon: "users",
  meta: {
    path: routes.talentPhilosophy,
    title: "Talent Philosophy",
    description:
      "How we judge people: potential over performance, cognitive diversity and mutual value creation, and the assessment methods that put them to work.",
  },
  hero: {
    eyebrow: "Talent philosophy",
    title: "Hire for where people are going, not only where they have been",
    lead: "A CV records the past. The people who change a company are the ones who will grow into work that does not exist yet. Here is how we look for them, and how we treat them once we find them.",
    actions: [
      { label: "Talk to us", href: routes.contact, variant: "primary" },
      { label: "Talent matching and recruitment", href: routes.talentMatching, variant: "secondary" },
    ],
  },
  principles: {
    intro: {
      eyebrow: "Core principles",
      title: "Three beliefs about people and work",
      lead: "They shape every search we run for clients, and every hire we make ourselves.",
    },
    items: [
      {
        icon: "sunrise",
        title: "Potential over performance",
        description:
          "Past results show what someone achieved in one setting with one team. We look harder at how fast they learn, how they handle what they have not seen before and where they chose to stretch.",
        highlight: "The best hire is often the one who has done eighty percent of the role.",
      },
      {
        icon: "puzzle",
        title: "Cognitive diversity",
        description:
          "Teams fail in predictable ways when everyone reasons alike. We build shortlists that bring different training, industries and ways of solving problems, and we say why each person adds something the team lacks.",
        highlight: "Different thinking is a requirement, not a quota.",
      },
      {
        icon: "handshake",
        title: "Mutual value creation",
        description:
          "A placement works only when both sides gain. We are as candid with candidates about the role, the manager and the pay as we are with clients about the candidate.",
        highlight: "We would rather lose a placement than make one that unravels.",
      },
    ],
  },
  list: {
    intro: {
      eyebrow: "Assessment methods",
      title: "How we judge potential, fairly and on evidence",
      lead: "Each method answers a different question. Together they replace gut feeling with a record both sides can see.",
    },
    items: [
      "Structured interviews: the same questions for every candidate, scored against criteria set before the search",
      "Work samples drawn from the real role, reviewed without the candidate's name or CV",
      "Learning-agility exercises: a new problem, limited information and a debrief on how it was approached",
      "Reference conversations with peers and people the candidate managed, not only former bosses",
      "Team-fit sessions that test how a candidate disagrees and decides, rather than whether they are liked",
      "A written assessment report shared with the client and, on request, with the candidate",
    ],
  },
  essay: {
    intro: {
      eyebrow: "Our view in detail",
      title: "The CV is the least interesting document in a search",
      lead: "Why we look past it, and what we look at instead.",
    },
    paragraphs: [
      "Most hiring still rewards people for having done the exact job before. It feels safe: a sales director who has run a team of forty can surely run another. Yet the roles our clients need filled are rarely the same job again. A company entering a new market, adopting new technology or doubling in size needs people who will work out something that nobody on the team has done.",
      "So we ask different questions. How quickly did this person become useful the last time they changed role? What did they teach themselves that nobody asked them to learn? When they were wrong, how long did it take them to notice and change course? These answers predict more about the next three years than a list of titles does, and they can be tested, not merely guessed.",
      "The same logic shapes the teams we help assemble. A group of capable people who all trained in the same place and think the same way will agree quickly and miss the same risks. We put forward shortlists with deliberate range, and we explain to the hiring manager what each candidate would add that the team does not have today. The choice remains theirs, made with open eyes.",
      `Finally, we treat candidates as clients too. They hear the truth about the role, the manager and the pay before the first interview, and they hear from us after the last. That is partly principle and partly practice: people who were treated well by ${brand.name} come back as clients, refer their best colleagues and, sometimes, [join us](${routes.careers}).`,
    ],
  },
  closing: {
    title: "Looking for people, or for a partner in finding them?",
    lead: `Tell us about the role or the team you are building. We reply within ${formatDuration(replyTime, "en")} with how we would run the search.`,
    actions: [
      { label: "Discuss a partnership", href: routes.partnershipInquiries, variant: "primary" },
      { label: `Join ${brand.name}`, href: routes.careers, variant: "secondary" },
    ],
  },
};

const personalDevelopmentPhilosophy: PhilosophyPage = {
  icon: "sunrise",
  meta: {
    path: routes.personalDevelopmentPhilosophy,
    title: "Personal Development and Retreats Philosophy",
    description:
      "Why we treat rest as part of the work: our view on personal development, coaching and retreats, and the practices we build into every program.",
  },
  hero: {
    eyebrow: "Personal development and retreats",
    title: "Lasting change needs time away, and a way back",
    lead: "Insight is easy to find on a quiet week in the mountains. Keeping it on a busy Monday is the real work. Our coaching and retreats are designed around that second part.",
    actions: [
      { label: "Retreats & Lifestyle", href: routes.retreatsLifestyle, variant: "primary" },
      { label: "Personal development coaching", href: routes.personalDevelopment, variant: "secondary" },
    ],
  },
  principles: {
    intro: {
      eyebrow: "Core principles",
      title: "What we believe about how people change",
      lead: "They come from years of coaching leaders through promotions, setbacks and second careers.",
    },
    items: [
      {
        icon: "leaf",
        title: "Rest is part of the work",
        description:
          "Sleep, movement and unhurried time to think are not rewards for finishing the job. They are how good judgment is made, and we plan them as deliberately as any meeting.",
        highlight: "A retreat agenda leaves room on purpose.",
      },
      {
        icon: "repeat",
        title: "Change lives in practice, not insight",
        description:
          "A breakthrough in a workshop fades within weeks unless it turns into a habit. Every program ends with small, specific practices and someone who checks in on them.",
        highlight: "We measure what people do differently a month later.",
      },
      {
        icon: "hand-heart",
        title: "The whole person comes to work",
        description:
          "Career, health, family and purpose pull on the same hours. Coaching that treats only the professional side leaves the real constraint untouched.",
        highlight: "Goals are set for the life, not only the job.",
      },
    ],
  },
  list: {
    intro: {
      eyebrow: "In every program",
      title: "Practices we build into coaching and retreats",
      lead: "Whether it is one coaching hour or a week away with a leadership team.",
    },
    items: [
      "An honest starting assessment of energy, workload and what matters most",
      "Goals written in the participant's own words and reviewed every month",
      "Daily movement and quiet time on every retreat, however full the agenda",
      "Conversations that include life outside work when the participant wants them to",
      "A re-entry plan: what changes on the first Monday back, and who will notice",
      "Follow-up sessions weeks after a retreat, when old habits return",
    ],
  },
  essay: {
    intro: {
      eyebrow: "Our view in detail",
      title: "The week after the retreat matters more than the retreat",
      lead: "Why we design for the return, not only for the time away.",
    },
    paragraphs: [
      "Almost everyone has been on an offsite that felt transformative and changed nothing. The setting was beautiful, the conversations were honest, the plans were bold. Then the inbox filled up, the old meetings resumed and within a month the notes were in a drawer. The problem was not the retreat. It was that nobody designed what happened afterward.",
      "We start from the other end. Before we choose a venue or an agenda, we ask what the participants should be doing differently three months later, and what in their normal week will try to stop them. The retreat is then built to rehearse those changes, not only to discuss them, and each person leaves with a short plan for the first days back and a coach who will ask how it went.",
      "We are also firm about rest. Leaders arrive at retreats exhausted and expect to be kept busy. We give them fewer sessions than they expect, protect sleep and daily movement, and leave unscheduled hours on purpose. The best decisions we have seen teams make came out of a walk or a long dinner, rarely out of the fourth workshop of the day.",
      `Individual coaching follows the same pattern at a smaller scale. A client works with one coach, on goals that cover the whole of their life, with practices small enough to survive a hard week. For those who want a deeper change, our programs combine coaching with time away; the [transformation](${routes.transformationPricing}) and [life coaching](${routes.lifeCoachingPricing}) pricing pages set out what each includes.`,
    ],
  },
  closing: {
    title: "Ready to plan time away that lasts?",
    lead: "Compare our programs and choose the depth that fits you or your team. Every one starts with a free first conversation.",
    actions: [
      { label: "Transformation pricing", href: routes.transformationPricing, variant: "primary" },
      { label: "Life coaching pricing", href: routes.lifeCoachingPricing, variant: "secondary" },
    ],
  },
};

const marketingPhilosophy: PhilosophyPage = {
  icon: "megaphone",
  meta: {
    path: routes.marketingPhilosophy,
    title: "Marketing & Sales Philosophy",
    description:
      "How we think about growth: sell the way customers buy, say one thing consistently, and put marketing and sales behind one shared number.",
  },
  hero: {
    eyebrow: "Marketing and sales philosophy",
    title: "Growth is one system, not two departments",
    lead: "Marketing that fills a funnel sales cannot close, and sales that promise what marketing never said, waste most of a growth budget. We build the two as one.",
    actions: [
      { label: "Talk to us", href: routes.contact, variant: "primary" },
      { label: "Marketing & Sales services", href: routes.marketingSales, variant: "secondary" },
    ],
  },
  principles: {
    intro: {
      eyebrow: "Core principles",
      title: "Three principles for growth that compounds",
      lead: "They apply to a two-person startup and to a sales force of two hundred.",
    },
    items: [
      {
        icon: "compass",
        title: "Sell the way customers buy",
        description:
          "Buyers research alone, compare quietly and involve colleagues long before they speak to a salesperson. The process we design follows their steps, not the steps of an internal funnel diagram.",
        highlight: "We map the buying journey before the sales stages.",
      },
      {
        icon: "megaphone",
        title: "One message, said consistently",
        description:
          "A company that describes itself five ways is remembered for none of them. We settle one clear promise and make the website, the campaigns and the sales conversation all say it.",
        highlight: "Consistency beats cleverness over a buying cycle.",
      },
      {
        icon: "gauge",
        title: "Marketing and sales share one number",
        description:
          "Leads, clicks and meetings are useful signals, but the teams answer together for revenue and margin. Shared targets end the argument about whose fault a bad quarter was.",
        highlight: "One pipeline review, with both teams in the room.",
      },
    ],
  },
  list: {
    intro: {
      eyebrow: "Before any campaign",
      title: "Questions we answer before spending on growth",
      lead: "If we cannot answer them, the first money goes into finding out.",
    },
    items: [
      "Who exactly buys, who else signs off, and what each of them fears",
      "Which problem customers would pay to have solved this quarter",
      "What we say in one sentence, and what we choose not to say",
      "Which two channels reach buyers at a cost the margin can carry",
      "How a lead moves from marketing to sales, and who owns it at each step",
      "Which numbers the leadership team reviews every week, and what happens when they slip",
    ],
  },
  essay: {
    intro: {
      eyebrow: "Our view in detail",
      title: "Most growth problems are handover problems",
      lead: "What we look for first when a company's marketing and sales are not adding up.",
    },
    paragraphs: [
      "When a company tells us its marketing is not working, we rarely start with the campaigns. We start by following a single lead from the first advertisement to the signed contract, or to the moment it was dropped. More often than not, the leak is not in either team's work but in the gap between them: leads passed on too early, followed up too late, or described to the buyer in words marketing never used.",
      "Closing that gap is mostly unglamorous work. We agree with both teams what a qualified lead is, who calls it and within how many hours, and what the salesperson should already know when they do. We write one description of the offer that both teams use, and we retire the slides that contradict it. These changes cost little and usually show up in the pipeline within a quarter.",
      `Only then do we turn to reach. With a consistent message and a clean handover, the same budget goes further, and it becomes clear which channels bring customers who stay. Our [marketing and sales services](${routes.marketingSales}) cover that work, from positioning to campaign management.`,
      `The last piece is the people in front of customers. A sales team that listens well, asks good questions and knows when to walk away wins more than one that pushes harder. That is why we pair strategy work with [sales training](${routes.salesTraining}) built on the client's own deals, so new habits are practiced on real conversations rather than role-plays.`,
    ],
  },
  closing: {
    title: "Want marketing and sales pulling in one direction?",
    lead: `Tell us where deals stall today. We reply within ${formatDuration(replyTime, "en")} with where we would look first.`,
    actions: [
      { label: "Propose a partnership", href: routes.partnershipInquiries, variant: "primary" },
      { label: "Sales training", href: routes.salesTraining, variant: "secondary" },
    ],
  },
};

/** The family, in the order the spec lists it. */
export const pages: readonly PhilosophyPage[] = [
  businessBuildingPhilosophy,
  talentPhilosophy,
  personalDevelopmentPhilosophy,
  marketingPhilosophy,
];
