/** /nl/inzichten/onderzoek */
import { page as english } from "../../insights/research";
import { inDutch } from "../../translation";
import { projectStart, replyTime } from "../site";
import { formatDuration, formatPrice } from "@/content/format";

/** The packages, cheapest first: the page's description quotes the first (the English module's data). */
const plans = english.packages.plans;

export const page = inDutch("insights/research page", english, {
  meta: {
    title: "Onderzoek en inzichten",
    description: `Markt-, klant- en concurrentieonderzoek voor beslissingen die niet op gevoel mogen rusten: studies vanaf ${formatPrice(plans[0].price, "nl")}, klaar in ${formatDuration(plans[0].duration, "nl")} tot ${formatDuration(plans[2].duration, "nl")}.`,
  },
  hero: {
    eyebrow: "Onderzoek en inzichten",
    title: "Onderbouwing voor de beslissing die voor u ligt",
    lead: "We bepalen de omvang van markten, interviewen klanten en brengen concurrenten in kaart. Daarna zeggen we u zonder omwegen wat de bevindingen betekenen voor uw volgende stap, en hoe zeker we daarvan zijn.",
    actions: [{ label: "Vraag een studie aan" }, { label: "Bekijk de pakketten" }],
  },
  capabilities: {
    intro: {
      eyebrow: "Expertise",
      title: "Vier soorten vragen die we beantwoorden",
      lead: "De meeste studies combineren er twee. Eerst leggen we samen de vraag vast; de methoden kiezen we daarna.",
    },
    items: [
      {
        title: "Marktomvang en prognoses",
        description:
          "Hoe groot de markt werkelijk is, hoe snel die groeit en welke segmenten de groei dragen, bottom-up opgebouwd uit kopers en prijzen.",
        features: [
          "Bottom-up- en top-downmodellen",
          "Groeiscenario's per segment",
          "Aannames die u zelf kunt controleren",
        ],
      },
      {
        title: "Klant- en kopersonderzoek",
        description:
          "Waarom klanten kopen, overstappen en vertrekken: rechtstreeks van hen gehoord in interviews, en in de hele markt gemeten met enquêtes.",
        features: [
          "Diepte-interviews met kopers",
          "Kwantitatieve enquêtes",
          "Segmentatie op basis van behoeften",
        ],
      },
      {
        title: "Concurrentieanalyse",
        description:
          "Tegen wie u het echt opneemt, hoe zij prijzen, verkopen en zich positioneren, en waar zij klanten onvoldoende bedienen.",
        features: ["Concurrentprofielen", "Benchmarks van prijzen en aanbod", "Kaart van onbenutte kansen"],
      },
      {
        title: "Trend- en scenarioanalyse",
        description:
          "De verschuivingen in regelgeving, technologie en vraag die uw markt binnen drie tot vijf jaar kunnen veranderen, en wat elk ervan voor u zou betekenen.",
        features: [
          "Signalen uit de markt volgen",
          "Interviews met experts",
          "Twee tot vier plausibele scenario's",
        ],
      },
    ],
  },
  services: {
    intro: {
      eyebrow: "Studies op maat",
      title: "Studies rond één concrete beslissing",
      lead: "Elke studie eindigt met een advies, niet alleen met een dataset.",
    },
    items: [
      {
        title: "Beoordeling van markttoetreding",
        meta: ["Nieuw land of segment"],
        description:
          "Vraag, concurrentie, regelgeving en kanalen in de markt die u overweegt, met een duidelijk oordeel: doorgaan, wachten of afzien.",
        highlight: "Met de lokale kennis van onze kantoren in Europa, Noord-Amerika, Azië en de Golfregio.",
      },
      {
        title: "Prijsonderzoek",
        meta: ["Betalingsbereidheid"],
        description:
          "Wat klanten zouden betalen voor elke versie van uw aanbod, getoetst met conjointanalyse en methoden voor prijsgevoeligheid.",
        highlight: "U krijgt prijspunten en pakketten die zo op uw prijspagina kunnen.",
      },
      {
        title: "Commerciële due diligence",
        meta: ["Vóór een investering"],
        description:
          "Een onafhankelijke kijk op de markt, de klanten en het groeiplan van een overnamekandidaat, voor investeerders en overnemende besturen.",
        highlight: "Geschreven om door een investeringscommissie in één zitting te worden gelezen.",
      },
      {
        title: "Klantreisaudit",
        meta: ["Klantbehoud en loyaliteit"],
        description:
          "Waar klanten vastlopen tussen het eerste contact en de verlenging, achterhaald via interviews, reviews en servicedata.",
        highlight: "Gerangschikt naar de omzet die elk knelpunt in gevaar brengt.",
      },
      {
        title: "Arbeidsmarktonderzoek",
        meta: ["Werving en beloning"],
        description:
          "Waar de mensen die u zoekt nu werken, wat ze verdienen en wat hen zou doen overstappen, stad voor stad.",
        highlight: "Werft u via ons, dan gebruikt ons talentteam de uitkomsten direct.",
      },
      {
        title: "Merk- en positioneringsonderzoek",
        meta: ["Perceptie"],
        description:
          "Hoe kopers u zien naast de alternatieven, en welke positie zowel geloofwaardig als nog beschikbaar voor u is.",
        highlight: "De directe basis voor uw kernboodschap, die u met ons marketingteam uitwerkt.",
      },
    ],
  },
  methodology: {
    intro: {
      eyebrow: "Werkwijze",
      title: "Van vraag tot aanbeveling in vijf stappen",
      lead: "Eén onderzoeksleider begeleidt de studie, van het eerste gesprek tot de eindpresentatie.",
    },
    steps: [
      {
        title: "Afbakenen",
        detail: "Week 1",
        description:
          "We spreken af welke beslissing de studie onderbouwt, welke vragen ze moet beantwoorden en welke uitkomst u van gedachten zou doen veranderen.",
      },
      {
        title: "Ontwerpen",
        detail: "Week 1-2",
        description:
          "Methoden, steekproeven, interviewleidraden en bronnen worden gekozen en met u gedeeld voordat het veldwerk begint.",
      },
      {
        title: "Verzamelen",
        detail: "Veldwerk",
        description:
          "Interviews, enquêtes, deskresearch en data uit uw eigen systemen, met elke week een korte voortgangsnotitie.",
      },
      {
        title: "Analyseren",
        detail: "Synthese",
        description:
          "We toetsen de bevindingen aan elkaar; waar bronnen elkaar tegenspreken, zeggen we dat en leggen we uit welke we vertrouwen.",
      },
      {
        title: "Adviseren",
        detail: "Slotfase",
        description:
          "Een schriftelijk rapport en een werksessie met uw team over wat u moet doen, in welke volgorde, en waar u op moet letten.",
      },
    ],
  },
  stories: {
    intro: {
      eyebrow: "Uit de praktijk",
      title: "Wat onderzoek veranderde voor twee klanten",
    },
    resultsLabel: "Belangrijkste resultaten",
    stories: [
      {
        title: "Een markttoetreding bijgestuurd voordat die een jaar kostte",
        client: "Producent van specialiteitenvoeding, Rotterdam",
        industry: "Consumentengoederen",
        challenge:
          "Het bestuur wilde in drie landen in de Golfregio tegelijk van start gaan, maar eerst zeker weten hoe groot de kans was voordat het budget werd vastgelegd.",
        solution:
          "Het pakket Uitgebreide studie: 40 interviews met distributeurs en inkopers van retailers, een prijsaudit in 60 winkels en een bottom-up marktmodel per land.",
        keyResult: { value: "55%", label: "minder budget voor de markttoetreding" },
        results: [
          "Lancering in één markt in plaats van drie",
          "Budget voor de markttoetreding 55% lager",
          "Eerste distributeur binnen vier maanden getekend",
        ],
      },
      {
        title: "Een prijsmodel opnieuw opgebouwd rond wat klanten waarderen",
        client: "Softwarebedrijf met series B-financiering, Londen",
        industry: "Software",
        challenge:
          "De groei stokte bij één enkel prijsplan; sales gaf forse kortingen en niemand wist voor welke functies klanten meer wilden betalen.",
        solution:
          "Klantinterviews en een conjointenquête onder 900 kopers, gevolgd door drie pakketten met duidelijke verschillen en een nieuw kortingsbeleid voor het salesteam.",
        keyResult: { value: "23%", label: "hogere gemiddelde contractwaarde in twee kwartalen" },
        results: [
          "Gemiddelde contractwaarde 23% hoger in twee kwartalen",
          "Kortingen gehalveerd",
          "Twee keer zoveel upgrades vanuit het instappakket",
        ],
      },
    ],
  },
  packages: {
    intro: {
      eyebrow: "Onderzoekspakketten",
      title: "Kies de diepgang van de studie",
      lead: "Een vaste prijs en een vaste planning, afgesproken voordat het veldwerk begint. Een revisie is een aanpassing van het eindrapport nadat u het heeft gelezen.",
    },
    plans: [
      {
        name: "Marktverkenning",
        description:
          "Een snel, goed onderbouwd beeld van één markt, voor een eerste beslissing of een interne businesscase.",
        features: [
          "Eén markt: omvang en groei, en profielen van de vijf belangrijkste concurrenten",
          "Deskresearch en maximaal 8 interviews met experts",
          "Eén revisie",
        ],
        action: { label: "Vraag een verkenning aan" },
      },
      {
        name: "Uitgebreide studie",
        description:
          "Primair onderzoek onder uw klanten en in uw markt, voor een beslissing waar echt geld mee gemoeid is.",
        features: [
          "Alles uit Marktverkenning, met een kwantitatieve enquête en segmentatie",
          "Maximaal 40 interviews met klanten en inkopers",
          "Twee revisies",
        ],
        action: { label: "Plan een studie" },
      },
      {
        name: "Strategische marktintelligentie",
        description:
          "Een programma over meerdere markten, met scenario's en een doorlopende briefing voor uw directieteam.",
        features: [
          "Alles uit Uitgebreide studie, voor meerdere markten of segmenten, met scenarioanalyse en een workshop met het bestuur",
          "Interviews in elke vergeleken markt",
          "Onbeperkt revisies, tot het rapport definitief is",
        ],
        action: { label: "Bespreek een programma" },
      },
    ],
    compare: ["Reikwijdte", "Veldwerk", "Revisies"],
    note: projectStart,
  },
  closing: {
    title: "Staat u voor een beslissing die onderbouwing nodig heeft?",
    lead: `Vertel ons uw vraag en uw deadline. Een onderzoeksleider reageert binnen ${formatDuration(replyTime, "nl")} met een aanpak en het pakket dat past.`,
    actions: [{ label: "Neem contact op" }, { label: "Lees onze inzichten" }],
  },
});
