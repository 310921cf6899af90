/** /specialties/sales-training */
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";
import { routes } from "../routes";
import type { CardSection, ClosingCta, ListSection, PageHero, StepSection } from "@/types/sections";
import type { CoursesPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.salesTraining,
    title: "Sales Training",
    description:
      "Practical sales courses for teams: Foundation Sales Skills, Advanced Sales Strategies and Digital Sales Excellence, in two or three days.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Sales training",
    title: "Sales training your team uses on Monday morning",
    lead: "Short, practical courses built on your own deals and customers, led by trainers who have carried a sales target themselves.",
    actions: [
      { label: "Book Training", href: routes.contact, variant: "primary" },
      { label: "Request Quote", href: routes.contact, variant: "secondary" },
    ],
  } satisfies PageHero,
  offer: {
    intro: {
      eyebrow: "Courses",
      title: "Three courses, from first calls to complex deals",
      lead: "Each course is run for your team, in person or online, with exercises drawn from your market.",
    },
    items: [
      {
        icon: "graduation-cap",
        title: "Foundation Sales Skills",
        meta: ["2 days"],
        description:
          "The core of a professional sales conversation, for new salespeople and for anyone who sells as part of their role.",
        features: [
          "Prospecting and first-call preparation",
          "Discovery questions and active listening",
          "Presenting value instead of features",
          "Handling objections and asking for the next step",
        ],
        action: { label: "Learn More", href: routes.contact },
      },
      {
        icon: "target",
        title: "Advanced Sales Strategies",
        meta: ["3 days"],
        description:
          "Winning larger, longer deals with several decision-makers, for experienced account executives and sales managers.",
        features: [
          "Account planning and stakeholder mapping",
          "Qualifying and forecasting complex deals",
          "Negotiation and protecting margin",
          "Building business cases with the buyer",
        ],
        action: { label: "Learn More", href: routes.contact },
      },
      {
        icon: "globe",
        title: "Digital Sales Excellence",
        meta: ["2 days"],
        description:
          "Selling well when buyers research online and meet you on video, for teams that sell remotely or across borders.",
        features: [
          "Social selling and LinkedIn prospecting",
          "Running effective video sales meetings",
          "Email and messaging sequences that get replies",
          "Using CRM data to prioritize the pipeline",
        ],
        action: { label: "Learn More", href: routes.contact },
      },
    ],
  } satisfies CardSection,
  method: {
    intro: {
      eyebrow: "How training works",
      title: "From your pipeline to the training room and back",
      lead: "We prepare with your managers and follow up after the course, so new habits last beyond the last session.",
    },
    steps: [
      {
        title: "Assess",
        detail: "Before the course",
        description:
          "We talk to sales managers and review real deals to find where your team wins and loses.",
      },
      {
        title: "Tailor",
        detail: "Course plan",
        description: "We adapt cases, role plays and examples to your products, customers and sales process.",
      },
      {
        title: "Train",
        detail: "2 or 3 days",
        description:
          "Short inputs, then practice: role plays, live account work and feedback from the trainer.",
      },
      {
        title: "Reinforce",
        detail: "After the course",
        description:
          "Managers get coaching guides and a follow-up session to keep the new skills in daily use.",
      },
    ],
  } satisfies StepSection,
  outcomes: {
    intro: {
      eyebrow: "What your team takes away",
      title: "Every participant leaves with",
    },
    items: [
      "A sales playbook adapted to your products and customers",
      "Question guides and objection-handling scripts to use in calls",
      "An account or pipeline plan worked on during the course",
      "Feedback on their own role plays from an experienced trainer",
      "Coaching guides for their manager to continue the practice",
      "A personal action plan for their own accounts",
    ],
  } satisfies ListSection,
  closing: {
    title: "Train your team for the next quarter",
    lead: `Tell us about your team and your targets. We reply within ${formatDuration(replyTime, "en")} with a course plan and a quote.`,
    actions: [
      { label: "Book Training", href: routes.contact, variant: "primary" },
      { label: "Request Quote", href: routes.contact, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies CoursesPage;
