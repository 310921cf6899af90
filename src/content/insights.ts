/** Article teasers shown on the home page's insights teaser. */
import { routes } from "./routes";
import type { ArticleTeaser } from "@/types/sections";

export const articleTeasers: readonly ArticleTeaser[] = [
  {
    category: "Business Building",
    title: "The first hundred days of a new venture",
    description:
      "Which decisions to make early, which to postpone, and the three numbers every founder should track from week one.",
    readTime: "8 min read",
    publishDate: "March 12, 2025",
    featured: true,
    href: routes.businessBuildingPhilosophy,
  },
  {
    category: "Talent & Human Capital",
    title: "Hiring for potential, not for the last job",
    description:
      "Why a track record predicts less than you think, and how structured assessment finds the people who will grow with you.",
    readTime: "6 min read",
    publishDate: "February 27, 2025",
    href: routes.talentPhilosophy,
  },
  {
    category: "Personal Development",
    title: "What a week away does for a leadership team",
    description:
      "Retreats work when they are designed around decisions, not activities. Here is how we plan them.",
    readTime: "9 min read",
    publishDate: "February 6, 2025",
    href: routes.personalDevelopmentPhilosophy,
  },
  {
    category: "Marketing & Sales",
    title: "One funnel: when marketing and sales share a number",
    description:
      "Teams that plan against one revenue target stop arguing about lead quality. A practical guide to getting there.",
    readTime: "10 min read",
    publishDate: "January 21, 2025",
    href: routes.marketingPhilosophy,
  },
];
