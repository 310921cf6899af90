/** The header's dropdown groups, exactly as the specification lists them, and the footer's link columns. */
import { careersPath } from "./site";
import type { FooterColumn, NavGroup, NavLink } from "./types";

export const navGroups: readonly NavGroup[] = [
  {
    id: "services",
    label: "Services",
    href: "/services",
    summary: "Six practices that take a business from first plan to a team that runs it well.",
    links: [
      {
        label: "Consultancy & Strategy",
        href: "/services/consultancy-strategy",
        description: "Diagnosis, strategy and the plan to carry it out",
      },
      {
        label: "Marketing & Sales",
        href: "/services/marketing-sales",
        description: "Positioning, channels and a sales engine that scales",
      },
      {
        label: "Freelance & Talent",
        href: "/services/freelance-talent",
        description: "Specialists and whole teams, sourced and vetted",
      },
      {
        label: "Retreats & Lifestyle",
        href: "/services/retreats-lifestyle",
        description: "Retreats, wellness programs and life coaching",
      },
      {
        label: "AI Solutions",
        href: "/services/ai-solutions",
        description: "AI strategy, automation and data analytics",
      },
      {
        label: "Customer Care",
        href: "/services/customer-care",
        description: "Support operations that keep customers loyal",
      },
    ],
  },
  {
    id: "about",
    label: "About",
    href: "/about",
    summary: "Who we are, how we work and what our clients have achieved with us.",
    links: [
      {
        label: "Our Organization",
        href: "/about/our-organization",
        description: "Mission, vision and values",
      },
      { label: "Leadership", href: "/about/leadership", description: "Meet our founder" },
      { label: "History", href: "/about/history", description: "How the firm grew, year by year" },
      { label: "Global Network", href: "/about/global-network", description: "Five offices, one team" },
      {
        label: "Our Approach",
        href: "/about/our-approach",
        description: "Discover, Design, Develop, Deliver",
      },
      { label: "Success Stories", href: "/about/success-stories", description: "Case studies and results" },
    ],
  },
  {
    id: "insights",
    label: "Insights",
    href: "/insights",
    summary: "Research, reports and the thinking behind our work.",
    links: [
      { label: "Research", href: "/insights/research", description: "Market research and intelligence" },
      { label: "Reports", href: "/insights/reports", description: "Business reports to download" },
      { label: "Publications", href: "/insights/publications", description: "Articles from our consultants" },
      { label: "Featured Article", href: "/insights/article", description: "This month's long read" },
      {
        label: "Business Building Philosophy",
        href: "/insights/business-building-philosophy",
        description: "How we build companies that last",
      },
      {
        label: "Talent Philosophy",
        href: "/insights/talent-philosophy",
        description: "Potential over performance",
      },
      {
        label: "Personal Development Philosophy",
        href: "/insights/personal-development-philosophy",
        description: "Growth, retreats and renewal",
      },
      {
        label: "Marketing Philosophy",
        href: "/insights/marketing-philosophy",
        description: "Marketing and sales as one system",
      },
    ],
  },
  {
    id: "contact",
    label: "Contact",
    href: "/contact",
    summary: "Talk to a partner. We reply within 24 hours.",
    links: [
      { label: "Get in Touch", href: "/contact/get-in-touch", description: "Send us a message" },
      {
        label: "Office Locations",
        href: "/contact/office-locations",
        description: "Addresses, phones and hours",
      },
      {
        label: "Partnership Inquiries",
        href: "/contact/partnership-inquiries",
        description: "Propose a partnership or alliance",
      },
    ],
  },
];

export const contactAction: NavLink = { label: "Contact us", href: "/contact" };
export const officesAction: NavLink = { label: "Find an office", href: "/contact/office-locations" };

const group = (id: string): NavGroup => {
  const found = navGroups.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown navigation group: ${id}`);
  return found;
};

const overview = (navGroup: NavGroup, label: string): NavLink => ({ label, href: navGroup.href });

export const footerColumns: readonly FooterColumn[] = [
  {
    title: "Services",
    links: [overview(group("services"), "All services"), ...group("services").links],
  },
  {
    title: "Specialties",
    links: [
      { label: "Business Building", href: "/specialties/business-building" },
      { label: "Startup Advisory", href: "/specialties/startup-advisory" },
      { label: "Sales Training", href: "/specialties/sales-training" },
      { label: "Talent Matching", href: "/specialties/talent-matching" },
      { label: "Leadership Development", href: "/specialties/leadership-development" },
      { label: "Personal Development", href: "/specialties/personal-development" },
    ],
  },
  {
    title: "About",
    links: [overview(group("about"), "About us"), ...group("about").links],
  },
  {
    title: "Insights",
    links: [overview(group("insights"), "All insights"), ...group("insights").links.slice(0, 4)],
  },
  {
    title: "Contact",
    links: [
      overview(group("contact"), "Contact us"),
      ...group("contact").links,
      { label: "Careers", href: careersPath },
      { label: "Sales Team", href: "/connect/sales-team" },
    ],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Legal", href: "/legal" },
  { label: "Terms", href: "/terms" },
  { label: "Accessibility", href: "/accessibility" },
  { label: "Sitemap", href: "/sitemap" },
];
