/** The header's dropdown groups, exactly as the specification lists them, and the footer's link columns. */
import { replyTime } from "./site";
import { formatDuration } from "@/content/format";
import { routes } from "./routes";
import { serviceLinks } from "./services";
import type { FooterColumn, NavGroup, NavLink } from "@/types/site";

export const navGroups: readonly NavGroup[] = [
  {
    id: "services",
    label: "Services",
    href: routes.services,
    alsoCovers: ["/specialties"],
    summary: "Six practices that take a business from first plan to a team that runs it well.",
    overview: "Services overview",
    links: serviceLinks,
  },
  {
    id: "about",
    label: "About",
    href: routes.about,
    summary: "Who we are, how we work and what our clients have achieved with us.",
    overview: "About overview",
    links: [
      {
        label: "Our Organization",
        href: routes.ourOrganization,
        description: "Mission, vision and values",
      },
      { label: "Leadership", href: routes.leadership, description: "Meet our founder" },
      { label: "History", href: routes.history, description: "How the firm grew, year by year" },
      { label: "Global Network", href: routes.globalNetwork, description: "Five offices, one team" },
      {
        label: "Our Approach",
        href: routes.ourApproach,
        description: "Discover, Design, Develop, Deliver",
      },
      { label: "Success Stories", href: routes.successStories, description: "Case studies and results" },
    ],
  },
  {
    id: "insights",
    label: "Insights",
    href: routes.insights,
    summary: "Research, reports and the thinking behind our work.",
    overview: "Insights overview",
    links: [
      { label: "Research", href: routes.research, description: "Market research and intelligence" },
      { label: "Reports", href: routes.reports, description: "Business reports to download" },
      { label: "Publications", href: routes.publications, description: "Articles from our consultants" },
      {
        label: "Featured Article",
        href: routes.featuredArticle,
        description: "The long read our partners chose",
      },
      {
        label: "Business Building Philosophy",
        href: routes.businessBuildingPhilosophy,
        description: "How we build companies that last",
      },
      {
        label: "Talent Philosophy",
        href: routes.talentPhilosophy,
        description: "Potential over performance",
      },
      {
        label: "Personal Development Philosophy",
        href: routes.personalDevelopmentPhilosophy,
        description: "Growth, retreats and renewal",
      },
      {
        label: "Marketing Philosophy",
        href: routes.marketingPhilosophy,
        description: "Marketing and sales as one system",
      },
    ],
  },
  {
    id: "contact",
    label: "Contact",
    href: routes.contact,
    alsoCovers: ["/connect"],
    summary: `Talk to a partner. We reply within ${formatDuration(replyTime, "en")}.`,
    overview: "Contact overview",
    links: [
      { label: "Get in Touch", href: routes.getInTouch, description: "Send us a message" },
      {
        label: "Office Locations",
        href: routes.officeLocations,
        description: "Addresses, phones and hours",
      },
      {
        label: "Partnership Inquiries",
        href: routes.partnershipInquiries,
        description: "Propose a partnership or alliance",
      },
    ],
  },
];

/** The home page, as the breadcrumb trails name it. */
export const homeLink: NavLink = { label: "Home", href: routes.home };

/**
 * Folders of the route table without a page of their own, and the page that stands for each in a breadcrumb
 * trail: the specialties belong to Services (as the header marks them), the connect pages to the careers page,
 * the spec's "connect area" (the sales team page links back to it).
 */
export const folderPages: Readonly<Record<string, NavLink>> = {
  "/specialties": { label: "Services", href: routes.services },
  "/connect": { label: "Connect", href: routes.careers },
};

export const contactAction: NavLink = { label: "Contact us", href: routes.contact };
export const officesAction: NavLink = { label: "Find an office", href: routes.officeLocations };

const group = (id: string): NavGroup => {
  const found = navGroups.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown navigation group: ${id}`);
  return found;
};

const overview = (navGroup: NavGroup, label: string): NavLink => ({ label, href: navGroup.href });

/** The six specialty pages (no header group of their own). */
export const specialtyLinks: readonly NavLink[] = [
  { label: "Business Building", href: routes.businessBuilding },
  { label: "Startup Advisory", href: routes.startupAdvisory },
  { label: "Sales Training", href: routes.salesTraining },
  { label: "Talent Matching", href: routes.talentMatching },
  { label: "Leadership Development", href: routes.leadershipDevelopment },
  { label: "Personal Development", href: routes.personalDevelopment },
];

/** The connect pages: careers in the firm's network, and its sales team. */
export const connectLinks: readonly NavLink[] = [
  { label: "Careers", href: routes.careers },
  { label: "Sales Team", href: routes.salesTeam },
];

export const footerColumns: readonly FooterColumn[] = [
  {
    title: "Services",
    links: [overview(group("services"), "All services"), ...group("services").links],
  },
  {
    title: "Specialties",
    links: specialtyLinks,
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
    links: [overview(group("contact"), "Contact us"), ...group("contact").links, ...connectLinks],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy", href: routes.privacy },
  { label: "Legal", href: routes.legal },
  { label: "Terms", href: routes.terms },
  { label: "Accessibility", href: routes.accessibility },
  { label: "Sitemap", href: routes.sitemap },
];
