import type { Page } from "@playwright/test";
import { publicRoutes } from "@/content/routes";
import { collectionPages } from "./insights";

/** A path no page answers: the site's 404 page. */
export const missingPage = "/page-that-does-not-exist";

/**
 * The noindex pages behind the forms, outside the route table: where the newsletter mails' links land, and the
 * review page a form sent without JavaScript comes back to (here with an unknown id).
 */
export const utilityPages: readonly string[] = [
  "/newsletter/status#confirmed",
  "/newsletter/confirm?token=expired",
  "/forms/review/unknown",
];

/** The pages whose paths are known before the site is running: the route table, the 404 and utility pages. */
export const knownPages: readonly string[] = [...publicRoutes, missingPage, ...utilityPages];

/** Every page of the site: the known ones and every article, category and publication page. */
export async function everyPage(page: Page): Promise<string[]> {
  return [...knownPages, ...(await collectionPages(page))];
}
