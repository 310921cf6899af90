/** /nl/inzichten/uitgelicht: the Dutch lead article, the translation of the English one marked `featured`. */
import { articlePage, leadArticle } from "@/content/insights/library";

export const page = articlePage(leadArticle("nl"));
