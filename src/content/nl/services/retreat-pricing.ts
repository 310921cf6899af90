/**
 * The four retreat pricing pages in Dutch, under /nl/diensten/retreats-en-leefstijl/. Prices, currencies, plans,
 * hours and discounts are the English module's data; only the words are written here.
 */
import { pages as english, type RetreatPricingPage } from "../../services/retreat-pricing";
import { inDutch, type Texts } from "../../translation";
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";
import type { Action, RateTable } from "@/types/sections";

export type { RetreatPricingPage };

type PageTexts = Texts<RetreatPricingPage>;

const heroActions: Texts<readonly Action[]> = [
  { label: "Plan een gratis adviesgesprek" },
  { label: "Neem contact op" },
];

const closingActions: Texts<readonly Action[]> = [
  { label: "Neem contact op" },
  { label: "Stuur een kort bericht" },
];

/** Hourly, daily and weekly columns: a day is 8 hours and a week 5 days. */
const hourDayWeekColumns: Texts<RateTable["columns"]> = [
  { label: "Per uur", suffix: "/ uur" },
  { label: "Per dag", suffix: "/ dag" },
  { label: "Per week", suffix: "/ week" },
];

const rateCaption = "Tarieven per dienst";

/** What the rate tables' currency covers: only the table; some packages above it are in euros. */
const ratesInDollars = "De tarieven in deze tabel zijn in Amerikaanse dollars.";

const hourDayWeekNote = `${ratesInDollars} Een dag telt 8 uur en een week 5 dagen (40 uur), telkens tegen het uurtarief.`;

const reply = formatDuration(replyTime, "nl");

const retreatManagementPricing: PageTexts = {
  meta: {
    title: "Tarieven retreatmanagement",
    description:
      "Retreatmanagement per week voor groepen tot 20, tot 50 of meer deelnemers, plus uur-, dag- en weektarieven voor planning en begeleiding.",
  },
  hero: {
    eyebrow: "Tarieven retreatmanagement",
    title: "Wij plannen en leiden uw retreat, tegen een vaste prijs per week",
    lead: "Wij zoeken de locatie, ontwerpen het programma, regelen reis en verblijf en begeleiden elke sessie. Zo besteedt uw team de week aan nadenken in plaats van aan organiseren.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Pakketten",
      title: "Kies een pakket op basis van de groepsgrootte",
      lead: "Elk pakket omvat één retreatweek, tegen een vaste prijs die we afspreken voordat we iets boeken.",
    },
    plans: [
      {
        name: "Teamretreat",
        price: {},
        period: "per week, tot 20 deelnemers",
        description: "Een gerichte week voor een managementteam of een kleine afdeling.",
        features: [
          "Shortlist van locaties, boeking en contracten",
          "Programma ontworpen samen met uw interne contactpersoon",
          "Eén hoofdfacilitator ter plaatse",
          "Coördinatie van reis en verblijf",
        ],
        action: { label: "Plan een teamretreat" },
      },
      {
        name: "Bedrijfsretreat",
        price: {},
        period: "per week, tot 50 deelnemers",
        description:
          "Een volledig programma voor een groeiend bedrijf dat strategie, teambuilding en rust in één week wil combineren.",
        features: [
          "Alles uit Teamretreat",
          "Strategie- en teamsessies met twee facilitators",
          "Dagelijks wellnessprogramma: beweging, mindfulness en voeding",
          "Schriftelijk actieplan binnen een week na terugkomst",
        ],
        action: { label: "Plan een bedrijfsretreat" },
      },
      {
        name: "Concernretreat",
        price: {},
        period: "per week",
        description:
          "Grote retreats of retreats voor meerdere teams, met parallelle programma's en een eigen productieteam.",
        features: [
          "Alles uit Bedrijfsretreat",
          "Parallelle programmalijnen voor meerdere teams",
          "Eigen productie- en logistiek team ter plaatse",
          "Sprekers en gastexperts gezocht en geboekt",
        ],
        action: { label: "Bespreek een concernretreat" },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Losse diensten",
      title: "Maar één onderdeel van een retreat nodig? Boek het los",
      lead: "Heeft u al een locatie of een eigen organisator? Boek onze mensen per uur, dag of week voor de onderdelen die u nodig heeft.",
    },
    table: {
      caption: rateCaption,
      columns: hourDayWeekColumns,
      rows: [
        { type: "Logistiek en reiscoördinatie" },
        { type: "Ontwerp van agenda en programma" },
        { type: "Begeleiding van sessies" },
        { type: "Regie van directieretreats" },
      ],
      note: hourDayWeekNote,
    },
  },
  included: {
    intro: {
      eyebrow: "In elk pakket",
      title: "Wat elke retreat omvat",
    },
    items: [
      "Een vaste retreatmanager, van het eerste gesprek tot het eindrapport",
      "Een voorbereidend gesprek met uw interne contactpersoon",
      "Een gedrukt en digitaal draaiboek voor elke dag",
      "Een budgetoverzicht dat u tijdens de hele planning kunt inzien",
      "Een evaluatie met uw managementteam na de retreat",
      "Feedback van deelnemers, verzameld en samengevat",
    ],
  },
  closing: {
    title: "Een retreat voor uw team plannen?",
    lead: `Vertel ons wanneer, met hoeveel mensen en met welk doel u op retreat wilt. Binnen ${reply} sturen wij u ideeën voor locaties en een pakketadvies.`,
    actions: closingActions,
  },
};

