/**
 * Every route of the specification's route table, written out from the spec by hand, so tests can
 * check the site's links against the client's list rather than against our own navigation data.
 */
export const brandSlugPlaceholder = "{brand}";

export const specRoutes = [
  "/",
  "/services",
  "/about",
  "/insights",
  "/contact",
  "/privacy",
  "/legal",
  "/terms",
  "/sitemap",
  "/accessibility",
  "/services/ai-solutions",
  "/services/customer-care",
  "/services/consultancy-strategy",
  "/services/marketing-sales",
  "/services/freelance-talent",
  "/services/retreats-lifestyle",
  "/services/retreats-lifestyle/retreat-management-pricing",
  "/services/retreats-lifestyle/wellness-programs-pricing",
  "/services/retreats-lifestyle/life-coaching-pricing",
  "/services/retreats-lifestyle/transformation-pricing",
  "/specialties/business-building",
  "/specialties/startup-advisory",
  "/specialties/sales-training",
  "/specialties/talent-matching",
  "/specialties/leadership-development",
  "/specialties/personal-development",
  "/about/our-organization",
  "/about/leadership",
  "/about/history",
  "/about/global-network",
  "/about/our-approach",
  "/about/success-stories",
  "/insights/article",
  "/insights/research",
  "/insights/reports",
  "/insights/publications",
  "/insights/business-building-philosophy",
  "/insights/talent-philosophy",
  "/insights/personal-development-philosophy",
  "/insights/marketing-philosophy",
  "/contact/get-in-touch",
  "/contact/office-locations",
  "/contact/partnership-inquiries",
  "/connect/join-{brand}",
  "/connect/sales-team",
] as const;

/** The header groups of the spec: overview page and sub-pages, in the spec's order. */
export const specHeaderGroups = [
  {
    label: "Services",
    href: "/services",
    links: [
      "/services/consultancy-strategy",
      "/services/marketing-sales",
      "/services/freelance-talent",
      "/services/retreats-lifestyle",
      "/services/ai-solutions",
      "/services/customer-care",
    ],
  },
  {
    label: "About",
    href: "/about",
    links: [
      "/about/our-organization",
      "/about/leadership",
      "/about/history",
      "/about/global-network",
      "/about/our-approach",
      "/about/success-stories",
    ],
  },
  {
    label: "Insights",
    href: "/insights",
    links: [
      "/insights/research",
      "/insights/reports",
      "/insights/publications",
      "/insights/article",
      "/insights/business-building-philosophy",
      "/insights/talent-philosophy",
      "/insights/personal-development-philosophy",
      "/insights/marketing-philosophy",
    ],
  },
  {
    label: "Contact",
    href: "/contact",
    links: ["/contact/get-in-touch", "/contact/office-locations", "/contact/partnership-inquiries"],
  },
] as const;

/** The spec's routes with the brand's slug in place of {brand}. */
export function resolvedSpecRoutes(brandSlug: string): string[] {
  return specRoutes.map((route) => route.replace(brandSlugPlaceholder, brandSlug));
}
