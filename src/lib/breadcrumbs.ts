/**
 * The trail from the home page to a nested page, derived from its path. Each step is named as the navigation
 * names that page (the one label a visitor already knows it by); a page the menus do not list is named by its
 * own title. The visible trail (Breadcrumbs) and its BreadcrumbList both read this, so they cannot differ.
 */
import {
  connectLinks,
  folderPages,
  homeLink,
  legalLinks,
  navGroups,
  specialtyLinks,
} from "@/content/navigation";
import { publicRoutes } from "@/content/routes";
import type { NavLink, PageMeta } from "@/types/site";

export type Crumb = Pick<NavLink, "label" | "href">;

/** Every page the navigation names, by path. */
const navLabels = new Map<string, string>([
  [homeLink.href, homeLink.label],
  ...navGroups.flatMap((group) => [
    [group.href, group.label] as const,
    ...group.links.map((link) => [link.href, link.label] as const),
  ]),
  ...[...specialtyLinks, ...connectLinks, ...legalLinks].map((link) => [link.href, link.label] as const),
]);

function parentStep(prefix: string, above: Crumb | undefined): Crumb | undefined {
  // Outside the route table: the page this one names as the one it sits under (a category page) is a step; a
  // folder without a page ("/specialties") stands for the page navigation puts it under; others
  // ("/insights/articles") add no step.
  if (!publicRoutes.includes(prefix)) return above?.href === prefix ? above : folderPages[prefix];
  const label = navLabels.get(prefix);
  // A page that other pages sit under must have a name in the navigation, or the trail would invent one.
  if (!label) throw new Error(`The navigation names no page ${prefix}, which ${prefix}/... pages sit under`);
  return { label, href: prefix };
}

/** Home, the pages above this one, and this one; empty for the home page and the top-level pages. */
export function breadcrumbTrail(page: Pick<PageMeta, "path" | "title" | "above">): readonly Crumb[] {
  const segments = page.path.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const parents = segments
    .slice(0, -1)
    .map((_, index) => parentStep(`/${segments.slice(0, index + 1).join("/")}`, page.above))
    // The careers page stands for its own folder: it is not its own parent.
    .filter((step): step is Crumb => step !== undefined && step.href !== page.path);
  return [homeLink, ...parents, { label: navLabels.get(page.path) ?? page.title, href: page.path }];
}
