/** /nl/specialismen/talentmatching */
import { page as english } from "../../specialties/talent-matching";
import { inDutch } from "../../translation";
import { officeCities, replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("specialties/talent-matching page", english, {
  meta: {
    title: "Talentmatching en werving",
    description:
      "Werving op vaardigheden én cultuur: werving op succesbasis, exclusieve zoekopdrachten en projectbemensing in technologie, financiën, zorg en consultancy.",
  },
  hero: {
    eyebrow: "Talentmatching",
    title: "Mensen die passen bij de functie, het team en uw manier van werken",
    lead: "We zoeken, selecteren en beoordelen kandidaten op vaardigheden én op cultuur, zodat de kandidaat die u aanneemt ook blijft.",
    actions: [{ label: "Vind talent" }, { label: "Sluit u aan bij ons netwerk" }],
  },
  services: {
    intro: {
      eyebrow: "Diensten",
      title: "Drie manieren waarop we uw mensen vinden",
      lead: "Van één specialist tot een compleet managementteam: elke wervingsopdracht wordt geleid door één consultant die uw markt kent.",
    },
    items: [
      {
        title: "Werving en selectie in vaste dienst",
        description:
          "Specialisten en managers voor vaste functies, gezocht in ons netwerk en de bredere markt en beoordeeld aan de hand van een scorecard.",
        features: [
          "Scorecard voor de functie vooraf afgesproken",
          "Gescreende shortlist",
          "Hulp bij aanbod en onboarding",
        ],
      },
      {
        title: "Executive search",
        description:
          "Discrete werving van senior leidinggevenden en bestuursleden, met een grondig assessment en referenties van elke finalist.",
        features: [
          "Vertrouwelijke marktverkenning",
          "Leiderschapsassessment",
          "Vervangingsgarantie van 12 maanden",
        ],
      },
      {
        title: "Projectbemensing",
        description:
          "Specialisten voor een afgebakend project of een vaste periode, snel gecontracteerd en afgestemd op het team waarin ze komen.",
        features: [
          "Snel toegang tot gescreende specialisten",
          "Vaardigheden afgestemd op elke projectfase",
          "Regelmatige voortgangsgesprekken",
        ],
      },
    ],
  },
  process: {
    intro: {
      eyebrow: "Werkwijze",
      title: "In vijf stappen naar de juiste kandidaat",
      lead: "U ziet elke week de voortgang en spreekt alleen kandidaten die alle stappen hebben doorlopen.",
    },
    steps: [
      {
        title: "Behoefteanalyse",
        description:
          "We spreken de leidinggevende en het team om vast te stellen welke resultaten, vaardigheden, ervaring en werkstijl de functie vraagt.",
      },
      {
        title: "Talent zoeken",
        description:
          "We zoeken in ons netwerk, via aanbevelingen en in de bredere markt, ook onder mensen die niet actief op zoek zijn.",
      },
      {
        title: "Screening van kandidaten",
        description:
          "Gestructureerde interviews, vaardigheidstests en referentiechecks, getoetst aan de scorecard uit de eerste stap.",
      },
      {
        title: "Cultuurassessment",
        description:
          "We toetsen waarden, motivatie en werkstijl aan uw team, zodat de klik wordt getest in plaats van geraden.",
      },
      {
        title: "De perfecte match",
        description:
          "U ontmoet een korte lijst finalisten met onze schriftelijke beoordeling, en wij ondersteunen bij het aanbod en de eerste maanden.",
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Sectoren",
      title: "Markten die we van binnenuit kennen",
      lead: "Onze consultants zijn gespecialiseerd per sector, zodat ze de taal van uw kandidaten spreken en weten waar ze hen vinden.",
    },
    items: [
      {
        title: "Technologie",
        description: "Talent in engineering, product en data voor softwarebedrijven en digitale teams.",
        tags: ["Software-engineering", "Productmanagement", "Data en AI", "Cloud en security"],
      },
      {
        title: "Financiën",
        description:
          "Professionals in finance, risk en beleggingen voor banken, fondsen, fintechs en corporate-financeteams.",
        tags: ["Corporate finance", "Risk en compliance", "Beleggingen", "Fintech"],
      },
      {
        title: "Zorg",
        description:
          "Leidinggevenden en specialisten voor zorgaanbieders, healthtechbedrijven en bedrijven in de life sciences.",
        tags: ["Zorgmanagement", "Healthtech", "Klinische bedrijfsvoering", "Regulatory affairs"],
      },
      {
        title: "Consultancy",
        description:
          "Consultants en leiders van adviespraktijken voor bureaus in strategie, management en technologie.",
        tags: ["Strategie", "Managementadvies", "Technologieadvies", "Leiding van een adviespraktijk"],
      },
    ],
  },
  solutions: {
    intro: {
      eyebrow: "Oplossingen",
      title: "Wervingsvraagstukken die we oplossen",
      lead: "Soms gaat een wervingsopdracht over meer dan één functie. Met deze situaties komen klanten het vaakst bij ons.",
    },
    items: [
      {
        title: "Werving voor scale-ups",
        description:
          "Een wervingsplan en een gestage stroom geselecteerde kandidaten wanneer een groeiend bedrijf snel veel mensen moet aannemen.",
      },
      {
        title: "Opvolging van leidinggevenden",
        description:
          "Vertrouwelijke werving en beoordeling wanneer een sleutelfiguur vertrekt of met pensioen gaat, of de functie de huidige bekleder ontgroeit.",
      },
      {
        title: "Teams voor nieuwe markten",
        description: `De eerste medewerkers in een nieuw land, gevonden via onze kantoren in ${officeCities("nl")}.`,
      },
    ],
  },
  methodology: {
    intro: {
      eyebrow: "Methode",
      title: "Hoe we een match beoordelen",
      lead: "Achter elke shortlist zitten vier fasen van beoordeling, zodat elke finalist op dezelfde manier wordt gemeten.",
    },
    steps: [
      {
        title: "Succes bepalen",
        detail: "Scorecard voor de functie",
        description:
          "Wat de persoon in het eerste jaar moet bereiken, vastgelegd voordat de zoektocht begint.",
      },
      {
        title: "Capaciteiten toetsen",
        detail: "Bewijs van vaardigheden",
        description:
          "Werkvoorbeelden, casusopdrachten en referenties die laten zien wat kandidaten werkelijk hebben gedaan.",
      },
      {
        title: "De klik beoordelen",
        detail: "Cultuurprofiel",
        description:
          "Waarden, motivatie en werkstijl, vergeleken met het team en de manager bij wie de kandidaat komt te werken.",
      },
      {
        title: "Nazorg",
        detail: "Eerste maanden",
        description:
          "Gesprekken met de nieuwe medewerker en de manager om te zorgen dat de plaatsing voor allebei werkt.",
      },
    ],
  },
  successStories: {
    intro: {
      eyebrow: "Succesverhalen",
      title: "Matches die standhielden",
    },
    stories: [
      {
        title: "Een engineeringmanagementteam voor een snelgroeiend platform",
        client: "Softwarebedrijf in de series B-fase, Amsterdam",
        industry: "Technologie",
        challenge:
          "Het bedrijf had zijn engineeringteam in een jaar verdubbeld en had drie engineeringmanagers nodig die zowel mensen konden leiden als zelf konden programmeren.",
        solution:
          "We voerden een exclusieve zoekopdracht uit met een gedeelde scorecard, testten kandidaten op echte teamsituaties en beoordeelden de klik met de huidige teamleiders.",
        results: [
          "Drie engineeringmanagers aangenomen uit één zoektocht",
          "Alle drie na hun eerste jaar nog in functie",
          "Het interviewproces door de klant overgenomen voor latere vacatures",
        ],
      },
      {
        title: "Een vertrouwelijke opvolging van de CFO",
        client: "Particuliere zorggroep, Londen",
        industry: "Zorg",
        challenge:
          "De CFO van de groep ging met pensioen, en het bestuur zocht een opvolger zonder onrust bij medewerkers, financiers of de markt.",
        solution:
          "We verkenden de markt discreet, beoordeelden de finalisten samen met het bestuur en planden een overdrachtsperiode met de vertrekkende CFO.",
        results: [
          "Opvolger benoemd vóór de pensioendatum",
          "Overdracht afgerond zonder verstoring van de rapportage",
          "Zoektocht vertrouwelijk gehouden tot de aankondiging",
        ],
      },
    ],
  },
  fees: {
    intro: {
      eyebrow: "Tarieven",
      title: "Honoraria voor werving",
      lead: "Kies het model dat bij de functie past. Honoraria, aanbetalingen en garanties leggen we schriftelijk vast voordat de zoektocht begint.",
    },
    plans: [
      {
        name: "Werving op succesbasis",
        description:
          "Voor specialistische functies en managementfuncties waarvoor u snel een geselecteerde shortlist wilt.",
        features: [
          "Zoektocht in ons netwerk en de bredere markt",
          "Geselecteerde en beoordeelde shortlist",
          "Hulp bij aanbod en onboarding",
          "Vervangingsgarantie van 90 dagen",
        ],
        action: { label: "Start een zoektocht" },
      },
      {
        name: "Exclusieve zoekopdracht",
        description: "Voor senior en bedrijfskritische functies die een eigen, exclusieve zoektocht vragen.",
        features: [
          "Vaste consultant en eigen researchteam",
          "Volledige marktverkenning en cultuurassessment",
          "Honorarium in drie termijnen: bij de start van de opdracht, bij de shortlist en bij de plaatsing",
          "Vervangingsgarantie van 6 maanden",
        ],
        action: { label: "Start een exclusieve zoekopdracht" },
      },
      {
        name: "Projectbemensing",
        description: "Voor specialisten die aan een project meewerken of een afgebakende periode invullen.",
        features: [
          "Gescreende specialisten, afgestemd op het project",
          "Contractering en onboarding geregeld",
          "Regelmatige voortgangsgesprekken tijdens het project",
          "Bezetting bijgestuurd als het project verandert",
        ],
        action: { label: "Bemens een project" },
      },
    ],
  },
  feeDetails: {
    intro: {
      eyebrow: "Tarieven in detail",
      title: "Zo werken honoraria en garanties",
    },
    items: [
      "Executive search: vervangingsgarantie van 12 maanden.",
      "Aanbetalingen worden verrekend met het eindhonorarium en terugbetaald als we geen gekwalificeerde kandidaten voordragen.",
      "De succesvergoeding is gebaseerd op de totale beloning in het eerste jaar en is verschuldigd zodra de kandidaat het aanbod heeft aanvaard.",
    ],
  },
  closing: {
    title: "Wie heeft u nodig in uw team?",
    lead: `Vertel ons over de functie en het team waarin die komt. Een talentconsultant reageert binnen ${formatDuration(replyTime, "nl")} met de volgende stappen.`,
    actions: [{ label: "Vind talent" }, { label: "Sluit u aan bij ons netwerk" }],
  },
});
