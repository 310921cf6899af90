/**
 * What the Dutch about pages say about the firm itself, written once: its mission and vision, its three values, the
 * milestones of its story, its founder and its partners. People's names and anchors are the English ones: anchors
 * are where links to a person land, in both editions.
 */
import * as english from "../../about/firm";
import { inDutch, type Texts } from "../../translation";
import { brand, firmFacts, offices, roughly } from "../site";
import { formatCount } from "@/content/format";
import type { TimelineEntry } from "@/types/sections";

export { personAnchor } from "../../about/firm";

export const mission = inDutch("about/firm mission", english.mission, {
  label: "Onze missie",
  text: "Wij helpen ondernemers, bestuurders en groeiende organisaties bedrijven op te bouwen die blijven bestaan: met een heldere strategie, de juiste mensen eromheen en de discipline om beide vol te houden.",
});

export const vision = inDutch("about/firm vision", english.vision, {
  label: "Onze visie",
  text: "Ervaren, eerlijk advies binnen bereik van elk veelbelovend bedrijf, niet alleen van de grootste, zodat een oprichter in Dubai en een bestuur in New York dezelfde aandacht en dezelfde kwaliteit krijgen.",
});

/** The firm's three values. `features` says how each one shows in the work; the overview leaves it out. */
export const coreValues = inDutch("about/firm core values", english.coreValues, [
  {
    title: "Doelgericht",
    description:
      "Elke opdracht begint met een schriftelijk doel waarmee de klant instemt. Aan dat doel meten we ons werk, niet aan de uren die we factureren.",
    features: [
      "Een doel en drie tot vijf indicatoren, afgesproken in de eerste week",
      "Elke maand toetsen we de voortgang daaraan",
    ],
  },
  {
    title: "Mensgericht",
    description:
      "Plannen worden uitgevoerd door mensen. We ontwerpen rond het team dat het plan gaat uitvoeren, en we spreken heldere taal met iedereen die ermee te maken krijgt.",
    features: ["Interviews tot ver buiten het managementteam", "Coaching voor de mensen die het plan dragen"],
  },
  {
    title: "Innovatie voorop",
    description:
      "We proberen nieuwe ideeën eerst op kleine schaal voordat we ze op grote schaal aanbevelen, en we zetten nieuwe tools in, AI inbegrepen, waar ze echt tijd besparen.",
    features: ["Een pilot vóór elke uitrol", "AI-specialisten op afroep voor elk vakgebied"],
  },
]);

type MilestoneYear = Parameters<typeof english.milestonesOf>[0][number];

/**
 * The years that changed the firm's shape, after its founding in Amsterdam in `brand.foundedYear`. As in English,
 * each entry also names the office the other page's list of four leaves out.
 */
const milestoneTexts: Record<MilestoneYear, Texts<TimelineEntry>> = {
  "2018": {
    year: "2018",
    title: "Londen, ons eerste kantoor in het buitenland",
    description:
      "Drie jaar na de start in Amsterdam betrokken we een verdieping in de City of London, voor klanten met teams in het Verenigd Koninkrijk. Daar startten we ook onze programma's voor leiderschapsontwikkeling en salestraining. Dubai, ons tweede kantoor in het buitenland, volgde een jaar later.",
  },
  "2019": {
    year: "2019",
    title: "Dubai, en de eerste retreats",
    description:
      "Een jaar na Londen bracht een kantoor in Dubai Media City ons dicht bij oprichters in de hele Golfregio. Met dat kantoor kwamen ook onze eerste leiderschapsretreats en programma's voor persoonlijke ontwikkeling.",
  },
  "2020": {
    year: "2020",
    title: "Bewust op afstand",
    description:
      "Toen het reizen stillag, brachten we workshops, coaching en retreats binnen een maand online, en gingen we werken voor klanten in landen waar we helemaal geen kantoor hebben.",
  },
  "2022": {
    year: "2022",
    title: "New York",
    description:
      "Een kantoor in Manhattan voor de startups en groeibedrijven die ons vanaf de andere kant van de oceaan al hadden gevonden, vanaf de eerste dag met startupadvies en marketing en sales.",
  },
  "2024": {
    year: "2024",
    title: "Singapore, en AI-oplossingen",
    description: `Een vijfde kantoor, aan Marina Bay, voor klanten in de regio Azië-Pacific, en een nieuw vakgebied dat klanten helpt AI in te zetten in hun dagelijkse processen. Het bureau telt nu ${formatCount(offices.length, "nl")} kantoren en ${roughly(firmFacts[1].value)} ${firmFacts[1].label}.`,
  },
};

