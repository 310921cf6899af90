/** /specialties/personal-development */
import { routes } from "../routes";
import type {
  CardSection,
  ClosingCta,
  PageHero,
  PlanSection,
  StepSection,
  StorySection,
  TestimonialSection,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.personalDevelopment,
    title: "Personal Development Coaching",
    description:
      "One-on-one coaching for clarity, confidence, balance and performance, with programs from 1 to 6 months and a free first assessment.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Personal development",
    title: "Become the person your next chapter needs",
    lead: "One-on-one coaching that turns what you want for your work and your life into clear goals, new habits and visible progress.",
    actions: [
      { label: "Start Your Journey", href: routes.contact, variant: "primary" },
      { label: "Free Consultation", href: routes.contact, variant: "secondary" },
    ],
  } satisfies PageHero,
  programs: {
    intro: {
      eyebrow: "Programs",
      title: "Four coaching programs",
      lead: "Each program pairs you with one coach, with sessions planned around your calendar, in person or online.",
    },
    items: [
      {
        icon: "compass",
        badge: "Individual",
        title: "Clarity & Direction",
        meta: ["1-3 months"],
        description:
          "For people at a crossroads who want to decide what comes next in their career or their life, and commit to it.",
        features: [
          "Values and strengths review",
          "Options weighed against what matters to you",
          "A written plan for the next 12 months",
        ],
      },
      {
        icon: "message-square",
        badge: "Individual",
        title: "Confidence & Communication",
        meta: ["2-4 months"],
        description:
          "For professionals who want to speak up, present with ease and handle difficult conversations calmly.",
        features: [
          "Presentation and meeting practice",
          "Difficult conversation role plays",
          "Feedback on real situations between sessions",
        ],
      },
      {
        icon: "leaf",
        badge: "Lifestyle",
        title: "Balance & Wellbeing",
        meta: ["3-6 months"],
        description:
          "For people whose work has crowded out health, rest and relationships, and who want a sustainable rhythm.",
        features: [
          "Energy, sleep and stress review",
          "Boundaries and weekly routines",
          "Habits tracked and adjusted with your coach",
        ],
      },
      {
        icon: "trophy",
        badge: "Performance",
        title: "Peak Performance",
        meta: ["4-6 months"],
        description:
          "For leaders, founders and high performers who want to raise their results without burning out.",
        features: [
          "Goal setting and performance routines",
          "Focus and time management",
          "Resilience under pressure",
        ],
      },
    ],
  } satisfies CardSection,
  focusAreas: {
    intro: {
      eyebrow: "Focus areas",
      title: "What we work on together",
      lead: "Most clients start with one area and find that progress there moves the others too.",
    },
    items: [
      {
        icon: "brain",
        title: "Mindset",
        description:
          "Beliefs and habits of thought that hold you back, replaced with ones that help you act.",
      },
      {
        icon: "briefcase",
        title: "Career",
        description:
          "Purpose, direction and the next step in your work, whether a promotion, a change or a start-up.",
      },
      {
        icon: "heart-pulse",
        title: "Health and energy",
        description: "Sleep, movement and recovery routines that give you the energy your goals demand.",
      },
      {
        icon: "hand-heart",
        title: "Relationships",
        description:
          "Communication and boundaries at work and at home, so the people around you support your goals.",
      },
    ],
  } satisfies CardSection,
  specializedCoaching: {
    intro: {
      eyebrow: "Specialized coaching",
      title: "Coaching for particular moments",
      lead: "Some situations call for a coach with specific experience. We match you with one who has it.",
    },
    items: [
      {
        icon: "repeat",
        title: "Career transition",
        description:
          "Support through a role change, a return to work or a move to self-employment, from first doubts to the first months.",
      },
      {
        icon: "life-buoy",
        title: "Burnout recovery",
        description:
          "A gradual plan to rebuild energy and return to full capacity, alongside any medical care you already receive.",
      },
      {
        icon: "presentation",
        title: "Executive presence",
        description:
          "How you show up in boardrooms, on stage and in negotiations, practiced until it feels natural.",
      },
    ],
  } satisfies CardSection,
  process: {
    intro: {
      eyebrow: "Process",
      title: "How coaching works",
      lead: "Four steps, with a review at every stage so you always know where you stand.",
    },
    steps: [
      {
        title: "Free assessment",
        detail: "Starting point",
        description:
          "A conversation and a short questionnaire to understand where you are and what you want to change.",
      },
      {
        title: "Personal plan",
        detail: "Goals and milestones",
        description:
          "You and your coach agree clear goals, how you will measure them and the program that fits.",
      },
      {
        title: "Coaching sessions",
        detail: "Regular sessions",
        description: "Sessions focused on your goals, with practical exercises to carry out between them.",
      },
      {
        title: "Review and next steps",
        detail: "Progress review",
        description: "We look back at what has changed and set a plan to keep progressing on your own.",
      },
    ],
  } satisfies StepSection,
  testimonials: {
    intro: {
      eyebrow: "Testimonials",
      title: "What clients say",
    },
    items: [
      {
        name: "Laura M.",
        role: "Marketing director",
        quote:
          "I came in unsure whether to stay in my job or leave. Three months later I had a decision, a plan and the confidence to follow it.",
        rating: 5,
      },
      {
        name: "Daniel R.",
        role: "Founder, software company",
        quote:
          "My coach helped me stop working every evening without losing pace. The company is growing and I am sleeping again.",
        rating: 5,
      },
      {
        name: "Priya S.",
        role: "Senior consultant",
        quote:
          "The practice sessions before big presentations made the difference. I now enjoy the meetings I used to dread.",
        rating: 4,
      },
    ],
  } satisfies TestimonialSection,
  successStories: {
    intro: {
      eyebrow: "Success stories",
      title: "Journeys our clients have made",
    },
    stories: [
      {
        title: "From burnout to a sustainable pace",
        client: "Operations manager, Amsterdam",
        industry: "Logistics",
        challenge:
          "After two years of long hours, the client was exhausted, sleeping badly and considering leaving a job she otherwise enjoyed.",
        solution:
          "A Balance & Wellbeing program: a review of energy and workload, new boundaries agreed with her manager, and weekly routines tracked with her coach.",
        results: [
          "Working hours brought back to her contract",
          "Regular exercise and sleep routine restored",
          "Stayed in her role and took on a new project",
        ],
      },
      {
        title: "A confident step into the leadership team",
        client: "Head of finance, Singapore",
        industry: "Financial services",
        challenge:
          "Newly promoted to the leadership team, the client struggled to be heard in executive meetings and to present to the board.",
        solution:
          "A Peak Performance program with a focus on executive presence: preparation routines, practice before each board meeting and feedback afterward.",
        results: [
          "Presented the annual budget to the board",
          "Led a cross-functional cost review",
          "Set personal development goals for the following year",
        ],
      },
    ],
  } satisfies StorySection,
  pricing: {
    intro: {
      eyebrow: "Pricing",
      title: "Coaching plans",
      lead: "Every plan starts with a free assessment, so you know what you will work on before you commit.",
    },
    plans: [
      {
        name: "Individual",
        price: { amount: 10000, currency: "USD" },
        period: "per month",
        description: "Focused one-on-one coaching on the goal that matters most to you now.",
        features: [
          "4 weekly 60-minute sessions",
          "Personal development plan",
          "Exercises, and email support from your coach",
        ],
        action: { label: "Start Your Journey", href: routes.contact },
      },
      {
        name: "Intensive",
        price: { amount: 40000, currency: "USD" },
        period: "for 3 months",
        popular: true,
        description: "A three-month program for a major change in your work or your life.",
        features: [
          "12 sessions",
          "Assessment, personal plan and a progress review each month",
          "Email support from your coach",
        ],
        action: { label: "Start Your Journey", href: routes.contact },
      },
      {
        name: "Executive",
        price: { amount: 80000, currency: "USD" },
        period: "for 6 months",
        description: "Six months of coaching for leaders with high stakes and little time.",
        features: [
          "24 sessions, scheduled around your calendar",
          "Assessment and personal plan",
          "Priority access to your coach",
        ],
        action: { label: "Start Your Journey", href: routes.contact },
      },
    ],
    compare: ["Sessions", "Plan", "Between sessions"],
    note: "How these differ from our life coaching: these plans follow one development goal, in 60-minute sessions with a written plan. Life coaching packages add a senior coach you can message between sessions, and single sessions are booked by the hour. Not sure which fits? Book a free consultation and your coach will recommend one.",
  } satisfies PlanSection,
  closing: {
    title: "Take the first step",
    lead: "Start with a free assessment: one conversation about where you are and where you want to be, with no obligation.",
    actions: [
      { label: "Free Assessment", href: routes.contact, variant: "primary" },
      { label: "Start Your Journey", href: routes.contact, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
