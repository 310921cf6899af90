import type { ContentPage } from "@/types/site";

/** The last segment of a page's path: its slug within a family of pages that share one route. */
export function slugOf(page: ContentPage): string {
  return page.meta.path.slice(page.meta.path.lastIndexOf("/") + 1);
}

/** The params of every page of a family, for `generateStaticParams`. */
export function familyParams<Key extends string>(pages: readonly ContentPage[], key: Key) {
  return pages.map((page) => ({ [key]: slugOf(page) }) as Record<Key, string>);
}

/** The page of a family with this slug, if there is one. */
export function familyPage<Page extends ContentPage>(pages: readonly Page[], slug: string): Page | undefined {
  return pages.find((page) => slugOf(page) === slug);
}
