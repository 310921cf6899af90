/** /services/retreats-lifestyle */
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";
import { routes } from "../routes";
import type { CardSection, ClosingCta, PageHero, StepSection, StorySection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.retreatsLifestyle,
    title: "Retreats & Lifestyle",
    description:
      "Leadership retreats, wellness programs, life coaching and transformation programs for teams and leaders. Compare packages and hourly rates.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Retreats & Lifestyle",
    title: "Time away that brings your people back sharper",
    lead: "We plan and run retreats, wellness programs and coaching for leaders and teams, so the time away turns into decisions, energy and habits that last.",
    actions: [
      { label: "Plan a retreat", href: routes.contact, variant: "primary" },
      { label: "Compare pricing", href: "#pricing", variant: "secondary" },
    ],
  } satisfies PageHero,
  offers: {
    id: "pricing",
    intro: {
      eyebrow: "Services and pricing",
      title: "Four ways to work with us",
      lead: "Each service has its own packages and a table of individual rates. Pick the one that fits and see exactly what it costs.",
    },
    items: [
      {
        icon: "tent",
        title: "Retreat Management",
        href: routes.retreatManagementPricing,
        description:
          "Venue, agenda, travel and facilitation for a leadership or company retreat, handled end to end.",
        features: ["Venue sourcing and booking", "Agenda design and facilitation", "On-site retreat manager"],
        action: { label: "View pricing", href: routes.retreatManagementPricing },
      },
      {
        icon: "heart-pulse",
        title: "Wellness Programs",
        href: routes.wellnessProgramsPricing,
        description:
          "Quarterly programs on stress, sleep, movement and nutrition, run at your office, online or on a retreat.",
        features: [
          "Group and one-on-one sessions",
          "Wellbeing survey and results",
          "Manager training on burnout",
        ],
        action: { label: "View pricing", href: routes.wellnessProgramsPricing },
      },
      {
        icon: "compass",
        title: "Life Coaching",
        href: routes.lifeCoachingPricing,
        description:
          "One-on-one coaching for career changes, demanding roles and the balance between work and life.",
        features: [
          "Senior coach matched to your goals",
          "Weekly, monthly or quarterly",
          "Written plan you act on",
        ],
        action: { label: "View pricing", href: routes.lifeCoachingPricing },
      },
      {
        icon: "sunrise",
        title: "Transformation Programs",
        href: routes.transformationPricing,
        description:
          "Coaching, retreats and practice combined for leaders changing how they lead, work and live.",
        features: [
          "In-depth starting assessment",
          "Personal and team retreats",
          "Monthly or yearly programs",
        ],
        action: { label: "View pricing", href: routes.transformationPricing },
      },
    ],
  } satisfies CardSection & { id: string },
  retreatTypes: {
    intro: {
      eyebrow: "Retreat types",
      title: "Retreats built around what you need to achieve",
      lead: "Every retreat starts from a goal. The format, place and pace follow from it.",
    },
    items: [
      {
        icon: "mountain",
        title: "Leadership retreats",
        description:
          "The leadership team away from the office to settle strategy, priorities and how they work together.",
        highlight: "Leave with decisions made and owners named.",
      },
      {
        icon: "users",
        title: "Team offsites",
        description:
          "Planning, team building and celebration for a department or a whole company, in one well-run program.",
        highlight: "Leave with a shared plan and stronger working relationships.",
      },
      {
        icon: "leaf",
        title: "Wellness retreats",
        description:
          "Rest, movement, nutrition and mindfulness for people who need to recover before the next big push.",
        highlight: "Leave with routines people keep using at home.",
      },
      {
        icon: "flower-2",
        title: "Personal retreats",
        description:
          "A few quiet days with a coach for a founder or executive facing a big personal or career decision.",
        highlight: "Leave with a clear decision and the first steps written down.",
      },
    ],
  } satisfies CardSection,
  benefits: {
    intro: {
      eyebrow: "Benefits",
      title: "What your people bring back",
      lead: "Time away only pays off when it changes what happens on Monday. We design every program for that.",
    },
    items: [
      {
        icon: "target",
        title: "Clear decisions",
        description:
          "Structured sessions and a neutral facilitator help teams settle questions that stall in weekly meetings.",
      },
      {
        icon: "handshake",
        title: "Stronger teams",
        description:
          "Shared time outside the office builds the trust that makes hard conversations easier back at work.",
      },
      {
        icon: "heart-pulse",
        title: "Renewed energy",
        description:
          "Sleep, movement and recovery practices that reduce the risk of burnout for people under pressure.",
      },
      {
        icon: "list-checks",
        title: "Follow-through",
        description:
          "Every retreat and program ends with a written plan, owners and a review date, so momentum carries on.",
      },
    ],
  } satisfies CardSection,
  process: {
    intro: {
      eyebrow: "How we work",
      title: "From first call to follow-up",
      lead: "One retreat manager or coach stays with you from the first conversation to the review afterward.",
    },
    steps: [
      {
        title: "Discover",
        detail: "Goals and group brief",
        description:
          "We learn who is coming, what must change and what has worked or failed before, then agree the goal.",
      },
      {
        title: "Design",
        detail: "Agenda and proposal",
        description:
          "We propose the format, place, agenda and package, and adjust them with you until they fit.",
      },
      {
        title: "Deliver",
        detail: "Retreat or program",
        description:
          "We handle logistics and facilitation, so participants and leaders can give the work their full attention.",
      },
      {
        title: "Follow up",
        detail: "Plan and review",
        description:
          "We turn the outcomes into a written plan with owners and check progress with you afterward.",
      },
    ],
  } satisfies StepSection,
  stories: {
    intro: {
      eyebrow: "Success stories",
      title: "Retreats that changed what happened next",
    },
    stories: [
      {
        title: "A leadership team that left with one plan",
        client: "Series B software company, Amsterdam",
        industry: "Technology",
        challenge:
          "After fast growth, the eight-person leadership team disagreed on priorities and weekly meetings kept ending without decisions.",
        solution:
          "A three-day leadership retreat outside the city with facilitated strategy sessions, one-on-one coaching for each leader and time to rest.",
        results: [
          "Three company priorities agreed and published on the return",
          "An owner and a first milestone named for each priority",
          "Monthly leadership review set up and still running",
        ],
      },
      {
        title: "A wellness program for a team under pressure",
        client: "Professional services firm, Dubai",
        industry: "Professional services",
        challenge:
          "Long hours during a peak season left the client team tired, and managers saw rising sick leave and early signs of burnout.",
        solution:
          "A quarterly wellness program with group sessions on sleep and stress, one-on-one coaching and training for managers, closed by a one-day wellness retreat.",
        results: [
          "Every team member joined at least one group session",
          "Managers trained to spot and address early signs of burnout",
          "The firm renewed the program for the following quarter",
        ],
      },
    ],
  } satisfies StorySection,
  closing: {
    title: "Ready to plan time away that pays off?",
    lead: `Tell us who is coming and what you want to achieve. We reply within ${formatDuration(replyTime, "en")} with ideas and a package recommendation.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Send a quick message", href: routes.getInTouch, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
