/** /nl/diensten/freelance-talent */
import { page as english } from "../../services/freelance-talent";
import { inDutch } from "../../translation";
import { service } from "../services";
import { officeCities, offices, replyTime } from "../site";
import { formatCount, formatDuration } from "@/content/format";

export const page = inDutch("services/freelance-talent page", english, {
  meta: {
    title: "Freelancers en talent werven",
    description: `Gescreende freelance specialisten, vaste medewerkers en complete projectteams, gevonden en geselecteerd door ons talentteam vanuit ${formatCount(offices.length, "nl")} kantoren.`,
  },
  hero: {
    eyebrow: service("talent").title,
    title: "De juiste mensen voor de functie, het project of het hele team",
    lead: "We vinden, screenen en introduceren specialisten en leidinggevenden die passen bij uw werk en uw cultuur, voor een paar weken of voor jaren.",
    actions: [{ label: "Vind talent" }, { label: "Neem contact op" }],
  },
  coreServices: {
    intro: {
      eyebrow: "Kerndiensten",
      title: "Vier manieren om mensen toe te voegen",
      lead: "Kies op basis van hoe lang u de kennis nodig heeft en hoeveel van de aansturing u bij ons wilt neerleggen.",
    },
    items: [
      {
        title: "Freelance specialisten",
        description:
          "Gescreende zelfstandige experts voor een afgebakende klus, klaar om te beginnen zodra het contract is getekend.",
        features: [
          "Toetsing van vaardigheden en referenties",
          "Shortlist van gescreende kandidaten",
          "Hulp bij contract en onboarding",
        ],
      },
      {
        title: "Werving en selectie in vaste dienst",
        description:
          "Vaste medewerkers voor sleutelfuncties, van een eerste specialist tot een senior leider.",
        features: [
          "Functieprofiel met scorecard",
          "Gerichte search en selectie",
          "Hulp bij aanbod en onboarding",
        ],
      },
      {
        title: "Projectbemensing",
        description:
          "De specialisten die een project nodig heeft, door ons gecontracteerd en gecoördineerd, zodat uw managers hun focus houden.",
        features: [
          "Bemensingsplan per projectfase",
          "Eén contract voor alle freelancers",
          "Regelmatige voortgangsgesprekken",
        ],
      },
      {
        title: "Teams op maat",
        description:
          "Een compleet team rond een product of een doel, met een eigen teamleider, dat werkt als verlengstuk van uw eigen team.",
        features: ["Teamontwerp en werving", "Vaste teamleider", "Rapportage over de voortgang"],
      },
    ],
  },
  talentCategories: {
    intro: {
      eyebrow: "Talentcategorieën",
      title: "De profielen die we het vaakst plaatsen",
      lead: "Ons netwerk bestrijkt vier functiegroepen, elk gescreend door consultants die het werk zelf hebben gedaan.",
    },
    items: [
      {
        title: "Technologie & data",
        description:
          "Engineers, dataspecialisten en productmensen voor nieuwbouw, migraties en nieuwe producten.",
        tags: ["Softwareontwikkeling", "Data science", "Cloud en DevOps", "Productmanagement", "UX-design"],
      },
      {
        title: "Marketing & sales",
        description:
          "Mensen die de pipeline vullen en deals sluiten, van campagnespecialisten tot salesleiders.",
        tags: ["Growthmarketing", "Content en SEO", "Betaalde media", "Accountmanagers", "Salesoperations"],
      },
      {
        title: "Financiën & bedrijfsvoering",
        description:
          "Specialisten in financiën en bedrijfsvoering die een groeiend bedrijf grip laten houden op kasstroom en levering.",
        tags: [
          "Interim-CFO's",
          "Financieel modelleren",
          "Operationeel management",
          "Supplychainmanagement",
          "Inkoop",
        ],
      },
      {
        title: "Leiderschap & strategie",
        description:
          "Senior mensen die een gat kunnen vullen, een verandering kunnen leiden of het bestuur kunnen adviseren.",
        tags: ["Interim-bestuurders", "Strategieconsultants", "Programmamanagement", "Verandermanagement"],
      },
    ],
  },
  offerings: {
    intro: {
      eyebrow: "Aanbod",
      title: "Meer dan alleen werving",
      lead: "Diensten rond de aanstelling, zodat een plaatsing slaagt en standhoudt.",
    },
    items: [
      {
        title: "Talentmatching",
        description:
          "Een matchingmethode die vaardigheden, ervaring en culturele fit weegt voordat iemand op uw shortlist komt.",
      },
      {
        title: "Interim-management",
        description:
          "Ervaren leidinggevenden die op korte termijn instappen om een vacature op te vangen of een veranderprogramma te leiden.",
      },
      {
        title: "Teamscan op vaardigheden",
        description:
          "Een toets van uw huidige team aan uw plan, die laat zien welke functies u werft, welke u ontwikkelt en welke u inhuurt.",
      },
      {
        title: "Internationale werving",
        description: `Kandidaten uit ons netwerk rond ${officeCities("nl")}, met kennis van de lokale markt.`,
      },
      {
        title: "Begeleiding bij onboarding",
        description:
          "Een onboardingplan en vaste contactmomenten in de eerste maanden, zodat nieuwe mensen hun plek vinden en blijven.",
      },
      {
        title: "Ons freelancenetwerk",
        description:
          "Zelfstandige specialisten kunnen zich aansluiten bij ons netwerk en horen zo van projecten die bij hun vaardigheden passen.",
        action: { label: "Sluit u aan als freelancer" },
      },
    ],
  },
  process: {
    intro: {
      eyebrow: "Werkwijze",
      title: "Van briefing tot eerste werkdag",
      lead: "Eén consultant leidt uw zoektocht van begin tot eind en rapporteert elke week aan u.",
    },
    steps: [
      {
        title: "De behoefte bepalen",
        detail: "Functieprofiel met scorecard",
        description:
          "Met de verantwoordelijke manager leggen we resultaten, vaardigheden, budget en startdatum vast.",
      },
      {
        title: "Zoeken en screenen",
        detail: "Gescreende longlist",
        description:
          "We doorzoeken ons netwerk en de markt, en interviewen en toetsen elke kandidaat aan de scorecard.",
      },
      {
        title: "Shortlist en gesprekken",
        detail: "Shortlistrapport",
        description:
          "U spreekt alleen kandidaten die passen, elk met onze schriftelijke beoordeling en referenties.",
      },
      {
        title: "Aanbod en onboarding",
        detail: "Getekend aanbod",
        description:
          "We verzorgen het aanbod en houden in de eerste maanden contact om te zorgen dat de plaatsing slaagt.",
      },
    ],
  },
  successStories: {
    intro: {
      eyebrow: "Succesverhalen",
      title: "Teams die we hebben helpen opbouwen",
    },
    stories: [
      {
        title: "Een datateam op zijn plek voordat de migratie begon",
        client: "Snelgroeiend logistiek bedrijf, Singapore",
        industry: "Logistiek",
        challenge:
          "Een platformmigratie vroeg op korte termijn om data- en cloudspecialisten, en de eigen werving kon de functies niet op tijd invullen.",
        solution:
          "We stelden een team op maat samen van gescreende freelancers onder een ervaren teamleider, gecontracteerd en aangestuurd via één overeenkomst.",
        results: [
          "Team aan het werk vóór de startdatum van de migratie",
          "Migratie opgeleverd volgens de afgesproken planning",
          "Twee freelancers later in vaste dienst genomen",
        ],
      },
      {
        title: "Een eerste financieel leider voor een groeiend bedrijf",
        client: "Retailgroep in familiebezit, Londen",
        industry: "Retail",
        challenge:
          "Het bedrijf was zijn boekhoudkundige opzet ontgroeid en had een financieel leider nodig die het ook kon voorbereiden op externe investeerders.",
        solution:
          "We bepaalden de functie samen met de oprichters, plaatsten direct een interim-CFO en zochten tegelijk naar een vaste CFO.",
        results: [
          "Maandrapportage en een begroting binnen het eerste kwartaal op orde",
          "Vaste CFO aangenomen uit een gescreende shortlist",
          "Financieel model opgeleverd dat klaar is voor investeerders",
        ],
      },
    ],
  },
  pricing: {
    intro: {
      eyebrow: "Tariefstructuur",
      title: "Honoraria die passen bij hoe u werft",
      lead: "Elk honorarium is een percentage, gekoppeld aan de aanstelling of het project en schriftelijk vastgelegd voordat de werving begint.",
    },
    plans: [
      {
        name: "Vaste plaatsing",
        period: "van het jaarsalaris",
        description: "Voor vaste medewerkers, van specialisten tot senior leiders.",
        features: [
          "Functieprofiel met scorecard en gerichte search",
          "Gescreende shortlist met referenties",
          "Hulp bij aanbod en onboarding",
          "Vervangingsgarantie van 90 dagen",
        ],
        action: { label: "Start een werving" },
      },
      {
        name: "Freelanceprojecten",
        period: "vergoeding voor projectmanagement",
        description:
          "Voor freelance specialisten op een project; contracten, facturatie en voortgangsgesprekken regelen wij.",
        features: [
          "Gescreende freelance specialisten",
          "Contracten en facturatie geregeld",
          "Regelmatige voortgangsgesprekken met u en de freelancer",
          "Team op- of afgeschaald als het project verandert",
        ],
        action: { label: "Bemens een project" },
      },
      {
        name: "Teams op maat",
        period: "van de teamkosten",
        description: "Voor complete teams, opgebouwd en aangestuurd rond een product of een doel.",
        features: [
          "Teamontwerp en bemensing",
          "Vaste teamleider",
          "Rapportage over voortgang en resultaten",
          "Functies bijgesteld als prioriteiten verschuiven",
        ],
        action: { label: "Stel een team samen" },
      },
    ],
    note: "Aanbetalingen worden verrekend met het eindhonorarium en terugbetaald als we geen gekwalificeerde kandidaten voordragen. De succesvergoeding is gebaseerd op de totale beloning in het eerste jaar en is verschuldigd zodra de kandidaat het aanbod heeft aanvaard.",
  },
  closing: {
    title: "Vertel ons wie u zoekt",
    lead: `Deel de functie of het project. Ons talentteam reageert binnen ${formatDuration(replyTime, "nl")} met de volgende stappen en een eerste beeld van de markt.`,
    actions: [{ label: "Neem contact op" }, { label: "Stuur een wervingsbriefing" }],
  },
});
