/** The six services, as summarised on the home page and wherever a service overview is needed. */
import type { ServiceSummary } from "./types";

export const serviceSummaries: readonly ServiceSummary[] = [
  {
    title: "Consultancy & Strategy",
    description:
      "A clear diagnosis of where the business stands, a strategy the leadership team owns, and a 90-day plan to start on it.",
    icon: "compass",
    href: "/services/consultancy-strategy",
    highlights: ["Strategic planning", "Business model design", "Operating model reviews"],
  },
  {
    title: "Marketing & Sales",
    description:
      "Positioning, channel plans and a sales process that turns attention into revenue you can forecast.",
    icon: "megaphone",
    href: "/services/marketing-sales",
    highlights: ["Go-to-market plans", "Sales process design", "Campaign management"],
  },
  {
    title: "Freelance & Talent",
    description:
      "Vetted specialists for a project, a senior hire for a key seat, or a whole team assembled around a goal.",
    icon: "users",
    href: "/services/freelance-talent",
    highlights: ["Executive search", "Project staffing", "Freelance specialists"],
  },
  {
    title: "Retreats & Lifestyle",
    description:
      "Leadership retreats, wellness programs and life coaching that give people room to think and come back sharper.",
    icon: "sunrise",
    href: "/services/retreats-lifestyle",
    highlights: ["Retreat management", "Wellness programs", "Life coaching"],
  },
  {
    title: "AI Solution Consultancy",
    description:
      "Where AI pays off in your business, how to build or buy it, and how to get your people using it well.",
    icon: "brain-circuit",
    href: "/services/ai-solutions",
    highlights: ["AI strategy", "Process automation", "Data analytics"],
  },
  {
    title: "Customer Care",
    description:
      "Support teams, tooling and service standards that answer fast and keep customers coming back.",
    icon: "headset",
    href: "/services/customer-care",
    highlights: ["Support operations", "Service quality", "Retention programs"],
  },
];
