/** /nl/over-ons/onze-organisatie */
import { page as english } from "../../about/our-organization";
import { inDutch } from "../../translation";
import { brand, headquarters, offices, officesById, replyTime } from "../site";
import { coreValues, milestonesOf, mission, vision } from "./firm";
import { formatCount, formatDuration, formatList } from "@/content/format";

/** The offices /nl/contact lists, in its order (the English page's). */
const contactOffices = officesById("amsterdam", "new-york", "uae");
const contactCities = contactOffices.map((office) => office.city);

export const page = inDutch("about/our-organization page", english, {
  meta: {
    title: "Onze organisatie",
    description: `Missie, visie en kernwaarden van ${brand.name}, de mijlpalen van 2019 tot en met 2024 en waar u ons bezoekt in Amsterdam, New York en Dubai.`,
  },
  hero: {
    eyebrow: "Onze organisatie",
    title: "Eén bureau, georganiseerd rond de klant",
    lead: "Onze vakgebieden delen dezelfde waarden en dezelfde methode, en elke klant heeft één partner die erbij haalt wie het werk vraagt, uit welk kantoor ook.",
    actions: [{ label: "Praat met een partner" }, { label: "Maak kennis met onze oprichter" }],
  },
  purpose: {
    intro: {
      eyebrow: "Missie en visie",
      title: "Waarom we bestaan, en waar we naartoe gaan",
    },
    statements: [mission, vision],
  },
  values: {
    intro: {
      eyebrow: "Kernwaarden",
      title: "Waar we elkaar aan houden",
      lead: "Bij elke waarde horen gewoonten die u in ons werk terugziet, zodat het meer is dan een tekst aan de muur.",
    },
    items: coreValues,
  },
  timeline: {
    intro: {
      eyebrow: "Tijdlijn",
      title: "Hoe de organisatie groeide",
      lead: `Vanaf het eerste kantoor in ${headquarters.city} in ${brand.foundedYear} voegde elke stap een plek of een vakgebied toe.`,
    },
    entries: milestonesOf(["2019", "2020", "2022", "2024"]),
  },
  offices: {
    intro: {
      eyebrow: "Kantoren",
      title: "Waar u ons vindt",
      lead: `Onze kantoren in ${formatList(contactCities, "nl")} ontvangen bezoekers op afspraak.`,
      action: { label: `Alle ${formatCount(offices.length, "nl")} kantoren` },
    },
    offices: contactOffices,
  },
  closing: {
    title: "Maak kennis met de mensen achter de organisatie",
    lead: `Vertel ons over uw bedrijf, dan stellen we u voor aan de partner en het team die met u zouden werken. We reageren binnen ${formatDuration(replyTime, "nl")}.`,
    actions: [{ label: "Neem contact op" }, { label: "Lees onze geschiedenis" }],
  },
});