const milestones = Object.fromEntries(
  (Object.keys(milestoneTexts) as MilestoneYear[]).map((year) => [
    year,
    inDutch(`about/firm milestone ${year}`, english.milestonesOf([year])[0]!, milestoneTexts[year]),
  ]),
) as Record<MilestoneYear, TimelineEntry>;

/** The milestones of the given years, in the order given. */
export function milestonesOf(years: readonly MilestoneYear[]): readonly TimelineEntry[] {
  return years.map((year) => milestones[year]);
}

/** The founder. Her drawn portrait is in content/people.ts. */
export const founder = inDutch("about/firm founder", english.founder, {
  name: english.founder.name,
  role: "Oprichter en managing partner",
  experience: "22 jaar adviseur van oprichters, besturen en managementteams",
  expertise: "Bedrijfsopbouw, groeistrategie en leiderschapsontwikkeling",
  background: `Marieke begon in corporate finance en leidde daarna negen jaar groei- en turnaroundprogramma's voor middelgrote bedrijven in Europa en de Golfregio. In ${brand.foundedYear} richtte ze ${brand.name} op in Amsterdam, om groeiende bedrijven de senior aandacht te geven die grote adviesbureaus voorbehouden aan hun grootste klanten.`,
  mission:
    "Elke klant sterker achterlaten dan ze hem aantrof: met een team dat zijn eigen strategie draagt, en met de gewoonten om die actueel te houden als wij weer weg zijn.",
  specializations: [
    "Bedrijfsopbouw",
    "Groeistrategie",
    "Startupadvies",
    "Leiderschapsontwikkeling",
    "Organisatieontwerp",
    "Executive coaching",
  ],
});

/**
 * The partners who lead the practices, write for the insights area and sell the work, beside the founder on
 * /nl/over-ons/leiderschap. Names, anchors, mail addresses and phone numbers are the English ones.
 */
export const partners = inDutch("about/firm partners", english.partners, [
  {
    name: english.partners[0].name,
    role: "Partner, Talent & organisatie",
    specialization:
      "Daniel leidt ons werk in talentwerving en talentmatching, en zette wervingsprocessen op voor meer dan zestig groeiende bedrijven.",
    location: "Londen",
  },
  {
    name: english.partners[1].name,
    role: "Partner, Marketing & sales",
    specialization:
      "Lena leidt ons vakgebied Marketing & sales, en bouwde de go-to-marketteams van scale-ups in software, zorg en retail.",
    location: "New York",
  },
  {
    name: english.partners[2].name,
    role: "Partner, Persoonlijke ontwikkeling & retreats",
    specialization:
      "Yasmin ontwerpt onze leiderschapsretreats en coachingprogramma's, met vijftien jaar ervaring als executive coach.",
    location: "Dubai",
  },
  {
    name: english.partners[3].name,
    role: "Partner, AI-oplossingen & klantenservice",
    specialization:
      "Marcus opende in 2024 ons kantoor in Singapore en leidt de vakgebieden AI en klantenservice, na twaalf jaar aan het hoofd van de serviceafdelingen van luchtvaartmaatschappijen en banken in Azië.",
    location: "Singapore",
  },
]);