const wellnessProgramsPricing: PageTexts = {
  meta: {
    title: "Tarieven wellnessprogramma's",
    description:
      "Wellnessprogramma's per kwartaal voor uw organisatie, plus losse sessies per uur en voordelige week- en maandpakketten voor teams en individuen.",
  },
  hero: {
    eyebrow: "Tarieven wellnessprogramma's",
    title: "Wellnessprogramma's die in de werkweek passen",
    lead: "Sessies over beweging, mindfulness, slaap en voeding, gegeven door gekwalificeerde coaches: op uw kantoor, online of tijdens een retreat.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Kwartaalprogramma's",
      title: "Een wellnessprogramma voor elk team, groot of klein",
      lead: "Een programma loopt een kwartaal, zodat nieuwe gewoonten de tijd krijgen om te beklijven voordat u beslist wat de volgende stap is.",
    },
    plans: [
      {
        name: "Wellness Basis",
        price: {},
        period: "per kwartaal",
        description: "Een eerste programma voor een klein team dat wil ontdekken wat werkt.",
        features: [
          "Welzijnsmeting onder het team bij de start",
          "Groepssessies over stress, slaap en energie",
          "Online kennisbank voor deelnemers",
          "Samenvatting van de resultaten aan het eind van het kwartaal",
        ],
        action: { label: "Start een programma" },
      },
      {
        name: "Wellnessprogramma",
        price: {},
        period: "per kwartaal",
        description:
          "Een volledig kwartaal aan groeps- en individuele begeleiding voor een afdeling of een heel bedrijf.",
        features: [
          "Alles uit Wellness Basis",
          "Individuele wellnesscoaching voor deelnemers",
          "Voedings- en bewegingsplannen",
          "Training voor leidinggevenden in het voorkomen van burn-out",
        ],
        action: { label: "Plan uw programma" },
      },
      {
        name: "Wellnesspartnerschap",
        price: {},
        period: "per kwartaal",
        description: "Een programma voor de hele organisatie, op al uw vestigingen, samen met uw HR-team.",
        features: [
          "Alles uit Wellnessprogramma",
          "Programma's voor meerdere kantoren en tijdzones",
          "Een wellnessdag of een retreat van een halve dag",
          "Evaluatie per kwartaal met HR en directie",
        ],
        action: { label: "Bespreek een partnerschap" },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Losse sessies",
      title: "Boek sessies per uur of als pakket",
      lead: "Voor individuen en kleine groepen die coaching willen zonder kwartaalprogramma.",
    },
    table: {
      caption: rateCaption,
      columns: [
        { label: "Per uur", suffix: "/ uur" },
        { label: "Weekpakket", suffix: "/ week" },
        { label: "Maandpakket", suffix: "/ maand" },
      ],
      rows: [
        { type: "Groepssessie mindfulness en beweging" },
        { type: "Workshop stress en veerkracht" },
        { type: "Coaching op voeding en slaap" },
        { type: "Individuele wellnesscoaching" },
      ],
      note: `${ratesInDollars} Het weekpakket omvat 3 uur, met 20% korting. Het maandpakket omvat 3 uur per week (12 uur per maand), met 30% korting.`,
    },
  },
  included: {
    intro: {
      eyebrow: "In elk programma",
      title: "Wat elk wellnessprogramma omvat",
    },
    items: [
      "Een intakegesprek om de doelen voor het team vast te stellen",
      "Sessies op uw kantoor, online of op een retreatlocatie",
      "Gekwalificeerde coaches voor elk vakgebied",
      "Vertrouwelijke individuele gesprekken",
      "Een kort voortgangsverslag voor uw HR-verantwoordelijke",
      "Een plan voor het volgende kwartaal",
    ],
  },
  closing: {
    title: "Hoe houdt uw team de energie erin?",
    lead: `Vertel ons hoeveel mensen u wilt bereiken en waar ze werken. Binnen ${reply} ontvangt u van ons een voorstel voor een programma.`,
    actions: closingActions,
  },
};

