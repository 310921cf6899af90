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
    title: "Onze partners in druk",
    lead: "Essays die onze partners schreven voor vakbladen en congressen, hier volledig te lezen, zonder abonnement.",
  },
  publications: {
    intro: {
      eyebrow: "Essays",
      title: "Recente publicaties",
      lead: "Bij elk stuk staat waar het eerst verscheen.",
    },
    more: "Lees verder",
    items: allPublications("nl").map(publicationTeaser),
  },
  closing: {
    title: "Wilt u een van onze partners laten spreken of schrijven?",
    lead: "We dragen bij aan vakbladen, congressen en interne leiderschapsbijeenkomsten als we iets nuttigs te zeggen hebben.",
    actions: [{ label: "Neem contact op" }, { label: "Lees onze artikelen" }],
  },
});
