/** /nl/diensten/retreats-en-leefstijl */
import { page as english } from "../../services/retreats-lifestyle";
import { inDutch } from "../../translation";
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("services/retreats-lifestyle page", english, {
  meta: {
    title: "Retreats & leefstijl",
    description:
      "Leiderschapsretreats, wellnessprogramma's, lifecoaching en transformatieprogramma's voor teams en leiders. Vergelijk pakketten en uurtarieven.",
  },
  hero: {
    eyebrow: "Retreats & leefstijl",
    title: "Even weg van kantoor, scherper terug aan het werk",
    lead: "Wij plannen en begeleiden retreats, wellnessprogramma's en coaching voor leiders en teams, zodat de tijd buiten de deur zich vertaalt in besluiten, energie en blijvende gewoonten.",
    actions: [{ label: "Plan een retreat" }, { label: "Vergelijk de tarieven" }],
  },
  offers: {
    intro: {
      eyebrow: "Diensten en tarieven",
      title: "Vier manieren om met ons samen te werken",
      lead: "Elke dienst heeft eigen pakketten en een tabel met losse tarieven. Kies wat bij u past en zie direct wat het kost.",
    },
    items: [
      {
        title: "Retreatmanagement",
        description:
          "Locatie, programma, reis en begeleiding voor een leiderschaps- of bedrijfsretreat, van begin tot eind geregeld.",
        features: [
          "Locaties zoeken en boeken",
          "Programma-ontwerp en begeleiding",
          "Retreatmanager ter plaatse",
        ],
        action: { label: "Bekijk de tarieven" },
      },
      {
        title: "Wellnessprogramma's",
        description:
          "Kwartaalprogramma's over stress, slaap, beweging en voeding, op uw kantoor, online of tijdens een retreat.",
        features: [
          "Groeps- en individuele sessies",
          "Welzijnsmeting met uitkomsten",
          "Training voor leidinggevenden in het voorkomen van burn-out",
        ],
        action: { label: "Bekijk de tarieven" },
      },
      {
        title: "Lifecoaching",
        description:
          "Individuele coaching bij een carrièreswitch, een veeleisende functie en de balans tussen werk en privé.",
        features: [
          "Ervaren coach die past bij uw doelen",
          "Per week, maand of kwartaal",
          "Schriftelijk plan waarmee u aan de slag gaat",
        ],
        action: { label: "Bekijk de tarieven" },
      },
      {
        title: "Transformatieprogramma's",
        description:
          "Coaching, retreats en oefening in één aanpak, voor leiders die anders willen leidinggeven, werken en leven.",
        features: [
          "Grondige nulmeting bij de start",
          "Persoonlijke retreats en teamretreats",
          "Programma's per maand of per jaar",
        ],
        action: { label: "Bekijk de tarieven" },
      },
    ],
  },
  retreatTypes: {
    intro: {
      eyebrow: "Soorten retreats",
      title: "Retreats rond wat u wilt bereiken",
      lead: "Elke retreat begint bij een doel. Vorm, plek en tempo volgen daaruit.",
    },
    items: [
      {
        title: "Leiderschapsretreats",
        description:
          "Het managementteam weg van kantoor, om strategie, prioriteiten en de onderlinge samenwerking vast te leggen.",
        highlight: "Terug met genomen besluiten en een eigenaar voor elk besluit.",
      },
      {
        title: "Teamoffsites",
        description:
          "Plannen, teambuilding en iets te vieren voor een afdeling of het hele bedrijf, in één goed georganiseerd programma.",
        highlight: "Terug met een gedeeld plan en sterkere werkrelaties.",
      },
      {
        title: "Wellnessretreats",
        description:
          "Rust, beweging, voeding en mindfulness voor mensen die moeten herstellen voor de volgende drukke periode.",
        highlight: "Terug met routines die mensen thuis blijven volgen.",
      },
      {
        title: "Persoonlijke retreats",
        description:
          "Een paar rustige dagen met een coach, voor een oprichter of bestuurder die voor een grote persoonlijke of loopbaanbeslissing staat.",
        highlight: "Terug met een duidelijke beslissing en de eerste stappen op papier.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Wat het oplevert",
      title: "Wat uw mensen mee terugnemen",
      lead: "Tijd buiten de deur loont pas als er op maandag iets verandert. Daarvoor ontwerpen wij elk programma.",
    },
    items: [
      {
        title: "Heldere besluiten",
        description:
          "Gestructureerde sessies en een neutrale facilitator helpen teams de knopen door te hakken die in het wekelijkse overleg blijven liggen.",
      },
      {
        title: "Sterkere teams",
        description:
          "Samen tijd buiten kantoor doorbrengen bouwt het vertrouwen op dat moeilijke gesprekken op het werk makkelijker maakt.",
      },
      {
        title: "Nieuwe energie",
        description:
          "Gewoonten voor slaap, beweging en herstel die het risico op burn-out verkleinen bij mensen die onder druk staan.",
      },
      {
        title: "Doorpakken",
        description:
          "Elke retreat en elk programma eindigt met een schriftelijk plan, eigenaren en een evaluatiedatum, zodat de vaart erin blijft.",
      },
    ],
  },
  process: {
    intro: {
      eyebrow: "Onze werkwijze",
      title: "Van eerste gesprek tot opvolging",
      lead: "Eén retreatmanager of coach blijft bij u, van het eerste gesprek tot de evaluatie achteraf.",
    },
    steps: [
      {
        title: "Verkennen",
        detail: "Doelen en groepsprofiel",
        description:
          "We brengen in kaart wie er meegaat, wat er moet veranderen en wat eerder wel of niet werkte, en spreken dan samen het doel af.",
      },
      {
        title: "Ontwerpen",
        detail: "Programma en voorstel",
        description:
          "We stellen vorm, plek, programma en pakket voor en passen die samen met u aan tot alles klopt.",
      },
      {
        title: "Uitvoeren",
        detail: "Retreat of programma",
        description:
          "Wij regelen de logistiek en de begeleiding, zodat deelnemers en leiders hun volle aandacht bij het werk kunnen houden.",
      },
      {
        title: "Opvolgen",
        detail: "Plan en evaluatie",
        description:
          "We zetten de uitkomsten om in een schriftelijk plan met eigenaren en bespreken de voortgang achteraf met u.",
      },
    ],
  },
  stories: {
    intro: {
      eyebrow: "Succesverhalen",
      title: "Retreats met een vervolg",
    },
    stories: [
      {
        title: "Een managementteam dat met één plan terugkwam",
        client: "Softwarebedrijf na een series B-ronde, Amsterdam",
        industry: "Technologie",
        challenge:
          "Na een periode van snelle groei was het achtkoppige managementteam het oneens over de prioriteiten, en het wekelijkse overleg eindigde steeds zonder besluiten.",
        solution:
          "Een driedaagse leiderschapsretreat buiten de stad, met begeleide strategiesessies, individuele coaching voor elke leider en tijd om bij te komen.",
        results: [
          "Drie bedrijfsprioriteiten vastgesteld en direct na terugkomst bekendgemaakt",
          "Per prioriteit een eigenaar en een eerste mijlpaal benoemd",
          "Een maandelijkse evaluatie door het managementteam ingevoerd, die nog steeds loopt",
        ],
      },
      {
        title: "Een wellnessprogramma voor een team onder druk",
        client: "Zakelijke dienstverlener, Dubai",
        industry: "Zakelijke dienstverlening",
        challenge:
          "Lange dagen in het drukke seizoen maakten het klantteam moe, en leidinggevenden zagen het ziekteverzuim stijgen en de eerste signalen van burn-out.",
        solution:
          "Een wellnessprogramma van een kwartaal met groepssessies over slaap en stress, individuele coaching en training voor leidinggevenden, afgesloten met een eendaagse wellnessretreat.",
        results: [
          "Elk teamlid deed mee aan minstens één groepssessie",
          "Leidinggevenden getraind om vroege signalen van burn-out te herkennen en aan te pakken",
          "Het bedrijf verlengde het programma voor het volgende kwartaal",
        ],
      },
    ],
  },
  closing: {
    title: "Plan een retreat die iets oplevert",
    lead: `Vertel ons wie er meegaan en wat u wilt bereiken. Binnen ${formatDuration(replyTime, "nl")} ontvangt u van ons ideeën en een pakketadvies.`,
    actions: [{ label: "Neem contact op" }, { label: "Stuur een kort bericht" }],
  },
});