const lifeCoachingPricing: PageTexts = {
  meta: {
    title: "Tarieven lifecoaching",
    description:
      "Lifecoaching per week, maand of kwartaal, plus uur-, dag- en weektarieven voor loopbaan-, prestatie- en executive lifecoaching.",
  },
  hero: {
    eyebrow: "Tarieven lifecoaching",
    title: "Persoonlijke coaching bij de beslissingen die uw leven bepalen",
    lead: "Werk met een ervaren coach aan een carrièreswitch, een veeleisende functie of de balans tussen werk en al het andere, met een plan waarmee u echt aan de slag kunt.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Coachingpakketten",
      title: "Kies hoe lang we samenwerken",
      lead: "Begin met een intensieve week, of kies voor een maand of een kwartaal voor blijvende verandering.",
    },
    note: "Het verschil met onze andere persoonlijke coaching: lifecoaching gaat over uw hele leven, met een ervaren coach die u tussen de sessies door kunt appen of mailen. De coachingpakketten bij Persoonlijke ontwikkeling werken aan één ontwikkeldoel in sessies van 60 minuten, en de uurtarieven hieronder gelden voor losse sessies zonder pakket.",
    plans: [
      {
        name: "Intensieve coachingweek",
        price: {},
        period: "per week",
        description: "Een geconcentreerde week voor één beslissing of overgang die niet kan wachten.",
        features: [
          "Dagelijkse individuele coachingsessies",
          "Analyse van uw waarden en prioriteiten",
          "Een schriftelijk plan voor uw beslissing of overgang",
          "Nabelgesprek na de week",
        ],
        action: { label: "Boek een intensieve week" },
      },
      {
        name: "Maandcoaching",
        price: {},
        period: "per maand",
        description:
          "Doorlopende coaching tijdens een gewone werkmaand, met ondersteuning tussen de sessies door.",
        features: [
          "Wekelijkse individuele coachingsessies",
          "Tussen de sessies contact met uw coach via berichten",
          "Gewoonten en doelen bijhouden",
          "Evaluatie van uw voortgang aan het eind van de maand",
        ],
        action: { label: "Start met maandcoaching" },
      },
      {
        name: "Kwartaalcoaching",
        price: {},
        period: "per kwartaal",
        description:
          "Een programma van een kwartaal voor een nieuwe functie, een carrièreswitch of een nieuwe start in uw leven.",
        features: [
          "Alles uit Maandcoaching",
          "360-gradenfeedback van mensen die u zelf kiest",
          "Een persoonlijke retreatdag met uw coach",
          "Aan het eind van het kwartaal een plan voor het komende jaar",
        ],
        action: { label: "Plan een kwartaal" },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Losse sessies",
      title: "Boek coaching per uur, dag of week",
      lead: "Voor één vraag, een workshopdag of een coach aan uw zijde tijdens een retreat.",
    },
    table: {
      caption: rateCaption,
      columns: hourDayWeekColumns,
      rows: [
        { type: "Loopbaan- en transitiecoaching" },
        { type: "Coaching op persoonlijke doelen en balans" },
        { type: "Prestatiecoaching" },
        { type: "Executive lifecoaching" },
      ],
      note: hourDayWeekNote,
    },
  },
  included: {
    intro: {
      eyebrow: "In elk pakket",
      title: "Wat elk coachingpakket omvat",
    },
    items: [
      "Een gratis kennismakingsgesprek om te zien of het klikt",
      "Een ervaren coach die past bij uw doelen",
      "Sessies op locatie of via video",
      "Vertrouwelijkheid, schriftelijk vastgelegd",
      "Schriftelijke aantekeningen en acties na elke sessie",
      "Een afsluitende evaluatie van wat er veranderd is",
    ],
  },
  closing: {
    title: "Eerst eens praten met een coach?",
    lead: `Vertel ons wat u wilt veranderen. Binnen ${reply} reageren wij en plannen we een eerste gesprek met een coach.`,
    actions: closingActions,
  },
};

