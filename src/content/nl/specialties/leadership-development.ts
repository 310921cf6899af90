/** /nl/specialismen/leiderschapsontwikkeling */
import { page as english } from "../../specialties/leadership-development";
import { inDutch } from "../../translation";
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("specialties/leadership-development page", english, {
  meta: {
    title: "Leiderschapsprogramma's",
    description:
      "Leiderschap voor bestuurders, Teamleiderschap en Persoonlijk leiderschap: programma's van twee tot zes maanden voor bestuurders, teamleiders en professionals.",
  },
  hero: {
    eyebrow: "Leiderschapsontwikkeling",
    title: "Helder leidinggeven, en teams die resultaat leveren",
    lead: "Coaching, workshops en echte opdrachten uit het werk die veranderen hoe leidinggevenden beslissen, communiceren en hun mensen ontwikkelen.",
    actions: [{ label: "Schrijf u nu in" }, { label: "Praat met een coach" }],
  },
  offer: {
    intro: {
      eyebrow: "Programma's",
      title: "Drie programma's voor drie soorten leiderschap",
      lead: "Elk programma combineert individuele coaching met groepssessies en werk aan een echte uitdaging uit uw eigen functie.",
    },
    items: [
      {
        title: "Leiderschap voor bestuurders",
        meta: ["6 maanden"],
        description:
          "Voor senior leidinggevenden en oprichters die de koers van een hele organisatie bepalen en andere leidinggevenden aansturen.",
        features: [
          "Strategisch denken en besluitvorming",
          "Verandering leiden in de hele organisatie",
          "Communicatie met bestuur en stakeholders",
          "Elke maand individuele executive coaching",
        ],
        action: { label: "Schrijf u nu in" },
      },
      {
        title: "Teamleiderschap",
        meta: ["3 maanden"],
        description:
          "Voor managers en teamleiders die een team willen dat heldere doelen stelt, eerlijke feedback geeft en resultaat levert.",
        features: [
          "Doelen en prioriteiten stellen met het team",
          "Feedback- en functioneringsgesprekken",
          "Delegeren en uw mensen coachen",
          "Omgaan met conflicten in het team",
        ],
        action: { label: "Schrijf u nu in" },
      },
      {
        title: "Persoonlijk leiderschap",
        meta: ["2 maanden"],
        description:
          "Voor professionals die hun eerste leidinggevende functie krijgen of leidinggeven zonder formeel gezag.",
        features: [
          "Persoonlijke waarden en leiderschapsstijl",
          "Omgaan met tijd, energie en prioriteiten",
          "Invloed uitoefenen zonder formeel gezag",
          "Zelfverzekerd communiceren",
        ],
        action: { label: "Schrijf u nu in" },
      },
    ],
  },
  method: {
    intro: {
      eyebrow: "Zo verlopen de programma's",
      title: "Leren in uw dagelijkse werk",
      lead: "Elk programma doorloopt dezelfde vier fasen, afgestemd op de lengte van het programma.",
    },
    steps: [
      {
        title: "Nulmeting",
        detail: "Startpunt",
        description:
          "Een leiderschapsprofiel en feedback van collega's laten zien waar uw sterke punten liggen en waaraan u kunt werken.",
      },
      {
        title: "Ontwikkelplan",
        detail: "Persoonlijke doelen",
        description:
          "U spreekt met uw coach drie doelen af, en hoe de mensen die u leidt de vooruitgang zullen merken.",
      },
      {
        title: "Coaching en oefening",
        detail: "Sessies en opdrachten",
        description:
          "Individuele coaching, groepsworkshops en een echte uitdaging uit uw functie, waaraan u tussen de sessies werkt.",
      },
      {
        title: "Evaluatie",
        detail: "Eindfeedback",
        description:
          "Nieuwe feedback van collega's maakt de verandering meetbaar en vormt de basis voor uw plan voor het komende jaar.",
      },
    ],
  },
  outcomes: {
    intro: {
      eyebrow: "Resultaten",
      title: "Wat deelnemers meenemen naar hun werk",
      lead: "Zes veranderingen waar we in elk programma naartoe werken, gemeten ten opzichte van de feedback bij de start.",
    },
    items: [
      "Heldere besluiten, sneller genomen en goed uitgelegd",
      "Teams die hun doelen en hun prioriteiten kennen",
      "Regelmatige, eerlijke feedbackgesprekken",
      "Meer werk gedelegeerd, zodat de leidinggevende tijd heeft voor wat niemand anders kan doen",
      "Meer invloed bij collega's, het senior management en stakeholders",
      "Een persoonlijk ontwikkelplan voor het jaar na het programma",
    ],
  },
  closing: {
    title: "Welke leider wilt u worden?",
    lead: `Vertel ons over uw functie en de leidinggevenden die u wilt ontwikkelen. We reageren binnen ${formatDuration(replyTime, "nl")} met advies over het juiste programma.`,
    actions: [{ label: "Schrijf u nu in" }, { label: "Neem contact op" }],
  },
});
