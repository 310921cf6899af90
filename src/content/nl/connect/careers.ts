/** /nl/samenwerken/werken-bij-{brand}: the careers page. */
import { page as english, jobLocation } from "../../connect/careers";
import { peopleOf, personNamed } from "../../about/firm";
import { founder, partners } from "../about/firm";
import { dutchRoutes } from "../../routes";
import { inDutch, type Texts } from "../../translation";
import { brand, contact, offices } from "../site";
import { formatCount, mailHref } from "@/content/format";
import type { Action, Job } from "@/types/sections";

/**
 * A role's words in Dutch, and its place as a Dutch card says it: the Dutch office's city and country, or remote
 * work within a region (the region in Dutch, where the role has one). Its date and terms are the English role's.
 */
function role(
  index: number,
  words: Omit<Texts<Job>, "posted" | "location" | "apply" | "place" | "manager"> & { region?: string },
): Texts<Job> {
  const job = english.jobs.jobs[index];
  if (!job) throw new Error(`connect/careers: the English page has no role ${index}`);
  const { region, ...texts } = words;
  if ("region" in job.place && !region)
    throw new Error(`connect/careers: no Dutch region for the role ${index}`);
  const place = "region" in job.place ? { region: region! } : job.place;
  return {
    ...texts,
    posted: job.posted,
    place,
    location: jobLocation(place, offices, (name) => `Op afstand (${name})`),
    manager: personNamed(people, job.manager.name, "nl/connect/careers"),
    apply: { label: "Solliciteer nu" },
  };
}

/** The founder and partners a role can work for, in Dutch. */
const people = peopleOf({ founder, partners }, offices, dutchRoutes.leadership);

