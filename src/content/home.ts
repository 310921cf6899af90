/** Words of the home page. */
import { careersPath } from "./site";
import type { Action } from "./types";

export const homeHero = {
  eyebrow: "Strategy · Growth · Talent",
  title: "Building bright futures. Together.",
  lead: "We help entrepreneurs, executives and growing organizations make the decisions that shape the next ten years, and then we stay to help carry them out.",
  actions: [
    { label: "Who we are", href: "/about", variant: "primary" },
    { label: "What we do", href: "/services", variant: "secondary" },
    { label: "Careers", href: careersPath, variant: "ghost" },
  ] satisfies Action[],
};

export const featuredReport = {
  eyebrow: "Featured report",
  title: "Growth Readiness 2025",
  description:
    "What separates companies that scale from those that stall: our findings on planning, hiring and customer retention, with a checklist for your next board meeting.",
  meta: ["Report", "12 min read"],
  action: { label: "Explore our insights", href: "/insights" },
};

export const homeServices = {
  eyebrow: "What we do",
  title: "Six practices, one team",
  lead: "Start with the question in front of you. Our consultants work across practices, so the answer does not stop at a department's edge.",
  action: { label: "All services", href: "/services" },
};

export const homeInsights = {
  eyebrow: "Insights",
  title: "Thinking you can use on Monday",
  lead: "Field notes and research from our consultants on building companies, teams and careers.",
  action: { label: "View all insights", href: "/insights" },
};

export const homeClosing = {
  title: "Have a decision on the table?",
  lead: "Tell us where you are and where you want to be. A partner replies within 24 hours, and most projects start within 1-2 weeks.",
  actions: [
    { label: "Contact us", href: "/contact", variant: "primary" },
    { label: "Find an office", href: "/contact/office-locations", variant: "secondary" },
  ] satisfies Action[],
};
