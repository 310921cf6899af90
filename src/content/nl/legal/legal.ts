/** /nl/juridisch: the legal information (`../../legal/legal`), in Dutch. */
import { page as english } from "../../legal/legal";
import { dutchRoutes } from "../../routes";
import { inDutch } from "../../translation";
import { brand, headquarters, offices } from "../site";
import { contactBlock, mailLink, policyDate } from "./shared";

export const page = inDutch("legal/legal page", english, {
  meta: {
    title: "Juridische informatie",
    description: `Op welke voorwaarden ${brand.name} werkt: aansprakelijkheid, intellectueel eigendom, arbitrage, Nederlands recht, de Amsterdamse rechter en bedrijfsgegevens.`,
  },
  hero: {
    eyebrow: "Juridisch",
    title: "Juridische informatie",
    lead: "Wie we als onderneming zijn, op welke voorwaarden we onze diensten leveren, wat van wie is, en welk recht en welke rechter beslissen als we het ooit oneens worden.",
  },
  document: {
    dateLine: `Laatst bijgewerkt op ${policyDate}`,
    sections: [
      {
        title: "Voorwaarden voor onze dienstverlening",
        blocks: [
          `Deze voorwaarden gelden voor elke opdracht tussen ${brand.legalName} en haar klanten, tenzij een ondertekende overeenkomst iets anders bepaalt. Voor uw gebruik van deze website gelden onze [gebruiksvoorwaarden](${dutchRoutes.terms}); wat we met persoonsgegevens doen, staat in onze [privacyverklaring](${dutchRoutes.privacy}).`,
          "Een opdracht begint wanneer beide partijen een voorstel of opdrachtbevestiging ondertekenen waarin de reikwijdte, het team, de honoraria en de planning zijn vastgelegd. Wijken dat document en deze pagina van elkaar af, dan gaat het ondertekende document voor.",
          "We voeren ons werk uit met de kennis en zorgvuldigheid van een ervaren, professioneel adviesbureau, met de mensen die in het voorstel worden genoemd of met vervangers van gelijk niveau met wie u heeft ingestemd.",
          "Beide partijen houden vertrouwelijk wat zij over de onderneming van de ander te weten komen, tijdens de opdracht en daarna, tenzij de informatie openbaar is of de wet verplicht haar bekend te maken.",
        ],
      },
      {
        title: "Grenzen van onze dienstverlening",
        blocks: [
          {
            list: [
              "Wat op deze website staat, is algemene informatie over onze diensten. Het is geen advies voor uw situatie, en het bindt ons pas als we het bevestigen in een ondertekend voorstel.",
              "De prijzen op deze website gelden voor onze standaardpakketten. Voor u geldt het honorarium uit uw ondertekende voorstel.",
              "Wij adviseren, u beslist. Besluiten die u op basis van ons advies neemt, en de gevolgen daarvan, blijven de uwe. Onze praktijkcases beschrijven eerdere opdrachten en zijn geen belofte van hetzelfde resultaat.",
              "We geven geen juridisch, fiscaal of beleggingsadvies en controleren geen jaarrekeningen. Heeft een project dat nodig, dan zeggen we dat en werken we samen met de adviseurs die u inschakelt.",
              "Onze coaching-, wellness- en retreatprogramma's ondersteunen persoonlijke ontwikkeling. Ze zijn geen medische of psychologische behandeling.",
              "Stellen we kandidaten voor, dan liggen het besluit om iemand aan te nemen en de arbeidsovereenkomst bij u en de kandidaat.",
            ],
          },
        ],
      },
      {
        title: "Intellectueel eigendom",
        blocks: [
          `De teksten, afbeeldingen, het logo en het ontwerp van deze website zijn eigendom van ${brand.legalName} of worden met toestemming gebruikt, en de naam en het logo ${brand.name} zijn van ons. U mag onze pagina's lezen, afdrukken en delen voor uw eigen informatie of voor intern gebruik binnen uw organisatie, met vermelding van de bron. Voor elk ander gebruik heeft u onze schriftelijke toestemming nodig.`,
          "Wat we tijdens een opdracht voor u maken, zoals rapporten, plannen en modellen, mag u in uw onderneming gebruiken zodra ons honorarium daarvoor is betaald. De methoden, raamwerken, tools en knowhow die we in het werk inbrengen, blijven van ons en mogen we opnieuw gebruiken, maar uw vertrouwelijke informatie nooit.",
          `Denkt u dat iets op deze website inbreuk maakt op uw rechten, schrijf dan naar ${mailLink}; we zoeken het direct uit.`,
        ],
      },
      {
        title: "Aansprakelijkheid en geschillen",
        blocks: [
          "Onze totale aansprakelijkheid voor alle vorderingen die voortvloeien uit een opdracht, op grond van overeenkomst, onrechtmatige daad of anderszins, is beperkt tot de honoraria die u ons voor die opdracht heeft betaald in de 12 maanden voordat de vordering ontstond.",
          "We zijn niet aansprakelijk voor indirecte schade of gevolgschade, zoals gederfde winst, gemiste omzet, gemiste kansen of verlies van goodwill. Deze beperkingen gelden niet waar de wet geen beperking van aansprakelijkheid toestaat, zoals bij fraude, opzet of bewuste roekeloosheid, of bij overlijden of letsel door nalatigheid.",
          "Deze website bieden we kosteloos aan, zoals hij is. We doen ons best om de inhoud juist te houden, maar zijn niet aansprakelijk voor schade doordat u alleen op de website bent afgegaan, of doordat de website niet beschikbaar was.",
          "Ontstaat er een geschil, dan proberen we het eerst in overleg op te lossen: de partner die verantwoordelijk is voor uw opdracht gaat in gesprek met een senior vertegenwoordiger van uw kant. Een geschil dat niet binnen 60 dagen na een schriftelijk verzoek om overleg is opgelost, wordt definitief beslecht door arbitrage, met Amsterdam als plaats van arbitrage, door één arbiter, in het Engels. De uitspraak bindt beide partijen.",
        ],
      },
      {
        title: "Toepasselijk recht",
        blocks: [
          `Op deze voorwaarden, op het gebruik van deze website en op elke opdracht die geen ander recht aanwijst, is Nederlands recht van toepassing; ${brand.legalName} is in Nederland gevestigd.`,
          "De rechtbank Amsterdam is exclusief bevoegd voor elke zaak die niet aan arbitrage is onderworpen, en voor de erkenning en tenuitvoerlegging van arbitrale uitspraken en voor spoedeisende voorlopige voorzieningen.",
          "Opdrachten voor klanten in de Verenigde Arabische Emiraten, uitgevoerd door ons kantoor in Dubai, wijzen in het voorstel het recht van de Verenigde Arabische Emiraten aan, zoals dat geldt in het emiraat Dubai. Voor die opdrachten heeft de rechter in Dubai dan de bevoegdheid die hierboven is beschreven, en is Dubai de plaats van arbitrage.",
          "Gebruikt u onze diensten als consument, dan doet niets hierin af aan de bescherming die het dwingende recht van uw woonland u biedt.",
        ],
      },
      {
        title: "Bedrijfsgegevens",
        blocks: [
          {
            terms: [
              {
                term: "Onderneming",
                detail: `${brand.legalName}, een besloten vennootschap naar Nederlands recht, statutair gevestigd in ${headquarters.city}`,
              },
              { term: "Handelsnaam", detail: brand.name },
              { term: "KvK-nummer", detail: brand.chamberOfCommerce },
              { term: "Btw-identificatienummer", detail: brand.vatNumber },
              { term: "Hoofdkantoor", detail: headquarters.address.join(", ") },
              {
                term: "Kantoren",
                detail: `${offices.map((office) => `${office.city}, ${office.country}`).join("; ")}. Adressen en openingstijden staan op [de pagina met onze kantoren](${dutchRoutes.officeLocations}).`,
              },
            ],
          },
        ],
      },
      {
        title: "Contact over juridische zaken",
        blocks: [
          'Voor juridische kennisgevingen, vragen over intellectueel eigendom of een geschil schrijft u ons met "Juridisch" in de onderwerpregel; de verantwoordelijke partner antwoordt u dan. Kennisgevingen in het kader van een opdracht gaan naar het adres dat in de overeenkomst van die opdracht staat.',
          contactBlock,
        ],
      },
    ],
  },
});
