/** /nl/diensten/klantenservice */
import { page as english } from "../../services/customer-care";
import { inDutch } from "../../translation";
import { page as successStories } from "../about/success-stories";
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";

const getStarted = { label: "Aan de slag" };

export const page = inDutch("services/customer-care page", english, {
  case: { story: successStories.stories.stories[3]! },
  meta: {
    title: "Oplossingen voor klantenservice",
    description:
      "Uitbestede klantenservice, inrichting van uw helpdesk en klantbehoudprogramma's, met maandabonnementen van een klein team tot 24/7-service.",
  },
  hero: {
    eyebrow: "Klantenservice",
    title: "Klantenservice die snel antwoordt en klanten laat terugkomen",
    lead: "Wij verzorgen, trainen en verbeteren uw klantenservice op elk kanaal, zodat elke vraag snel een juist antwoord krijgt.",
    actions: [{ label: "Start vandaag nog" }, { label: "Download de gids" }],
  },
  solutions: {
    intro: {
      eyebrow: "Oplossingen",
      title: "Alles wat een klantenservice nodig heeft",
      lead: "Kies één oplossing voor een zwakke plek, of laat ons uw klantenservice van begin tot eind verzorgen.",
    },
    items: [
      {
        title: "Service via alle kanalen",
        description:
          "E-mail, chat, telefoon en berichten via social media, beantwoord door één getraind team vanuit één wachtrij.",
        features: [
          "Eén inbox voor alle kanalen",
          "Medewerkers die uw product kennen",
          "In de toon van uw merk",
        ],
      },
      {
        title: "Helpdesk inrichten",
        description:
          "Ticketsysteem, routeringsregels en standaardantwoorden zo ingericht dat elke vraag bij de juiste persoon terechtkomt.",
        features: [
          "Keuze en inrichting van de tool",
          "Regels voor routering en prioriteit",
          "Standaardantwoorden",
        ],
      },
      {
        title: "Selfservice en kennisbank",
        description:
          "Helpartikelen en veelgestelde vragen waarmee klanten gewone vragen zelf oplossen, op elk uur van de dag.",
        features: [
          "Analyse van de meestgestelde vragen",
          "Artikelen voor het helpcentrum",
          "Inhoud die elke maand wordt bijgewerkt",
        ],
      },
      {
        title: "Service met AI-ondersteuning",
        description:
          "Chatassistenten en voorgestelde antwoorden die routinevragen versnellen, terwijl medewerkers de complexe gevallen oppakken.",
        features: [
          "Inrichting van een chatassistent",
          "Antwoordsuggesties voor medewerkers",
          "Doorschakelen naar een mens",
        ],
      },
      {
        title: "Kwaliteitsbewaking",
        description:
          "Regelmatige beoordeling van tickets, scorecards en coaching die antwoorden juist en vriendelijk houden.",
        features: ["Wekelijkse ticketbeoordeling", "Scorecards per medewerker", "Coachingsessies"],
      },
      {
        title: "Klantbehoudprogramma's",
        description:
          "Contactmomenten na de onboarding, signalen bij opzegrisico en terugwinacties voor klanten die op het punt staan te vertrekken.",
        features: ["Contactmomenten tijdens de onboarding", "Signalen bij opzegrisico", "Terugwincampagnes"],
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Wat het oplevert",
      title: "Wat betere klantenservice uw bedrijf oplevert",
      lead: "Goede klantenservice is meer dan een kostenpost: ze beschermt uw omzet en laat zien wat er beter moet.",
    },
    items: [
      {
        title: "Klanten die blijven",
        description:
          "Snelle, juiste antwoorden en proactief contact geven klanten minder redenen om te vertrekken.",
        highlight: "40% beter klantbehoud",
      },
      {
        title: "Antwoord zonder wachten",
        description:
          "Urgente vragen gaan voor in de wachtrij, zodat klanten met een echt probleem als eerste een getrainde medewerker spreken.",
        highlight: "Reactie binnen 2 minuten op urgente vragen",
      },
      {
        title: "Inzicht uit elk gesprek",
        description:
          "Maandrapporten laten zien waar klanten het vaakst naar vragen, zodat product- en salesteams de oorzaak kunnen aanpakken.",
      },
      {
        title: "Capaciteit die met u meegroeit",
        description:
          "Uw klantenservice groeit mee met lanceringen en drukke seizoenen, zonder dat u telkens een nieuw team hoeft aan te nemen.",
      },
    ],
  },
  results: {
    intro: {
      eyebrow: "Resultaten",
      title: "De resultaten bij onze klanten",
      lead: "Cijfers uit de klantenservices die wij voor klanten verzorgen en verbeteren.",
    },
    stats: [
      { value: "95%", label: "Klanttevredenheid" },
      { value: "< 2 min", label: "Reactietijd op urgente vragen" },
      { value: "40%", label: "Hogere tevredenheid" },
      { value: "25%", label: "Meer klantbehoud binnen 6 maanden" },
    ],
  },
  pricing: {
    intro: {
      eyebrow: "Tarieven",
      title: "Maandabonnementen die meegroeien met uw volume",
      lead: "Kies de uren en het aantal tickets dat u nodig heeft, en stap over op een groter abonnement zodra u eruit groeit.",
    },
    plans: [
      {
        name: "Basis",
        period: "per maand",
        description: "Voor kleine teams die tijdens kantooruren betrouwbare ondersteuning nodig hebben.",
        features: ["9-17 uur", "Tot 100 tickets", "E-mail en chat", "Maandelijks servicerapport"],
        action: getStarted,
      },
      {
        name: "Groei",
        period: "per maand",
        description: "Voor groeiende bedrijven met meer kanalen, meer klanten en ruimere openingstijden.",
        features: ["7-21 uur", "Tot 500 tickets", "E-mail, chat en telefoon", "Vaste accountmanager"],
        action: getStarted,
      },
      {
        name: "Concern",
        price: { words: "Op maat" },
        period: "per maand, offerte op basis van uw volume",
        description: "Voor grote of internationale organisaties die de klok rond bereikbaar moeten zijn.",
        features: [
          "24/7",
          "Onbeperkt aantal tickets",
          "E-mail, chat, telefoon en uw eigen kanalen",
          "SLA-garanties, koppelingen en rapportages op maat",
        ],
        action: getStarted,
      },
    ],
    compare: ["Bereikbaar", "Tickets per maand", "Kanalen", "Verder inbegrepen"],
    note: "Alle abonnementen worden maandelijks gefactureerd.",
  },
  closing: {
    title: "Wat merken uw klanten van uw service?",
    lead: `Vertel ons over uw kanalen en ticketvolume. Binnen ${formatDuration(replyTime, "nl")} ontvangt u van ons een plan dat past.`,
    actions: [{ label: "Neem contact op" }, { label: "Plan een gesprek" }],
  },
});
