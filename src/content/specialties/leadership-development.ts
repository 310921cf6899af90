/** /specialties/leadership-development */
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";
import { routes } from "../routes";
import type { CardSection, ClosingCta, ListSection, PageHero, StepSection } from "@/types/sections";
import type { CoursesPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.leadershipDevelopment,
    title: "Leadership Development Programs",
    description:
      "Leadership programs for executives, team leaders and individuals: Executive, Team and Personal Leadership, from 2 to 6 months.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Leadership development",
    title: "Lead with clarity, and build teams that deliver",
    lead: "Coaching, workshops and real work assignments that change how leaders decide, communicate and develop their people.",
    actions: [
      { label: "Enroll Now", href: routes.contact, variant: "primary" },
      { label: "Talk to a coach", href: routes.contact, variant: "secondary" },
    ],
  } satisfies PageHero,
  offer: {
    intro: {
      eyebrow: "Programs",
      title: "Three programs for three kinds of leadership",
      lead: "Each program combines one-on-one coaching with group sessions and work on a real challenge from your role.",
    },
    items: [
      {
        icon: "mountain",
        title: "Executive Leadership",
        meta: ["6 months"],
        description:
          "For senior leaders and founders who set direction for a whole organization and lead other leaders.",
        features: [
          "Strategic thinking and decision-making",
          "Leading change across the organization",
          "Board and stakeholder communication",
          "Monthly one-on-one executive coaching",
        ],
        action: { label: "Enroll Now", href: routes.contact },
      },
      {
        icon: "users",
        title: "Team Leadership",
        meta: ["3 months"],
        description:
          "For managers and team leads who want a team that sets clear goals, gives honest feedback and delivers.",
        features: [
          "Setting goals and priorities with the team",
          "Feedback and performance conversations",
          "Delegation and coaching your people",
          "Handling conflict in the team",
        ],
        action: { label: "Enroll Now", href: routes.contact },
      },
      {
        icon: "compass",
        title: "Personal Leadership",
        meta: ["2 months"],
        description:
          "For professionals stepping into their first leadership role or leading without formal authority.",
        features: [
          "Personal values and leadership style",
          "Time, energy and priority management",
          "Influencing without authority",
          "Confident communication",
        ],
        action: { label: "Enroll Now", href: routes.contact },
      },
    ],
  } satisfies CardSection,
  method: {
    intro: {
      eyebrow: "How programs run",
      title: "Learning that happens in your real work",
      lead: "Every program follows the same four stages, scaled to its length.",
    },
    steps: [
      {
        title: "Assessment",
        detail: "Starting point",
        description:
          "A leadership profile and feedback from colleagues show your strengths and what to work on.",
      },
      {
        title: "Development plan",
        detail: "Personal goals",
        description:
          "You and your coach agree three goals and how progress will be seen by the people you lead.",
      },
      {
        title: "Coaching and practice",
        detail: "Sessions and assignments",
        description:
          "One-on-one coaching, group workshops and a real challenge from your role, worked on between sessions.",
      },
      {
        title: "Review",
        detail: "Final feedback",
        description:
          "Repeat feedback from colleagues measures the change and sets your plan for the year ahead.",
      },
    ],
  } satisfies StepSection,
  outcomes: {
    intro: {
      eyebrow: "Outcomes",
      title: "What participants take back to work",
      lead: "Six changes we work toward in every program, measured against the feedback at the start.",
    },
    items: [
      "Clearer decisions, made faster and explained well",
      "Teams that know their goals and their priorities",
      "Regular, honest feedback conversations",
      "More work delegated, with the leader's time spent on what only they can do",
      "Stronger influence with peers, senior leaders and stakeholders",
      "A personal development plan for the year after the program",
    ],
  } satisfies ListSection,
  closing: {
    title: "Ready to grow as a leader?",
    lead: `Tell us about your role and the leaders you want to develop. We reply within ${formatDuration(replyTime, "en")} to recommend the right program.`,
    actions: [
      { label: "Enroll Now", href: routes.contact, variant: "primary" },
      { label: "Contact us", href: routes.contact, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies CoursesPage;
