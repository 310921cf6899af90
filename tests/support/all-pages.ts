import type { Page } from "@playwright/test";
import { publicRoutes } from "@/content/routes";
import { collectionPages } from "./insights";

/** A path that matches no page: the site answers with its 404 page. */
export const MISSING_PAGE = "/page-that-does-not-exist";

/** The noindex pages behind the forms and the newsletter links, each in a state a visitor can reach. */
export const utilityPages = [
  "/newsletter/status#confirmed",
  "/newsletter/confirm?token=expired",
  "/forms/review/unknown",
] as const;

/** The pages whose paths are known before the site is running: the route table, the 404 and utility pages. */
export const knownPages: readonly string[] = [...publicRoutes, MISSING_PAGE, ...utilityPages];

/** Every page of the site: the known ones and every article, category and publication page. */
export async function everyPage(page: Page): Promise<string[]> {
  return [...knownPages, ...(await collectionPages(page))];
}
