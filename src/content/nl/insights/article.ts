/**
 * /nl/inzichten/artikel: the lead article, whichever article file is the newest marked `featured`. Read from the
 * English library for now (the article, its category, author, date and related reading in English, as on
 * /insights/article), at the Dutch page's path, until the Dutch library exists.
 */
import { dutchRoutes } from "../../routes";
import { articlePage, leadArticle, relatedArticles, teaserOf } from "@/content/insights/library";

const lead = leadArticle();

export const page = articlePage(lead, {
  path: dutchRoutes.featuredArticle,
  related: relatedArticles(lead).map(teaserOf),
});
