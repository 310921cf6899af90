/**
 * /nl/inzichten/rapporten: the firm's business reports in Dutch. Each card previews the report's summary and key
 * findings; Download serves the same text as a PDF at /nl/inzichten/rapporten/{slug}.pdf.
 */
import { reportCards, reportTexts as english, type ReportsPage } from "../../insights/reports";
import { dutchRoutes, routes } from "../../routes";
import { dutchHref, inDutch } from "../../translation";
import { brand } from "../site";
import type { ClosingCta, PageHero, ReportSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export type { ReportText } from "../../insights/reports";

const [growth, contractors, care, energy] = english;

/** The reports, newest last as written; the page shows them newest first. Slugs and dates are the English ones. */
export const reportTexts = inDutch("insights/reports reportTexts", english, [
  {
    title: "Groeiklaarheid 2025",
    type: "Jaarrapport",
    date: growth.date,
    description:
      "Wat bedrijven die doorgroeien onderscheidt van bedrijven die vastlopen: bevindingen over planning, werving en klantbehoud bij 312 groeiende bedrijven.",
    summary: [
      "Tussen september en november 2024 ondervroegen we de oprichters en algemeen directeuren van 312 klantbedrijven met 20 tot 500 medewerkers, in 18 landen in Europa, Noord-Amerika, Azië-Pacific en de Golfregio, en legden we hun antwoorden naast hun omzet- en personeelscijfers over 2022 tot en met 2024. Van hen noemen we er 87 doorgroeiers: hun omzet groeide zowel in 2023 als in 2024 met minstens 25%, terwijl de brutomarge stabiel bleef. Nog eens 94 bedrijven groeiden in 2024 minder dan 5%; die noemen we achterblijvers. De overige 131 zitten daartussenin.",
      "Het verschil tussen de twee groepen heeft minder met markten te maken dan met gewoonten. Doorgroeiers bespreken minstens eens per kwartaal een kort, schriftelijk plan (71%, tegen 29% van de achterblijvers), vullen senior functies sneller in (mediaan 54 dagen, tegen 97) en houden meer vast van wat ze verkopen: in 2024 behielden ze 92% van de omzet bij bestaande klanten, tegen 78% bij de achterblijvers. Achterblijvers moesten bovendien ongeveer twee keer zo vaak een pas aangestelde senior medewerker binnen een jaar alweer vervangen.",
      "Slechts 78 van de 312 bedrijven, één op de vier, haalden onze lat voor groeiklaarheid op planning, werving en klantbehoud tegelijk, en 51 van die 78 waren doorgroeiers. Het rapport licht die lat toe en sluit af met de checklist van 12 vragen waarmee we elk bedrijf hebben gescoord: een directieteam vult hem in minder dan een uur in, vóór de volgende bestuursvergadering, en leest per onderdeel wat de best scorende bedrijven anders deden.",
    ],
    findings: [
      "Doorgroeiers bespraken ruim twee keer zo vaak als achterblijvers minstens eens per kwartaal een schriftelijk plan van twee pagina's of minder: 71% tegen 29%.",
      "Doorgroeiers vulden een senior functie in een mediane tijd van 54 dagen in, achterblijvers in 97 dagen.",
      "Achterblijvers moesten ongeveer twee keer zo vaak een pas aangestelde senior medewerker binnen 12 maanden vervangen: 37% tegen 18% bij doorgroeiers.",
      "Doorgroeiers behielden 92% van de omzet bij bestaande klanten in 2024, tegen 78% bij achterblijvers.",
      "Slechts 78 van de 312 bedrijven, één op de vier, haalden de lat voor groeiklaarheid op planning, werving en klantbehoud tegelijk.",
    ],
  },
  {
    title: "Freelance-economie 2025",
    type: "Kort rapport",
    date: contractors.date,
    description:
      "Hoe groeiende bedrijven freelancers inzetten, en wat een vage opdrachtomschrijving hen kost: data van 118 bedrijven en 640 opdrachten.",
    summary: [
      "In december 2024 en januari 2025 ondervroegen we 204 hiring managers bij 118 klantbedrijven in Nederland, het Verenigd Koninkrijk, de Verenigde Staten, Singapore en de Verenigde Arabische Emiraten. Hun antwoorden legden we naast de resultaten van 640 freelanceopdrachten die ons talentteam in 2023 en 2024 heeft ingevuld of begeleid, in functies van data engineering en productontwerp tot interim-finance en HR-leiderschap.",
      "Freelancers zijn inmiddels een vast onderdeel van het personeelsbestand. Bij het mediane bedrijf in het onderzoek was 18% van de mensen freelancer, tegen 12% twee jaar eerder, en de mediane opdracht duurde vijf maanden. Toch zei 52% van de hiring managers, 106 van de 204, dat hun bedrijf geen vaste onboarding voor freelancers had, en de mediane doorlooptijd van eerste aanvraag tot startdatum was 11 werkdagen.",
      "Bij de opdrachtomschrijving gaan de meeste opdrachten mis. In 37% van de 640 opdrachten, 237 in totaal, werd de scope binnen de eerste vier weken uitgebreid of herschreven omdat de omschrijving onduidelijk was. Bij opdrachten die begonnen met een schriftelijke omschrijving van de scope, de beslisbevoegdheden en wanneer het werk af is, was de mediane budgetoverschrijding 9%; bij opdrachten zonder zo'n omschrijving 31%. Het rapport bevat het model van één pagina voor een opdrachtomschrijving dat we nu met klanten gebruiken.",
    ],
    findings: [
      "Bij het mediane bedrijf van de 118 was 18% van het personeelsbestand freelancer, tegen 12% twee jaar eerder.",
      "In 37% van de 640 opdrachten werd de scope binnen de eerste vier weken uitgebreid of herschreven door een onduidelijke opdrachtomschrijving.",
      "Bij opdrachten die begonnen met een schriftelijke opdrachtomschrijving was de mediane budgetoverschrijding 9%, bij opdrachten zonder 31%.",
      "Van de 204 hiring managers zei 52% dat hun bedrijf geen vaste onboarding voor freelancers had.",
      "De mediane doorlooptijd van eerste aanvraag tot de startdatum van een freelancer was 11 werkdagen.",
    ],
  },
  {
    title: "Benchmark klantenservice 2024",
    type: "Benchmark",
    date: care.date,
    description:
      "Hoe 146 bedrijven hun klanten te woord staan: reactietijden, oplossing bij het eerste contact en het verband tussen servicekwaliteit en klantbehoud.",
    summary: [
      "Van juni tot en met augustus 2024 beoordeelden we 18.400 klantgesprekken per e-mail, chat en telefoon bij 146 klantbedrijven in 21 landen, van softwarestartups met 15 mensen tot retailers met 400 medewerkers. Zelf namen we 730 keer contact op, vijf keer per bedrijf, in de rol van klant met een alledaagse vraag. Bij elk bedrijf interviewden we de verantwoordelijke voor klantenservice over bezetting, systemen en rapportagelijnen.",
      "De verschillen tussen bedrijven zijn groot. De mediane eerste reactie op een e-mail duurde 9 uur en 40 minuten; het snelste kwart van de bedrijven antwoordde binnen een uur. Ongeveer één op de vijf van onze testcontacten, 153 van de 730, kreeg een antwoord dat onjuist of onvolledig was. En 93 bedrijven, 64% van de steekproef, hadden geen schriftelijke definitie van een urgent verzoek, zodat per ticket werd beslist wat urgent was, door wie het toevallig oppakte.",
      "Servicekwaliteit en klantbehoud hangen nauw samen. Bedrijven in het beste kwart voor oplossing bij het eerste contact, die minstens 81% van de vragen in één keer oplosten, behielden in een periode van twaalf maanden 89% van hun klanten, tegen 78% in het laagste kwart. De 38 bedrijven die elk ticket op oorzaak labelden en de labels maandelijks bespraken, verminderden herhaalde contacten met een mediaan van 23% ten opzichte van de twaalf maanden daarvoor. Het rapport beschrijft de maatstaven, de streefwaarden en een plan van aanpak voor 90 dagen.",
    ],
    findings: [
      "De mediane eerste reactie op een e-mail duurde 9 uur en 40 minuten, terwijl het snelste kwart van de bedrijven binnen een uur antwoordde.",
      "Van onze 730 testcontacten kregen er 153, 21%, een antwoord dat onjuist of onvolledig was.",
      "64% van de bedrijven, 93 van de 146, had geen schriftelijke definitie van een urgent verzoek.",
      "Bedrijven in het beste kwart voor oplossing bij het eerste contact behielden in een periode van twaalf maanden 89% van hun klanten, tegen 78% in het laagste kwart.",
      "De 38 bedrijven die elk ticket op oorzaak labelden en de labels maandelijks bespraken, verminderden herhaalde contacten met een mediaan van 23%.",
    ],
  },
  {
    title: "Leiderschap en energie 2025",
    type: "Enquêterapport",
    date: energy.date,
    description:
      "Hoe 418 oprichters en bestuurders rusten, slapen en herstellen, en welke gewoonten samengaan met betere beslissingen onder druk.",
    summary: [
      "In februari en maart 2025 vroegen we 418 oprichters en topbestuurders bij 163 klantbedrijven in 22 landen hoe ze werken, rusten en herstellen. Zij beschreven hun afgelopen twaalf maanden, beoordeelden hun eigen energie en de kwaliteit van hun beslissingen, en hielden een week lang hun werkuren bij. Het rapport steunt ook op vervolginterviews, 90 dagen na de retreat, met 64 bestuurders die in 2024 een van onze leiderschapsretreats bijwoonden.",
      "Aan de top is rust schaars. 58% van de deelnemers, 242 van de 418, had het afgelopen jaar niet meer dan vijf aaneengesloten vrije dagen genomen, en 41% las op elke dag van de laatste vakantie werkberichten. 27% sliep op een gewone doordeweekse avond minder dan zes uur. De mediane geregistreerde werktijd was 56 uur per week: 61 uur bij oprichters, 53 bij bestuurders in loondienst.",
      "Gewoonten tellen zwaarder dan uren. Leiders die elke week minstens één dagdeel zonder vergaderingen vrijhielden, beoordeelden de kwaliteit van hun beslissingen 1,4 punten hoger op een tienpuntsschaal dan leiders die dat niet deden, ook bij vergelijkbare werkuren. Van de 64 retreatdeelnemers hielden er 47 (73%) na 90 dagen nog minstens één nieuwe gewoonte vast. Het rapport sluit af met vier werkwijzen en een eenvoudig energielogboek dat een directieteam de week daarna al kan gebruiken.",
    ],
    findings: [
      "58% van de 418 leiders had de afgelopen twaalf maanden niet meer dan vijf aaneengesloten vrije dagen genomen.",
      "41% las op elke dag van de laatste vakantie werkberichten.",
      "27% sliep op een gewone doordeweekse avond minder dan zes uur.",
      "Leiders die elke week een dagdeel zonder vergaderingen vrijhielden, gaven hun beslissingen 1,4 punten meer op een tienpuntsschaal.",
      "47 van de 64 retreatdeelnemers, 73%, hielden 90 dagen na hun retreat nog minstens één nieuwe gewoonte vast.",
    ],
  },
]);

export const page: ReportsPage = {
  meta: {
    path: dutchRoutes.reports,
    title: "Rapporten",
    description: `De rapporten van ${brand.name} over groeiklaarheid, freelancers, klantenservice en de energie van leiders: lees de samenvatting of download de pdf.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Rapporten",
    title: "Rapporten uit ons onderzoek",
    lead: "Wat we leren uit enquêtes onder onze klanten en de bedrijven om hen heen, uitgeschreven met de cijfers en wat u ermee kunt doen.",
  } satisfies PageHero,
  reports: {
    intro: {
      eyebrow: "Nieuwste rapporten",
      title: "Vier rapporten, gratis te lezen",
      lead: "Bekijk hier de samenvatting en de belangrijkste bevindingen van een rapport, of download de managementsamenvatting als pdf.",
    },
    reports: reportCards(reportTexts, "nl", {
      label: "Downloaden",
      note: "Managementsamenvatting, pdf",
    }),
  } satisfies ReportSection,
  closing: {
    title: "Wilt u de cijfers voor uw eigen sector zien?",
    lead: "Ons onderzoeksteam splitst elk rapport uit voor uw markt, of voert een studie voor u uit.",
    actions: [
      { label: "Onderzoek aanvragen", href: dutchHref(routes.research) },
      { label: "Neem contact op", href: dutchHref(routes.contact), variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
