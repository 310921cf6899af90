/** / : the home page. */
import { routes } from "./routes";
import { formatDate, formatDuration } from "@/content/format";
import { brand, projectStartTime, replyTime } from "./site";
import type { SuccessStory } from "@/types/sections";
import { allArticles, teaserOf } from "@/content/insights/library";
import { reportCover, reportTexts } from "./insights/reports";
import { founder, partners, peopleOf } from "./about/firm";
import { page as successStories } from "./about/success-stories";
import { offices } from "./site";
import type { ClosingCta, PageHero, ReportTeaser, SectionIntro } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

/** The report the home page features, by its slug: its title is the report's own, in either edition. */
export function featuredReportOf<T extends { slug: string }>(reports: readonly T[]): T {
  const report = reports.find((candidate) => candidate.slug === "growth-readiness-2025");
  if (!report) throw new Error("The home page features a report that does not exist: growth-readiness-2025");
  return report;
}

const featured = featuredReportOf(reportTexts);

export const page = {
  meta: {
    path: routes.home,
    title: `${brand.name} | ${brand.tagline}`,
    absoluteTitle: true,
    description:
      "Strategy, marketing and sales, talent, retreats, AI and customer care consultancy for founders and executives, with offices on three continents.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Strategy · Growth · Talent",
    title: "Building bright futures. Together.",
    lead: "We help entrepreneurs, executives and growing organizations make the decisions that shape the next ten years, and then we stay to help carry them out.",
    actions: [
      { label: "Who we are", href: routes.about, variant: "primary" },
      { label: "What we do", href: routes.services, variant: "secondary" },
      { label: "Careers", href: `${routes.careers}#opportunities`, variant: "ghost" },
    ],
  } satisfies PageHero,
  featuredReport: {
    eyebrow: "Featured report",
    title: featured.title,
    description:
      "What separates companies that scale from those that stall: our findings on planning, hiring and customer retention, with a checklist for your next board meeting.",
    // What the report is and when it came out, as its card on the reports page says.
    meta: [featured.type, formatDate(featured.date, "en")],
    cover: reportCover(featured),
    action: { label: "Explore our insights", href: routes.insights },
  } satisfies ReportTeaser,
  servicesIntro: {
    eyebrow: "What we do",
    title: "Six practices, one team",
    lead: "Start with the question in front of you. Our consultants work across practices, so the answer does not stop at a department's edge.",
    action: { label: "All services", href: routes.services },
  } satisfies SectionIntro,
  insightsIntro: {
    eyebrow: "Insights",
    title: "Thinking you can use on Monday",
    lead: "Field notes and research from our consultants on building companies, teams and careers.",
    action: { label: "View all insights", href: routes.insights },
  } satisfies SectionIntro,
  /** One case study, with its before and after: the sales team's. */
  case: {
    intro: {
      eyebrow: "A recent case",
      title: "What changed for one client",
      action: { label: "All success stories", href: routes.successStories },
    } satisfies SectionIntro,
    story: successStories.stories.stories[2] as SuccessStory,
    action: { label: "Read the whole case", href: routes.successStories },
  },
  people: {
    intro: {
      eyebrow: "Our people",
      title: "The partners you will work with",
      lead: "One of them leads every engagement, from the first conversation to the result.",
      action: { label: "Meet our leadership", href: routes.leadership },
    } satisfies SectionIntro,
    members: peopleOf({ founder, partners }, offices, routes.leadership),
  },
  /** The four newest articles. */
  insightsArticles: allArticles().slice(0, 4).map(teaserOf),
  closing: {
    title: "Have a decision on the table?",
    lead: `Tell us where you are and where you want to be. A partner replies within ${formatDuration(replyTime, "en")}, and most projects start within ${formatDuration(projectStartTime, "en")}.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Find an office", href: routes.officeLocations, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
