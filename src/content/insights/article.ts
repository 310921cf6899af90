/** /insights/article: the lead article, whichever article file is the newest marked `featured`. */
import { articlePage, leadArticle } from "@/lib/articles";

export const page = articlePage(leadArticle());
