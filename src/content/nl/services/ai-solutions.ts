/** /nl/diensten/ai-oplossingen */
import { page as english } from "../../services/ai-solutions";
import { inDutch } from "../../translation";
import { page as successStories } from "../about/success-stories";
import { service } from "../services";
import { officeCities, projectStart, replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("services/ai-solutions page", english, {
  case: { story: successStories.stories.stories[3]! },
  meta: {
    title: service("ai").title,
    description:
      "AI-strategie, machine learning, procesautomatisering en data-analyse: van een eerste roadmap tot tools die uw teams elke dag gebruiken.",
  },
  hero: {
    eyebrow: service("ai").title,
    title: "AI die echt werk verzet in uw bedrijf",
    lead: "Wij zoeken uit waar AI tijd bespaart of geld oplevert, bouwen of kopen de juiste tools en leren uw mensen ze goed te gebruiken.",
    actions: [{ label: "Begin uw AI-traject" }, { label: "Gids voor AI-strategie" }],
  },
  services: {
    intro: {
      eyebrow: "Onze AI-diensten",
      title: "Van eerste idee tot dagelijks gebruik",
      lead: "Vier diensten, los of na elkaar in te zetten, die AI van een dia in de bestuurspresentatie naar een tool brengen waar mensen op bouwen.",
    },
    items: [
      {
        title: "AI-strategie",
        description:
          "Een rangorde van AI-toepassingen, elk met businesscase, benodigde data en risico's, en een roadmap die uw bestuur kan goedkeuren.",
        features: [
          "Scan van uw AI-gereedheid",
          "Workshops om toepassingen te vinden",
          "Businesscase per toepassing",
          "Roadmap en uitgangspunten voor governance",
        ],
      },
      {
        title: "Implementatie van machine learning",
        description:
          "Modellen gebouwd, getest en in gebruik genomen op uw eigen data, van vraagvoorspelling tot documentclassificatie.",
        features: [
          "Data voorbereiden en labelen",
          "Modellen ontwikkelen en testen",
          "Inbouw in uw systemen",
          "Bewaking van nauwkeurigheid en drift",
        ],
      },
      {
        title: "Procesautomatisering",
        description:
          "Repetitief werk overgedragen aan software en AI-assistenten, terwijl de beslissingen bij mensen blijven.",
        features: [
          "Processen in kaart brengen en kiezen",
          "AI-assistenten en documentverwerking",
          "Automatisering van workflows",
          "Training van medewerkers in de nieuwe werkwijze",
        ],
      },
      {
        title: "Data-analyse",
        description:
          "Schone data, heldere dashboards en prognoses waarmee managers sneller en met meer zekerheid beslissen.",
        features: [
          "Data-audit en opschoning",
          "Inrichting van datapipeline en datawarehouse",
          "Dashboards en rapportages",
          "Prognosemodellen",
        ],
      },
    ],
  },
  process: {
    intro: {
      eyebrow: "Onze werkwijze",
      title: "Eerst klein bewijzen, dan opschalen",
      lead: "Elk project bewijst zijn waarde eerst op kleine schaal, voordat het de rest van het bedrijf raakt.",
    },
    steps: [
      {
        title: "Verkennen",
        detail: "Shortlist van toepassingen",
        description:
          "We brengen uw processen en data in kaart en rangschikken de plekken waar AI tijd kan besparen of geld kan opleveren.",
      },
      {
        title: "Pilot",
        detail: "Werkend prototype",
        description:
          "We bouwen de sterkste toepassing met echte data en meten die af aan de manier waarop u nu werkt.",
      },
      {
        title: "Opschalen",
        detail: "Uitrol in productie",
        description:
          "De bewezen oplossing wordt robuust gemaakt, gekoppeld aan uw systemen en uitgerold naar elk team dat haar nodig heeft.",
      },
      {
        title: "Borgen",
        detail: "Getraind team",
        description:
          "We trainen uw mensen, dragen de documentatie over en ondersteunen de oplossing tot die goed is ingeburgerd.",
      },
    ],
  },
  whyChoose: {
    intro: {
      eyebrow: "Waarom wij",
      title: "Waarom bedrijven ons kiezen voor AI",
      lead: "Wij beoordelen AI op wat het voor uw bedrijf doet, niet op hoe nieuw het is.",
    },
    items: [
      "Toepassingen gerangschikt op bedrijfswaarde, nog voordat er technologie wordt gekozen",
      "Leveranciersonafhankelijk advies: wij adviseren bouwen of kopen, afhankelijk van wat het beste past",
      "Uw data blijven in uw eigen beheer, met een toets op privacy en beveiliging bij elke stap",
      "Training hoort bij elk project, zodat uw team de oplossing zelf kan beheren en verbeteren",
      "Strategieadviseurs en engineers in één team, van roadmap tot uitrol",
      `Teams in ${officeCities("nl")} voor ondersteuning in uw tijdzone`,
    ],
  },
  pricing: {
    intro: {
      eyebrow: "Tarieven",
      title: "Klein beginnen of breed transformeren",
      lead: "Elk pakket begint met een afbakening en een prijs die we schriftelijk vastleggen.",
    },
    plans: [
      {
        name: "Strategie",
        period: "eenmalig",
        description: "Een AI-roadmap voor managementteams die willen bepalen waar ze beginnen.",
        features: [
          "Scan van uw AI-gereedheid, een roadmap met toepassingen op volgorde van waarde, en advies over bouwen, kopen of samenwerken",
          "Workshop over toepassingen met uw team",
          "Advies tot uw roadmap is vastgesteld",
        ],
        action: { label: "Begin met strategie" },
      },
      {
        name: "Implementatie",
        period: "per project",
        description: "Eén AI-oplossing, ontworpen, gebouwd en door uw team in dagelijks gebruik genomen.",
        features: [
          "Eén oplossing, ontworpen, gebouwd en gekoppeld aan uw systemen",
          "40 uur training voor uw team",
          "3 maanden ondersteuning",
        ],
        action: { label: "Plan een project" },
      },
      {
        name: "Transformatie",
        period: "programma voor grote organisaties",
        description:
          "AI in meerdere teams en processen, met governance en verandermanagement vanaf het begin ingebouwd.",
        features: [
          "Meerdere toepassingen na elkaar opgeleverd, met AI-governance en gebruiksrichtlijnen",
          "Trainingsprogramma voor het hele bedrijf",
          "12 maanden ondersteuning",
        ],
        action: { label: "Bespreek een programma" },
      },
    ],
    compare: ["Wat we opleveren", "Training", "Ondersteuning"],
    note: projectStart,
  },
  closing: {
    title: "Op zoek naar uw eerste AI-succes?",
    lead: `In een adviesgesprek bekijken we uw processen en data en laten we zien waar AI het eerst iets oplevert. Een adviseur reageert binnen ${formatDuration(replyTime, "nl")}.`,
    actions: [{ label: "Plan een adviesgesprek" }, { label: "Lees onze inzichten" }],
  },
});
