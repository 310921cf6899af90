/**
 * The route table: the path of every public page, written once. Content modules put their page's path in its
 * `meta` from here; navigation, the sitemap and the route tests read it.
 */
import { brandSlug } from "./names";
import type { Locale } from "@/types/facts";

export const routes = {
  home: "/",
  services: "/services",
  consultancyStrategy: "/services/consultancy-strategy",
  marketingSales: "/services/marketing-sales",
  freelanceTalent: "/services/freelance-talent",
  retreatsLifestyle: "/services/retreats-lifestyle",
  retreatManagementPricing: "/services/retreats-lifestyle/retreat-management-pricing",
  wellnessProgramsPricing: "/services/retreats-lifestyle/wellness-programs-pricing",
  lifeCoachingPricing: "/services/retreats-lifestyle/life-coaching-pricing",
  transformationPricing: "/services/retreats-lifestyle/transformation-pricing",
  aiSolutions: "/services/ai-solutions",
  customerCare: "/services/customer-care",
  businessBuilding: "/specialties/business-building",
  startupAdvisory: "/specialties/startup-advisory",
  salesTraining: "/specialties/sales-training",
  talentMatching: "/specialties/talent-matching",
  leadershipDevelopment: "/specialties/leadership-development",
  personalDevelopment: "/specialties/personal-development",
  about: "/about",
  ourOrganization: "/about/our-organization",
  leadership: "/about/leadership",
  history: "/about/history",
  globalNetwork: "/about/global-network",
  ourApproach: "/about/our-approach",
  successStories: "/about/success-stories",
  insights: "/insights",
  research: "/insights/research",
  reports: "/insights/reports",
  publications: "/insights/publications",
  featuredArticle: "/insights/article",
  businessBuildingPhilosophy: "/insights/business-building-philosophy",
  talentPhilosophy: "/insights/talent-philosophy",
  personalDevelopmentPhilosophy: "/insights/personal-development-philosophy",
  marketingPhilosophy: "/insights/marketing-philosophy",
  contact: "/contact",
  getInTouch: "/contact/get-in-touch",
  officeLocations: "/contact/office-locations",
  partnershipInquiries: "/contact/partnership-inquiries",
  careers: `/connect/join-${brandSlug}`,
  salesTeam: "/connect/sales-team",
  privacy: "/privacy",
  legal: "/legal",
  terms: "/terms",
  sitemap: "/sitemap",
  accessibility: "/accessibility",
} as const;

export type RouteId = keyof typeof routes;

/**
 * The Dutch edition's path of every page of the route table: under /nl, in Dutch words. The same id names a page in
 * both languages, so each page knows its counterpart (`counterpartOf`).
 */
