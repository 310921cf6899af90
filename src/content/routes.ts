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
  featuredArticle: "/nl/inzichten/uitgelicht",
  businessBuildingPhilosophy: "/nl/inzichten/visie-op-bedrijfsopbouw",
  talentPhilosophy: "/nl/inzichten/visie-op-talent",
  personalDevelopmentPhilosophy: "/nl/inzichten/visie-op-persoonlijke-ontwikkeling",
  marketingPhilosophy: "/nl/inzichten/visie-op-marketing",
  contact: "/nl/contact",
  getInTouch: "/nl/contact/neem-contact-op",
  officeLocations: "/nl/contact/kantoren",
  partnershipInquiries: "/nl/contact/partnerschappen",
  careers: `/nl/samenwerken/werken-bij-${brandSlug}`,
  salesTeam: "/nl/samenwerken/salesteam",
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
 * The pages the Dutch edition has: all of the route table. Each has its Dutch page, its language switch leads
 * there, and both name each other as alternates for search engines; the build fails when one lacks its Dutch
 * content module (lib/pages.ts).
 */
export const dutchEdition: readonly RouteId[] = Object.keys(routes) as RouteId[];

/**
 * The pages a form sent without JavaScript may lead to, made per request, in each edition's words and frame: the
 * review of a post whose fields need another look, and the retry of a post the server could not take.
 */
export const formPages = {
  en: { review: "/forms/review", retry: "/forms/retry" },
  nl: { review: "/nl/formulieren/controleren", retry: "/nl/formulieren/opnieuw" },
} as const satisfies Record<Locale, { review: string; retry: string }>;

/**
 * The pages the newsletter's mails link to, in each edition's words: a sign-up's mails link to those of the
 * language it was made in. Confirm and unsubscribe are made per request (they read the link's token).
 */
export const newsletterPaths = {
  en: {
    confirm: "/newsletter/confirm",
    unsubscribe: "/newsletter/unsubscribe",
    status: "/newsletter/status",
  },
  nl: {
    confirm: "/nl/nieuwsbrief/bevestigen",
    unsubscribe: "/nl/nieuwsbrief/afmelden",
    status: "/nl/nieuwsbrief/status",
  },
} as const satisfies Record<Locale, { confirm: string; unsubscribe: string; status: string }>;

/**
 * Each edition's 404 page. Next.js renders a 404 of a page made per request without its HTML (only in the data for
 * the browser's script: vercel/next.js#95613), and puts the root not-found page, frame and all, in the data of
 * every page it prerenders; so each edition's 404 is a prerendered page of its own, and the server answers every
 * path of the edition that the build did not prerender with it and the status 404 (server/serving/not-found.ts).
 */
export const notFoundPaths = {
  en: "/not-found",
  nl: "/nl/niet-gevonden",
} as const satisfies Record<Locale, string>;

const englishIds = new Map(Object.entries(routes).map(([id, path]) => [path as string, id as RouteId]));
const dutchIds = new Map(Object.entries(dutchRoutes).map(([id, path]) => [path as string, id as RouteId]));

/** The id of a page of the route table, by its path in either edition. */
export function routeIdOf(path: string): RouteId | undefined {
  return (localeOf(path) === "nl" ? dutchIds : englishIds).get(path);
}

/**
 * The Dutch path of an English page: of the route table, or an insights text or list (`counterpartOf`); any other
 * path as it is.
 */
export function dutchPathOf(path: string): string {
  return (localeOf(path) === "en" && counterpartOf(path)) || path;
}

/**
 * Where the insights texts and lists live in each edition: an article at `{articles}/{slug}`, a publication at
 * `{publications}/{slug}`, a category's list at `{categories}/{id}`, page n of a list at `{list}/{page}/{n}`, and
 * the newsletter's archive (its issues, each edition of the office's campaigns, under their edition's archive).
 */
