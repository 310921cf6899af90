/**
 * /nl/privacy: the privacy statement (`../../legal/privacy`), in Dutch. The periods and limits come from the same
 * data as the English page (content/policy.ts, the office's policy), written by the formatter in Dutch; the
 * fields of each form are read from the forms themselves, with their Dutch names below.
 */
import { page as english } from "../../legal/privacy";
import { dutchRoutes } from "../../routes";
import { inDutch } from "../../translation";
import { brand, officeCities, replyTime } from "../site";
import { contactBlock, mailLink, policyDate } from "./shared";
import { builtRetention, formPolicy, officePolicy } from "@/content/policy";
import { formatDuration, formatList } from "@/content/format";
import type { FormText } from "../../forms";
import { forms } from "../forms";

const draftTime = formatDuration({ amount: formPolicy.draftHours, unit: "hour" }, "nl");
const windowTime = formatDuration({ amount: formPolicy.rateLimit.windowSeconds / 60, unit: "minute" }, "nl");
// The periods the daily job keeps to, as this build's settings set them (content/policy.ts).
const retention = builtRetention();
const messagesTime = formatDuration({ amount: retention.messagesMonths, unit: "month" }, "nl");
const unsubscribedTime = formatDuration({ amount: retention.unsubscribedMonths, unit: "month" }, "nl");
const unconfirmedTime = formatDuration({ amount: retention.unconfirmedDays, unit: "day" }, "nl");
const mailTime = formatDuration({ amount: retention.mailDays, unit: "day" }, "nl");
const auditTime = formatDuration({ amount: retention.auditMonths, unit: "month" }, "nl");
const readsTime = formatDuration({ amount: retention.pageReadsDays, unit: "day" }, "nl");
// The office's sign-in limits (content/office.ts states them in English from the same policy).
const linkValidity = formatDuration({ amount: officePolicy.linkValidMinutes, unit: "minute" }, "nl");
const sessionIdle = formatDuration({ amount: officePolicy.sessionIdleHours, unit: "hour" }, "nl");
const sessionMax = formatDuration({ amount: officePolicy.sessionMaxDays, unit: "day" }, "nl");

/** The Dutch name of each form field, as a sentence says it; a field added to a form must be named here. */
const fieldNames: Readonly<Record<string, string>> = {
  firstName: "voornaam",
  lastName: "achternaam",
  email: "e-mailadres",
  phone: "telefoonnummer",
  company: "bedrijf",
  service: "de dienst waarin u geïnteresseerd bent",
  message: "bericht",
  contactPerson: "contactpersoon",
  jobTitle: "functie",
  companyName: "bedrijfsnaam",
  industry: "branche",
  partnershipType: "soort partnerschap",
  proposal: "voorstel voor het partnerschap",
};

/** "voornaam, achternaam, e-mailadres, telefoonnummer (optioneel) en bericht": the fields of a form. */
function fieldsOf(form: FormText): string {
  const names = form.fields.map((field) => {
    const name = fieldNames[field.id];
    if (!name) throw new Error(`legal/privacy: no Dutch name for the field "${field.id}" of ${form.id}`);
    return `${name}${field.optional ? " (optioneel)" : ""}`;
  });
  return formatList(names, "nl");
}

const cities = officeCities("nl");