const dutch = inDutch("connect/careers page", english, {
  meta: {
    title: `Werken bij ${brand.name}`,
    description: `Vacatures bij ${brand.name}: consultants, marketeers, AI-architecten en retreatmanagers in ${formatCount(offices.length, "nl")} kantoren. Lees wat we bieden en hoe we werven.`,
  },
  hero: {
    eyebrow: "Werken bij ons",
    title: `Bouw mee aan ${brand.name}`,
    lead: `We zoeken mensen die houden van lastige vraagstukken en van de klanten die ermee komen. Kom bij ons in dienst of werk voor ons als zelfstandige, vanuit een van onze ${formatCount(offices.length, "nl")} kantoren of vanuit huis.`,
    actions: [{ label: "Bekijk de vacatures" }, { label: "Zo werven we" }],
  },
  benefits: {
    intro: {
      eyebrow: "Waarom bij ons",
      title: "Hoe het is om hier te werken",
      lead: "Kleine teams, klanten op directieniveau en de tijd om het werk goed te doen.",
    },
    items: [
      {
        title: "Werk dat bedrijven verder brengt",
        description:
          "U werkt rechtstreeks met oprichters en directies, aan beslissingen die bepalen wat een bedrijf hierna doet, en u ziet de resultaten.",
      },
      {
        title: "Ruimte om te groeien",
        description:
          "Een persoonlijk opleidingsbudget, een mentor van buiten uw team en een partner die elk kwartaal uw ontwikkeling met u bespreekt.",
      },
      {
        title: "Flexibel werken",
        description:
          "Hybride werken vanuit elk van onze kantoren of thuis, kernuren die rekening houden met tijdzones, en geen vergaderingen op vrijdagmiddag.",
      },
      {
        title: "Een wereldwijd netwerk",
        description: `Klanten in meer dan 25 landen en ${formatCount(offices.length, "nl")} kantoren: werk een seizoen vanuit een ander kantoor, of ga mee op een retreat in het buitenland.`,
      },
    ],
  },
  jobs: {
    intro: {
      eyebrow: "Vacatures",
      title: "Openstaande functies",
      lead: "Elke sollicitatie wordt gelezen door degene voor wie u zou gaan werken. We beantwoorden ze allemaal, meestal binnen tien werkdagen.",
    },
    jobs: [
      role(0, {
        title: "Senior strategieconsultant",
        department: "Advies & strategie",
        description:
          "U leidt strategietrajecten voor oprichters en directieteams, van de eerste diagnose tot het plan dat zij aan hun raad van commissarissen voorleggen. U stuurt een team van twee tot vier mensen aan en bent dagelijks het aanspreekpunt van de klant.",
        requirements: [
          "Minstens zes jaar ervaring in strategieconsultancy of in een strategische functie in het bedrijfsleven",
          "Ervaring met het leiden van workshops met bestuurders",
          "Helder schrijven met gevoel voor cijfers: u brengt een analyse van 40 pagina's terug tot één pagina",
          "Vloeiend Engels; Nederlands of een andere Europese taal is een pre",
        ],
      }),
      role(1, {
        title: "Teamlead growthmarketing",
        department: "Marketing & sales",
        description:
          "U ontwerpt en leidt go-to-marketprogramma's voor onze klanten: positionering, kanalen, prijstests en het salesplaybook dat daarop volgt. Half advies, half uitvoering.",
        requirements: [
          "Minstens vijf jaar ervaring in B2B- of B2C-growthmarketing",
          "Campagnes die u kunt laten zien, met de cijfers erachter",
          "Vertrouwd met analytics, experimenten en tools voor marketingautomatisering",
          "Het oordeelsvermogen om een klant te zeggen wanneer een kanaal de moeite niet waard is",
        ],
      }),
      role(2, {
        region: "Europa",
        title: "AI-architect",
        department: "AI-oplossingen",
        description:
          "U zet een AI-strategie om in werkende systemen: u kiest modellen, ontwerpt datastromen en begeleidt de engineers van de klant tot en met de eerste productierelease. Een contract van zes maanden, met ruimte voor verlenging.",
        requirements: [
          "Productie-ervaring met machine learning of met systemen op basis van taalmodellen",
          "Stevige kennis van Python en cloudengineering (AWS, Azure of GCP)",
          "U kunt afwegingen helder uitleggen aan niet-technische bestuurders",
          "Minstens vier dagen per week beschikbaar",
        ],
      }),
      role(3, {
        title: "Programmamanager retreats",
        department: "Retreats & leefstijl",
        description:
          "U plant en begeleidt leiderschaps- en wellnessretreats voor groepen van 20 tot 50 mensen: locaties, begeleiders, programma en de zorg die een week weg de moeite waard maakt. Een contract voor twaalf maanden.",
        requirements: [
          "Minstens drie jaar ervaring in evenementen, hospitality of retreatmanagement",
          "Ervaring met het beheren van budgetten en leveranciers in meerdere landen",
          "Kalm onder druk en op uw gemak bij gasten op directieniveau",
          "Bereid om ongeveer één op de vier weken te reizen",
        ],
      }),
    ],
  },
  process: {
    intro: {
      eyebrow: "Zo werven we",
      title: "De sollicitatieprocedure",
      lead: "Vijf stappen en zo'n vier weken van eerste mail tot aanbod. U weet altijd wat de volgende stap is.",
    },
    steps: [
      {
        title: "Solliciteren",
        description:
          "Stuur uw cv en een paar regels over waarom de functie u aanspreekt. Een motivatiebrief volgens een vast model is niet nodig.",
      },
      {
        title: "Eerste gesprek",
        description: "Dertig minuten met uw toekomstige leidinggevende over uw ervaring en over wat u zoekt.",
      },
      {
        title: "Casusbespreking",
        description:
          "We sturen u een paar dagen vooraf een korte casus uit de praktijk en bespreken die samen. Er zitten geen strikvragen in.",
      },
      {
        title: "Kennismaken met het team",
        description:
          "U ontmoet de mensen met wie u gaat werken, stelt ze al uw vragen en ziet hoe wij werken.",
      },
      {
        title: "Aanbod",
        description:
          "Binnen een week na het laatste gesprek een schriftelijk aanbod, en feedback van ons, wat de uitkomst ook is.",
      },
    ],
  },
  offer: {
    intro: {
      eyebrow: "Wat we bieden",
      title: "Waar u op kunt rekenen",
    },
    items: [
      "Een marktconform salaris en een jaarlijkse winstdeling",
      "Een opleidingsbudget van € 3.000 per jaar, en de tijd om het te gebruiken",
      "28 betaalde vakantiedagen, plus de officiële feestdagen",
      "Hybride werken en een vergoeding voor uw thuiswerkplek",
      "Zestien weken betaald ouderschapsverlof voor elke ouder",
      "Elk jaar een teamretreat met het hele bureau",
    ],
  },
  closing: {
    title: "Geen passende vacature?",
    lead: "We maken altijd graag kennis met uitzonderlijke consultants en specialisten. Stuur een open sollicitatie en vertel ons wat u meebrengt.",
    actions: [{ label: "Stuur een open sollicitatie" }, { label: "Praat met ons salesteam" }],
  },
});

/** A mail link of the page, with its subject in Dutch: the English module writes "Application: ..." and "Open application". */
function inDutchMail<A extends Action>(action: A, subject: string): A {
  return action.href.startsWith("mailto:")
    ? { ...action, href: mailHref(contact.careersEmail, subject) }
    : action;
}

export const page: typeof english = {
  ...dutch,
  jobs: {
    ...dutch.jobs,
    jobs: dutch.jobs.jobs.map((job) => ({
      ...job,
      apply: inDutchMail(job.apply, `Sollicitatie: ${job.title} (${job.location})`),
    })),
  },
  closing: {
    ...dutch.closing,
    actions: dutch.closing.actions.map((action) => inDutchMail(action, "Open sollicitatie")),
  },
};
