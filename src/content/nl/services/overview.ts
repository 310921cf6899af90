/** /nl/diensten */
import { page as english } from "../../services/overview";
import { inDutch } from "../../translation";
import { service } from "../services";
import { firmFacts, replyTime } from "../site";
import { formatDuration } from "@/content/format";

const reply = formatDuration(replyTime, "nl");
const learnMore = { label: "Meer informatie" };

export const page = inDutch("services/overview page", english, {
  meta: {
    title: "Diensten voor ondernemers en groeiende bedrijven",
    description:
      "Strategie, marketing en sales, freelance talent, retreats, AI-oplossingen en klantenservice: wat elk vakgebied oplevert en waar u begint.",
  },
  hero: {
    eyebrow: "Diensten",
    title: "Zes vakgebieden, één team dat het hele bedrijf overziet",
    lead: "Kies de dienst die u nu nodig heeft, of combineer er meerdere in één plan. Dezelfde partner blijft verantwoordelijk, van het eerste gesprek tot de laatste evaluatie.",
    actions: [{ label: "Plan een adviesgesprek" }, { label: "Lees onze inzichten" }],
    facts: firmFacts,
  },
  services: {
    intro: {
      eyebrow: "Onze diensten",
      title: "Wat elke dienst oplevert",
      lead: `Vijf kerndiensten, elk met de belangrijkste onderdelen op een rij; ons zesde vakgebied, klantenservice, heeft een eigen pagina. Laat ons weten welke bij u past: een partner reageert binnen ${reply}.`,
      action: { label: service("customer-care").title },
    },
    items: [
      {
        title: service("consultancy").title,
        description:
          "Een heldere diagnose van waar uw bedrijf staat, een strategie waar uw directie achter staat en een plan om die uit te voeren.",
        features: [
          "Strategische planning",
          "Ontwerp van het verdienmodel",
          "Doorlichting van de bedrijfsinrichting",
          "Prestatiemanagement",
        ],
        action: learnMore,
      },
      {
        title: service("marketing").title,
        description:
          "Positionering, kanaalplannen en een salesproces dat belangstelling vertaalt in voorspelbare omzet.",
        features: [
          "Go-to-marketstrategie",
          "Merkpositionering en boodschap",
          "Campagnes voor leadgeneratie",
          "Salesproces en salesondersteuning",
        ],
        action: learnMore,
      },
      {
        title: service("talent").title,
        description:
          "Gescreende freelancers voor een project, een senior kracht op een sleutelpositie of een compleet team rond een doel.",
        features: [
          "Freelance specialisten",
          "Werving en selectie in vaste dienst",
          "Projectbemensing",
          "Teams op maat",
        ],
        action: learnMore,
      },
      {
        title: service("retreats").title,
        description:
          "Leiderschapsretreats, wellnessprogramma's en coaching die mensen ruimte geven om na te denken, zodat ze terugkomen met heldere besluiten.",
        features: [
          "Retreatmanagement",
          "Wellnessprogramma's",
          "Lifecoaching",
          "Programma's voor persoonlijke transformatie",
        ],
        action: learnMore,
      },
      {
        title: service("ai").title,
        description:
          "Waar AI in uw bedrijf iets oplevert, of u het zelf bouwt of inkoopt, en hoe uw mensen er goed mee leren werken.",
        features: [
          "Ontwikkeling van een AI-strategie",
          "Implementatie van machine learning",
          "Procesautomatisering",
          "Oplossingen voor data-analyse",
        ],
        action: learnMore,
      },
    ],
  },
  specialties: {
    intro: {
      eyebrow: "Specialismen",
      title: "Gerichte programma's voor bepalende momenten",
      lead: "Verdiepend werk voor oprichters en leiders, voortbouwend op de diensten hierboven.",
    },
    items: [
      {
        title: "Startupadvies",
        description:
          "Begeleiding van pre-seed tot series A en verder: de strategie, het eerste team en het groeiplan waar investeerders naar vragen.",
        action: { label: "Bekijk startupadvies" },
      },
      {
        title: "Leiderschapscoaching",
        description:
          "Programma's voor bestuurders, teams en persoonlijk leiderschap die de gewoonten opbouwen waar mensen op terugvallen als de druk oploopt.",
        action: { label: "Bekijk de leiderschapsprogramma's" },
      },
      {
        title: "Strategische planning",
        description:
          "Een koers voor drie jaar met jaardoelen en de paar keuzes die het verschil maken, onderschreven door het hele managementteam.",
        action: { label: "Bekijk strategische planning" },
      },
    ],
  },
  closing: {
    title: "Welke dienst past bij uw vraag?",
    lead: `Beschrijf uw vraagstuk in een paar regels. Een partner reageert binnen ${reply} en stelt voor waar u het best kunt beginnen.`,
    actions: [{ label: "Neem contact op" }, { label: "Vind een kantoor" }],
  },
});