export const dutchRoutes = {
  home: "/nl",
  services: "/nl/diensten",
  consultancyStrategy: "/nl/diensten/advies-en-strategie",
  marketingSales: "/nl/diensten/marketing-en-sales",
  freelanceTalent: "/nl/diensten/freelance-talent",
  retreatsLifestyle: "/nl/diensten/retreats-en-leefstijl",
  retreatManagementPricing: "/nl/diensten/retreats-en-leefstijl/tarieven-retreatmanagement",
  wellnessProgramsPricing: "/nl/diensten/retreats-en-leefstijl/tarieven-wellnessprogrammas",
  lifeCoachingPricing: "/nl/diensten/retreats-en-leefstijl/tarieven-lifecoaching",
  transformationPricing: "/nl/diensten/retreats-en-leefstijl/tarieven-transformatie",
  aiSolutions: "/nl/diensten/ai-oplossingen",
  customerCare: "/nl/diensten/klantenservice",
  businessBuilding: "/nl/specialismen/bedrijfsopbouw",
  startupAdvisory: "/nl/specialismen/startupadvies",
  salesTraining: "/nl/specialismen/salestraining",
  talentMatching: "/nl/specialismen/talentmatching",
  leadershipDevelopment: "/nl/specialismen/leiderschapsontwikkeling",
  personalDevelopment: "/nl/specialismen/persoonlijke-ontwikkeling",
  about: "/nl/over-ons",
  ourOrganization: "/nl/over-ons/onze-organisatie",
  leadership: "/nl/over-ons/leiderschap",
  history: "/nl/over-ons/geschiedenis",
  globalNetwork: "/nl/over-ons/wereldwijd-netwerk",
  ourApproach: "/nl/over-ons/onze-aanpak",
  successStories: "/nl/over-ons/succesverhalen",
  insights: "/nl/inzichten",
  research: "/nl/inzichten/onderzoek",
  reports: "/nl/inzichten/rapporten",
  publications: "/nl/inzichten/publicaties",
  featuredArticle: "/nl/inzichten/artikel",
  businessBuildingPhilosophy: "/nl/inzichten/visie-op-bedrijfsopbouw",
  talentPhilosophy: "/nl/inzichten/visie-op-talent",
  personalDevelopmentPhilosophy: "/nl/inzichten/visie-op-persoonlijke-ontwikkeling",
  marketingPhilosophy: "/nl/inzichten/visie-op-marketing",
  contact: "/nl/contact",
  getInTouch: "/nl/contact/neem-contact-op",
  officeLocations: "/nl/contact/kantoren",
  partnershipInquiries: "/nl/contact/partnerschappen",
  careers: `/nl/verbinden/werken-bij-${brandSlug}`,
  salesTeam: "/nl/verbinden/salesteam",
  privacy: "/nl/privacy",
  legal: "/nl/juridisch",
  terms: "/nl/voorwaarden",
  sitemap: "/nl/sitemap",
  accessibility: "/nl/toegankelijkheid",
} as const satisfies Record<RouteId, string>;

/** The route table of each edition. */
export const routesIn = { en: routes, nl: dutchRoutes } as const satisfies Record<
  Locale,
  Record<RouteId, string>
>;

/**
 * The pages the Dutch edition has so far (issue 32 adds them page by page): each page of this list has its Dutch
 * page, its language switch leads there, and both name each other as alternates for search engines.
 */
export const dutchEdition: readonly RouteId[] = ["home"];

/**
 * The Dutch edition's 404 page. Next.js renders a 404 of a page made per request without its HTML (only in the
 * data for the browser's script: vercel/next.js#95613), so the Dutch 404 is prerendered here, and the proxy
 * answers every path under /nl that no Dutch page has with this page and the status 404 (`isDutchPage`).
 */
export const dutchNotFoundPath = "/nl/niet-gevonden";

/** Whether a path under /nl is a page of the Dutch edition (its 404 page is not: it is always answered with 404). */
export function isDutchPage(path: string): boolean {
  return dutchEdition.some((id) => dutchRoutes[id] === path);
}

const englishIds = new Map(Object.entries(routes).map(([id, path]) => [path as string, id as RouteId]));
const dutchIds = new Map(Object.entries(dutchRoutes).map(([id, path]) => [path as string, id as RouteId]));

/** The id of a page of the route table, by its path in either edition. */
export function routeIdOf(path: string): RouteId | undefined {
  return (localeOf(path) === "nl" ? dutchIds : englishIds).get(path);
}

/** The Dutch path of a page of the route table (built or not yet); any other path as it is. */
export function dutchPathOf(path: string): string {
  const id = routeIdOf(path);
  return id ? dutchRoutes[id] : path;
}

/** The same page in the other language, when both editions have it. */
export function counterpartOf(path: string): string | undefined {
  const id = routeIdOf(path);
  if (!id || !dutchEdition.includes(id)) return undefined;
  return (localeOf(path) === "nl" ? routes : dutchRoutes)[id];
}

/** The edition a path belongs to: Dutch under /nl, English everywhere else. */
export function localeOf(path: string): Locale {
  return path === "/nl" || path.startsWith("/nl/") ? "nl" : "en";
}

/** Every page of the route table, in its order: the sitemap, the site map page and the page tests read it. */
export const publicRoutes: readonly string[] = Object.values(routes);
