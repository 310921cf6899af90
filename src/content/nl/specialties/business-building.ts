/** /nl/specialismen/bedrijfsopbouw */
import { page as english } from "../../specialties/business-building";
import { inDutch } from "../../translation";
import { projectStart, replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("specialties/business-building page", english, {
  meta: {
    title: "Bedrijfsopbouw",
    description:
      "Wij helpen oprichters van idee naar een werkend bedrijf en brengen groeiende bedrijven naar hun volgende fase, van businessmodel tot eerste medewerkers.",
  },
  hero: {
    eyebrow: "Bedrijfsopbouw",
    title: "Bouw het bedrijf achter het idee",
    lead: "We werken naast oprichters en ondernemers aan het model, het team en de vaste routines die een bedrijf nodig heeft om te starten, te groeien of van koers te veranderen.",
    actions: [{ label: "Plan een gratis adviesgesprek" }, { label: "Praat met een adviseur" }],
  },
  capabilities: {
    intro: {
      eyebrow: "Wat we bouwen",
      title: "De onderdelen van een bedrijf die moeten samenwerken",
      lead: "De meeste bedrijven lopen vast omdat een van deze onderdelen ontbreekt. Wij brengen ze op orde in de volgorde die uw fase vraagt.",
    },
    items: [
      {
        title: "Businessmodel",
        description:
          "Wie uw klanten zijn, wat u verkoopt, welke prijs u vraagt en hoe de cijfers sluiten, getoetst bij echte klanten.",
      },
      {
        title: "Go-to-market",
        description:
          "De eerste kanalen, het salesproces en het aanbod waarmee u uw eerste klanten wint, en de honderd daarna.",
      },
      {
        title: "Team en structuur",
        description:
          "Welke functies u eerst invult, wie wat beslist, en een structuur die nog werkt als het team verdubbelt.",
      },
      {
        title: "Bedrijfsvoering en financiën",
        description:
          "Budgetten, liquiditeitsplanning, kernprocessen en een maandelijkse evaluatie waarmee u grip houdt op het bedrijf terwijl het groeit.",
      },
    ],
  },
  process: {
    intro: {
      eyebrow: "Werkwijze",
      title: "In vijf stappen van idee naar een bedrijf dat draait",
      lead: "Elke stap eindigt met een besluit dat u neemt met alle informatie op tafel, zodat u nooit investeert voordat het bewijs er is.",
    },
    steps: [
      {
        title: "Verkennen",
        detail: "Gesprekken met de oprichters",
        description:
          "We leren uw doelen, uw markt en uw middelen kennen en spreken samen af hoe succes eruitziet.",
      },
      {
        title: "Valideren",
        detail: "Bewijs bij klanten",
        description:
          "We toetsen de vraag, de prijs en het aanbod bij doelklanten voordat er geld in de bouw gaat.",
      },
      {
        title: "Ontwerpen",
        detail: "Ondernemingsplan",
        description:
          "Businessmodel, financieel plan, structuur en go-to-market, samengebracht in één plan dat van u is.",
      },
      {
        title: "Lanceren",
        detail: "Eerste klanten",
        description:
          "We richten sales, bedrijfsvoering en rapportage in en begeleiden de lancering samen met uw team.",
      },
      {
        title: "Opschalen",
        detail: "Groeiroadmap",
        description:
          "We bespreken elke maand de resultaten, nemen weg wat de groei remt en plannen welke mensen en markten er als volgende bij komen.",
      },
    ],
  },
  packages: {
    intro: {
      eyebrow: "Pakketten",
      title: "Drie manieren om met ons te bouwen",
      lead: "Elk pakket stemmen we af op uw fase en uw doelen, en het honorarium leggen we schriftelijk vast voordat het werk begint.",
    },
    plans: [
      {
        name: "Startfundament",
        price: { words: "Offerte op maat" },
        period: "afgestemd in een gratis adviesgesprek",
        description: "Voor oprichters die van een idee een bedrijf maken dat zijn eerste klanten kan winnen.",
        features: [
          "Businessmodel en waardepropositie",
          "Validatiegesprekken met klanten",
          "Financieel plan voor de eerste 24 maanden",
          "Lanceringsplan met de eerste saleskanalen",
        ],
        action: { label: "Leg uw fundament" },
      },
      {
        name: "Groeistrategie",
        price: { words: "Offerte op maat" },
        period: "afgestemd in een gratis adviesgesprek",
        description:
          "Voor jonge bedrijven met betalende klanten die een plan nodig hebben om sneller te groeien.",
        features: [
          "Groeidiagnose van sales, product en bedrijfsvoering",
          "Doelmarkten en kanalen, op omvang geschat en gerangschikt",
          "Wervingsplan voor de volgende fase",
          "Kwartaaldoelen met eigenaren en meetpunten",
        ],
        action: { label: "Plan uw groei" },
      },
      {
        name: "Bedrijfstransformatie",
        price: { words: "Offerte op maat" },
        period: "afgestemd in een gratis adviesgesprek",
        description: "Voor gevestigde bedrijven die hun model, hun structuur of hun markten veranderen.",
        features: [
          "Doorlichting van het huidige businessmodel",
          "Nieuwe bedrijfsinrichting en structuur",
          "Transformatieroadmap met mijlpalen",
          "Programmamanagement tijdens de hele verandering",
        ],
        action: { label: "Plan uw transformatie" },
      },
    ],
    note: projectStart,
  },
  closing: {
    title: "Wat gaat u bouwen?",
    lead: `Vertel ons waar uw bedrijf nu staat en waar u naartoe wilt. We reageren binnen ${formatDuration(replyTime, "nl")} om een gratis adviesgesprek in te plannen.`,
    actions: [{ label: "Neem contact op" }, { label: "Plan een gratis adviesgesprek" }],
  },
});
