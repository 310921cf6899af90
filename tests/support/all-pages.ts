import { publicRoutes } from "@/content/routes";

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
