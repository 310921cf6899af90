/** /nl/specialismen/persoonlijke-ontwikkeling */
import { page as english } from "../../specialties/personal-development";
import { inDutch } from "../../translation";

export const page = inDutch("specialties/personal-development page", english, {
  meta: {
    title: "Coaching voor persoonlijke ontwikkeling",
    description:
      "Individuele coaching voor helderheid, zelfvertrouwen, balans en prestaties, met programma's van één tot zes maanden en een gratis intake.",
  },
  hero: {
    eyebrow: "Persoonlijke ontwikkeling",
    title: "Groei in wat uw volgende hoofdstuk van u vraagt",
    lead: "Individuele coaching die uw wensen voor werk en leven vertaalt naar heldere doelen, nieuwe gewoonten en zichtbare vooruitgang.",
    actions: [{ label: "Begin uw traject" }, { label: "Gratis adviesgesprek" }],
  },
  programs: {
    intro: {
      eyebrow: "Programma's",
      title: "Vier coachingprogramma's",
      lead: "In elk programma werkt u met één vaste coach, met sessies die rond uw agenda worden gepland, op locatie of online.",
    },
    items: [
      {
        badge: "Individueel",
        title: "Helderheid & richting",
        meta: ["1-3 maanden"],
        description:
          "Voor mensen op een kruispunt die willen bepalen wat de volgende stap in hun loopbaan of hun leven wordt, en daar ook echt voor willen gaan.",
        features: [
          "Uw waarden en sterke punten op een rij",
          "Opties afgewogen tegen wat voor u belangrijk is",
          "Een uitgeschreven plan voor de komende 12 maanden",
        ],
      },
      {
        badge: "Individueel",
        title: "Zelfvertrouwen & communicatie",
        meta: ["2-4 maanden"],
        description:
          "Voor professionals die zich willen laten horen, ontspannen willen presenteren en moeilijke gesprekken rustig willen voeren.",
        features: [
          "Oefenen met presentaties en vergaderingen",
          "Rollenspellen voor moeilijke gesprekken",
          "Feedback op echte situaties tussen de sessies",
        ],
      },
      {
        badge: "Leefstijl",
        title: "Balans & welzijn",
        meta: ["3-6 maanden"],
        description:
          "Voor mensen bij wie het werk gezondheid, rust en relaties heeft verdrongen, en die een ritme willen dat ze volhouden.",
        features: [
          "Analyse van energie, slaap en stress",
          "Grenzen en vaste weekroutines",
          "Gewoonten bijgehouden en bijgestuurd met uw coach",
        ],
      },
      {
        badge: "Prestaties",
        title: "Topprestaties",
        meta: ["4-6 maanden"],
        description:
          "Voor leidinggevenden, oprichters en toppresteerders die betere resultaten willen halen zonder op te branden.",
        features: [
          "Doelen stellen en routines om te presteren",
          "Focus en timemanagement",
          "Veerkracht onder druk",
        ],
      },
    ],
  },
  focusAreas: {
    intro: {
      eyebrow: "Aandachtsgebieden",
      title: "Waar we samen aan werken",
      lead: "De meeste cliënten beginnen met één gebied en merken dat vooruitgang daar ook de andere in beweging zet.",
    },
    items: [
      {
        title: "Mindset",
        description:
          "Overtuigingen en denkgewoonten die u tegenhouden, vervangen door overtuigingen die u helpen in actie te komen.",
      },
      {
        title: "Loopbaan",
        description:
          "Zingeving, richting en de volgende stap in uw werk, of dat nu een promotie, een overstap of een eigen bedrijf is.",
      },
      {
        title: "Gezondheid en energie",
        description: "Routines voor slaap, beweging en herstel die u de energie geven die uw doelen vragen.",
      },
      {
        title: "Relaties",
        description:
          "Communicatie en grenzen op het werk en thuis, zodat de mensen om u heen uw doelen steunen.",
      },
    ],
  },
  specializedCoaching: {
    intro: {
      eyebrow: "Specialistische coaching",
      title: "Coaching voor bijzondere momenten",
      lead: "Sommige situaties vragen om een coach met specifieke ervaring. Wij koppelen u aan een coach die die ervaring heeft.",
    },
    items: [
      {
        title: "Loopbaanovergang",
        description:
          "Begeleiding bij een functiewissel, een terugkeer naar werk of de stap naar zelfstandig ondernemerschap, van de eerste twijfels tot de eerste maanden.",
      },
      {
        title: "Herstel na een burn-out",
        description:
          "Een geleidelijk plan om uw energie weer op te bouwen en volledig terug te keren, naast de medische zorg die u al krijgt.",
      },
      {
        title: "Overtuigende uitstraling",
        description:
          "Hoe u overkomt in de bestuurskamer, op het podium en aan de onderhandelingstafel, geoefend tot het natuurlijk voelt.",
      },
    ],
  },
  process: {
    intro: {
      eyebrow: "Werkwijze",
      title: "Zo werkt coaching",
      lead: "Vier stappen, met een evaluatie in elke fase, zodat u altijd weet waar u staat.",
    },
    steps: [
      {
        title: "Gratis intake",
        detail: "Startpunt",
        description:
          "Een gesprek en een korte vragenlijst om te begrijpen waar u staat en wat u wilt veranderen.",
      },
      {
        title: "Persoonlijk plan",
        detail: "Doelen en mijlpalen",
        description:
          "U spreekt met uw coach heldere doelen af, hoe u die meet en welk programma daarbij past.",
      },
      {
        title: "Coachingsessies",
        detail: "Vaste sessies",
        description: "Sessies gericht op uw doelen, met praktische oefeningen voor tussendoor.",
      },
      {
        title: "Evaluatie en vervolg",
        detail: "Voortgangsevaluatie",
        description:
          "We kijken terug op wat er is veranderd en maken een plan om op eigen kracht verder te groeien.",
      },
    ],
  },
  testimonials: {
    intro: {
      eyebrow: "Ervaringen",
      title: "Wat cliënten zeggen",
    },
    items: [
      {
        name: "Laura M.",
        role: "Marketingdirecteur",
        quote:
          "Ik twijfelde of ik in mijn baan moest blijven of moest vertrekken. Drie maanden later had ik een besluit, een plan en het vertrouwen om het uit te voeren.",
      },
      {
        name: "Daniel R.",
        role: "Oprichter, softwarebedrijf",
        quote:
          "Mijn coach hielp me om niet meer elke avond door te werken, zonder tempo te verliezen. Het bedrijf groeit en ik slaap weer.",
      },
      {
        name: "Priya S.",
        role: "Senior consultant",
        quote:
          "De oefensessies voor grote presentaties maakten het verschil. Nu vind ik de vergaderingen waar ik vroeger tegen opzag juist leuk.",
      },
    ],
  },
  successStories: {
    intro: {
      eyebrow: "Succesverhalen",
      title: "Trajecten die onze cliënten hebben afgelegd",
    },
    stories: [
      {
        title: "Van burn-out naar een tempo dat vol te houden is",
        client: "Operationeel manager, Amsterdam",
        industry: "Logistiek",
        challenge:
          "Na twee jaar lange dagen was de cliënt uitgeput, sliep ze slecht en overwoog ze een baan op te zeggen die ze verder met plezier deed.",
        solution:
          "Een programma Balans & welzijn: een analyse van energie en werkdruk, nieuwe grenzen afgesproken met haar leidinggevende en wekelijkse routines die ze met haar coach bijhield.",
        results: [
          "Werktijden teruggebracht naar haar contracturen",
          "Regelmatig sporten en een vast slaapritme hersteld",
          "In haar functie gebleven en een nieuw project op zich genomen",
        ],
      },
      {
        title: "Met vertrouwen het managementteam in",
        client: "Hoofd financiën, Singapore",
        industry: "Financiële dienstverlening",
        challenge:
          "Net benoemd in het managementteam had de cliënt moeite om gehoord te worden in directievergaderingen en om voor het bestuur te presenteren.",
        solution:
          "Een programma Topprestaties met de nadruk op uitstraling: vaste voorbereiding, oefenen vóór elke bestuursvergadering en feedback achteraf.",
        results: [
          "De jaarbegroting aan het bestuur gepresenteerd",
          "Een afdelingsoverstijgende kostenanalyse geleid",
          "Persoonlijke ontwikkeldoelen voor het jaar daarna vastgesteld",
        ],
      },
    ],
  },
  pricing: {
    intro: {
      eyebrow: "Tarieven",
      title: "Coachingpakketten",
      lead: "Elk pakket begint met een gratis intake, zodat u weet waaraan u gaat werken voordat u zich vastlegt.",
    },
    plans: [
      {
        name: "Individueel",
        period: "per maand",
        description: "Gerichte individuele coaching op het doel dat nu voor u het belangrijkst is.",
        features: [
          "4 wekelijkse sessies van 60 minuten",
          "Persoonlijk ontwikkelplan",
          "Oefeningen, en uw coach bereikbaar per e-mail",
        ],
        action: { label: "Begin uw traject" },
      },
      {
        name: "Intensief",
        period: "voor 3 maanden",
        description: "Een programma van drie maanden voor een grote verandering in uw werk of uw leven.",
        features: [
          "12 sessies",
          "Intake, persoonlijk plan en elke maand een voortgangsgesprek",
          "Uw coach bereikbaar per e-mail",
        ],
        action: { label: "Begin uw traject" },
      },
      {
        name: "Directie",
        period: "voor 6 maanden",
        description: "Zes maanden coaching voor leidinggevenden met veel op het spel en weinig tijd.",
        features: [
          "24 sessies, gepland rond uw agenda",
          "Intake en persoonlijk plan",
          "Voorrang bij uw coach",
        ],
        action: { label: "Begin uw traject" },
      },
    ],
    compare: ["Sessies", "Plan", "Tussen de sessies"],
    note: "Het verschil met lifecoaching: deze pakketten werken aan één ontwikkeldoel, in sessies van 60 minuten en met een schriftelijk plan. Bij lifecoaching kunt u uw coach ook tussen de sessies door bereiken, en losse sessies boekt u per uur. Twijfelt u welk pakket past? Plan een gratis adviesgesprek, dan adviseert uw coach u er een.",
  },
  closing: {
    title: "Zet de eerste stap",
    lead: "Begin met een gratis intake: één gesprek over waar u nu staat en waar u naartoe wilt, zonder verplichtingen.",
    actions: [{ label: "Gratis intake" }, { label: "Begin uw traject" }],
  },
});
