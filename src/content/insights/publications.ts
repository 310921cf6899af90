/** /insights/publications: essays our partners published elsewhere, each readable here in full. */
import { routes } from "../routes";
import { brand } from "../site";
import { allPublications, publicationTeaser } from "@/content/insights/library/publications";
import type { ArticleTeaser, ClosingCta, PageHero, SectionIntro } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.publications,
    title: "Publications",
    description: `Essays by ${brand.name}'s partners first published in business journals and conference proceedings, on strategy, customer care, talent and leadership.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Publications",
    title: "Our partners, in print",
    lead: "Essays our partners have written for journals and conferences, kept here in full so you can read them without a subscription.",
  } satisfies PageHero,
  publications: {
    intro: {
      eyebrow: "Essays",
      title: "Recent publications",
      lead: "Each piece says where it first appeared.",
    } satisfies SectionIntro,
    items: allPublications().map(publicationTeaser) satisfies readonly ArticleTeaser[],
    /** The line at the foot of each card. */
    more: "Read more",
  },
  closing: {
    title: "Want one of our partners to speak or write for you?",
    lead: "We contribute to journals, conferences and in-house leadership events when we have something useful to say.",
    actions: [
      { label: "Get in touch", href: routes.getInTouch },
      { label: "Read our articles", href: routes.insights, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
