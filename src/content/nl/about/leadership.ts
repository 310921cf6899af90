/** /nl/over-ons/leiderschap: the founder, and the partners who lead the practices and write the insights. */
import { page as english } from "../../about/leadership";
import { inDutch } from "../../translation";
import { brand, firmFacts, offices, replyTime, roughly } from "../site";
import { founder, partners } from "./firm";
import { formatCount, formatDuration } from "@/content/format";

const firstName = founder.name.split(" ")[0] ?? founder.name;

export const page = inDutch("about/leadership page", english, {
  meta: {
    title: `${founder.name}, oprichter`,
    description: `Maak kennis met ${founder.name}, die ${brand.name} in ${brand.foundedYear} oprichtte: ruim 6.000 begeleide projecten, 95% klanttevredenheid, haar principes en haar partners.`,
  },
  hero: {
    eyebrow: "Leiderschap",
    title: "De oprichter achter het bureau",
    lead: `${founder.name} richtte ${brand.name} in ${brand.foundedYear} op en leidt de grootste opdrachten nog altijd zelf. Volgens haar is goed advies af te meten aan wat de klant zelf kan als de adviseurs weer weg zijn.`,
    facts: [
      { value: "6.000+", label: "projecten die zij zelf begeleidde, als adviseur, mentor en commissaris" },
      { value: "95%", label: "klanttevredenheid" },
    ],
    actions: [{ label: `Praat met het team van ${firstName}` }],
  },
  profile: founder,
  vision: {
    intro: { eyebrow: "In haar woorden", title: "Waar zij met het bureau naartoe wil" },
    statements: [
      {
        label: "Visie",
        text: "Ik wil dat elke oprichter die ons belt de partner krijgt die ik op mijn vijfentwintigste had willen hebben: iemand met ervaring, eerlijk over wat de cijfers zeggen, en er nog altijd als het plan tegenzit.",
        attribution: { name: founder.name, role: founder.role },
      },
    ],
  },
  principles: {
    intro: {
      eyebrow: "Leiderschapsprincipes",
      title: "Hoe zij leidinggeeft, en wat ze van onze partners vraagt",
      lead: "Vier principes, opgeschreven in het eerste jaar van het bureau en nog altijd de maatstaf bij elke promotie.",
    },
    items: [
      {
        title: "Besluiten met de mensen die het werk doen",
        description:
          "Het beste plan is het plan waar het team in gelooft. Besluiten nemen we samen met de mensen die ze uitvoeren; we kondigen ze niet over hun hoofden heen aan.",
      },
      {
        title: "Zeggen wat we zien, met respect",
        description:
          "Klanten betalen voor de waarheid over hun bedrijf. Die geven we vroeg, onderbouwd en met respect voor de mensen die het bedrijf hebben opgebouwd.",
      },
      {
        title: "Verantwoordelijk voor het resultaat, niet voor de uren",
        description:
          "Een partner staat in voor het resultaat dat met de klant is afgesproken, en stuurt bij zodra de indicatoren laten zien dat het plan niet werkt.",
      },
      {
        title: "Eerst mensen laten groeien, dan het bureau",
        description:
          "Elke consultant heeft een coach en een ontwikkelplan. Het bureau groeide nooit sneller dan zijn mensen.",
      },
    ],
  },
  achievements: {
    intro: {
      eyebrow: "Wat ze bereikte",
      title: `Wat ${firstName} heeft opgebouwd`,
      lead: `Zes mijlpalen sinds ze ${brand.name} in ${brand.foundedYear} oprichtte.`,
    },
    items: [
      {
        title: `Drie continenten, ${formatCount(offices.length, "nl")} kantoren`,
        description: `Ze richtte het bureau in ${brand.foundedYear} op in Amsterdam en opende sindsdien elk kantoor, steeds op verzoek van klanten die daar al met ons werkten.`,
      },
      {
        title: `Een team van ${roughly(firmFacts[1].value)} mensen`,
        description:
          "Ze bouwde een bureau van strategen, marketeers, recruiters en coaches die over de kantoren heen als één team voor elke klant werken.",
      },
      {
        title: "De 4D-methode",
        description:
          "Ze ontwierp de vier fasen Ontdekken, Ontwerpen, Ontwikkelen en Opleveren, waarin elke dienst zijn eigen stappen zet, van een sprint van twee weken tot een programma van een jaar.",
      },
      {
        title: "Ruim 50 startups begeleid",
        description:
          "Ze begeleidde zelf oprichters van hun eerste businessplan tot een gefinancierd bedrijf, en zette binnen het bureau het vakgebied startupadvies op.",
      },
      {
        title: "Het vakgebied Retreats & leefstijl",
        description:
          "Ze startte in 2019 de leiderschapsretreats en de programma's voor persoonlijke ontwikkeling, die nu vanuit Amsterdam en Dubai lopen.",
      },
      {
        title: `Klanten in ${roughly(firmFacts[2].value)} landen`,
        description:
          "Ze bracht de diensten van het bureau in 2020 online, zodat klanten ver van een kantoor met dezelfde partners werken als klanten om de hoek.",
      },
    ],
  },
  partners: {
    intro: {
      eyebrow: "Partners",
      title: "De partners naast haar",
      lead: "Elk van hen leidt een vakgebied, schrijft voor Inzichten en neemt nieuwe opdrachten aan. Mail of bel de partner wiens vakgebied het dichtst bij uw vraag ligt.",
    },
    members: partners,
  },
  closing: {
    title: `Aan tafel met ${firstName} en haar partners`,
    lead: `Vertel ons wat u aan het opbouwen bent. Een partner reageert binnen ${formatDuration(replyTime, "nl")}, en het eerste gesprek kost u niets.`,
    actions: [{ label: "Neem contact op" }, { label: "Lees onze geschiedenis" }],
  },
});