export const insightsPaths = {
  en: {
    articles: `${routes.insights}/articles`,
    publications: routes.publications,
    categories: `${routes.insights}/category`,
    page: "page",
    newsletter: `${routes.insights}/newsletter`,
  },
  nl: {
    articles: `${dutchRoutes.insights}/artikelen`,
    publications: dutchRoutes.publications,
    categories: `${dutchRoutes.insights}/categorie`,
    page: "pagina",
    newsletter: `${dutchRoutes.insights}/nieuwsbrief`,
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The pages made per request, which the 404 lets through: the form pages (every path below a review or retry
 * folder, one per draft) and the newsletter's pages (the archive, its issues and feed).
 */
const pagesPerRequest: readonly { path: string; below?: true }[] = [
  ...(["en", "nl"] as const).flatMap((locale) => [
    { path: formPages[locale].review, below: true as const },
    { path: formPages[locale].retry, below: true as const },
    { path: newsletterPaths[locale].confirm },
    { path: newsletterPaths[locale].unsubscribe },
    { path: insightsPaths[locale].newsletter },
    // The archive's issues and its feed.
    { path: insightsPaths[locale].newsletter, below: true as const },
  ]),
];

/** Whether `path` is one of the pages made per request. */
export function madePerRequest(path: string): boolean {
  return pagesPerRequest.some((page) => (page.below ? path.startsWith(`${page.path}/`) : path === page.path));
}

/**
 * The Dutch file name (slug) of each article and publication, by its English slug: the route table of the
 * insights texts. Each English text has its Dutch translation in the `nl` folder beside it under this name, and
 * the build checks that the two agree (content/insights/library).
 */
export const dutchTextSlugs: Readonly<Record<"articles" | "publications", Readonly<Record<string, string>>>> =
  {
    articles: {
      "first-hundred-days-of-a-new-venture": "de-eerste-honderd-dagen-van-een-nieuwe-onderneming",
      "hiring-for-potential": "werven-op-potentieel-niet-op-de-vorige-baan",
      "leading-through-a-reorganization": "reorganiseren-zonder-uw-beste-mensen-te-verliezen",
      "one-funnel-marketing-and-sales": "een-funnel-wanneer-marketing-en-sales-een-getal-delen",
      "pricing-your-first-product": "prijs-van-uw-eerste-product-van-kostprijs-plus-naar-waarde",
      "scenario-planning-for-mid-sized-companies": "scenarioplanning-voor-middelgrote-bedrijven",
      "what-a-week-away-does-for-a-leadership-team": "wat-een-week-weg-doet-voor-een-managementteam",
    },
    publications: {
      "rest-as-a-leadership-skill": "rust-als-leiderschapsvaardigheid",
      "the-case-for-smaller-strategy-documents": "pleidooi-voor-beknopte-strategiedocumenten",
      "the-hidden-cost-of-a-bad-contractor-brief":
        "wat-een-slechte-opdrachtomschrijving-voor-freelancers-kost",
      "why-customer-care-is-a-growth-function": "waarom-klantenservice-een-groeifunctie-is",
    },
  };

/** The Dutch slug of each insights category, by its id (its English slug): `/nl/inzichten/categorie/strategie`. */
export const dutchCategorySlugs: Readonly<Record<string, string>> = {
  "business-building": "bedrijfsopbouw",
  talent: "talent",
  "personal-development": "persoonlijke-ontwikkeling",
  "marketing-sales": "marketing-en-sales",
  strategy: "strategie",
  leadership: "leiderschap",
};

/** A category's slug in an edition: its id in English, its Dutch slug in Dutch. */
export function categorySlug(id: string, locale: Locale): string {
  const slug = locale === "nl" ? dutchCategorySlugs[id] : id;
  if (slug === undefined) throw new Error(`No Dutch slug for the insights category ${id}`);
  return slug;
}

/**
 * Dutch addresses that moved, each to its new one, the pages below it with it: a bookmark or a link from
 * elsewhere to an old address is answered with a permanent redirect (scripts/server.ts), never a 404.
 */
export const movedDutchPaths: Readonly<Record<string, string>> = {
  "/nl/verbinden": "/nl/samenwerken",
  "/nl/inzichten/artikel": dutchRoutes.featuredArticle,
  ...Object.fromEntries(
    Object.entries(dutchCategorySlugs)
      .filter(([id, slug]) => id !== slug)
      .map(([id, slug]) => [
        `${insightsPaths.nl.categories}/${id}`,
        `${insightsPaths.nl.categories}/${slug}`,
      ]),
  ),
};

/** Where a moved Dutch address (or a page below it) lives now; undefined for any other path. */
export function movedDutchPath(path: string): string | undefined {
  for (const [old, now] of Object.entries(movedDutchPaths))
    if (path === old || path.startsWith(`${old}/`)) return now + path.slice(old.length);
  return undefined;
}

/** An insights path (a text, a category list, a further page of a list) in the other edition; undefined if none. */
function insightsCounterpart(path: string): string | undefined {
  const from = localeOf(path);
  const to = from === "nl" ? "en" : "nl";
  const [here, there] = [insightsPaths[from], insightsPaths[to]];
  if (path === here.newsletter) return there.newsletter;
  if (path === `${here.newsletter}/feed.xml`) return `${there.newsletter}/feed.xml`;
  for (const kind of ["articles", "publications"] as const) {
    if (!path.startsWith(`${here[kind]}/`)) continue;
    const slug = path.slice(here[kind].length + 1);
    const pairs = Object.entries(dutchTextSlugs[kind]);
    const pair = pairs.find(([english, dutch]) => (from === "en" ? english : dutch) === slug);
    return pair ? `${there[kind]}/${from === "en" ? pair[1] : pair[0]}` : undefined;
  }
  // A list (all articles, or a category's) and its further pages: the same list and page number.
  const list = new RegExp(
    `^(${escape(routesIn[from].insights)}|${escape(here.categories)}/([a-z0-9-]+))(?:/${here.page}/(\\d+))?$`,
  ).exec(path);
  if (!list || (list[2] === undefined && list[3] === undefined)) return undefined;
  const id =
    list[2] === undefined || from === "en"
      ? list[2]
      : Object.keys(dutchCategorySlugs).find((key) => dutchCategorySlugs[key] === list[2]);
  if (list[2] !== undefined && (id === undefined || !(id in dutchCategorySlugs))) return undefined;
  const base = id === undefined ? routesIn[to].insights : `${there.categories}/${categorySlug(id, to)}`;
  return list[3] === undefined ? base : `${base}/${there.page}/${list[3]}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The same page in the other language, when both editions have it. */
export function counterpartOf(path: string): string | undefined {
  const id = routeIdOf(path);
  if (!id) return insightsCounterpart(path);
  if (!dutchEdition.includes(id)) return undefined;
  return (localeOf(path) === "nl" ? routes : dutchRoutes)[id];
}

/** The edition a path belongs to: Dutch under /nl, English everywhere else. */
export function localeOf(path: string): Locale {
  return path === "/nl" || path.startsWith("/nl/") ? "nl" : "en";
}

/** Every page of the route table, in its order: the sitemap, the site map page and the page tests read it. */
export const publicRoutes: readonly string[] = Object.values(routes);
