/** /nl/diensten/marketing-en-sales */
import { page as english } from "../../services/marketing-sales";
import { inDutch } from "../../translation";
import { page as successStories } from "../about/success-stories";
import { service } from "../services";
import { officeCities, projectStart, replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("services/marketing-sales page", english, {
  case: { story: successStories.stories.stories[2]! },
  meta: {
    title: "Marketing- en salesadvies",
    description:
      "Positionering, leadgeneratie en een salesproces dat elke campagne aan omzet koppelt. Vaste honoraria, van eenmalige scan tot partnerschap van twaalf maanden.",
  },
  hero: {
    eyebrow: service("marketing").title,
    title: "Marketing die de pipeline vult, en een salesteam dat de deals binnenhaalt",
    lead: "We verbinden positionering, campagnes en het salesproces, zodat u elke euro marketingbudget kunt herleiden tot omzet.",
    actions: [{ label: "Plan uw groei" }, { label: "Onze visie op marketing" }],
  },
  coreServices: {
    intro: {
      eyebrow: "Kerndiensten",
      title: "Van eerste boodschap tot getekend contract",
      lead: "Vier diensten bestrijken de weg die een koper aflegt. We beginnen waar uw funnel het meest lekt.",
    },
    items: [
      {
        title: "Go-to-marketstrategie",
        description:
          "Op welke segmenten u zich richt, wat u ze aanbiedt en via welke kanalen, met omzetdoelen per kwartaal.",
        features: [
          "Onderzoek naar segmenten en kopers",
          "Toetsing van aanbod en prijzen",
          "Omzetdoelen per kwartaal",
        ],
      },
      {
        title: "Merkpositionering en boodschap",
        description:
          "Een heldere uitspraak over wie u bedient en waarom zij voor u kiezen, doorgevoerd in elke pagina en elke pitch.",
        features: ["Positioneringssessie", "Kernboodschap", "Beoordeling van website en pitchdeck"],
      },
      {
        title: "Leadgeneratie",
        description:
          "Campagnes die gekwalificeerde leads binnenhalen, afgerekend op de pipeline die ze opleveren en niet op kliks.",
        features: ["Planning en beheer van campagnes", "Contentkalender", "Leadscoring, afgestemd met sales"],
      },
      {
        title: "Salesproces en salesondersteuning",
        description:
          "Een helder salesproces, een opgeschoond CRM en verkopers die in elke fase van een deal weten wat ze moeten zeggen.",
        features: [
          "Definities van de salesfasen",
          "Inrichting van het CRM en pipelinereviews",
          "Salesplaybooks en bezwaarbehandeling",
        ],
      },
    ],
  },
  channels: {
    intro: {
      eyebrow: "Kanalen",
      title: "De kanalen die uw kopers echt gebruiken",
      lead: "We kiezen kanalen op basis van waar uw kopers hun tijd doorbrengen en wat elk kanaal oplevert, nooit uit gewoonte.",
    },
    items: [
      {
        title: "Zoekmachines",
        description: "SEO en betaalde zoekadvertenties voor kopers die al zoeken naar wat u verkoopt.",
      },
      {
        title: "Social en betaalde media",
        description:
          "LinkedIn, Meta en andere platforms, met budgetten op basis van de kosten per gekwalificeerde lead.",
      },
      {
        title: "E-mail en CRM",
        description: "E-mailreeksen en nieuwsbrieven die leads stap voor stap naar een salesgesprek brengen.",
      },
      {
        title: "Content",
        description:
          "Artikelen, gidsen en praktijkcases die de vragen van kopers beantwoorden voordat ze die stellen.",
      },
      {
        title: "Evenementen en webinars",
        description: "Beurzen, webinars en rondetafels, met een opvolgplan voor elk contact dat u spreekt.",
      },
      {
        title: "Outbound acquisitie",
        description:
          "Gerichte benadering per e-mail, telefoon en LinkedIn, met scripts waaraan uw verkopers meeschrijven.",
      },
      {
        title: "Website en conversie",
        description:
          "Landingspagina's en formulieren, getest om meer bezoekers om te zetten in ingeplande gesprekken.",
      },
      {
        title: "Aanbevelingen en partners",
        description:
          "Programma's die tevreden klanten en partners veranderen in een vaste bron van introducties.",
      },
    ],
  },
  specializedAreas: {
    intro: {
      eyebrow: "Expertisegebieden",
      title: "Waar onze teams dieper gaan",
      lead: "Sommige situaties vragen om specifieke ervaring. Deze komen we het vaakst tegen.",
    },
    items: [
      {
        title: "B2B- en SaaS-marketing",
        description:
          "Lange salescycli, inkoopcomités en account-based campagnes gericht op een benoemde lijst van doelbedrijven.",
      },
      {
        title: "Lancering van startups",
        description:
          "De eerste positionering, de eerste kanalen en de eerste salesmedewerker voor bedrijven die hun product-market fit nog moeten aantonen.",
      },
      {
        title: "Salestraining",
        description:
          "Trainingen in behoeftenanalyse, onderhandelen en digitaal verkopen voor salesteams, incompany of op onze kantoren.",
      },
      {
        title: "Marketinganalyse",
        description:
          "Attributie, dashboards en een maandelijkse evaluatie die laat zien wat elk kanaal oplevert voor het geld dat erin gaat.",
      },
      {
        title: "Internationale expansie",
        description: `Campagnes voor een nieuwe markt, uitgevoerd met onze teams in ${officeCities("nl")}.`,
      },
      {
        title: "Klantbehoud en uitbreiding",
        description:
          "Onboarding, e-mails voor elke fase van de klantrelatie en accountplannen die de omzet laten groeien bij de klanten die u al heeft.",
      },
    ],
  },
  process: {
    intro: {
      eyebrow: "Onze aanpak",
      title: "Vier fasen van scan tot gestage groei",
      lead: "De verantwoordelijken voor marketing en sales doen in elke fase mee, zodat het plan van beide teams is.",
    },
    steps: [
      {
        title: "Scan",
        detail: "Week 1-2",
        description:
          "We beoordelen positionering, kanalen, funneldata en de salespipeline, en interviewen recente kopers.",
      },
      {
        title: "Strategie",
        detail: "Week 3-4",
        description:
          "Doelen, segmenten, boodschappen en een kanaalplan met budget, afgestemd met uw marketing- en salesverantwoordelijken.",
      },
      {
        title: "Lancering",
        detail: "Week 5-8",
        description:
          "Campagnes gaan live, het CRM en de salesfasen worden ingericht en verkopers worden getraind in het nieuwe salesplaybook.",
      },
      {
        title: "Optimalisatie",
        detail: "Doorlopend",
        description:
          "Wekelijkse pipelinereviews en maandrapportages; het budget gaat naar de kanalen die omzet opleveren.",
      },
    ],
  },
  successStories: {
    intro: {
      eyebrow: "Succesverhalen",
      title: "Wat er veranderde voor twee van onze klanten",
    },
    stories: [
      {
        title: "Van losse campagnes naar een pipeline waar het bestuur op vertrouwt",
        client: "B2B-softwarebedrijf na een series A-ronde, Amsterdam",
        industry: "Software",
        challenge:
          "Betaalde advertenties leverden veel aanmeldingen op maar weinig salesgesprekken, en marketing en sales waren het niet eens over wat een goede lead was.",
        solution:
          "We herdefinieerden de ideale klant, herschreven de boodschap, legden leadcriteria vast waar beide teams achter stonden en verschoven budget van brede advertenties naar account-based campagnes.",
        results: [
          "Eén leaddefinitie voor marketing en sales samen",
          "Een wekelijkse pipelinereview in plaats van maandelijkse discussies over de kwaliteit van leads",
          "Een omzetprognose uit het CRM in plaats van uit spreadsheets",
        ],
      },
      {
        title: "Een salesplaybook voor de eerste markt in het buitenland",
        client: "Familiebedrijf in machinebouw, Rotterdam",
        industry: "Maakindustrie",
        challenge:
          "De verkoop hing af van het persoonlijke netwerk van de oprichter, en een nieuw team in het Verenigd Koninkrijk had geen proces om te volgen.",
        solution:
          "We legden de verkoopaanpak van de oprichter vast, stelden een salesplaybook op met een hoofdstuk per fase, richtten het CRM in en trainden het nieuwe team op lopende deals.",
        results: [
          "Het Britse team beheert zijn eigen pipeline, zonder de oprichter bij elke deal",
          "Een vastgelegd salesproces voor elke nieuwe medewerker",
          "Pipeline en prognose elke week zichtbaar voor het management",
        ],
      },
    ],
  },
  packages: {
    intro: {
      eyebrow: "Pakketten",
      title: "Kies hoeveel ondersteuning u wilt",
      lead: "Vaste honoraria, afgesproken voordat we beginnen, met dezelfde senior begeleider van scan tot resultaat.",
    },
    plans: [
      {
        name: "Groeiscan",
        period: "eenmalig",
        description:
          "Een volledige doorlichting van uw marketing en sales, met een plan op volgorde van prioriteit dat uw team kan uitvoeren.",
        features: [
          "Toetsing van positionering en boodschap",
          "Analyse van kanalen en funnel",
          "Beoordeling van het salesproces",
          "Actieplan voor 90 dagen",
        ],
        action: { label: "Plan een scan" },
      },
      {
        name: "Groeiprogramma",
        period: "voor 6 maanden",
        description:
          "Strategie en zes maanden uitvoering in de praktijk, met elke week een senior begeleider naast uw team.",
        features: [
          "Alles uit de Groeiscan",
          "Go-to-marketstrategie",
          "Campagnemanagement",
          "Salesplaybook en inrichting van het CRM",
          "Maandelijkse evaluatie van de resultaten",
        ],
        action: { label: "Start het programma" },
      },
      {
        name: "Groeipartner",
        period: "voor 12 maanden",
        description:
          "Een partnerschap van een jaar dat de verbetering van marketing en sales als één programma met één eigenaar aanpakt.",
        features: [
          "Alles uit het Groeiprogramma",
          "Campagnes in alle gekozen kanalen",
          "Training van het salesteam",
          "Strategische evaluaties per kwartaal met de directie",
        ],
        action: { label: "Bespreek een partnerschap" },
      },
    ],
    note: projectStart,
  },
  closing: {
    title: "Hoe maakt u uw omzet voorspelbaar?",
    lead: `Vertel ons waar uw pipeline vastloopt. Een partner reageert binnen ${formatDuration(replyTime, "nl")} met een eerste blik en de volgende stappen.`,
    actions: [{ label: "Neem contact op" }, { label: "Bekijk de salestraining" }],
  },
});
