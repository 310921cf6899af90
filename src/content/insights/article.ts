/** /insights/article: the lead article, whichever article file is the newest marked `featured`. */
import { articlePage, leadArticle } from "@/content/insights/library";

export const page = articlePage(leadArticle());
