import { dutchRoutes, localeOf, routeIdOf, routes, type RouteId } from "./routes";
import type { AreaMotif, PageMotif, PracticeMotif } from "@/types/art";

/** An area of the site: the drawing its heroes and closing bands show, and its name on link previews. */
export interface Area {
  motif: AreaMotif;
  /** Shown above the page's title on its Open Graph image; the home page and the quiet pages have none. */
  label?: string;
}

/**
 * The areas of the site, by the first segment of their paths. Pages outside these areas (the legal and utility
 * pages, the 404) are quiet.
 */
const areas = new Map<string, Area>([
  ["", { motif: "home" }],
  ["services", { motif: "services", label: "Services" }],
  ["specialties", { motif: "specialties", label: "Specialties" }],
  ["about", { motif: "about", label: "About" }],
  ["insights", { motif: "insights", label: "Insights" }],
  ["contact", { motif: "contact", label: "Contact" }],
  ["connect", { motif: "connect", label: "Connect" }],
]);

const quiet: Area = { motif: "quiet" };

/**
 * The English first segment of a Dutch path's own first segment, from the route table: "diensten" is "services",
 * and the Dutch home page ("/nl") is the English one ("").
 */
const englishSegments = new Map<string, string>(
  (Object.keys(routes) as RouteId[]).map((id) => [
    dutchRoutes[id].split("/")[2] ?? "",
    routes[id].split("/")[1] ?? "",
  ]),
);

/** The key of a page's area: the first segment of its path, in English; none for a Dutch path outside the table. */
export function areaKey(path: string): string | undefined {
  return localeOf(path) === "nl" ? englishSegments.get(path.split("/")[2] ?? "") : (path.split("/")[1] ?? "");
}

/** The area a page belongs to, by its English or its Dutch path. */
export function areaOf(path: string): Area {
  const key = areaKey(path);
  return (key !== undefined && areas.get(key)) || quiet;
}

/**
 * The pages of a practice, by route: the service or specialty page, the price pages under it and the essay on the
 * practice's thinking. They show the practice's own drawing rather than their area's.
 */
const practices: Partial<Record<RouteId, PracticeMotif>> = {
  consultancyStrategy: "strategy",
  marketingSales: "marketing",
  marketingPhilosophy: "marketing",
  freelanceTalent: "talent",
  talentPhilosophy: "talent",
  retreatsLifestyle: "retreats",
  retreatManagementPricing: "retreats",
  wellnessProgramsPricing: "retreats",
  lifeCoachingPricing: "retreats",
  transformationPricing: "retreats",
  aiSolutions: "ai",
  customerCare: "care",
  businessBuilding: "business-building",
  businessBuildingPhilosophy: "business-building",
  startupAdvisory: "startup",
  salesTraining: "sales-training",
  talentMatching: "talent-matching",
  leadershipDevelopment: "leadership",
  personalDevelopment: "personal-development",
  personalDevelopmentPhilosophy: "personal-development",
};

/** The drawing of a page: its practice's, or else its area's. */
export function motifFor(path: string): PageMotif {
  const id = routeIdOf(path);
  return (id && practices[id]) || areaOf(path).motif;
}
