import { dutchEdition, dutchRoutes, publicRoutes } from "@/content/routes";

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
  "/nl/formulieren/controleren/unknown",
  "/nl/nieuwsbrief/status#confirmed",
  "/nl/nieuwsbrief/bevestigen?token=expired",
];

/** A path under /nl no page answers: the Dutch edition's 404 page. */
export const missingDutchPage = "/nl/pagina-die-niet-bestaat";

/** The Dutch edition's pages of the route table. */
export const dutchPages: readonly string[] = dutchEdition.map((id) => dutchRoutes[id]);

/**
 * The pages whose paths are known before the site is running: the route table, the 404 and utility pages, and
 * the Dutch edition's pages and 404.
 */
export const knownPages: readonly string[] = [
  ...publicRoutes,
  missingPage,
  ...utilityPages,
  ...dutchPages,
  missingDutchPage,
];
