/** /nl/over-ons/wereldwijd-netwerk */
import { page as english } from "../../about/global-network";
import { inDutch } from "../../translation";
import { brand, firmFacts, headquarters, offices, replyTime, roughly } from "../site";
import { formatCount, formatDuration } from "@/content/format";

export const page = inDutch("about/global-network page", english, {
  meta: {
    title: "Wereldwijd netwerk",
    description: `De ${formatCount(offices.length, "nl")} kantoren van ${brand.name} in Amsterdam, Londen, New York, Singapore en Dubai: hun teams, hun specialismen en hoe u ze bereikt.`,
  },
  hero: {
    eyebrow: "Wereldwijd netwerk",
    title: "Waar u ook bent, een partner dichtbij",
    lead: `Ons hoofdkantoor staat in ${headquarters.city}, en we hebben partners in Londen, New York, Singapore en Dubai. Voor uw opdracht zetten we het kantoor in met de juiste expertise, onder leiding van één partner, waar u ook zit.`,
    facts: firmFacts,
  },
  offices: {
    intro: {
      eyebrow: "Onze kantoren",
      title: "Waar onze mensen werken",
      lead: "Elk kantoor is trekker van de specialismen op zijn kaart en werkt voor al het andere samen met de andere kantoren. Mailt u een kantoor rechtstreeks, dan krijgt u antwoord in uw eigen tijdzone.",
    },
    offices,
  },
  collaboration: {
    intro: {
      eyebrow: "Hoe het netwerk werkt",
      title: "Lokale kennis, één standaard",
      lead: `Klanten in ${roughly(firmFacts[2].value)} landen krijgen dezelfde methode, dezelfde rapportage en dezelfde aandacht van hun partner, waar hun dichtstbijzijnde kantoor ook is.`,
    },
    items: [
      {
        title: "Eén partner, alle kantoren",
        description:
          "Uw partner stelt het team samen uit alle kantoren, zodat bij een markttoetreding in Azië een salestrainer uit Londen en een recruiter uit Singapore kunnen aanschuiven.",
      },
      {
        title: "Doorwerken over de tijdzones heen",
        description:
          "Met kantoren van New York tot Singapore ligt er op een vraag die u aan het eind van uw dag stuurt vaak al een antwoord klaar bij het begin van de volgende.",
      },
      {
        title: "Mensen die de markt kennen",
        description:
          "Elk kantoor werft lokaal, zodat het advies over werving, regelgeving en klanten komt van mensen die daar dagelijks mee te maken hebben.",
      },
    ],
  },
  closing: {
    title: "Weet u niet welk kantoor u moet bellen?",
    lead: `Eén bericht is genoeg: wij schakelen het kantoor en de partner in die u het best kunnen helpen. We reageren binnen ${formatDuration(replyTime, "nl")}.`,
    actions: [{ label: "Neem contact op" }, { label: "Adressen en openingstijden" }],
  },
});
