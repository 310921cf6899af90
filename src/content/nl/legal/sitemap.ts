/**
 * /nl/sitemap: the site map (`../../legal/sitemap`), in Dutch. Its words are built as the English page builds
 * its own, from the Dutch navigation, insight categories, services overview and retreat pricing pages; the links
 * are the English page's, each leading to its Dutch page. A list of another length than the English one (a
 * page missing from a Dutch module) is refused when the module loads.
 */
import { page as english } from "../../legal/sitemap";
import { dutchHref, inDutch, type Texts } from "../../translation";
import { dutchPathOf, dutchRoutes } from "../../routes";
import { categories } from "../insights/taxonomy";
import { connectLinks, legalLinks, navGroups, specialtyLinks } from "../navigation";
import { pages as retreatPricingPages } from "../services/retreat-pricing";
import { page as servicesOverview } from "../services/overview";
import { brand } from "../site";
import type { SiteMapLink } from "@/types/sections";
import type { NavGroup, NavLink } from "@/types/site";

type LinkWords = Texts<SiteMapLink>;

/** The topics of the insights page, one per category (its block's anchor is the English link's). */
const insightTopics: readonly LinkWords[] = categories.map((category) => ({ label: category.label }));

/** The services overview's cards that carry an anchor. */
const serviceCards: readonly LinkWords[] = servicesOverview.services.items.flatMap((item) =>
  item.id ? [{ label: item.title }] : [],
);

/** Pages that live under another page, by the Dutch path of that page. */
const childPages: Partial<Record<string, readonly LinkWords[]>> = {
  [dutchRoutes.retreatsLifestyle]: retreatPricingPages.map((pricing) => ({ label: pricing.meta.title })),
};

const navGroup = (id: string): NavGroup => {
  const found = navGroups.find((group) => group.id === id);
  if (!found) throw new Error(`Unknown navigation group: ${id}`);
  return found;
};

const entry = (link: NavLink): LinkWords => ({
  label: link.label,
  description: link.description,
  // A link leads to the English page until the Dutch edition has its page (dutchHref): either names it here.
  links: childPages[link.href] ?? childPages[dutchPathOf(link.href)],
});

/** A header group as a site map group: its overview page (with the anchors on it), then its pages. */
function fromNavGroup(id: string, overviewLabel: string, anchors?: readonly LinkWords[]) {
  const group = navGroup(id);
  return {
    title: group.label,
    links: [{ label: overviewLabel, description: group.summary, links: anchors }, ...group.links.map(entry)],
  };
}

/** The Dutch header group of an English quick link, found by the Dutch page it leads to. */
const quickLinkGroup = (href: string | undefined): NavGroup => {
  const found = href === undefined ? undefined : navGroups.find((group) => group.href === dutchHref(href));
  if (!found) throw new Error(`legal/sitemap: no Dutch navigation group for the quick link ${href}`);
  return found;
};

export const page = inDutch("legal/sitemap page", english, {
  meta: {
    title: "Sitemap",
    description: `Alle pagina's van de website van ${brand.name} op één plek: diensten, specialismen, over ons, inzichten, contact, vacatures en de juridische pagina's.`,
  },
  hero: {
    eyebrow: "Sitemap",
    title: "Sitemap",
    lead: "Alle pagina's van deze website op één plek, in dezelfde indeling als onze menu's.",
  },
  quickLinks: {
    intro: { eyebrow: "Snel naar", title: "Waar de meeste bezoekers beginnen" },
    items: english.quickLinks.items.map((item) => {
      const group = quickLinkGroup(item.href);
      return { title: group.label, description: group.summary };
    }),
  },
  directory: {
    intro: {
      eyebrow: "Alle pagina's",
      title: "Alle pagina's per onderdeel",
      lead: "Ingesprongen links leiden naar een deel van de pagina erboven, of naar de pagina's die daarbij horen.",
    },
    groups: [
      {
        title: "Home",
        links: [
          {
            label: `Homepage van ${brand.name}`,
            description: "Wie we zijn, wat we doen, ons nieuwste rapport en onze nieuwste inzichten.",
          },
        ],
      },
      fromNavGroup("services", "Alle diensten", serviceCards),
      { title: "Specialismen", links: specialtyLinks.map(entry) },
      fromNavGroup("about", `Over ${brand.name}`),
      fromNavGroup("insights", "Alle inzichten", insightTopics),
      fromNavGroup("contact", "Alle contactopties"),
      { title: "Werken bij en met ons", links: connectLinks.map(entry) },
      { title: "Juridisch", links: legalLinks.map(entry) },
    ],
  },
});
