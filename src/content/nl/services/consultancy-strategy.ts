/** /nl/diensten/advies-en-strategie */
import { page as english } from "../../services/consultancy-strategy";
import { inDutch } from "../../translation";
import { page as successStories } from "../about/success-stories";
import { service } from "../services";
import { projectStart, projectStartWords, replyTime } from "../site";
import { formatDuration, formatPrice } from "@/content/format";

/** The cheapest package, which the page's description quotes (the English module's first plan). */
const firstPrice = formatPrice(english.packages.plans[0].price, "nl");

export const page = inDutch("services/consultancy-strategy page", english, {
  case: { story: successStories.stories.stories[1]! },
  meta: {
    title: service("consultancy").title,
    description: `Strategieadvies voor oprichters en directies: diagnose, strategische plannen en bedrijfsinrichting, vanaf ${firstPrice}. Start binnen ${projectStartWords}.`,
  },
  hero: {
    eyebrow: service("consultancy").title,
    title: "Een strategie waar uw team achter staat, en een plan om die uit te voeren",
    lead: "We stellen vast waar uw bedrijf staat, kiezen de paar prioriteiten die ertoe doen en blijven tot de eerste resultaten zichtbaar zijn.",
    actions: [{ label: "Praat met een strateeg" }, { label: "Lees onze inzichten" }],
  },
  coreServices: {
    intro: {
      eyebrow: "Kerndiensten",
      title: "Waar we beginnen",
      lead: "Met deze vier soorten werk beantwoorden we de meeste vragen van managementteams. Vaak combineert een opdracht er twee of drie.",
    },
    items: [
      {
        title: "Strategische planning",
        description:
          "Een koers voor drie jaar met jaardoelen en de paar keuzes die het verschil maken, onderschreven door het hele managementteam.",
        features: [
          "Analyse van markt en concurrenten",
          "Strategiesessies met het managementteam",
          "Strategiedocument, klaar voor het bestuur",
        ],
      },
      {
        title: "Ontwerp van het verdienmodel",
        description:
          "Hoe u waarde creëert, levert en te gelde maakt, getoetst bij echte klanten voordat u zich eraan verbindt.",
        features: [
          "Opties voor het verdienmodel",
          "Unit economics en prijsstelling",
          "Klantinterviews en tests",
        ],
      },
      {
        title: "Doorlichting van de bedrijfsinrichting",
        description:
          "Structuur, rollen, beslisbevoegdheden en overlegritmes waarmee de organisatie de strategie kan uitvoeren.",
        features: [
          "Organisatieontwerp",
          "Overzicht van beslisbevoegdheden",
          "Vaste cyclus van managementoverleg",
        ],
      },
      {
        title: "Prestatiemanagement",
        description: "Een korte set indicatoren die u elke maand laat zien of de strategie werkt.",
        features: ["KPI-boom en doelen", "Maandelijkse businessreview", "Dashboardspecificatie"],
      },
    ],
  },
  offerings: {
    intro: {
      eyebrow: "Ons aanbod in detail",
      title: "Wat u ontvangt",
      lead: "Elke opdracht eindigt met documenten en routines die uw team blijft gebruiken als wij weg zijn.",
    },
    items: [
      {
        title: "Strategische diagnose",
        meta: ["3-4 weken"],
        description:
          "Interviews, financiële analyse en een marktscan die laten zien waar groei en marge echt vandaan komen.",
        highlight: "Opgeleverd als schriftelijke diagnose en een sessie met het managementteam.",
      },
      {
        title: "Groeistrategie",
        meta: ["6-8 weken"],
        description:
          "Doelmarkten, proposities en kanalen, doorgerekend en gerangschikt, met de investering die elk ervan vraagt.",
        highlight: "Opgeleverd als strategiedocument en financieel model.",
      },
      {
        title: "90-dagenplan voor de uitvoering",
        meta: ["2-3 weken"],
        description:
          "Eigenaren, mijlpalen en budget voor het eerste kwartaal, zodat de strategie maandag al concreet werk wordt.",
        highlight: "Opgeleverd als plan, RACI-matrix en wekelijks voortgangsoverzicht.",
      },
      {
        title: "Transformatiebureau",
        meta: ["3-12 maanden"],
        description:
          "Een senior consultant leidt het programmabureau naast uw team: voortgang bewaken, knelpunten oplossen en rapporteren.",
        highlight:
          "Opgeleverd als maandelijkse bestuursrapportages en een actueel overzicht van alle initiatieven.",
      },
      {
        title: "Markttoetreding",
        meta: ["6-10 weken"],
        description:
          "Of, waar en hoe u een nieuw land of segment betreedt, met onze kantoren op drie continenten.",
        highlight:
          "Opgeleverd als onderbouwde businesscase, een shortlist van partners en een lanceringsplan.",
      },
      {
        title: "Voorbereid op investeerders en bestuur",
        meta: ["4-6 weken"],
        description:
          "Het verhaal, de cijfers en de governance waar investeerders en bestuurders naar kijken voordat ze ja zeggen.",
        highlight: "Opgeleverd als equity story, checklist voor de dataroom en een set bestuursstukken.",
      },
    ],
  },
  methodology: {
    intro: {
      eyebrow: "Werkwijze",
      title: "Vier fasen, één verantwoordelijk team",
      lead: "Dezelfde partner leidt het werk, van het eerste interview tot de laatste evaluatie.",
    },
    steps: [
      {
        title: "Analyseren",
        detail: "Week 1-3",
        description: "Interviews, data en een marktscan om vast te stellen waar het bedrijf echt staat.",
      },
      {
        title: "Ontwerpen",
        detail: "Week 3-6",
        description:
          "Opties uitgewerkt met het managementteam, tot er één richting is gekozen waar iedereen achter staat.",
      },
      {
        title: "Plannen",
        detail: "Week 6-8",
        description:
          "Doelen, eigenaren, budgetten en indicatoren voor het eerste jaar, met de eerste 90 dagen in detail.",
      },
      {
        title: "Uitvoeren",
        detail: "Doorlopend",
        description:
          "We evalueren samen met u, nemen obstakels weg en stellen het plan bij naarmate de resultaten binnenkomen.",
      },
    ],
  },
  packages: {
    intro: {
      eyebrow: "Pakketten",
      title: "Kies hoe ver we samen gaan",
      lead: "Vaste honoraria, afgesproken voordat we beginnen, zodat het budget vanaf dag één vaststaat.",
    },
    plans: [
      {
        name: "Strategiesprint",
        period: "eenmalig",
        description: "Een diagnose en een heldere richting voor een managementteam dat snel moet beslissen.",
        features: [
          "Strategische diagnose",
          "Twee sessies met het managementteam",
          "Strategie op één pagina",
          "Prioriteitenlijst voor 90 dagen",
        ],
        action: { label: "Start een sprint" },
      },
      {
        name: "Strategie & uitvoering",
        period: "voor 3 maanden",
        description:
          "Strategie, plan en het eerste kwartaal van de uitvoering, met elke week een partner aan uw zijde.",
        features: [
          "Alles uit de Strategiesprint",
          "Groeistrategie en financieel model",
          "90-dagenplan voor de uitvoering",
          "Wekelijkse voortgangsgesprekken",
        ],
        action: { label: "Plan de opdracht" },
      },
      {
        name: "Transformatiepartner",
        period: "voor 12 maanden",
        description:
          "Een partnerschap van een jaar voor bedrijven die hun model, structuur of markten veranderen.",
        features: [
          "Alles uit Strategie & uitvoering",
          "Herontwerp van de bedrijfsinrichting",
          "Transformatiebureau gedurende 12 maanden",
          "Rapportage aan het bestuur per kwartaal",
        ],
        action: { label: "Bespreek een partnerschap" },
      },
    ],
    note: projectStart,
  },
  closing: {
    title: "Tijd om de koers te bepalen",
    lead: `Vertel ons voor welke beslissing u staat. Een partner reageert binnen ${formatDuration(replyTime, "nl")} met een eerste blik en een voorstel.`,
    actions: [{ label: "Neem contact op" }, { label: "Bekijk onze inzichten" }],
  },
});
