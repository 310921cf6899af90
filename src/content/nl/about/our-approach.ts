/** /nl/over-ons/onze-aanpak */
import { page as english } from "../../about/our-approach";
import { inDutch } from "../../translation";
import { brand, projectStart, replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("about/our-approach page", english, {
  meta: {
    title: "Onze aanpak",
    description:
      "Hoe wij werken: vier principes en de 4D-methode (Ontdekken, Ontwerpen, Ontwikkelen, Opleveren), met één partner die van begin tot eind verantwoordelijk is.",
  },
  hero: {
    eyebrow: "Onze aanpak",
    title: "Eerst de feiten, uw team aan tafel, resultaten die u kunt meten",
    lead: `Elke opdracht van ${brand.name}, van een sprint van twee weken tot een transformatie van een jaar, volgt dezelfde vier principes en doorloopt dezelfde vier fasen, hoe de dienst zijn eigen stappen ook noemt. U weet altijd wat er hierna gebeurt, en waarom.`,
    actions: [{ label: "Bespreek uw project" }, { label: "Lees de succesverhalen" }],
  },
  principles: {
    intro: {
      eyebrow: "Principes",
      title: "Vier regels waar we niet van afwijken",
      lead: "Ze gelden voor elke dienst die u afneemt en elk kantoor waarmee u werkt.",
    },
    items: [
      {
        title: "Feiten vóór meningen",
        description:
          "We spreken klanten, lezen de cijfers en toetsen de aannames voordat we iets aanbevelen, en we laten u bij elke aanbeveling de onderbouwing zien.",
      },
      {
        title: "Uw team aan tafel",
        description:
          "Plannen maken we met de mensen die ze gaan uitvoeren. Zo worden ze vanaf de eerste workshop begrepen, kritisch getoetst en gedragen.",
      },
      {
        title: "Klein testen, dan opschalen",
        description:
          "Een nieuwe prijs, een nieuw kanaal of een nieuwe structuur proberen we eerst uit met één team of in één markt. Wat werkt, rollen we uit; wat niet werkt, kost weinig.",
      },
      {
        title: "Resultaten die u kunt meten",
        description:
          "In de eerste week spreken we drie tot vijf indicatoren af, die we elke maand met u doorlopen. Zo is voortgang een getal, geen indruk.",
      },
    ],
  },
  methodology: {
    intro: {
      eyebrow: "De 4D-methode",
      title: "Ontdekken, ontwerpen, ontwikkelen, opleveren",
      lead: "Vier fasen, elk met een duidelijk resultaat; de vier D's komen van de Engelse namen Discover, Design, Develop en Deliver. Elke dienst geeft de stappen van zijn eigen werk een eigen naam, en elke stap valt in een van deze fasen: bij Advies & strategie heten ze Analyseren, Ontwerpen, Plannen en Uitvoeren, bij Marketing & sales Scan, Strategie, Lancering en Optimalisatie. Korte opdrachten doorlopen de fasen in een paar weken; bij een transformatie herhalen we de cyclus elk kwartaal.",
    },
    steps: [
      {
        title: "Ontdekken",
        detail: "Waar u staat",
        description:
          "Interviews, data en een marktverkenning laten zien waar het bedrijf werkelijk staat en wat het tegenhoudt.",
      },
      {
        title: "Ontwerpen",
        detail: "Eén gekozen richting",
        description:
          "We werken de opties uit met uw managementteam, tot er één richting is gekozen, doorgerekend en gedragen.",
      },
      {
        title: "Ontwikkelen",
        detail: "Getest op kleine schaal",
        description:
          "We bouwen wat het plan nodig heeft: processen, teams, proposities en tools, getest op kleine schaal vóór de uitrol.",
      },
      {
        title: "Opleveren",
        detail: "Uitgerold en overgedragen",
        description:
          "De uitrol, met elke maand een evaluatie aan de hand van de afgesproken indicatoren, en een overdracht waarmee uw team zonder ons verder kan.",
      },
    ],
  },
  commitments: {
    intro: {
      eyebrow: "Waar u op kunt rekenen",
      title: "Dezelfde afspraken bij elke opdracht",
      lead: "Ze staan in elk voorstel, zodat u ons eraan kunt houden.",
    },
    items: [
      "Eén partner verantwoordelijk, van het eerste gesprek tot de eindevaluatie",
      "Een schriftelijk doel en indicatoren, afgesproken in de eerste week",
      "Om de twee weken een voortgangsrapport, in heldere taal",
      "Het honorarium, of de tarieven van de mensen die u inhuurt, schriftelijk vastgelegd voordat het werk begint",
      projectStart,
      "Een overdracht van documenten en routines die uw team blijft gebruiken",
    ],
  },
  closing: {
    title: "Onze aanpak, toegepast op uw vraag",
    lead: `Vertel ons wat u wilt veranderen. Een partner reageert binnen ${formatDuration(replyTime, "nl")} met een eerste beeld van hoe de fase Ontdekken er voor u uit zou zien.`,
    actions: [{ label: "Neem contact op" }, { label: "Bekijk onze diensten" }],
  },
});
