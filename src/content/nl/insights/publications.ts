/** /nl/inzichten/publicaties: essays our partners published elsewhere, each readable here in full, in Dutch. */
import { page as english } from "../../insights/publications";
import { inDutch } from "../../translation";
import { brand } from "../site";
import { allPublications, publicationTeaser } from "@/content/insights/library/publications";

export const page = inDutch("insights/publications page", english, {
  meta: {
    title: "Publicaties",
    description: `Essays van de partners van ${brand.name}, eerder verschenen in vakbladen en congresbundels, over strategie, klantenservice, talent en leiderschap.`,
  },
  hero: {
    eyebrow: "Publicaties",
    title: "Gepubliceerd werk van onze partners",
    lead: "Essays die onze partners schreven voor vakbladen en congressen, hier volledig te lezen, zonder abonnement.",
  },
  publications: {
    intro: {
      eyebrow: "Essays",
      title: "Recente publicaties",
      lead: "Bij elk stuk staat waar het oorspronkelijk verscheen.",
    },
    more: "Lees verder",
    items: allPublications("nl").map(publicationTeaser),
  },
  closing: {
    title: "Zoekt u een spreker of auteur voor uw congres of vakblad?",
    lead: "Onze partners schrijven voor vakbladen en spreken op congressen en interne leiderschapsbijeenkomsten, als ze iets zinnigs te zeggen hebben.",
    actions: [{ label: "Neem contact op" }, { label: "Lees onze artikelen" }],
  },
});
