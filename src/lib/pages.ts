/**
 * Every page of the site with its meta, in one list: the route table's pages, one page per article, publication
 * and insights category, the further pages of the article lists, and the 404. The sitemap, the Open Graph images and the metadata tests read it, so a
 * page added to the route table or a Markdown file added to the insights folders is found everywhere at once.
 */
import { page as newsletterArchive } from "@/content/insights/newsletter-archive";
import "server-only";
import { counterpartOf, dutchEdition, dutchRoutes, publicRoutes } from "@/content/routes";
import { page as dutchHome } from "@/content/nl/home";
import { page as dutchServices } from "@/content/nl/services/overview";
import { page as dutchConsultancyStrategy } from "@/content/nl/services/consultancy-strategy";
import { page as dutchMarketingSales } from "@/content/nl/services/marketing-sales";
import { page as dutchFreelanceTalent } from "@/content/nl/services/freelance-talent";
import { page as dutchRetreatsLifestyle } from "@/content/nl/services/retreats-lifestyle";
import { pages as dutchRetreatPricing } from "@/content/nl/services/retreat-pricing";
import { page as dutchAiSolutions } from "@/content/nl/services/ai-solutions";
import { page as dutchCustomerCare } from "@/content/nl/services/customer-care";
import { page as dutchBusinessBuilding } from "@/content/nl/specialties/business-building";
import { page as dutchStartupAdvisory } from "@/content/nl/specialties/startup-advisory";
import { page as dutchSalesTraining } from "@/content/nl/specialties/sales-training";
import { page as dutchTalentMatching } from "@/content/nl/specialties/talent-matching";
import { page as dutchLeadershipDevelopment } from "@/content/nl/specialties/leadership-development";
import { page as dutchPersonalDevelopment } from "@/content/nl/specialties/personal-development";
import { page as dutchAbout } from "@/content/nl/about/overview";
import { page as dutchOurOrganization } from "@/content/nl/about/our-organization";
import { page as dutchLeadership } from "@/content/nl/about/leadership";
import { page as dutchHistory } from "@/content/nl/about/history";
import { page as dutchGlobalNetwork } from "@/content/nl/about/global-network";
import { page as dutchOurApproach } from "@/content/nl/about/our-approach";
import { page as dutchSuccessStories } from "@/content/nl/about/success-stories";
import { page as dutchResearch } from "@/content/nl/insights/research";
import { page as dutchReports } from "@/content/nl/insights/reports";
import { pages as dutchPhilosophies } from "@/content/nl/insights/philosophies";
import { page as dutchContact } from "@/content/nl/contact/overview";
import { page as dutchGetInTouch } from "@/content/nl/contact/get-in-touch";
import { page as dutchOfficeLocations } from "@/content/nl/contact/office-locations";
import { page as dutchPartnershipInquiries } from "@/content/nl/contact/partnership-inquiries";
import { page as dutchCareers } from "@/content/nl/connect/careers";
import { page as dutchSalesTeam } from "@/content/nl/connect/sales-team";
import {
  page as dutchInsights,
  categoryFurtherPages as dutchCategoryFurtherPages,
  categoryPages as dutchCategoryPages,
  latestPages as dutchLatestPages,
} from "@/content/nl/insights/overview";
import { page as dutchPublications } from "@/content/nl/insights/publications";
import { page as dutchFeaturedArticle } from "@/content/nl/insights/article";
import { page as dutchNewsletterArchive } from "@/content/nl/insights/newsletter-archive";
import { page as dutchPrivacy } from "@/content/nl/legal/privacy";
import { page as dutchLegal } from "@/content/nl/legal/legal";
import { page as dutchTerms } from "@/content/nl/legal/terms";
import { page as dutchSiteMap } from "@/content/nl/legal/sitemap";
import { page as dutchAccessibility } from "@/content/nl/legal/accessibility";
import { page as dutchNotFound } from "@/content/nl/not-found";
import { page as home } from "@/content/home";
import { page as services } from "@/content/services/overview";
import { page as consultancyStrategy } from "@/content/services/consultancy-strategy";
import { page as marketingSales } from "@/content/services/marketing-sales";
import { page as freelanceTalent } from "@/content/services/freelance-talent";
import { page as retreatsLifestyle } from "@/content/services/retreats-lifestyle";
import { pages as retreatPricing } from "@/content/services/retreat-pricing";
import { page as aiSolutions } from "@/content/services/ai-solutions";
import { page as customerCare } from "@/content/services/customer-care";
import { page as businessBuilding } from "@/content/specialties/business-building";
import { page as startupAdvisory } from "@/content/specialties/startup-advisory";
import { page as salesTraining } from "@/content/specialties/sales-training";
import { page as talentMatching } from "@/content/specialties/talent-matching";
import { page as leadershipDevelopment } from "@/content/specialties/leadership-development";
import { page as personalDevelopment } from "@/content/specialties/personal-development";
import { page as about } from "@/content/about/overview";
import { page as ourOrganization } from "@/content/about/our-organization";
import { page as leadership } from "@/content/about/leadership";
import { page as history } from "@/content/about/history";
import { page as globalNetwork } from "@/content/about/global-network";
import { page as ourApproach } from "@/content/about/our-approach";
import { page as successStories } from "@/content/about/success-stories";
import {
  page as insights,
  categoryFurtherPages,
  categoryPages,
  latestPages,
} from "@/content/insights/overview";
import { page as research } from "@/content/insights/research";
import { page as reports } from "@/content/insights/reports";
import { page as publications } from "@/content/insights/publications";
import { page as featuredArticle } from "@/content/insights/article";
import { pages as philosophies } from "@/content/insights/philosophies";
import { page as contact } from "@/content/contact/overview";
import { page as getInTouch } from "@/content/contact/get-in-touch";
import { page as officeLocations } from "@/content/contact/office-locations";
import { page as partnershipInquiries } from "@/content/contact/partnership-inquiries";
import { page as careers } from "@/content/connect/careers";
import { page as salesTeam } from "@/content/connect/sales-team";
import { page as privacy } from "@/content/legal/privacy";
import { page as legal } from "@/content/legal/legal";
import { page as terms } from "@/content/legal/terms";
import { page as siteMap } from "@/content/legal/sitemap";
import { page as accessibility } from "@/content/legal/accessibility";
import { page as notFound } from "@/content/not-found";
import { articlePage, otherArticles } from "@/content/insights/library";
import { allPublications, publicationPage } from "@/content/insights/library/publications";
import type { PageMeta } from "@/types/site";

