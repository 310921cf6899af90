import { notFound } from "next/navigation";
import type { ContentPage } from "@/types/site";
import { pageMetadata } from "./metadata";

/** The last segment of a page's path: its slug within a family of pages that share one route. */
export function slugOf(page: ContentPage): string {
  return page.meta.path.slice(page.meta.path.lastIndexOf("/") + 1);
}

/** The params of every page of a family, for `generateStaticParams`. */
export function familyParams<Key extends string>(pages: readonly ContentPage[], key: Key) {
  return pages.map((page) => ({ [key]: slugOf(page) }) as Record<Key, string>);
}

/** The page of a family with this slug, if there is one. */
function familyPage<Page extends ContentPage>(pages: readonly Page[], slug: string): Page | undefined {
  return pages.find((page) => slugOf(page) === slug);
}

/**
 * What a family route needs (one route file, one prerendered page per page of the family): its params, each
 * page's metadata (with a feed to announce, if given) and the page its params name, a 404 for any other slug.
 * The route file adds `dynamicParams = false`.
 */
export function familyRoute<Page extends ContentPage, Key extends string>(
  pages: readonly Page[],
  key: Key,
  feed?: { title: string; path: string },
) {
  type Props = { params: Promise<Record<Key, string>> };
  const find = async ({ params }: Props) => familyPage(pages, (await params)[key]);
  return {
    generateStaticParams: () => familyParams(pages, key),
    generateMetadata: async (props: Props) => {
      const page = await find(props);
      return page ? pageMetadata(page.meta, feed) : {};
    },
    page: async (props: Props): Promise<Page> => (await find(props)) ?? notFound(),
  };
}
