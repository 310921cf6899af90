/** /nl/voorwaarden: the terms of use (`../../legal/terms`), in Dutch. */
import { page as english } from "../../legal/terms";
import { dutchRoutes } from "../../routes";
import { inDutch } from "../../translation";
import { brand, projectStart } from "../site";
import { contactBlock, policyDate } from "./shared";

export const page = inDutch("legal/terms page", english, {
  meta: {
    title: "Gebruiksvoorwaarden",
    description: `Hoe u de website van ${brand.name} mag gebruiken en hoe een opdracht verloopt: beschikbaarheid, betaling en schriftelijke opzegging met een termijn van 30 dagen.`,
  },
  hero: {
    eyebrow: "Juridisch",
    title: "Gebruiksvoorwaarden",
    lead: "De regels voor het gebruik van deze website, en de voorwaarden waarop we een opdracht aannemen, uitvoeren en beëindigen.",
  },
  document: {
    dateLine: `Van kracht per ${policyDate}`,
    sections: [
      {
        title: "Toepasselijkheid",
        blocks: [
          `Deze voorwaarden gelden wanneer u deze website gebruikt en wanneer u ${brand.legalName} ("${brand.name}", "wij", "ons") een opdracht geeft. Door de website te gebruiken, aanvaardt u deze voorwaarden.`,
          `Voor een opdracht gelden daarnaast het voorstel dat u met ons ondertekent en onze [juridische informatie](${dutchRoutes.legal}), over aansprakelijkheid, intellectueel eigendom, toepasselijk recht en de beslechting van geschillen. Wat we met persoonsgegevens doen, leest u in onze [privacyverklaring](${dutchRoutes.privacy}).`,
        ],
      },
      {
        title: "Toegestaan gebruik",
        blocks: [
          "U mag:",
          {
            list: [
              "Onze pagina's en inzichten lezen, afdrukken en delen voor uw eigen informatie of voor intern gebruik binnen uw organisatie.",
              "Via de formulieren, per e-mail of telefonisch contact met ons opnemen over een project, een partnerschap of een vacature.",
              "Naar elke pagina van deze website linken, zolang de link niet de indruk wekt dat wij u aanbevelen.",
              `Korte passages uit onze inzichten citeren, met ${brand.name} als bron en een link naar de pagina.`,
              "U op onze nieuwsbrief abonneren met een e-mailadres dat van u is, en u op elk moment weer afmelden.",
            ],
          },
        ],
      },
      {
        title: "Verboden gebruik",
        blocks: [
          "U mag niet:",
          {
            list: [
              "Berichten sturen die onrechtmatig, kwetsend of misleidend zijn, of waarmee u ons iets wilt aanprijzen of verkopen.",
              "De gegevens van iemand anders in onze formulieren invullen, of een e-mailadres aanmelden dat niet van u is.",
              "Formulieren automatisch versturen, of de website met software kopiëren op een manier die de site belast of de limieten ervan omzeilt.",
              "Proberen zonder toestemming toegang te krijgen tot de website, de beveiliging testen of doorbreken, of de werking van de site verstoren.",
              "Onze teksten en andere inhoud kopiëren, opnieuw publiceren of verkopen, of als uw eigen werk presenteren, zonder onze schriftelijke toestemming.",
            ],
          },
          "Berichten die in strijd zijn met deze regels, kunnen we weigeren of verwijderen, en de afzenders kunnen we blokkeren.",
        ],
      },
      {
        title: "Dienstverlening",
        blocks: [
          {
            terms: [
              {
                term: "Beschikbaarheid",
                detail: `We streven ernaar deze website altijd beschikbaar te houden, maar kunnen de site onderbreken voor onderhoud en garanderen de beschikbaarheid niet. We werken voor klanten over de hele wereld, op locatie en op afstand, voor zover onze capaciteit het toelaat. ${projectStart}`,
              },
              {
                term: "Betaling",
                detail:
                  "Honoraria, valuta en betalingsschema zijn die van uw ondertekende voorstel. Vaste honoraria en aanbetalingen factureren we bij ondertekening van het voorstel, andere honoraria zoals het voorstel bepaalt. Prijzen zijn exclusief btw en vergelijkbare belastingen, die we in rekening brengen waar de wet dat voorschrijft. Blijft een factuur na een schriftelijke herinnering onbetaald, dan kunnen we het werk opschorten tot de factuur is betaald.",
              },
              {
                term: "Opzegging",
                detail:
                  "Beide partijen kunnen een opdracht beëindigen met een schriftelijke opzegtermijn van 30 dagen, per brief of per e-mail. U betaalt voor het werk dat tot het einde van de opzegtermijn is verricht en de kosten die tot dan zijn aangegaan. Aanbetalingen en al betaalde honoraria worden afgehandeld zoals uw voorstel bepaalt.",
              },
            ],
          },
        ],
      },
      {
        title: "Wat wij van u als klant vragen",
        blocks: [
          "Goed advies vraagt om goede informatie en snelle besluiten. Tijdens een opdracht doet u het volgende:",
          {
            list: [
              "U geeft ons tijdig juiste en volledige informatie, en laat ons weten wanneer er iets verandert.",
              "U wijst één persoon aan die namens u besluiten kan nemen en voor ons bereikbaar is.",
              "U geeft ons toegang tot de mensen, gegevens en systemen die in het voorstel staan.",
              "U beoordeelt onze concepten en opleveringen binnen de afgesproken termijnen, en laat het ons direct weten als iets niet klopt.",
              "U beslist zelf of en hoe u ons advies opvolgt, en houdt u daarbij aan de wet.",
            ],
          },
        ],
      },
      {
        title: "Wijzigingen",
        blocks: [
          "We kunnen deze voorwaarden wijzigen, bijvoorbeeld als we een dienst toevoegen of de wet verandert. Nieuwe voorwaarden gelden vanaf de datum bovenaan deze pagina, voor uw gebruik van de website vanaf dat moment. Ze veranderen niets aan een opdracht die al is ondertekend, tenzij beide partijen schriftelijk iets anders afspreken.",
          "Ook deze website, de inhoud ervan en de prijzen die erop staan, kunnen we op elk moment wijzigen. De honoraria in een ondertekend voorstel blijven zoals afgesproken.",
        ],
      },
      {
        title: "Contact",
        blocks: ["Met vragen over deze voorwaarden of over een opdracht kunt u terecht bij:", contactBlock],
      },
    ],
  },
});
