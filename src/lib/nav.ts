import type { NavGroup } from "@/types/site";

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The link's `aria-current`: "page" on the link to the page being shown, nothing elsewhere. */
export function currentPage(pathname: string | null, href: string): "page" | undefined {
  return pathname === href ? "page" : undefined;
}

/** Whether the page being shown belongs to a header group: its overview, its pages and the areas it covers. */
export function groupHolds(group: NavGroup, pathname: string | null): boolean {
  if (!pathname) return false;
  return [group.href, ...group.links.map((link) => link.href), ...(group.alsoCovers ?? [])].some((prefix) =>
    within(pathname, prefix),
  );
}
