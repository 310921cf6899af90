/**
 * The six services, once: their names, pages and icons, and the words the navigation and the home page use for
 * them. The header, the footer, the home page and the services overview all read this list.
 */
import { glossary } from "./glossary";
import { routes } from "./routes";
import type { IconName, ServiceSummary } from "@/types/sections";
import type { NavLink } from "@/types/site";

interface Service {
  /** Anchor of the service's card on the services overview (/services#consultancy). */
  id: string;
  title: string;
  /** The shorter name in the navigation, where it differs from the title. */
  navLabel?: string;
  href: string;
  icon: IconName;
  /** One line under the name in the desktop dropdown. */
  navDescription: string;
  /** The home page card: what the service does, and three things it includes. */
  summary: string;
  highlights: readonly string[];
}

export const services = [
  {
    id: "consultancy",
    title: glossary.practices.consultancyStrategy.en,
    href: routes.consultancyStrategy,
    icon: "compass",
    navDescription: "Diagnosis, strategy and the plan to carry it out",
    summary:
      "A clear diagnosis of where the business stands, a strategy the leadership team owns, and a 90-day plan to start on it.",
    highlights: ["Strategic planning", "Business model design", "Operating model reviews"],
  },
  {
    id: "marketing",
    title: glossary.practices.marketingSales.en,
    href: routes.marketingSales,
    icon: "megaphone",
    navDescription: "Positioning, channels and a sales engine that scales",
    summary:
      "Positioning, channel plans and a sales process that turns attention into revenue you can forecast.",
    highlights: ["Go-to-market plans", "Sales process design", "Campaign management"],
  },
  {
    id: "talent",
    title: glossary.practices.freelanceTalent.en,
    href: routes.freelanceTalent,
    icon: "users",
    navDescription: "Specialists and whole teams, sourced and vetted",
    summary:
      "Vetted specialists for a project, a senior hire for a key seat, or a whole team assembled around a goal.",
    highlights: ["Executive search", "Project staffing", "Freelance specialists"],
  },
  {
    id: "retreats",
    title: glossary.practices.retreatsLifestyle.en,
    href: routes.retreatsLifestyle,
    icon: "sunrise",
    navDescription: "Retreats, wellness programs and life coaching",
    summary:
      "Leadership retreats, wellness programs and life coaching that give people room to think and come back sharper.",
    highlights: ["Retreat management", "Wellness programs", "Life coaching"],
  },
  {
    id: "ai",
    title: glossary.practices.aiSolutions.en,
    navLabel: "AI Solutions",
    href: routes.aiSolutions,
    icon: "brain-circuit",
    navDescription: "AI strategy, automation and data analytics",
    summary:
      "Where AI pays off in your business, how to build or buy it, and how to get your people using it well.",
    highlights: ["AI strategy", "Process automation", "Data analytics"],
  },
  {
    id: "customer-care",
    title: glossary.practices.customerCare.en,
    href: routes.customerCare,
    icon: "headset",
    navDescription: "Support operations that keep customers loyal",
    summary: "Support teams, tooling and service standards that answer fast and keep customers coming back.",
    highlights: ["Support operations", "Service quality", "Retention programs"],
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof services)[number]["id"];

/**
 * What pages read of an edition's services: one by its id (its name, page and icon, for a card or a link that
 * names it), the home page's cards, and the navigation's links. The Dutch edition (`nl/services.ts`) reads its
 * own list the same way.
 */
export function servicesOf(list: readonly Service[]) {
  return {
    service(id: ServiceId): Service {
      const found = list.find((candidate) => candidate.id === id);
      if (!found) throw new Error(`Unknown service: ${id}`);
      return found;
    },
    serviceSummaries: list.map((item): ServiceSummary => ({
      title: item.title,
      description: item.summary,
      icon: item.icon,
      href: item.href,
      highlights: item.highlights,
    })) as readonly ServiceSummary[],
    serviceLinks: list.map((item): NavLink => ({
      label: item.navLabel ?? item.title,
      href: item.href,
      description: item.navDescription,
    })) as readonly NavLink[],
  };
}

export const { service, serviceSummaries, serviceLinks } = servicesOf(services);
