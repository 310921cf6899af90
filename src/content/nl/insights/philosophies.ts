/**
 * The four philosophy essays under /nl/inzichten/, in Dutch: principles, a list, the essay itself and the actions
 * that follow from it. Icons, paths and links come from the English module; links inside the essays point at the
 * Dutch pages.
 */
import { pages as english, type PhilosophyPage } from "../../insights/philosophies";
import { routes, type RouteId } from "../../routes";
import { dutchHref, inDutch } from "../../translation";
import { brand, replyTime } from "../site";
import { formatDuration } from "@/content/format";

export type { PhilosophyPage } from "../../insights/philosophies";

const reply = formatDuration(replyTime, "nl");

/** A link inside an essay's text: the Dutch page of the route, as every other link of the page leads. */
const link = (id: RouteId) => dutchHref(routes[id]);

/** The family, in the order the spec lists it. */
export const pages: readonly PhilosophyPage[] = inDutch("insights/philosophies pages", english, [
  {
    meta: {
      title: "Visie op bedrijfsopbouw",
      description:
        "Hoe wij bedrijven bouwen: beginnen bij een klantprobleem, het hele bedrijf bouwen en niet alleen het product, en groeien in het tempo van het bewijs.",
    },
    hero: {
      eyebrow: "Visie op bedrijfsopbouw",
      title: "Bedrijven worden gebouwd, niet gelanceerd",
      lead: "Een product is in een dag gelanceerd. Een bedrijf dat het verkoopt, levert en zichzelf terugverdient, vraagt om doelbewust werk aan alle onderdelen tegelijk. Zo kijken wij naar dat werk.",
      actions: [{ label: "Kom in gesprek" }, { label: "Ons specialisme bedrijfsopbouw" }],
    },
    principles: {
      intro: {
        eyebrow: "Kernprincipes",
        title: "Drie principes achter elke onderneming die we opbouwen",
        lead: "Ze klinken eenvoudig. Het lastige is eraan vasthouden als een deadline of een investeerder de andere kant op trekt.",
      },
      items: [
        {
          title: "Begin bij een klantprobleem",
          description:
            "We beginnen niet met een productidee, een technologie of een marktomvang. We beginnen bij een groep mensen die vandaag een kostbaar probleem heeft en nu al geld of tijd besteedt om eromheen te werken.",
          highlight: "Betaalt nog niemand om het op te lossen, dan zoeken we verder.",
        },
        {
          title: "Bouw het bedrijf, niet alleen het product",
          description:
            "Prijsstelling, sales, levering, werving en financiën ontwerpen we vanaf de eerste maand naast het product. Een goed product in een bedrijf dat het niet kan verkopen of leveren, faalt namelijk alsnog.",
          highlight: "Elk ondernemingsplan behandelt ze alle vijf, vanaf dag één.",
        },
        {
          title: "Groei in het tempo van het bewijs",
          description:
            "Elke fase moet de volgende verdienen: tien betalende klanten vóór een salesteam, herhaalbare verkoop vóór een tweede markt, gezonde marges vóór grote uitgaven aan groei.",
          highlight: "Geld volgt bewijs, nooit andersom.",
        },
      ],
    },
    list: {
      intro: {
        eyebrow: "Strategische kaders",
        title: "Onze instrumenten, en de vraag die elk ervan beslecht",
        lead: "Geen ervan is een ritueel. We gebruiken een kader als het een vraag beslecht, en laten het los als het dat niet doet.",
      },
      items: [
        "Interviews over het klantprobleem: twintig gesprekken voordat er ook maar iets van het product wordt gebouwd",
        "Business model canvas, ingevuld met cijfers in plaats van bijvoeglijke naamwoorden",
        "Unit economics: de contributiemarge per klant en het aantal maanden waarin de acquisitiekosten terugverdiend zijn",
        "De riskantste aanname eerst: de ene overtuiging die de onderneming zou laten zinken, als eerste getoetst",
        "Beslismomenten (stage gates) met schriftelijke criteria voor de stap van validatie naar lancering, en van lancering naar opschaling",
        "Go-to-market-fit: welk kanaal de eerste honderd klanten bereikt tegen kosten die het model toelaat",
        "Een vast ritme: wekelijkse cijfers, maandelijkse evaluaties en een kwartaalplan dat het hele team kan lezen",
        "Stopcriteria die vooraf zijn afgesproken, zodat stoppen met een onderneming een besluit is en geen langzaam wegzakken",
      ],
    },
    essay: {
      intro: {
        eyebrow: "Onze visie uitgewerkt",
        title: "Waarom de meeste nieuwe ondernemingen stilletjes mislukken",
        lead: "En wat wij anders doen als we er een opbouwen met een oprichter of met een team binnen een bestaand bedrijf.",
      },
      paragraphs: [
        "Weinig nieuwe bedrijven gaan ten onder in een dramatische ineenstorting. De meeste doven langzaam uit: de omzet haalt nooit helemaal het niveau waarmee het team betaald kan worden, de oprichters halen nog één financieringsronde op om tijd te kopen, en twee jaar later houdt het bedrijf op, met een goed product en geen manier om het met winst te verkopen.",
        "Kijken we terug op de ondernemingen die we hebben zien vastlopen, dan ligt de oorzaak zelden bij het product. Meestal gaat het om een van drie gaten: een klant die het idee goed vindt maar er geen budget voor heeft, een verkoopaanpak die meer kost dan een klant oplevert, of een team dat is aangenomen voor het bedrijf dat de oprichters hoopten te worden in plaats van het bedrijf dat ze leidden. Geen daarvan komt in een demo aan het licht. Alle drie staan ze in de cijfers, als iemand er op tijd naar kijkt.",
        `Daarom bouwt ${brand.name} het hele bedrijf tegelijk. In de eerste weken van een onderneming schrijven we de prijslijst, schetsen we het verkoopproces en berekenen we wat de eerste vijf medewerkers kosten, naast het werk aan het product. Voor oprichters die snel willen lanceren voelt dat traag. In de praktijk scheelt het maanden, omdat de vragen die anders pas in het tweede jaar opduiken, beantwoord worden terwijl ze nog goedkoop te veranderen zijn.`,
        "Over het tempo zijn we even streng. Een onderneming verdient elke fase met bewijs dat vooraf is afgesproken: een aantal betalende klanten, een verkoopcyclus van bekende lengte, een marge die standhoudt als het volume groeit. Komt dat bewijs, dan gaan we snel en investeren we met vertrouwen. Komt het niet, dan passen we het plan aan of stoppen we, en dat zeggen we zonder omwegen tegen wie het werk financiert.",
        `Start u een bedrijf, of bouwt u een nieuwe onderneming binnen een bestaand bedrijf? Ons [specialisme bedrijfsopbouw](${link("businessBuilding")}) brengt deze principes in de praktijk, van het eerste klantinterview tot de eerste honderd klanten.`,
      ],
    },
    closing: {
      title: "Bouwt u iets nieuws?",
      lead: `Vertel ons over de onderneming en de fase waarin die zit. Een partner reageert binnen ${reply} met een eerste beeld van waar het risico zit.`,
      actions: [{ label: "Neem contact op" }, { label: "Meer inzichten" }],
    },
  },
  {
    meta: {
      title: "Visie op talent",
      description:
        "Hoe wij mensen beoordelen: potentieel boven prestaties, cognitieve diversiteit en wederzijdse waardecreatie, en de methoden die dat in de praktijk brengen.",
    },
    hero: {
      eyebrow: "Visie op talent",
      title: "Werf op waar mensen naartoe gaan, niet alleen op waar ze vandaan komen",
      lead: "Een cv legt het verleden vast. De mensen die een bedrijf veranderen, zijn degenen die doorgroeien in werk dat nu nog niet bestaat. Zo zoeken wij ze, en zo gaan we met ze om als we ze gevonden hebben.",
      actions: [{ label: "Kom in gesprek" }, { label: "Talentmatching en werving" }],
    },
    principles: {
      intro: {
        eyebrow: "Kernprincipes",
        title: "Drie overtuigingen over mensen en werk",
        lead: "Ze bepalen elke zoektocht die we voor klanten uitvoeren, en elke medewerker die we zelf aannemen.",
      },
      items: [
        {
          title: "Potentieel boven prestaties",
          description:
            "Eerdere resultaten laten zien wat iemand bereikte in één omgeving, met één team. Wij kijken scherper naar hoe snel iemand leert, hoe iemand omgaat met wat nieuw is en waar iemand zelf de lat hoger legde.",
          highlight: "De beste kandidaat is vaak degene die tachtig procent van de rol al eens heeft gedaan.",
        },
        {
          title: "Cognitieve diversiteit",
          description:
            "Teams falen op voorspelbare manieren als iedereen hetzelfde redeneert. Wij stellen shortlists samen met verschillende opleidingen, sectoren en manieren van problemen oplossen, en we leggen uit wat elke kandidaat toevoegt dat het team nog mist.",
          highlight: "Anders denken is een eis, geen quotum.",
        },
        {
          title: "Wederzijdse waardecreatie",
          description:
            "Een plaatsing werkt alleen als beide kanten er beter van worden. Tegenover kandidaten zijn we even open over de rol, de leidinggevende en het salaris als tegenover klanten over de kandidaat.",
          highlight: "We verliezen liever een plaatsing dan dat we er een maken die later strandt.",
        },
      ],
    },
    list: {
      intro: {
        eyebrow: "Beoordelingsmethoden",
        title: "Hoe we potentieel beoordelen, eerlijk en op basis van bewijs",
        lead: "Elke methode beantwoordt een andere vraag. Samen vervangen ze het onderbuikgevoel door een verslag dat beide kanten kunnen inzien.",
      },
      items: [
        "Gestructureerde interviews: dezelfde vragen voor elke kandidaat, gescoord op criteria die vóór de zoektocht zijn vastgesteld",
        "Werkopdrachten uit de echte rol, beoordeeld zonder de naam of het cv van de kandidaat",
        "Oefeningen in leervermogen: een nieuw probleem, beperkte informatie en een nabespreking van de aanpak",
        "Referentiegesprekken met collega's en met mensen die de kandidaat heeft aangestuurd, niet alleen met oud-leidinggevenden",
        "Teamsessies die toetsen hoe een kandidaat tegenspraak geeft en beslist, in plaats van hoe aardig men de kandidaat vindt",
        "Een schriftelijk beoordelingsrapport, gedeeld met de klant en op verzoek ook met de kandidaat",
      ],
    },
    essay: {
      intro: {
        eyebrow: "Onze visie uitgewerkt",
        title: "Het cv is het minst interessante document van een zoektocht",
        lead: "Waarom we eraan voorbijkijken, en waar we in plaats daarvan naar kijken.",
      },
      paragraphs: [
        "De meeste werving beloont mensen nog altijd omdat ze precies dezelfde functie al eens hebben gedaan. Dat voelt veilig: een salesdirecteur die een team van veertig heeft geleid, kan vast ook een ander team leiden. Maar de rollen die onze klanten willen invullen, zijn zelden opnieuw dezelfde functie. Een bedrijf dat een nieuwe markt betreedt, nieuwe technologie invoert of in omvang verdubbelt, heeft mensen nodig die iets uitzoeken wat nog niemand in het team heeft gedaan.",
        "Dus stellen we andere vragen. Hoe snel werd deze kandidaat van waarde toen die de vorige keer van rol wisselde? Wat leerde de kandidaat zichzelf aan zonder dat iemand erom vroeg? En hoe lang duurde het, bij een verkeerde inschatting, voordat die dat merkte en bijstuurde? Die antwoorden voorspellen meer over de komende drie jaar dan een lijst functietitels, en ze zijn te toetsen in plaats van alleen te raden.",
        "Dezelfde redenering bepaalt de teams die we helpen samenstellen. Een groep bekwame mensen die allemaal op dezelfde plek zijn opgeleid en hetzelfde denken, is het snel met elkaar eens en ziet dezelfde risico's over het hoofd. Wij dragen shortlists voor met bewust gekozen spreiding, en we leggen de hiring manager uit wat elke kandidaat zou toevoegen dat het team vandaag niet heeft. De keuze blijft bij hen, maar wel met open ogen.",
        `Tot slot behandelen we kandidaten ook als klanten. Ze horen de waarheid over de rol, de leidinggevende en het salaris vóór het eerste gesprek, en ze horen van ons na het laatste. Dat is deels principe en deels praktijk: mensen die door ${brand.name} goed zijn behandeld, komen terug als klant, bevelen hun beste collega's aan en [komen soms bij ons werken](${link("careers")}).`,
      ],
    },
    closing: {
      title: "Zoekt u mensen, of een partner om ze te vinden?",
      lead: `Vertel ons over de rol of het team dat u opbouwt. We reageren binnen ${reply} met hoe wij de zoektocht zouden aanpakken.`,
      actions: [{ label: "Bespreek een samenwerking" }, { label: `Werken bij ${brand.name}` }],
    },
  },
  {
    meta: {
      title: "Visie op persoonlijke ontwikkeling en retreats",
      description:
        "Waarom rust bij het werk hoort: onze visie op persoonlijke ontwikkeling, coaching en retreats, en de gewoonten die we in elk programma inbouwen.",
    },
    hero: {
      eyebrow: "Persoonlijke ontwikkeling en retreats",
      title: "Blijvende verandering vraagt om afstand, en om een weg terug",
      lead: "Inzicht is makkelijk te vinden in een rustige week in de bergen. Het vasthouden op een drukke maandag is het echte werk. Onze coaching en retreats zijn rond dat tweede deel ontworpen.",
      actions: [{ label: "Retreats & leefstijl" }, { label: "Coaching voor persoonlijke ontwikkeling" }],
    },
    principles: {
      intro: {
        eyebrow: "Kernprincipes",
        title: "Wat wij geloven over hoe mensen veranderen",
        lead: "Deze overtuigingen komen voort uit jarenlang coachen van leiders bij promoties, tegenslagen en een tweede loopbaan.",
      },
      items: [
        {
          title: "Rust hoort bij het werk",
          description:
            "Slaap, beweging en ongehaaste tijd om na te denken zijn geen beloning voor gedane arbeid. Ze zijn waar een goed oordeel uit voortkomt, en we plannen ze even bewust als elke vergadering.",
          highlight: "Een retreatprogramma laat bewust ruimte open.",
        },
        {
          title: "Verandering zit in de praktijk, niet in het inzicht",
          description:
            "Een doorbraak in een workshop vervaagt binnen enkele weken als die geen gewoonte wordt. Elk programma eindigt met kleine, concrete gewoonten en iemand die er later naar vraagt.",
          highlight: "We meten wat mensen een maand later anders doen.",
        },
        {
          title: "De hele mens komt naar het werk",
          description:
            "Loopbaan, gezondheid, gezin en zingeving trekken aan dezelfde uren. Coaching die alleen de professionele kant behandelt, laat de echte beperking onaangeroerd.",
          highlight: "Doelen gaan over het leven, niet alleen over het werk.",
        },
      ],
    },
    list: {
      intro: {
        eyebrow: "In elk programma",
        title: "Werkwijzen die we in coaching en retreats inbouwen",
        lead: "Of het nu gaat om één uur coaching of om een week weg met een directieteam.",
      },
      items: [
        "Een eerlijke nulmeting van energie, werkdruk en wat het zwaarst weegt",
        "Doelen in de eigen woorden van de deelnemer, elke maand opnieuw bekeken",
        "Dagelijkse beweging en stilte op elke retreat, hoe vol het programma ook is",
        "Gesprekken die ook over het leven buiten het werk gaan, als de deelnemer dat wil",
        "Een terugkeerplan: wat er op de eerste maandag na terugkomst anders gaat, en wie dat zal merken",
        "Vervolgsessies enkele weken na een retreat, wanneer oude gewoonten terugkomen",
      ],
    },
    essay: {
      intro: {
        eyebrow: "Onze visie uitgewerkt",
        title: "De week na de retreat telt meer dan de retreat zelf",
        lead: "Waarom we ontwerpen voor de terugkeer, niet alleen voor de tijd weg van kantoor.",
      },
      paragraphs: [
        "Bijna iedereen is weleens op een heidag geweest die ingrijpend voelde en niets veranderde. De locatie was prachtig, de gesprekken waren eerlijk, de plannen ambitieus. Toen liep de inbox vol, begonnen de oude overleggen weer en binnen een maand lagen de aantekeningen in een la. Het probleem was niet de retreat. Het probleem was dat niemand had ontworpen wat er daarna gebeurde.",
        "Wij beginnen aan de andere kant. Voordat we een locatie of een programma kiezen, vragen we wat de deelnemers drie maanden later anders moeten doen, en wat in hun gewone week zal proberen dat tegen te houden. De retreat is er vervolgens op gericht die veranderingen te oefenen, niet alleen te bespreken. Iedereen vertrekt met een kort plan voor de eerste dagen terug en een coach die vraagt hoe het ging.",
        "Ook over rust zijn we duidelijk. Leiders komen uitgeput aan op een retreat en verwachten dat ze bezig worden gehouden. Wij geven ze minder sessies dan ze verwachten, beschermen slaap en dagelijkse beweging, en laten bewust uren onbezet. De beste beslissingen die we teams hebben zien nemen, kwamen voort uit een wandeling of een lang diner, zelden uit de vierde workshop van de dag.",
        `Individuele coaching volgt hetzelfde patroon op kleinere schaal. Een cliënt werkt met één coach aan doelen die het hele leven beslaan, met gewoonten die klein genoeg zijn om een zware week te overleven. Wie een diepere verandering zoekt, kiest een programma dat coaching combineert met tijd weg van kantoor; op de tariefpagina's voor [transformatie](${link("transformationPricing")}) en [lifecoaching](${link("lifeCoachingPricing")}) staat wat elk programma omvat.`,
      ],
    },
    closing: {
      title: "Tijd weg die daarna blijft doorwerken",
      lead: "Vergelijk onze programma's en kies de diepgang die bij u of uw team past. Elk programma begint met een gratis eerste gesprek.",
      actions: [{ label: "Tarieven transformatie" }, { label: "Tarieven lifecoaching" }],
    },
  },
  {
    meta: {
      title: "Visie op marketing en sales",
      description:
        "Hoe wij naar groei kijken: verkopen zoals klanten kopen, consequent één boodschap uitdragen, en marketing en sales sturen op één gedeeld cijfer.",
    },
    hero: {
      eyebrow: "Visie op marketing en sales",
      title: "Groei is één systeem, geen twee afdelingen",
      lead: "Marketing die de funnel vult met leads die sales niet kan sluiten, en sales die belooft wat marketing nooit heeft gezegd: samen verspillen ze het grootste deel van een groeibudget. Wij bouwen die twee als één geheel.",
      actions: [{ label: "Kom in gesprek" }, { label: "Onze diensten voor marketing & sales" }],
    },
    principles: {
      intro: {
        eyebrow: "Kernprincipes",
        title: "Drie principes voor groei die zichzelf versterkt",
        lead: "Ze gelden voor een startup van twee mensen en voor een salesorganisatie van tweehonderd.",
      },
      items: [
        {
          title: "Verkoop zoals klanten kopen",
          description:
            "Kopers zoeken zelf informatie, vergelijken in stilte en betrekken collega's lang voordat ze een verkoper spreken. Het proces dat wij ontwerpen volgt hun stappen, niet de stappen van een intern funneldiagram.",
          highlight: "We brengen eerst de koopreis in kaart, dan pas de verkoopfasen.",
        },
        {
          title: "Eén boodschap, consequent uitgedragen",
          description:
            "Een bedrijf dat zichzelf op vijf manieren beschrijft, wordt om geen ervan onthouden. We leggen één heldere belofte vast en zorgen dat de website, de campagnes en het verkoopgesprek allemaal hetzelfde zeggen.",
          highlight: "Over een hele koopcyclus wint consistentie het van originaliteit.",
        },
        {
          title: "Marketing en sales delen één cijfer",
          description:
            "Leads, clicks en afspraken zijn nuttige signalen, maar de teams zijn samen verantwoordelijk voor omzet en marge. Gedeelde doelen maken een eind aan de discussie over wiens schuld een slecht kwartaal was.",
          highlight: "Eén pipelinereview, met beide teams aan tafel.",
        },
      ],
    },
    list: {
      intro: {
        eyebrow: "Vóór elke campagne",
        title: "Vragen die we beantwoorden voordat we geld in groei steken",
        lead: "Kunnen we ze niet beantwoorden, dan gaat het eerste geld naar het uitzoeken ervan.",
      },
      items: [
        "Wie er precies koopt, wie er nog moet meetekenen, en waar elk van hen bang voor is",
        "Welk probleem klanten dit kwartaal opgelost willen zien, en ervoor willen betalen",
        "Wat we in één zin zeggen, en wat we bewust niet zeggen",
        "Welke twee kanalen kopers bereiken tegen kosten die de marge kan dragen",
        "Hoe een lead van marketing naar sales gaat, en wie in elke stap eigenaar is",
        "Welke cijfers het directieteam elke week bespreekt, en wat er gebeurt als ze achterblijven",
      ],
    },
    essay: {
      intro: {
        eyebrow: "Onze visie uitgewerkt",
        title: "De meeste groeiproblemen zijn overdrachtsproblemen",
        lead: "Waar we als eerste naar kijken als marketing en sales van een bedrijf niet optellen.",
      },
      paragraphs: [
        "Als een bedrijf ons vertelt dat zijn marketing niet werkt, beginnen we zelden bij de campagnes. We volgen eerst één lead, van de eerste advertentie tot het getekende contract, of tot het moment waarop die uit beeld raakte. Vaker wel dan niet zit het lek niet in het werk van een van beide teams, maar in het gat ertussen: leads die te vroeg worden doorgegeven, te laat worden opgevolgd, of aan de koper worden beschreven in woorden die marketing nooit heeft gebruikt.",
        "Dat gat dichten is vooral onopvallend werk. We spreken met beide teams af wat een gekwalificeerde lead is, wie die belt en binnen hoeveel uur, en wat de verkoper dan al moet weten. We schrijven één beschrijving van het aanbod die beide teams gebruiken, en we schrappen de slides die ermee in tegenspraak zijn. Die veranderingen kosten weinig en zijn meestal binnen een kwartaal terug te zien in de pipeline.",
        `Pas daarna richten we ons op bereik. Met een consistente boodschap en een strakke overdracht komt hetzelfde budget verder, en wordt duidelijk welke kanalen klanten opleveren die blijven. Onze [diensten voor marketing en sales](${link("marketingSales")}) dekken dat werk, van positionering tot campagnemanagement.`,
        `Het laatste stuk zijn de mensen die de klant spreken. Een salesteam dat goed luistert, goede vragen stelt en weet wanneer het moet afhaken, wint meer dan een team dat harder duwt. Daarom combineren we het strategische werk met [salestraining](${link("salesTraining")}) op basis van de eigen deals van de klant, zodat nieuwe gewoonten worden geoefend in echte gesprekken in plaats van in rollenspellen.`,
      ],
    },
    closing: {
      title: "Wilt u marketing en sales dezelfde kant op laten trekken?",
      lead: `Vertel ons waar deals nu vastlopen. We reageren binnen ${reply} met waar we als eerste zouden kijken.`,
      actions: [{ label: "Stel een samenwerking voor" }, { label: "Salestraining" }],
    },
  },
]);