export const page = inDutch("legal/privacy page", english, {
  meta: {
    title: "Privacyverklaring",
    description: `Wat de website van ${brand.name} vastlegt als u ons schrijft of zich op de nieuwsbrief abonneert, waarom, wie het ziet en hoe lang we het bewaren.`,
  },
  hero: {
    eyebrow: "Juridisch",
    title: "Privacyverklaring",
    lead: "Wat deze website vastlegt als u ons schrijft of zich aanmeldt voor onze nieuwsbrief, wat we ermee doen en hoe u het laat corrigeren of verwijderen.",
  },
  document: {
    dateLine: `Laatst bijgewerkt op ${policyDate}`,
    summary: {
      title: "In het kort",
      points: [
        "De site plaatst geen cookies en gebruikt geen analyse- of advertentietools. Wel telt onze eigen server welke pagina's u leest, onder een code die elke dag verandert en niet tot u te herleiden is; met Global Privacy Control zet u dat uit.",
        "Als u een formulier verstuurt, bewaren we wat u heeft ingevuld, zodat we u kunnen antwoorden. We verkopen het nooit.",
        "We slaan uw IP-adres nooit op: om misbruik tegen te gaan, bewaren we een code die uit uw netwerk is berekend met een geheime sleutel die elke dag verandert.",
        `Wilt u inzien, corrigeren of laten verwijderen wat we over u hebben vastgelegd? Schrijf dan naar ${mailLink}.`,
      ],
    },
    sections: [
      {
        title: "Wie wij zijn",
        blocks: [
          `Deze website wordt beheerd door ${brand.legalName} ("${brand.name}", "wij", "ons"), een adviesbureau met kantoren in ${cities}. Wij bepalen wat er gebeurt met de gegevens die u via de site verstuurt, en zijn daarvoor de verwerkingsverantwoordelijke in de zin van de Algemene verordening gegevensbescherming (AVG).`,
          "Deze verklaring gaat alleen over deze website: de pagina's, de drie berichtformulieren, de aanmelding voor de nieuwsbrief en de e-mails die de site verstuurt. Wordt u klant, dan staat in uw opdrachtovereenkomst hoe we omgaan met de gegevens die u tijdens de opdracht met ons deelt.",
        ],
      },
      {
        title: "Welke gegevens we verzamelen",
        blocks: [
          'Afgezien van het tellen van gelezen pagina\'s (zie "Cookies, analyse en logbestanden" hieronder) verzamelen we alleen wat u in een formulier invult, en enkele technische gegevens die daarbij meekomen. Elk formulier vraagt het volgende:',
          {
            terms: [
              {
                term: "Contactformulier",
                detail: `Op [de contactpagina](${dutchRoutes.contact}): ${fieldsOf(forms.contact)}.`,
              },
              {
                term: "Formulier Neem contact op",
                detail: `Op [de pagina Neem contact op](${dutchRoutes.getInTouch}): ${fieldsOf(forms["get-in-touch"])}.`,
              },
              {
                term: "Aanvraag voor een partnerschap",
                detail: `Op [de pagina Partnerschappen](${dutchRoutes.partnershipInquiries}): ${fieldsOf(forms.partnership)}.`,
              },
              {
                term: "Nieuwsbrief",
                detail: `Onder aan elke pagina en op de pagina Inzichten: uw ${fieldsOf(forms.newsletter)}, verder niets.`,
              },
            ],
          },
          'Bij elk bericht slaan we ook op wanneer het binnenkwam en welke "user agent" uw browser meestuurt (de naam en versie van uw browser en besturingssysteem). Bij elk bericht en elke aanmelding voor de nieuwsbrief slaan we een code op die met een geheime sleutel is berekend uit uw netwerk (de eerste drie getallen van een IPv4-adres, of de eerste 48 bits van een IPv6-adres). Daarmee tellen we inzendingen en herkennen we herhaalde inzendingen. De sleutel wordt apart van onze database bewaard en elke dag vervangen, zodat de code niet naar uw adres terug te rekenen is en codes van verschillende dagen niet aan elkaar te koppelen zijn. Het adres zelf slaan we nooit op.',
          "Bij een bericht via een van de drie berichtformulieren (niet bij een aanmelding voor de nieuwsbrief) slaan we ook op hoe u bij ons terechtkwam, zoals de site dat die dag heeft geteld (zie \"Cookies, analyse en logbestanden\" hieronder): de eerste pagina die u die dag las, de andere website die daarnaar linkte (alleen de naam van die website, niet de pagina), de campagnetags in het adres van die pagina als die er waren, en de pagina's die u las voordat u schreef (hoogstens 20, alleen hun pad). De bezoekerscode van die dag slaan we niet bij het bericht op. Telde de site die dag geen pagina's van u, bijvoorbeeld omdat uw browser Global Privacy Control meestuurt, dan slaan we niets op. Deze gegevens horen bij het bericht: ze worden samen met het bericht verwijderd, zitten in de kopie die u van uw gegevens kunt opvragen, en worden met het bericht gewist als u daarom vraagt.",
          "Voor de nieuwsbrief bewaren we daarnaast de data waarop u zich aanmeldde, bevestigde en afmeldde, de versie van de aanmeldtekst waarmee u instemde, en codes waarmee de links in onze e-mails werken. Van die codes bewaren we alleen een hash, niet de codes zelf.",
          `Verstuurt u een formulier terwijl JavaScript uitstaat en moet een veld worden verbeterd, dan bewaren we wat u invulde gedurende ${draftTime}, zodat de pagina het u opnieuw kan tonen. Daarna wordt het automatisch verwijderd.`,
          "Elk formulier bevat ook een verborgen veld dat mensen niet zien, maar dat geautomatiseerde programma's vaak wel invullen. Een bericht waarin dat veld is ingevuld, slaan we op als spam en sturen we naar niemand door.",
        ],
      },
      {
        title: "Cookies, analyse en logbestanden",
        blocks: [
          "De site plaatst geen cookies bij bezoekers en slaat niets op in uw browser. De site gebruikt geen analyse-, advertentie- of trackingtools van andere bedrijven en laadt niets van servers van andere bedrijven: lettertypen, iconen en afbeeldingen komen allemaal van onze eigen server. Wel houdt onze eigen server bij welke pagina's er worden gelezen, zoals hieronder beschreven.",
          "Om te weten welke pagina's, websites en campagnes tot aanvragen leiden, telt onze server zelf de pagina's die bezoekers lezen. Daarvoor voegt de site niets aan de pagina's toe: geen script, geen cookie, niets in uw browser en geen verzoek aan een ander bedrijf.",
          {
            terms: [
              {
                term: "Wat we tellen",
                detail:
                  "Elke pagina die iemand leest: het verzoek van de browser om de pagina, of het verzoek van de site zelf om de volgende pagina als u een link volgt. Per gelezen pagina leggen we vast: het pad van de pagina, de taal van de site (Engels of Nederlands), de hostnaam van de andere website die ernaar linkte (alleen de naam van die website, nooit de pagina op die site; links tussen onze eigen pagina's leggen we niet vast), de campagnetags in het adres van de link als die er zijn (bron, kanaal en campagne), het soort apparaat (telefoon, tablet of desktop, afgeleid uit de beschrijving die uw browser van zichzelf geeft), het tijdstip en een bezoekerscode.",
              },
              {
                term: "De bezoekerscode",
                detail:
                  'Die code wordt berekend uit uw netwerk (de eerste drie getallen van een IPv4-adres, of de eerste 48 bits van een IPv6-adres) en de beschrijving die uw browser van zichzelf geeft (de "user agent"), met een willekeurig geheim dat elke dag opnieuw wordt aangemaakt. Het geheim van een dag wordt verwijderd zodra die dag voorbij is, uiterlijk een dag na afloop. De code laat dus alleen zien dat twee gelezen pagina\'s op dezelfde dag van hetzelfde netwerk en dezelfde browser kwamen: niemand, ook wij niet, kan de code terugrekenen naar uw adres of codes van verschillende dagen aan elkaar koppelen. Uw IP-adres zelf slaan we nooit op.',
              },
              {
                term: "Wat we niet tellen",
                detail:
                  "Geautomatiseerde programma's (bots, zoals een bekende lijst ze benoemt), pagina's die een browser alvast laadt zonder dat u ze opent, afbeeldingen en bestanden, en de medewerkersomgeving. Ook bezoeken vanuit een browser die het signaal Global Privacy Control meestuurt, tellen we niet mee. Verschillende browsers en browserextensies kunnen dat signaal sturen; zet u het aan, dan worden uw bezoeken helemaal niet geteld.",
              },
              {
                term: "Bij een bericht",
                detail:
                  'Verstuurt u een van de drie berichtformulieren, dan laten uw gelezen pagina\'s van die dag zien hoe u bij ons terechtkwam. Wat we daarvan bij uw bericht bewaren, staat hierboven onder "Welke gegevens we verzamelen".',
              },
              {
                term: "Hoe lang",
                detail: `Elke getelde paginaweergave wordt ${readsTime} na het tellen verwijderd. Wat overblijft zijn totalen per dag (hoeveel bezoekers en paginaweergaven, per pagina, verwijzende website, campagne, taal en soort apparaat), waarin geen bezoeker is aan te wijzen.`,
              },
            ],
          },
          `De enige cookie die de site ooit plaatst, is voor de eigen medewerkers van het bureau, in de medewerkersomgeving onder /office, en pas nadat zij daar zijn ingelogd. Die cookie bevat een willekeurige code die hen ingelogd houdt. Hij wordt alleen meegestuurd naar pagina's onder /office, nooit naar de openbare pagina's, en scripts kunnen hem niet lezen. De sessie eindigt na ${sessionIdle} zonder gebruik en uiterlijk ${sessionMax} na het inloggen, of eerder als de medewerker uitlogt.`,
          `Over de medewerkers van het bureau slaat de medewerkersomgeving op: hun zakelijke e-mailadres en rol, wanneer ze zijn toegevoegd en voor het laatst zijn ingelogd, en per ingelogde browser de beschrijving die de browser van zichzelf geeft (de "user agent"), met het moment van inloggen en van het laatste gebruik. Een inloglink werkt één keer, gedurende ${linkValidity}; net als van de sessiecodes bewaren we daarvan alleen een hash. Een auditlog legt elke keer inloggen en elke handeling in de medewerkersomgeving vast (wie, wat en wanneer), zodat het bureau kan aantonen hoe het is omgegaan met de berichten die het ontving. Bezoekers komen er niet in voor: exporteert een medewerker de berichten die een zoekopdracht opleverde, dan bewaart het auditlog van die zoekopdracht alleen een code, berekend met onze geheime sleutel.`,
          "De links naar onze profielen op sociale media zijn gewone links. Een sociaal netwerk merkt uw bezoek pas op als u zo'n link volgt; dan geldt de privacyverklaring van dat netwerk.",
          "Onze server houdt technische logbestanden bij, bijvoorbeeld dat een bericht via het contactformulier is ontvangen, met het referentienummer. Logbestanden leggen gebeurtenissen en hun oorzaak vast, nooit wat u schreef: mislukt het opslaan in onze database, dan noemt het logbestand de oorzaak, niet de gegevens die moesten worden opgeslagen. Logbestanden blijven op onze eigen servers.",
        ],
      },
      {
        title: "Hoe we uw gegevens gebruiken",
        blocks: [
          {
            terms: [
              {
                term: "Om u antwoord te geven",
                detail: `De site slaat uw bericht op in onze database en mailt het daarna naar de eigen inbox van het bureau, met uw e-mailadres als antwoordadres. Een partner leest het en antwoordt, normaal gesproken binnen ${formatDuration(replyTime, "nl")}.`,
              },
              {
                term: "Om uw vraag op te volgen",
                detail:
                  "We gebruiken uw bericht om een voorstel op te stellen, een afspraak te maken of een partnerschap te bespreken dat u voorstelde. We zetten uw adres niet op de verzendlijst van de nieuwsbrief en sturen u geen marketing waar u niet om heeft gevraagd.",
              },
              {
                term: "Om de nieuwsbrief te versturen",
                detail: `Als u zich aanmeldt, mailen we u een bevestigingslink die ${formatDuration({ amount: formPolicy.confirmValidDays, unit: "day" }, "nl")} geldig is. Pas nadat u heeft bevestigd, ontvangt u de nieuwsbrief, eenmaal per maand. Bevestigt u niet, dan ontvangt u geen nieuwsbrief. Elke e-mail bevat een afmeldlink.`,
              },
              {
                term: "Om de formulieren te beschermen",
                detail: `We tellen de inzendingen per netwerk, onder de dagcode die hierboven is beschreven, zodat één afzender ons niet kan overspoelen: standaard niet meer dan ${formPolicy.rateLimit.max} inzendingen per ${windowTime}. De teller vervalt na die ${windowTime}, en de site verwijdert vervallen tellers ongeveer een uur later automatisch.`,
              },
              {
                term: "Om te zien waar aanvragen vandaan komen",
                detail:
                  "We tellen de pagina's die bezoekers lezen en bewaren bij elk bericht hoe de afzender bij ons terechtkwam. Zo zien we welke pagina's, websites en campagnes (ook de edities van onze eigen nieuwsbrief) tot aanvragen leiden, en kunnen we de site verbeteren. Met de tellingen is niemand te identificeren.",
              },
            ],
          },
          "De AVG vraagt voor elke verwerking een grondslag. Uw bericht verwerken we omdat u ons vraagt het te beantwoorden, of om op uw verzoek stappen te zetten naar een opdracht die u overweegt. De formulieren beschermen we op grond van ons gerechtvaardigd belang om ze bruikbaar te houden. Gelezen pagina's tellen we, en bij een bericht leggen we vast hoe de afzender bij ons terechtkwam, op grond van ons gerechtvaardigd belang om te weten wat aanvragen oplevert. Voor u heeft dat weinig gevolgen: met de tellingen bent u niet te identificeren, en met Global Privacy Control zet u het tellen uit. De nieuwsbrief sturen we alleen met uw toestemming; die trekt u in door u af te melden.",
        ],
      },
      {
        title: "Met wie we gegevens delen",
        blocks: [
          "We verkopen, verhuren of ruilen uw gegevens niet, en geven ze niet door aan adverteerders of datahandelaren.",
          {
            list: [
              `Binnen het bureau lezen de partners en consultants die uw vraag behandelen uw bericht. Kan een collega op een van onze andere kantoren u beter helpen, dan sturen we het aan die collega door. Onze kantoren zijn gevestigd in ${cities}, dus uw bericht kan buiten uw eigen land worden gelezen, met de waarborgen die de AVG daarvoor voorschrijft.`,
              "Buiten het bureau verwerken alleen de partijen die de website en de database hosten en onze e-mail bezorgen uw gegevens, namens ons en volgens onze instructies (als verwerker in de zin van de AVG). Zij mogen uw gegevens nergens anders voor gebruiken.",
              "We verstrekken gegevens als de wet ons daartoe verplicht, bijvoorbeeld op grond van een rechterlijk bevel, en niet meer dan de wet vraagt.",
              "We brengen u niet in contact met een partnerbureau, klant of kandidaat zonder het u eerst te vragen.",
            ],
          },
        ],
      },
      {
        title: "Hoe we uw gegevens beveiligen",
        blocks: [
          "We bewaren uw gegevens in onze eigen database, niet bij een marketing- of mailingdienst, en beschermen ze met deze maatregelen:",
          {
            list: [
              "De site werkt via een versleutelde verbinding (HTTPS), en onze formulieren accepteren alleen inzendingen vanaf deze website.",
              "Een bericht wordt in onze database opgeslagen voordat de site u meldt dat het is verzonden, zodat het niet verloren gaat als het mailen onderweg mislukt.",
              "Opgeslagen berichten zijn alleen leesbaar voor de mensen die aanvragen behandelen en de website beheren; voor het exporteren is een geheime toegangssleutel nodig.",
              "We slaan geen IP-adressen op. Voor de formulieren bewaren we alleen codes die daaruit zijn berekend met een geheime sleutel die apart van onze database wordt bewaard en elke dag wordt vervangen; voor het tellen van gelezen pagina's een code die is berekend met een willekeurig geheim dat elke dag nieuw is en na afloop van de dag wordt verwijderd. De codes in de links in onze e-mails bewaren we alleen als hash.",
              "De logbestanden van onze server leggen gebeurtenissen en referentienummers vast, nooit wat u schreef.",
            ],
          },
          "Geen enkel systeem is volledig veilig. Brengt een datalek uw gegevens in gevaar, dan melden we dat aan de Autoriteit Persoonsgegevens en informeren we u, zoals de wet voorschrijft.",
        ],
      },
      {
        title: "Hoe lang we gegevens bewaren",
        blocks: [
          {
            terms: [
              {
                term: "Berichten",
                detail: `Zolang we ze nodig hebben om uw vraag te beantwoorden en op te volgen. Een bericht wordt verwijderd ${messagesTime} nadat het binnenkwam of, als dat later is, nadat we er voor het laatst aan werkten (een antwoord genoteerd, de status gewijzigd). Onze interne notities erbij en de kopie van de meldingsmail die ermee is opgeslagen, worden tegelijk verwijderd. Voor inzendingen die als spam zijn gemarkeerd, geldt dezelfde regel.`,
              },
              {
                term: "Nieuwsbrief",
                detail: `Zolang u bent aangemeld. Meldt u zich af, dan stoppen we direct met versturen. Uw adres blijft dan als afgemeld in onze administratie staan, zodat het niet per vergissing opnieuw wordt aangemeld, totdat u ons vraagt het te verwijderen, en nooit langer dan ${unsubscribedTime} na uw afmelding. Een adres dat nooit is bevestigd, verwijderen we ${unconfirmedTime} na de aanmelding.`,
              },
              {
                term: "E-mails die we u sturen",
                detail: `Onze kopie van een bevestigingsmail voor de nieuwsbrief wordt ${mailTime} na verzending verwijderd.`,
              },
              {
                term: "Formulieren die u nog moet verbeteren",
                detail: `We bewaren ze gedurende ${draftTime} en verwijderen ze daarna automatisch.`,
              },
              {
                term: "Tellers van inzendingen",
                detail: `Tot ongeveer een uur nadat de telling van ${windowTime} is afgelopen; daarna worden ze automatisch verwijderd.`,
              },
              {
                term: "Gelezen pagina's",
                detail: `Elke getelde paginaweergave wordt ${readsTime} na het tellen verwijderd. Wat we bij een bericht bewaren over hoe de afzender bij ons terechtkwam, blijft bij het bericht en wordt samen daarmee verwijderd.`,
              },
              {
                term: "Auditlog van de medewerkersomgeving",
                detail: `Elke regel wordt ${auditTime} na het vastleggen verwijderd.`,
              },
            ],
          },
          "De website past deze regels zelf toe: elke dag verwijdert de site wat over zijn termijn heen is. Wordt u klant, dan bewaren we de correspondentie over uw opdracht bij het dossier van die opdracht, zo lang als de wet voorschrijft.",
        ],
      },
      {
        title: "Uw rechten",
        blocks: [
          "Uit welk land u ons ook schrijft, u heeft de volgende rechten:",
          {
            terms: [
              {
                term: "Inzage",
                detail: "U kunt vragen welke gegevens we over u hebben en daarvan een kopie krijgen.",
              },
              {
                term: "Correctie",
                detail: "U kunt gegevens die onjuist of onvolledig zijn laten verbeteren of aanvullen.",
              },
              {
                term: "Verwijdering",
                detail:
                  "U kunt uw berichten en uw gegevens voor de nieuwsbrief laten wissen. Wilt u alleen de nieuwsbrief niet meer ontvangen, gebruik dan de afmeldlink in een van onze e-mails.",
              },
              {
                term: "Bezwaar",
                detail:
                  "U kunt bezwaar maken tegen hoe we uw gegevens gebruiken, of uw toestemming intrekken. We stoppen dan, tenzij de wet iets anders voorschrijft.",
              },
              {
                term: "Overdraagbaarheid",
                detail:
                  "U kunt alles wat we over u hebben ontvangen in een gangbaar, machineleesbaar formaat (JSON), of het laten doorsturen naar een ander.",
              },
            ],
          },
          `Wilt u een van deze rechten uitoefenen, schrijf dan naar ${mailLink} vanaf het adres dat u op de site heeft gebruikt, of laat ons weten hoe we kunnen nagaan dat u het bent. We antwoorden binnen een maand. Nadat we u uw gegevens hebben gestuurd of ze hebben gewist, houden we alleen bij dat we dat hebben gedaan en wanneer, onder een code die met onze geheime sleutel uit uw adres is berekend, niet onder het adres zelf. In het auditlog blijft dat ${auditTime} staan. Van het wissen houden we bovendien, apart van onze back-ups, een aantekening bij met die code en de datum, zolang er nog een back-up van vóór het wissen kan bestaan. Moeten we ooit zo'n back-up terugzetten, dan wissen we uw gegevens daarin opnieuw. U kunt ook een klacht indienen bij een toezichthouder voor gegevensbescherming, zoals de Autoriteit Persoonsgegevens of de toezichthouder in het land waar u woont of werkt.`,
        ],
      },
      {
        title: "Wijzigingen in deze verklaring",
        blocks: [
          "Als we wijzigen wat de website verzamelt of hoe we ermee omgaan, passen we deze pagina en de datum bovenaan aan voordat de wijziging ingaat.",
        ],
      },
      {
        title: "Contact",
        blocks: ["Met vragen over deze verklaring of over uw gegevens kunt u terecht bij:", contactBlock],
      },
    ],
  },
});
