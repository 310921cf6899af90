/** /nl/over-ons/leiderschap: the founder, and the partners who lead the practices and write the insights. */
import { page as english } from "../../about/leadership";
import { inDutch } from "../../translation";
import { brand, firmFacts, offices, replyTime } from "../site";
import { founder, partners } from "./firm";
import { formatDuration } from "@/lib/format";

const firstName = founder.name.split(" ")[0] ?? founder.name;

export const page = inDutch("about/leadership page", english, {
  meta: {
    title: `${founder.name}, oprichter`,
    description: `Maak kennis met ${founder.name}, die ${brand.name} in ${brand.foundedYear} oprichtte: 6000+ begeleide projecten, 95% klanttevredenheid, haar principes en haar partners.`,
  },
  hero: {
    eyebrow: "Leiderschap",
    title: "De oprichter achter het bureau",
    lead: `${founder.name} richtte ${brand.name} in ${brand.foundedYear} op en leidt de grootste opdrachten nog altijd zelf. Volgens haar is goed advies af te meten aan wat de klant zelf kan als de adviseurs weer weg zijn.`,
    facts: [
      { value: "6000+", label: "begeleide projecten in haar loopbaan" },
      { value: "95%", label: "klanttevredenheid" },
    ],
    actions: [{ label: `Spreek het team van ${firstName}` }],
  },
  profile: founder,
  vision: {
    intro: { eyebrow: "In haar woorden", title: "Waar ze het bureau naartoe brengt" },
    statements: [
      {
        label: "Visie",
        text: "Ik wil dat elke oprichter die ons belt de partner krijgt die ik op mijn vijfentwintigste had willen hebben: iemand met ervaring, eerlijk over wat de cijfers zeggen, en nog steeds aan boord als het plan zwaar wordt.",
        attribution: { name: founder.name, role: founder.role },
      },
    ],
  },
  principles: {
    intro: {
      eyebrow: "Leiderschapsprincipes",
      title: "Hoe zij leidt, en onze partners vraagt te leiden",
      lead: "Vier principes, opgeschreven in het eerste jaar van het bureau en tot op vandaag de maatstaf bij elke promotie.",
    },
    items: [
      {
        title: "Besluiten met de mensen die het werk doen",
        description:
          "Het beste plan is het plan waar het team in gelooft. Besluiten nemen we samen met wie ze gaat uitvoeren, in plaats van ze aan hen aan te kondigen.",
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
          "Elke consultant heeft een coach en een ontwikkelplan. Het bureau is nooit harder gegroeid dan zijn mensen konden groeien.",
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
        title: `${offices.length} kantoren op drie continenten`,
        description: `Ze richtte het bureau in ${brand.foundedYear} op in Amsterdam en opende sindsdien elk kantoor, steeds op verzoek van klanten die daar al met ons werkten.`,
      },
      {
        title: `Een team van ${firmFacts[1].value} mensen`,
        description:
          "Ze bouwde een bureau van strategen, marketeers, recruiters en coaches die over de kantoren heen als één team voor elke klant werken.",
      },
      {
        title: "De 4D-methode",
        description:
          "Ze ontwierp ontdekken, ontwerpen, ontwikkelen en opleveren: de vier fasen die de eigen stappen van elke dienst doorlopen, van een sprint van twee weken tot een programma van een jaar.",
      },
      {
        title: "50+ startups geadviseerd",
        description:
          "Ze begeleidde zelf oprichters van hun eerste businessplan tot een gefinancierd bedrijf, en zette het vakgebied startupadvies van het bureau op.",
      },
      {
        title: "Het vakgebied retreats",
        description:
          "Ze startte in 2019 de leiderschapsretreats en de programma's voor persoonlijke ontwikkeling, die nu vanuit Amsterdam en Dubai lopen.",
      },
      {
        title: `Klanten in ${firmFacts[2].value} landen`,
        description:
          "Ze bracht de diensten van het bureau in 2020 online, zodat klanten ver van een kantoor met dezelfde partners werken als klanten om de hoek.",
      },
    ],
  },
  partners: {
    intro: {
      eyebrow: "Partners",
      title: "De partners naast haar",
      lead: "Elk van hen leidt een vakgebied, schrijft voor onze inzichten en neemt nieuwe klanten aan. Mail of bel de partner wiens vakgebied het dichtst bij uw vraag ligt.",
    },
    members: partners,
  },
  closing: {
    title: `Werk met ${firstName} en haar partners`,
    lead: `Vertel ons wat u aan het opbouwen bent. Een partner reageert binnen ${formatDuration(replyTime, "nl")}, en het eerste gesprek kost u niets.`,
    actions: [{ label: "Neem contact op" }, { label: "Lees onze geschiedenis" }],
  },
});
