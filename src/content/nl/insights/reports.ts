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

const [growth, contractors, care, energy, aiGuide, careGuide] = english;

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
    chart: {
      title: "Doorgroeiers en achterblijvers naast elkaar",
      series: ["Doorgroeiers (87 bedrijven)", "Achterblijvers (94)"],
      rows: [
        {
          label: "Bespreken minstens eens per kwartaal een schriftelijk plan",
          values: [{ display: "71%" }, { display: "29%" }],
        },
        {
          label: "Omzet behouden bij bestaande klanten in 2024",
          values: [{ display: "92%" }, { display: "78%" }],
        },
        {
          label: "Vervingen een senior aanstelling binnen 12 maanden",
          values: [{ display: "18%" }, { display: "37%" }],
        },
        {
          label: "Mediane tijd om een senior functie in te vullen",
          values: [{ display: "54 dagen" }, { display: "97 dagen" }],
        },
      ],
      source: "Enquête onder 312 klantbedrijven, september tot november 2024.",
    },
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
    chart: {
      title: "Met een schriftelijke briefing blijft freelancewerk binnen budget",
      series: ["Mediane budgetoverschrijding"],
      rows: [
        { label: "Opdrachten die begonnen met een schriftelijke briefing", values: [{ display: "9%" }] },
        { label: "Opdrachten zonder briefing", values: [{ display: "31%" }] },
      ],
      source: "640 freelanceopdrachten die onze talentpraktijk in 2023 en 2024 plaatste of begeleidde.",
    },
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
    chart: {
      title: "Wie bij het eerste contact oplost, houdt zijn klanten",
      series: ["Klanten behouden over 12 maanden"],
      rows: [
        {
          label: "Beste kwart bij oplossen in één keer (81% of meer direct opgelost)",
          values: [{ display: "89%" }],
        },
        { label: "Slechtste kwart bij oplossen in één keer", values: [{ display: "78%" }] },
      ],
      source: "18.400 klantgesprekken bij 146 bedrijven, juni tot augustus 2024.",
    },
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
    chart: {
      title: "Hoe 418 leiders rusten",
      series: ["Aandeel van de leiders"],
      rows: [
        {
          label: "Namen het afgelopen jaar hooguit 5 dagen achter elkaar vrij",
          values: [{ display: "58%" }],
        },
        { label: "Lazen op elke dag van hun laatste vakantie werkberichten", values: [{ display: "41%" }] },
        { label: "Sliepen op een gewone doordeweekse avond minder dan 6 uur", values: [{ display: "27%" }] },
      ],
      source: "Enquête onder 418 oprichters en bestuurders bij 163 bedrijven, februari en maart 2025.",
    },
    findings: [
      "58% van de 418 leiders had de afgelopen twaalf maanden niet meer dan vijf aaneengesloten vrije dagen genomen.",
      "41% las op elke dag van de laatste vakantie werkberichten.",
      "27% sliep op een gewone doordeweekse avond minder dan zes uur.",
      "Leiders die elke week een dagdeel zonder vergaderingen vrijhielden, gaven hun beslissingen 1,4 punten meer op een tienpuntsschaal.",
      "47 van de 64 retreatdeelnemers, 73%, hielden 90 dagen na hun retreat nog minstens één nieuwe gewoonte vast.",
    ],
  },
  {
    title: "Gids voor AI-strategie",
    type: "Gids",
    date: aiGuide.date,
    description:
      "Waar AI zich terugverdient in een bedrijf met 20 tot 500 medewerkers: de eerste processen kiezen, in 90 dagen naar een werkende pilot, en wat u meet.",
    summary: [
      "Deze gids is bedoeld voor directieteams van bedrijven met 20 tot 500 medewerkers die moeten bepalen waar AI het geld waard is. Hij steunt op de 41 opdrachten die ons AI-team tussen januari 2023 en november 2024 afrondde, van factuurcontrole en ticketroutering tot verkoopprognoses, en op wat er in de zes maanden na afloop van elke pilot van terechtkwam. Van de 41 pilots waren er 26, 63%, zes maanden later in dagelijks gebruik; de andere 15 werden stopgezet of belandden in de la, meestal om redenen die al zichtbaar waren voordat iemand een tool koos.",
      "Kies de eerste twee of drie processen met vier toetsen. Het volume is hoog: minstens 200 gevallen per maand. Het werk volgt regels die iemand kan opschrijven. De data staan al in uw eigen systemen, met minstens 12 maanden historie. En een medewerker kan een fout onderscheppen voordat die bij een klant of in de boekhouding terechtkomt. Van de 22 pilots op processen die alle vier toetsen doorstonden, kwamen er 19 in dagelijks gebruik, tegen 7 van de 19 die dat niet deden. Beantwoord de vragen over data en governance voordat u een tool kiest: wie is eigenaar van elke gegevensbron, wat mag het bedrijf verlaten, wie keurt een uitkomst van AI goed en waar worden fouten vastgelegd? Bij 17 van de 41 opdrachten duurde het meer dan drie weken voordat er toegang tot de data was, meestal omdat niemand had besloten wie de eigenaar was.",
      "De gids beschrijft een plan van aanpak voor 90 dagen. Dag 1 tot en met 30: kies de processen, beantwoord de governancevragen en leg in een nulmeting vast hoeveel tijd, fouten en kosten een geval nu vraagt. Dag 31 tot en met 60: bouw of configureer een pilot op echte data met een groep van vijf tot tien gebruikers. Dag 61 tot en met 90: laat de pilot naast de huidige werkwijze draaien, vergelijk hem met de nulmeting en besluit of u opschaalt of stopt. Koop wanneer veel bedrijven hetzelfde proces hebben, en bouw alleen wanneer het draait op data waarmee u zich onderscheidt: 29 van de 41 opdrachten eindigden met een gekochte of geconfigureerde tool. Train mensen vóór de livegang, niet erna, en geef elk team in de eerste weken één aanspreekpunt voor vragen. De gids sluit af met de scorekaart waarmee wij processen rangschikken en de volledige lijst met governancevragen.",
    ],
    chart: {
      title: "Pilots die de vier toetsen doorstaan, worden dagelijks gebruikt",
      series: ["Pilots zes maanden later dagelijks in gebruik"],
      rows: [
        { label: "Processen die alle vier selectietoetsen doorstonden", values: [{ display: "19 van 22" }] },
        { label: "Processen die dat niet deden", values: [{ display: "7 van 19" }] },
      ],
      source: "De 41 opdrachten van onze AI-praktijk, januari 2023 tot november 2024.",
    },
    findings: [
      "Van de 22 pilots op processen die alle vier selectietoetsen doorstonden, kwamen er 19 in dagelijks gebruik, tegen 7 van de 19 die dat niet deden.",
      "Pilots die in dagelijks gebruik kwamen, verkortten de behandeltijd per geval met een mediaan van 31% ten opzichte van de nulmeting vooraf.",
      "Bij 17 van de 41 opdrachten duurde het meer dan drie weken voordat er toegang tot de data was.",
      "29 van de 41 opdrachten eindigden met een gekochte of geconfigureerde tool in plaats van maatwerk.",
      "Waar elke gebruiker vóór de livegang een praktijktraining had gehad, gebruikte na 90 dagen nog een mediaan van 78% van hen de tool elke week, tegen 45% waar de training later kwam.",
    ],
  },
  {
    title: "Gids voor klantenservice",
    type: "Gids",
    date: careGuide.date,
    description:
      "Zo richt u uw klantenservice in of besteedt u die uit: openingstijden en kanalen, reactietijden, oplossing bij het eerste contact, bezetting en klantbehoud.",
    summary: [
      "Deze gids is bedoeld voor bedrijven die een klantenservice opzetten of overwegen die aan een partner uit te besteden. Hij bouwt voort op onze Benchmark klantenservice 2024, waarvoor we 18.400 gesprekken bij 146 bedrijven beoordeelden, en op de klantenservices die wij voor klanten verzorgen, waar de klanttevredenheid op 95% staat en urgente verzoeken binnen 2 minuten een reactie krijgen. De gids neemt de beslissingen door in de volgorde waarin de meeste bedrijven ze tegenkomen: openingstijden en kanalen, streeftijden voor reacties, oplossing bij het eerste contact, bezetting, uitbesteding en het effect op klantbehoud.",
      "Begin bij wanneer en hoe uw klanten contact opnemen. Houd vier weken lang elk contact bij voordat u uw openingstijden vastlegt, en open een kanaal pas als u het zo kunt bemensen dat u de streeftijd haalt. Leg schriftelijk vast wat urgent is, wat 64% van de bedrijven in de benchmark niet had gedaan, en kies per kanaal een streeftijd: binnen 2 minuten voor urgente verzoeken, en een eerste antwoord op een e-mail binnen vier werkuren in plaats van de mediaan uit de benchmark van 9 uur en 40 minuten. Meet daarna hoeveel vragen bij het eerste contact worden opgelost. Bedrijven in het beste kwart van de benchmark losten minstens 81% van de vragen in één keer op en behielden in een periode van twaalf maanden 89% van hun klanten, tegen 78% in het laagste kwart.",
      "Een ticketvolume vertaalt zich op twee manieren in bezetting. In de klantenservices die wij verzorgen, kost een ticket een mediaan van 12 minuten, dus 500 tickets per maand zijn 100 uur werk; maar wie één persoon bereikbaar wil houden van 7.00 tot 21.00 uur op 22 werkdagen, heeft 308 uur per maand nodig, bijna twee fulltime medewerkers. Besteed uit wanneer de bezetting meer kost dan uw volume rechtvaardigt, of wanneer de vraag met de seizoenen schommelt: onze abonnementen lopen van Basis voor € 299 per maand (van 9.00 tot 17.00 uur, tot 100 tickets) en Groei voor € 799 (van 7.00 tot 21.00 uur, tot 500 tickets, met een vaste accountmanager) tot een Concern-abonnement op maat met 24/7-bereikbaarheid, een onbeperkt aantal tickets en SLA-garanties. Wilt u zien wat uw klantenservice voor het klantbehoud doet, label dan elk ticket op oorzaak en vergelijk hoeveel klanten 6 maanden later nog actief zijn, uitgesplitst naar de vraag of hun eerste contact het probleem oploste.",
    ],
    chart: {
      title: "Wat 500 tickets per maand vragen",
      series: ["Uren werk per maand"],
      rows: [
        {
          label: "500 tickets beantwoorden, in een mediaan van 12 minuten per ticket",
          values: [{ display: "100 uur" }],
        },
        {
          label: "Eén persoon bereikbaar houden van 7.00 tot 21.00 uur op 22 werkdagen",
          values: [{ display: "308 uur" }],
        },
      ],
      source: "De klantenservice die wij voor klanten verzorgen.",
    },
    findings: [
      "In de klantenservices die wij voor klanten verzorgen, is de klanttevredenheid 95% en krijgen urgente verzoeken binnen 2 minuten een reactie.",
      "Klanten van wie wij de klantenservice verzorgen, zien de klanttevredenheid met 40% stijgen en het klantbehoud binnen 6 maanden met 25% toenemen.",
      "In onze benchmark van 2024 behielden bedrijven in het beste kwart voor oplossing bij het eerste contact, met 81% of meer, in een periode van twaalf maanden 89% van hun klanten, tegen 78% in het laagste kwart.",
      "Van de 146 bedrijven in de benchmark had 64% geen schriftelijke definitie van een urgent verzoek; deze gids vraagt u die vast te leggen voordat u streeftijden kiest.",
      "Bij een mediaan van 12 minuten per ticket zijn 500 tickets per maand 100 uur werk, terwijl wie één persoon bereikbaar wil houden van 7.00 tot 21.00 uur op 22 werkdagen, 308 uur nodig heeft.",
    ],
  },
]);

export const page: ReportsPage = {
  meta: {
    path: dutchRoutes.reports,
    title: "Rapporten",
    description: `De rapporten van ${brand.name} over groeiklaarheid, freelancers, klantenservice en de energie van leiders, en gidsen voor AI-strategie en klantenservice, als pdf.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Rapporten",
    title: "Rapporten uit ons onderzoek",
    lead: "Wat we leren uit enquêtes onder onze klanten en de bedrijven om hen heen, uitgeschreven met de cijfers en wat u ermee kunt doen.",
  } satisfies PageHero,
  reports: {
    intro: {
      eyebrow: "Nieuwste rapporten",
      title: "Rapporten en gidsen, gratis te lezen",
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
