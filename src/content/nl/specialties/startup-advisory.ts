/** /nl/specialismen/startupadvies */
import { page as english } from "../../specialties/startup-advisory";
import { inDutch } from "../../translation";
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("specialties/startup-advisory page", english, {
  meta: {
    title: "Startupadvies",
    description:
      "Praktisch advies voor oprichters, van pre-seed tot series A en verder: strategische planning, teamopbouw en groeistrategie.",
  },
  hero: {
    eyebrow: "Startupadvies",
    title: "Een ervaren adviseur voor elke fase van uw startup",
    lead: "Wij helpen oprichters bij de keuzes die een bedrijf vormen: wat u hierna bouwt, wie u aanneemt en hoe u groeit zonder door uw geld heen te raken.",
    actions: [{ label: "Praat met een adviseur" }, { label: "Lees inzichten voor oprichters" }],
  },
  advisoryAreas: {
    intro: {
      eyebrow: "Adviesgebieden",
      title: "Waarvoor oprichters ons inschakelen",
      lead: "Drie gebieden bepalen of een startup de volgende financieringsronde haalt. Wij werken aan het gebied dat nu het zwaarst weegt.",
    },
    items: [
      {
        title: "Strategische planning",
        description:
          "Een heldere focus voor de komende 12 tot 18 maanden, en een plan dat uw team en uw investeerders kunnen volgen.",
        features: [
          "Markt- en concurrentieanalyse",
          "Prioriteiten voor product en markt",
          "Mijlpalenplan afgestemd op uw runway",
          "Updates voor bestuur en investeerders",
        ],
      },
      {
        title: "Teamopbouw",
        description:
          "De eerste medewerkers, de rollen in het oprichtersteam en de gewoonten die een klein team wendbaar houden terwijl het groeit.",
        features: [
          "Wervingsplan en scorecards per functie",
          "Rollen en beslisbevoegdheden van de oprichters",
          "Kaders voor aandelen en beloning",
          "Cultuur en manier van werken",
        ],
      },
      {
        title: "Groeistrategie",
        description:
          "De kanalen, de prijzen en de salesaanpak die vroege tractie omzetten in herhaalbare, voorspelbare groei.",
        features: [
          "Tests van klantsegmenten en kanalen",
          "Prijsstelling en pakketten",
          "Salesproces en pipelinecijfers",
          "Toetsing van de unit economics",
        ],
      },
    ],
  },
  stages: {
    intro: {
      eyebrow: "Fasen",
      title: "Advies dat meegroeit met uw bedrijf",
      lead: "De vragen bij pre-seed zijn niet de vragen bij series A. Onze ondersteuning volgt de fase waarin u zit.",
    },
    steps: [
      {
        title: "Pre-seed",
        detail: "Toon het probleem aan",
        description:
          "Toets het probleem en de eerste versie van de oplossing bij klanten, en vorm het verhaal voor de eerste investeerders.",
      },
      {
        title: "Seed",
        detail: "Vind product-market fit",
        description:
          "Richt het product op de klanten die betalen, neem de eerste sleutelfiguren aan en bepaal de kengetallen waar investeerders naar zullen vragen.",
      },
      {
        title: "Series A",
        detail: "Maak groei herhaalbaar",
        description:
          "Bouw een sales- en marketingmachine, voeg een managementlaag toe en bereid de dataroom voor de ronde voor.",
      },
      {
        title: "Daarna",
        detail: "Schaal de organisatie op",
        description:
          "Betreed nieuwe markten, versterk leiderschap en governance, en houd het tempo van het bedrijf vast terwijl het groeit.",
      },
    ],
  },
  engagement: {
    intro: {
      eyebrow: "Samenwerking",
      title: "Zo werkt u met een adviseur",
      lead: "Kies de vorm die past bij uw agenda en uw runway.",
    },
    items: [
      {
        title: "Maandelijks advies",
        description:
          "Elke maand een vaste sessie met uw adviseur om de voortgang te bespreken, besluiten voor te bereiden en het team vooruit te helpen.",
      },
      {
        title: "Gerichte sprint",
        description:
          "Een kort, intensief project over één vraag, zoals een prijsmodel, een wervingsplan of het verhaal voor uw kapitaalronde.",
      },
      {
        title: "Ondersteuning richting bestuur en investeerders",
        description:
          "Hulp bij bestuursvergaderingen, updates voor investeerders en materiaal voor uw kapitaalronde, van het eerste pitchdeck tot de dataroom.",
      },
    ],
  },
  successStories: {
    intro: {
      eyebrow: "Succesverhalen",
      title: "Oprichters met wie we hebben gewerkt",
    },
    stories: [
      {
        title: "Van verspreide pilots naar een gerichte seedronde",
        client: "B2B-softwarestartup in de seedfase, Amsterdam",
        industry: "Software",
        challenge:
          "De oprichters draaiden pilots met klanten in vier verschillende sectoren en konden investeerders niet uitleggen waar het bedrijf naartoe ging.",
        solution:
          "We liepen elke pilot met het team door, kozen het segment met de sterkste vraag en bouwden het plan en de pitch daaromheen opnieuw op.",
        results: [
          "Eén doelsegment en een productroadmap die daarop is gebouwd",
          "Pitchdeck en financieel model herschreven voor de seedronde",
          "Seedronde afgerond met het nieuwe plan",
        ],
      },
      {
        title: "Een managementteam op zijn plaats vóór de series A",
        client: "Healthtechbedrijf in de series A-fase, Londen",
        industry: "Zorgtechnologie",
        challenge:
          "Na een periode van snelle groei liep elk besluit nog steeds via de twee oprichters, en de werving voor seniorfuncties liep steeds vast.",
        solution:
          "We brachten de beslisbevoegdheden in kaart, definieerden de eerste leidinggevende functies en begeleidden de oprichters bij de werving van senior managers.",
        results: [
          "Leidinggevenden voor sales, product en bedrijfsvoering aangenomen",
          "Beslisbevoegdheden afgesproken en vastgelegd",
          "Maandelijks managementoverleg dat zonder de adviseur draait",
        ],
      },
    ],
  },
  closing: {
    title: "Welk besluit ligt er voor u?",
    lead: `Vertel ons in welke fase u zit en wat uw volgende mijlpaal is. Een adviseur reageert binnen ${formatDuration(replyTime, "nl")} om een eerste gesprek in te plannen.`,
    actions: [{ label: "Neem contact op" }, { label: "Bekijk onze inzichten" }],
  },
});
