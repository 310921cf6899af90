/**
 * The trail from the home page to a nested page, derived from its path. Each step is named as the navigation of
 * the page's edition names that page (the one label a visitor already knows it by); a page the menus do not
 * list is named by its own title. The visible trail (Breadcrumbs) and its BreadcrumbList both read this, so they
 * cannot differ.
 */
import * as englishNavigation from "@/content/navigation";
import * as dutchNavigation from "@/content/nl/navigation";
import { dutchPathOf, localeOf, routesIn } from "@/content/routes";
import type { Locale } from "@/types/facts";
import type { NavLink, PageMeta } from "@/types/site";
import { sectionWordsIn } from "./words";

export type Crumb = Pick<NavLink, "label" | "href">;

type Navigation = typeof englishNavigation;

/**
 * Every page an edition's navigation names, by its path in that edition. (A Dutch menu links a page the Dutch
 * edition does not have yet to the English page; its step in a Dutch trail does the same.)
 */
function linksOf(
  { homeLink, navGroups, specialtyLinks, connectLinks, legalLinks }: Navigation,
  pathIn: (href: string) => string,
) {
  const links: Crumb[] = [
    homeLink,
    ...navGroups.flatMap((group) => [{ label: group.label, href: group.href }, ...group.links]),
    ...specialtyLinks,
    ...connectLinks,
    ...legalLinks,
  ];
  return new Map(links.map((link) => [pathIn(link.href), { label: link.label, href: link.href }]));
}

const editions = {
  en: { navigation: englishNavigation, links: linksOf(englishNavigation, (href) => href) },
  nl: { navigation: dutchNavigation, links: linksOf(dutchNavigation, dutchPathOf) },
} satisfies Record<Locale, { navigation: Navigation; links: Map<string, Crumb> }>;

function parentStep(locale: Locale, prefix: string, above: Crumb | undefined): Crumb | undefined {
  const { navigation, links } = editions[locale];
  // Outside the route table: the page this one names as the one it sits under (a category page) is a step; a
  // folder without a page ("/specialties") stands for the page navigation puts it under; others
  // ("/insights/articles") add no step.
  if (!Object.values<string>(routesIn[locale]).includes(prefix)) {
    return above?.href === prefix ? above : navigation.folderPages[prefix];
  }
  const link = links.get(prefix);
  // A page that other pages sit under must have a name in the navigation, or the trail would invent one.
  if (!link) throw new Error(`The navigation names no page ${prefix}, which ${prefix}/... pages sit under`);
  return link;
}

/** Home, the pages above this one, and this one; empty for each edition's home page and top-level pages. */
export function breadcrumbTrail(page: Pick<PageMeta, "path" | "title" | "above">): readonly Crumb[] {
  const locale = localeOf(page.path);
  const { navigation, links } = editions[locale];
  const home = navigation.homeLink.href;
  const segments = page.path
    .slice(home === "/" ? 0 : home.length)
    .split("/")
    .filter(Boolean);
  if (segments.length < 2) return [];
  const base = home === "/" ? "" : home;
  const parents = segments
    .slice(0, -1)
    .map((_, index) => parentStep(locale, `${base}/${segments.slice(0, index + 1).join("/")}`, page.above))
    // The careers page stands for its own folder: it is not its own parent.
    .filter((step): step is Crumb => step !== undefined && step.href !== page.path);
  return [
    navigation.homeLink,
    ...parents,
    { label: links.get(page.path)?.label ?? page.title, href: page.path },
  ];
}

/** The trail's name for assistive technology, in the language of the page's edition. */
export function breadcrumbLabel(page: Pick<PageMeta, "path">): string {
  return sectionWordsIn(localeOf(page.path)).breadcrumb;
}
