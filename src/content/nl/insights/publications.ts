/**
 * /nl/inzichten/publicaties: essays our partners published elsewhere. The essays are read from the English library
 * for now: their cards keep the English title and summary and link to the English pages, until the Dutch library
 * exists; the card's category, date and reading time are Dutch.
 */
import { page as english } from "../../insights/publications";
import { categories as englishCategories } from "../../insights/taxonomy";
import { inDutch } from "../../translation";
import { brand } from "../site";
import { categories } from "./taxonomy";
import { allPublications, publicationTeaser } from "@/content/insights/library/publications";
import type { Article } from "@/content/insights/library";
import { formatDate } from "@/lib/format";
import type { ArticleTeaser } from "@/types/sections";

/** A publication's card: the English library's, with its category, reading time and date in Dutch. */
function dutchTeaser(publication: Article): ArticleTeaser {
  const id = englishCategories.find((category) => category.label === publication.category)?.id;
  const category = categories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`insights/publications: no Dutch category for "${publication.category}"`);
  return {
    ...publicationTeaser(publication),
    category: category.label,
    readTime: `${publication.readMinutes} min lezen`,
    publishDate: formatDate(publication.publishDate, "nl"),
  };
}

export const page = inDutch("insights/publications page", english, {
  meta: {
    title: "Publicaties",
    description: `Essays van de partners van ${brand.name}, eerder verschenen in vakbladen en congresbundels, over strategie, klantenservice, talent en leiderschap.`,
  },
  hero: {
    eyebrow: "Publicaties",
    title: "Onze partners in druk",
    lead: "Essays die onze partners schreven voor vakbladen en congressen, hier volledig te lezen, zonder abonnement.",
  },
  publications: {
    intro: {
      eyebrow: "Essays",
      title: "Recente publicaties",
      lead: "Bij elk stuk staat waar het eerst verscheen.",
    },
    items: allPublications().map(dutchTeaser),
  },
  closing: {
    title: "Wilt u een van onze partners laten spreken of schrijven?",
    lead: "We dragen bij aan vakbladen, congressen en interne leiderschapsbijeenkomsten als we iets nuttigs te zeggen hebben.",
    actions: [{ label: "Neem contact op" }, { label: "Lees onze artikelen" }],
  },
});
