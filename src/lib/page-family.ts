import { notFound } from "next/navigation";
import type { ContentPage } from "@/types/site";
import { pageMetadata } from "./metadata";

/** The names of a route's dynamic segments: "/insights/category/[category]/page/[page]" has category and page. */
type ParamsOf<Route extends string> = Route extends `${string}[${infer Key}]${infer Rest}`
  ? Key | ParamsOf<Rest>
  : never;

/**
 * The params under which a route (its folder path, as "/insights/category/[category]") serves a page: each
 * dynamic segment's value in the page's path. Throws when the path does not fit the route, so a page cannot be
 * listed under a route that would never serve it.
 */
function paramsOf<Route extends string>(route: Route, path: string): Record<ParamsOf<Route>, string> {
  const routeSegments = route.split("/");
  const pathSegments = path.split("/");
  const params: Record<string, string> = {};
  const fits =
    routeSegments.length === pathSegments.length &&
    routeSegments.every((segment, i) => {
      const key = /^\[(.+)\]$/.exec(segment)?.[1];
      if (key) params[key] = pathSegments[i]!;
      return key ? pathSegments[i] !== "" : segment === pathSegments[i];
    });
  if (!fits) throw new Error(`the page ${path} does not fit its route ${route}`);
  return params as Record<ParamsOf<Route>, string>;
}

/** The params of every page of a family, for `generateStaticParams`. */
export function familyParams<Route extends string>(pages: readonly ContentPage[], route: Route) {
  return pages.map((page) => paramsOf(route, page.meta.path));
}

/**
 * What a family route needs (one route file, one prerendered page per page of the family): its params, each
 * page's metadata (with a feed to announce, if given) and the page its params name, a 404 for any other params.
 * The route file adds `dynamicParams = false`.
 */
export function familyRoute<Page extends ContentPage, Route extends string>(
  pages: readonly Page[],
  route: Route,
  feed?: { title: string; path: string },
) {
  type Props = { params: Promise<Record<ParamsOf<Route>, string>> };
  const find = async ({ params }: Props) => {
    const wanted = (await params) as Record<string, string>;
    return pages.find((page) =>
      Object.entries(paramsOf(route, page.meta.path)).every(([key, value]) => wanted[key] === value),
    );
  };
  return {
    generateStaticParams: () => familyParams(pages, route),
    generateMetadata: async (props: Props) => {
      const page = await find(props);
      return page ? pageMetadata(page.meta, feed) : {};
    },
    page: async (props: Props): Promise<Page> => (await find(props)) ?? notFound(),
  };
}
