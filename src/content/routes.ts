/**
 * The route table: the path of every public page, written once. Content modules put their page's path in its
 * `meta` from here; navigation, the sitemap and the route tests read it.
 */
import { brand } from "./site";

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
  careers: `/connect/join-${brand.slug}`,
  salesTeam: "/connect/sales-team",
  privacy: "/privacy",
  legal: "/legal",
  terms: "/terms",
  sitemap: "/sitemap",
  accessibility: "/accessibility",
} as const;

export type RouteId = keyof typeof routes;

/** Every page of the route table, in its order: the sitemap, the site map page and the page tests read it. */
export const publicRoutes: readonly string[] = Object.values(routes);
