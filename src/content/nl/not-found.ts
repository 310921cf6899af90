/** /nl/niet-gevonden: de 404-pagina van de Nederlandse editie, voor elk pad onder /nl dat de site niet heeft. */
import { page as english } from "../not-found";
import { notFoundPaths } from "../routes";
import { inDutch } from "../translation";

const dutch = inDutch("not-found page", english, {
  meta: {
    title: "Pagina niet gevonden",
    description:
      "De pagina die u zocht bestaat niet of is verplaatst. Begin opnieuw op de homepage, of ga verder bij diensten, over ons, inzichten of contact.",
  },
  eyebrow: "Fout 404",
  title: "Oeps! Pagina niet gevonden",
  lead: "De pagina die u zocht bestaat niet of is verplaatst. Begin opnieuw op de homepage, of ga verder bij een van deze onderdelen.",
  homeAction: "Terug naar de homepage",
  sectionsTitle: "Of ga verder bij een onderdeel",
  bareLead: "De pagina die u zocht bestaat niet of is verplaatst.",
});

export const page = { ...dutch, meta: { ...dutch.meta, path: notFoundPaths.nl } };
