/**
 * /sitemap: every page of the site, built from the route table and the navigation, so a page added there
 * appears here too (tests/unit/legal-pages.test.ts checks that every route is listed).
 */
import { categories } from "../insights/taxonomy";
import { connectLinks, legalLinks, navGroups, specialtyLinks } from "../navigation";
import { routes } from "../routes";
import { pages as retreatPricingPages } from "../services/retreat-pricing";
import { page as servicesOverview } from "../services/overview";
import { brand } from "../site";
import type {
  CardSection,
  FeatureItem,
  IconName,
  PageHero,
  SiteMapLink,
  SiteMapSection,
} from "@/types/sections";
import type { ContentPage, NavGroup, NavLink, PageMeta } from "@/types/site";

/**
 * The topics of the insights page, by the anchor of each category's block there (the spec's
 * /insights#business-building, #strategy, #talent, #personal-development, and the other two categories).
 */
const insightTopics: readonly SiteMapLink[] = categories.map((category) => ({
  label: category.label,
  href: `${routes.insights}#${category.id}`,
}));

/** The services overview's cards, by their anchors (/services#consultancy ...). */
const serviceCards: readonly SiteMapLink[] = servicesOverview.services.items.flatMap((item) =>
  item.id ? [{ label: item.title, href: `${routes.services}#${item.id}` }] : [],
);

/** Pages that live under another page, such as the retreat pricing pages under Retreats & Lifestyle. */
const childPages: Partial<Record<string, readonly SiteMapLink[]>> = {
  [routes.retreatsLifestyle]: retreatPricingPages.map((pricing) => ({
    label: pricing.meta.title,
    href: pricing.meta.path,
  })),
};

const navGroup = (id: string): NavGroup => {
  const found = navGroups.find((group) => group.id === id);
  if (!found) throw new Error(`Unknown navigation group: ${id}`);
  return found;
};

const entry = (link: NavLink): SiteMapLink => ({
  label: link.label,
  href: link.href,
  description: link.description,
  links: childPages[link.href],
});

/** A header group as a site map group: its overview page (with the anchors on it), then its pages. */
function fromNavGroup(id: string, overviewLabel: string, anchors?: readonly SiteMapLink[]) {
  const group = navGroup(id);
  return {
    id,
    title: group.label,
    links: [
      { label: overviewLabel, href: group.href, description: group.summary, links: anchors },
      ...group.links.map(entry),
    ],
  };
}

const quickLinkIcons: Record<string, IconName> = {
  services: "layers",
  insights: "lightbulb",
  about: "building-2",
  contact: "message-square",
};

export const page = {
  meta: {
    path: routes.sitemap,
    title: "Site Map",
    description: `Every page of the ${brand.name} website in one place: services, specialties, about, insights, contact, careers and the legal pages.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Site map",
    title: "Site Map",
    lead: "Every page of this website in one place, grouped the way our menus group them.",
  } satisfies PageHero,
  quickLinks: {
    intro: { eyebrow: "Quick links", title: "Where most visitors start" },
    items: Object.entries(quickLinkIcons).map(([id, icon]): FeatureItem => {
      const group = navGroup(id);
      return { title: group.label, href: group.href, description: group.summary, icon };
    }),
  } satisfies CardSection,
  directory: {
    intro: {
      eyebrow: "All pages",
      title: "Every page, by area",
      lead: "Indented links go to a part of the page above them, or to the pages that belong to it.",
    },
    groups: [
      {
        id: "home",
        title: "Home",
        links: [
          {
            label: `${brand.name} home`,
            href: routes.home,
            description: "Who we are, what we do, our latest report and insights.",
          },
        ],
      },
      fromNavGroup("services", "All services", serviceCards),
      { id: "specialties", title: "Specialties", links: specialtyLinks.map(entry) },
      fromNavGroup("about", "About us"),
      fromNavGroup("insights", "All insights", insightTopics),
      fromNavGroup("contact", "Contact us"),
      { id: "connect", title: "Connect", links: connectLinks.map(entry) },
      { id: "legal", title: "Legal", links: legalLinks.map(entry) },
    ],
  } satisfies SiteMapSection,
} satisfies ContentPage;