const transformationPricing: PageTexts = {
  meta: {
    title: "Tarieven transformatieprogramma's",
    description:
      "Persoonlijke en leiderschapstransformatie per maand of per jaar, plus uur-, dag- en weektarieven voor transformatiecoaching.",
  },
  hero: {
    eyebrow: "Tarieven transformatie",
    title: "Transformatieprogramma's voor leiders die toe zijn aan een diepere verandering",
    lead: "Coaching, retreats en oefening in één programma, voor leiders die anders willen leidinggeven, werken en leven.",
    actions: heroActions,
  },
  packages: {
    intro: {
      eyebrow: "Transformatieprogramma's",
      title: "Kies hoe diep uw programma gaat",
      lead: "Maandprogramma's die u kunt verlengen, of een volledig jaar waarin alles is inbegrepen.",
    },
    plans: [
      {
        name: "Transformatie Basis",
        price: {},
        period: "per maand",
        description:
          "Een gestructureerd maandprogramma voor één leider die werkt aan één diepgaande verandering.",
        features: [
          "Nulmeting en doelen",
          "Wekelijkse individuele coaching",
          "Persoonlijk oefenplan",
          "Maandelijkse voortgangsevaluatie",
        ],
        action: { label: "Start uw programma" },
      },
      {
        name: "Transformatie Plus",
        price: {},
        period: "per maand",
        description: "Een maandprogramma dat retreattijd toevoegt en uw team bij de verandering betrekt.",
        features: [
          "Alles uit Transformatie Basis",
          "Een persoonlijke retreat met uw coach",
          "Sessies met uw directe medewerkers",
          "Ondersteuning via berichten tussen de sessies door",
        ],
        action: { label: "Plan Transformatie Plus" },
      },
      {
        name: "Transformatiejaar",
        price: {},
        period: "per jaar",
        description:
          "Een samenwerking van een jaar voor leiders en managementteams die van koers veranderen.",
        features: [
          "Alles uit Transformatie Plus",
          "Elk kwartaal een retreat voor u of uw managementteam",
          "360-gradenfeedback aan het begin en aan het eind",
          "Een jaarevaluatie en een plan voor wat daarna komt",
        ],
        action: { label: "Plan een heel jaar" },
      },
    ],
  },
  rates: {
    intro: {
      eyebrow: "Losse diensten",
      title: "Boek transformatiewerk per uur, dag of week",
      lead: "Voor een nulmeting, een workshop of een coach ter plaatse in een cruciale week.",
    },
    table: {
      caption: rateCaption,
      columns: hourDayWeekColumns,
      rows: [
        { type: "Nulmeting voor transformatie" },
        { type: "Coaching op gewoonten en gedragsverandering" },
        { type: "Coaching bij leiderschapstransformatie" },
        { type: "Intensief transformatietraject voor bestuurders" },
      ],
      note: hourDayWeekNote,
    },
  },
  included: {
    intro: {
      eyebrow: "In elk programma",
      title: "Wat elk transformatieprogramma omvat",
    },
    items: [
      "Een grondige nulmeting bij de start",
      "Eén ervaren coach die het hele programma leidt",
      "Heldere doelen, schriftelijk vastgelegd",
      "Oefeningen voor tussen de sessies",
      "Voortgangsevaluaties aan de hand van uw doelen",
      "Een schriftelijk plan om na het programma verder te gaan",
    ],
  },
  closing: {
    title: "Toe aan een echte verandering?",
    lead: `Vertel ons waar u nu staat en waar u naartoe wilt. Binnen ${reply} reageren wij en plannen we een eerste gesprek.`,
    actions: closingActions,
  },
};

/** The family, in the order the retreats overview lists it (the English order). */
export const pages: readonly RetreatPricingPage[] = inDutch("services/retreat-pricing pages", english, [
  retreatManagementPricing,
  wellnessProgramsPricing,
  lifeCoachingPricing,
  transformationPricing,
]);
