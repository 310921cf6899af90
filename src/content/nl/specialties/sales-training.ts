/** /nl/specialismen/salestraining */
import { page as english } from "../../specialties/sales-training";
import { inDutch } from "../../translation";
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("specialties/sales-training page", english, {
  meta: {
    title: "Salestraining",
    description:
      "Praktische salescursussen voor teams: Salesbasis, Sales voor gevorderden en Digitaal verkopen, in twee of drie dagen.",
  },
  hero: {
    eyebrow: "Salestraining",
    title: "Salestraining die uw team maandagochtend al toepast",
    lead: "Korte, praktische cursussen op basis van uw eigen deals en klanten, gegeven door trainers die zelf een salestarget hebben gehad.",
    actions: [{ label: "Training boeken" }, { label: "Offerte aanvragen" }],
  },
  offer: {
    intro: {
      eyebrow: "Cursussen",
      title: "Drie cursussen, van het eerste gesprek tot complexe deals",
      lead: "Elke cursus geven we voor uw eigen team, op locatie of online, met oefeningen uit uw markt.",
    },
    items: [
      {
        title: "Salesbasis",
        meta: ["2 dagen"],
        description:
          "De basis van een professioneel verkoopgesprek, voor nieuwe verkopers en voor iedereen die in zijn functie ook verkoopt.",
        features: [
          "Prospectie en voorbereiding van het eerste gesprek",
          "Behoeftevragen en actief luisteren",
          "Waarde presenteren in plaats van productkenmerken",
          "Bezwaren behandelen en om de volgende stap vragen",
        ],
        action: { label: "Meer informatie" },
      },
      {
        title: "Sales voor gevorderden",
        meta: ["3 dagen"],
        description:
          "Grotere deals met een langere looptijd en meerdere beslissers winnen, voor ervaren accountmanagers en salesmanagers.",
        features: [
          "Accountplanning en stakeholders in kaart brengen",
          "Complexe deals kwalificeren en forecasten",
          "Onderhandelen en uw marge beschermen",
          "Samen met de koper een businesscase opbouwen",
        ],
        action: { label: "Meer informatie" },
      },
      {
        title: "Digitaal verkopen",
        meta: ["2 dagen"],
        description:
          "Goed verkopen als kopers online hun huiswerk doen en u via video spreken, voor teams die op afstand of over de grens verkopen.",
        features: [
          "Social selling en prospectie via LinkedIn",
          "Effectieve verkoopgesprekken via video",
          "Reeksen e-mails en berichten die antwoord krijgen",
          "CRM-gegevens gebruiken om prioriteiten in de pipeline te stellen",
        ],
        action: { label: "Meer informatie" },
      },
    ],
  },
  method: {
    intro: {
      eyebrow: "Zo werkt de training",
      title: "Van uw pipeline naar de trainingsruimte en terug",
      lead: "We bereiden de training voor met uw managers en zorgen na de cursus voor opvolging, zodat nieuwe gewoonten blijven hangen na de laatste sessie.",
    },
    steps: [
      {
        title: "Analyseren",
        detail: "Vóór de cursus",
        description:
          "We spreken met salesmanagers en bekijken echte deals om te zien waar uw team wint en verliest.",
      },
      {
        title: "Op maat maken",
        detail: "Cursusplan",
        description:
          "We passen casussen, rollenspellen en voorbeelden aan op uw producten, uw klanten en uw salesproces.",
      },
      {
        title: "Trainen",
        detail: "2 of 3 dagen",
        description:
          "Korte inleidingen en dan oefenen: rollenspellen, werken aan echte accounts en feedback van de trainer.",
      },
      {
        title: "Verankeren",
        detail: "Na de cursus",
        description:
          "Managers krijgen coachingsgidsen en een vervolgsessie, zodat de nieuwe vaardigheden dagelijks gebruikt blijven worden.",
      },
    ],
  },
  outcomes: {
    intro: {
      eyebrow: "Wat uw team meeneemt",
      title: "Elke deelnemer gaat naar huis met",
    },
    items: [
      "Een salesplaybook, afgestemd op uw producten en klanten",
      "Vraagkaarten en scripts voor bezwaarbehandeling, direct bruikbaar in gesprekken",
      "Een account- of pipelineplan, uitgewerkt tijdens de cursus",
      "Feedback van een ervaren trainer op de eigen rollenspellen",
      "Coachingsgidsen voor de eigen manager, om het oefenen voort te zetten",
      "Een persoonlijk actieplan voor de eigen accounts",
    ],
  },
  closing: {
    title: "Bereid uw team voor op het volgende kwartaal",
    lead: `Vertel ons over uw team en uw targets. We reageren binnen ${formatDuration(replyTime, "nl")} met een cursusplan en een offerte.`,
    actions: [{ label: "Training boeken" }, { label: "Offerte aanvragen" }],
  },
});
