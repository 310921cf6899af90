/**
 * What each insights category gathers beside its articles, as a topic hub: the partner who leads the topic, the
 * reports that bear on it and the philosophy essay that sets out the firm's view. Facts only (names, slugs,
 * routes), shared by both editions; the category page shows them in its edition's words (overview.ts).
 */
import type { RouteId } from "../routes";
import type { Category } from "./taxonomy";
import type { ReportText } from "./reports";

export interface TopicFacts {
  /** The founder or partner who leads the topic, by name. */
  lead: string;
  reports: readonly ReportText["slug"][];
  /** The route of the topic's philosophy essay, where it has one. */
  philosophy?: RouteId;
}

export const topics: Record<Category["id"], TopicFacts> = {
  "business-building": {
    lead: "Marieke van Dijk",
    reports: ["growth-readiness-2025"],
    philosophy: "businessBuildingPhilosophy",
  },
  talent: {
    lead: "Daniel Osei",
    reports: ["contractor-economy-briefing-2025"],
    philosophy: "talentPhilosophy",
  },
  "personal-development": {
    lead: "Yasmin Al-Rashid",
    reports: ["leadership-energy-survey-2025"],
    philosophy: "personalDevelopmentPhilosophy",
  },
  "marketing-sales": {
    lead: "Lena Hoffmann",
    reports: ["customer-care-benchmark-2024", "customer-care-guide"],
    philosophy: "marketingPhilosophy",
  },
  strategy: {
    lead: "Marieke van Dijk",
    reports: ["growth-readiness-2025", "ai-strategy-guide"],
  },
  leadership: {
    lead: "Yasmin Al-Rashid",
    reports: ["leadership-energy-survey-2025"],
  },
};
