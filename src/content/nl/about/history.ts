/** /nl/over-ons/geschiedenis */
import { page as english } from "../../about/history";
import { inDutch } from "../../translation";
import { brand, firmFacts, headquarters, offices, replyTime } from "../site";
import { milestonesOf } from "./firm";
import { formatCount, formatDuration } from "@/content/format";

export const page = inDutch("about/history page", english, {
  meta: {
    title: "Onze geschiedenis",
    description: `Hoe ${brand.name} groeide van één kantoor in ${headquarters.city} in ${brand.foundedYear} naar ${formatCount(offices.length, "nl")} kantoren: de mijlpalen van 2018, 2020, 2022 en 2024.`,
  },
  hero: {
    eyebrow: "Geschiedenis",
    title: `Van één kamer in ${headquarters.city} naar drie continenten`,
    lead: `${brand.name} begon in ${brand.foundedYear} in ${headquarters.city} met drie consultants en één klant: een familiebedrijf dat wilde groeien zonder zichzelf te verliezen. Elk volgend kantoor openden we omdat klanten ons vroegen dichterbij te komen.`,
    facts: [{ value: `${brand.foundedYear}`, label: `opgericht in ${headquarters.city}` }, ...firmFacts],
  },
  timeline: {
    intro: {
      eyebrow: "Mijlpalen",
      title: "De jaren die ons hebben gevormd",
      lead: "De meest recente bovenaan. Elke stap voegde een kantoor, een vakgebied of een werkwijze toe die klanten nu nog gebruiken.",
    },
    entries: milestonesOf(["2024", "2022", "2020", "2018"]),
  },
  constants: {
    intro: {
      eyebrow: "Wat niet is veranderd",
      title: `Het bureau van ${brand.foundedYear}, nog altijd terug te zien in het werk`,
      lead: "We zijn gegroeid in mensen en plaatsen. Drie gewoonten uit het eerste jaar zijn onveranderd gebleven.",
    },
    items: [
      {
        title: "Een partner bij elke opdracht",
        description:
          "De eerste klant werkte elke week met een van de oprichtende partners. Nog altijd heeft elke klant een vaste partner, van het eerste gesprek tot de laatste evaluatie.",
      },
      {
        title: "De kosten vooraf afgesproken",
        description:
          "De eerste klant tekende een voorstel met de afbakening en het honorarium voordat het werk begon. Dat doet elke klant nog steeds, of het nu gaat om een pakket tegen een vaste prijs, een zoekopdracht tegen een percentage of uren tegen onze gepubliceerde tarieven.",
      },
      {
        title: "Plannen die de klant zelf uitvoert",
        description:
          "Elke opdracht eindigt met documenten en routines die het eigen team van de klant blijft gebruiken. Een plan dat ons nodig heeft om te blijven draaien, is niet af.",
      },
    ],
  },
  closing: {
    title: "Uw volgende hoofdstuk begint met een gesprek",
    lead: `Of u nu staat waar wij in ons eerste jaar stonden of een bedrijf met duizenden mensen leidt: een partner reageert binnen ${formatDuration(replyTime, "nl")}.`,
    actions: [{ label: "Neem contact op" }, { label: "Maak kennis met onze oprichter" }],
  },
});