/** A page's content as its page file reads it: its meta and its sections by name (articles have no hero). */
export type PageContent = { meta: PageMeta } & Record<string, unknown>;

/** Every content module behind a route of the route table, in any order. */
const routePages: readonly PageContent[] = [
  home,
  services,
  consultancyStrategy,
  marketingSales,
  freelanceTalent,
  retreatsLifestyle,
  ...retreatPricing,
  aiSolutions,
  customerCare,
  businessBuilding,
  startupAdvisory,
  salesTraining,
  talentMatching,
  leadershipDevelopment,
  personalDevelopment,
  about,
  ourOrganization,
  leadership,
  history,
  globalNetwork,
  ourApproach,
  successStories,
  insights,
  research,
  reports,
  publications,
  featuredArticle,
  ...philosophies,
  contact,
  getInTouch,
  officeLocations,
  partnershipInquiries,
  careers,
  salesTeam,
  privacy,
  legal,
  terms,
  siteMap,
  accessibility,
];

/** The content modules of the Dutch edition's pages so far (`dutchEdition`). */
const dutchRoutePages: readonly PageContent[] = [
  dutchHome,
  dutchServices,
  dutchConsultancyStrategy,
  dutchMarketingSales,
  dutchFreelanceTalent,
  dutchRetreatsLifestyle,
  ...dutchRetreatPricing,
  dutchAiSolutions,
  dutchCustomerCare,
  dutchBusinessBuilding,
  dutchStartupAdvisory,
  dutchSalesTraining,
  dutchTalentMatching,
  dutchLeadershipDevelopment,
  dutchPersonalDevelopment,
  dutchAbout,
  dutchOurOrganization,
  dutchLeadership,
  dutchHistory,
  dutchGlobalNetwork,
  dutchOurApproach,
  dutchSuccessStories,
  dutchInsights,
  dutchResearch,
  dutchReports,
  dutchPublications,
  dutchFeaturedArticle,
  ...dutchPhilosophies,
  dutchContact,
  dutchGetInTouch,
  dutchOfficeLocations,
  dutchPartnershipInquiries,
  dutchCareers,
  dutchSalesTeam,
  dutchPrivacy,
  dutchLegal,
  dutchTerms,
  dutchSiteMap,
  dutchAccessibility,
];

let cache: readonly PageContent[] | undefined;

/**
 * The content of every page the site builds: the route table's, in its order, then the articles, the further
 * pages of /insights' list, the insights categories and their further pages, the publications, and the
 * newsletter's archive (its issues are made at request time, from the office's campaigns), then the Dutch edition's
 * pages. Throws when a route of the table (or of the Dutch edition) has no content module here, so a new page
 * cannot go unlisted.
 */
export function contentPages(): readonly PageContent[] {
  cache ??= [
    ...publicRoutes.map((route) => {
      const page = routePages.find((candidate) => candidate.meta.path === route);
      if (!page) throw new Error(`src/lib/pages.ts lists no content module for the route ${route}`);
      return page;
    }),
    ...otherArticles().map((article) => articlePage(article)),
    ...latestPages,
    ...categoryPages,
    ...categoryFurtherPages,
    ...allPublications().map(publicationPage),
    newsletterArchive,
    ...dutchEdition.map((id) => {
      const page = dutchRoutePages.find((candidate) => candidate.meta.path === dutchRoutes[id]);
      if (!page) throw new Error(`src/lib/pages.ts lists no Dutch content module for ${dutchRoutes[id]}`);
      return page;
    }),
    ...otherArticles("nl").map((article) => articlePage(article)),
    ...dutchLatestPages,
    ...dutchCategoryPages,
    ...dutchCategoryFurtherPages,
    ...allPublications("nl").map(publicationPage),
    dutchNewsletterArchive,
  ];
  pairedEditions(cache);
  return cache;
}

/**
 * Every page of each edition has its counterpart in the other, named the same way both ways: the build (whose
 * site map reads `contentPages`) fails on a page without its translation.
 */
function pairedEditions(pages: readonly PageContent[]) {
  const paths = new Set(pages.map((page) => page.meta.path));
  for (const { path } of pages.map((page) => page.meta)) {
    const other = counterpartOf(path);
    if (!other || !paths.has(other) || counterpartOf(other) !== path)
      throw new Error(`${path} has no counterpart in the other edition (found ${other ?? "none"})`);
  }
}

/** Every page's meta: the content pages', then the 404's. */
export function allPages(): readonly PageMeta[] {
  return [...contentPages().map((page) => page.meta), notFound.meta, dutchNotFound.meta];
}

/** The pages search engines should find: all but the unlisted ones. */
export function indexedPages(): readonly PageMeta[] {
  return allPages().filter((meta) => !meta.unlisted);
}
