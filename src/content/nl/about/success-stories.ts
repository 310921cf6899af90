/** /nl/over-ons/succesverhalen */
import { page as english } from "../../about/success-stories";
import { inDutch } from "../../translation";
import { brand, replyTime } from "../site";
import { formatDuration } from "@/content/format";

export const page = inDutch("about/success-stories page", english, {
  meta: {
    title: "Succesverhalen",
    description:
      "Vier praktijkcases uit ruim 500 projecten en meer dan $ 2 miljard aan waarde voor klanten: de uitdaging, wat we samen deden en wat het opleverde.",
  },
  hero: {
    eyebrow: "Succesverhalen",
    title: "Wat er veranderde voor onze klanten",
    lead: "Vier opdrachten uit vier sectoren, geleid vanuit Amsterdam, Dubai, New York en Singapore. Onze klanten vroegen ons hun naam niet te noemen; de uitdagingen, het werk en de resultaten zijn precies zoals ze waren.",
    facts: [
      { value: "500+", label: "projecten van het bureau afgerond" },
      { value: "$ 2 mld.+", label: "waarde gecreëerd voor klanten" },
    ],
  },
  stories: {
    intro: {
      eyebrow: "Praktijkcases",
      title: "Vier klanten, vier verschillende vragen",
      lead: "Een tweede productlijn, een nieuwe regio, een salesteam en een klantenservice: elk verhaal laat de uitdaging, onze oplossing en de belangrijkste resultaten zien.",
    },
    stories: [
      {
        title: "Een tweede bedrijfstak zonder tweede bedrijf",
        client: "Voedingsproducent in familiebezit, Nederland",
        industry: "Voedingsmiddelen",
        challenge:
          "De marges in de retail liepen terug en de derde generatie wilde een eigen lijn die rechtstreeks aan consumenten verkoopt, maar het bestuur vreesde dat de fabriek daardoor haar grootste klanten uit het oog zou verliezen.",
        solution:
          "We zetten de nieuwe lijn op als aparte eenheid met een eigen klein team, budget en eigen doelen, testten drie proposities online bij 400 klanten en lanceerden de propositie die zij het vaakst nabestelden.",
        keyResult: {
          value: "7 maanden",
          label: "tot de lancering van de nieuwe lijn, binnen het afgesproken budget",
        },
        results: [
          "Nieuwe lijn gelanceerd in 7 maanden, binnen het afgesproken budget",
          "Winstgevend vanaf het tweede jaar",
          "Levering aan de grootste retailklanten liep de hele tijd ongestoord door",
        ],
      },
      {
        title: "De Golfregio in met partners, niet op de gok",
        client: "Fabrikant van medische apparatuur, Duitsland",
        industry: "Gezondheidszorg",
        challenge:
          "Twee eerdere pogingen om in de Golfregio te verkopen waren vastgelopen op de registratie en op distributeurs die concurrerende merken voerden.",
        solution:
          "Ons team in Dubai bracht per product de registratieroute in kaart, sprak met elf distributeurs en sloot een exclusieve overeenkomst met de enige die geen concurrerend merk voerde.",
        keyResult: { value: "9 maanden", label: "om de producten in twee landen te registreren" },
        results: [
          "Producten binnen 9 maanden geregistreerd in twee landen",
          "Eerste ziekenhuiscontracten getekend in het eerste jaar",
          "Een scorekaart voor distributeurs die de klant nu in elke nieuwe markt gebruikt",
        ],
      },
      {
        title: "Een salesteam dat deals in de helft van de tijd sluit",
        client: "Softwarebedrijf voor de financiële sector na een series A-ronde, New York",
        industry: "Financiële dienstverlening",
        challenge:
          "Het duurde zeven maanden om een deal te sluiten, de forecast klopte geen enkel kwartaal en de drie beste verkopers verkochten elk op hun eigen manier.",
        solution:
          "We legden vast wat de beste verkopers deden, maakten daar één salesproces van met duidelijke exitcriteria per fase, en trainden het hele team daarin in zes weken.",
        keyResult: { value: "3,5", label: "maanden duurt de gemiddelde salescyclus nu, was 7" },
        results: [
          "Gemiddelde salescyclus van 7 naar 3,5 maanden",
          "Kwartaalforecast vier kwartalen op rij binnen 10% nauwkeurig",
          "Nieuwe verkopers productief in 8 weken in plaats van 5 maanden",
        ],
        chart: {
          title: "Voor en na het nieuwe salesproces",
          series: ["Voor", "Na"],
          rows: [
            {
              label: "Gemiddelde salescyclus",
              values: [{ display: "7 maanden" }, { display: "3,5 maanden" }],
            },
            {
              label: "Tijd tot een nieuwe verkoper productief is",
              values: [{ display: "5 maanden" }, { display: "8 weken" }],
            },
          ],
          source: "De eigen salescijfers van de klant, bevestigd voor deze case.",
        },
      },
      {
        title: "Klantenservice die klanten binnenhoudt",
        client: "Regionale logistieke groep, Singapore",
        industry: "Logistiek",
        challenge:
          "Klanten wachtten uren op antwoord over vertraagde zendingen, en de klanten met het meeste volume begonnen hun zendingen naar concurrenten te verplaatsen.",
        solution:
          "We richtten de servicedesk opnieuw in rond de status van zendingen, voegden een AI-assistent toe die trackingvragen direct beantwoordt, en gaven de grootste accounts een eigen team.",
        keyResult: { value: "2 minuten", label: "hooguit om een trackingvraag te beantwoorden" },
        results: [
          "Trackingvragen beantwoord binnen 2 minuten",
          "Klachten over vertragingen binnen 6 maanden gehalveerd",
          "Elke key account die dreigde te vertrekken, verlengde zijn contract",
        ],
      },
    ],
    resultsLabel: "Belangrijkste resultaten",
  },
  measurement: {
    intro: {
      eyebrow: "Hoe we resultaten tellen",
      title: "Cijfers waar de klant voor tekent",
      lead: "Een resultaat komt alleen in een praktijkcase als het te controleren is en de klant het onderschrijft.",
    },
    items: [
      "Indicatoren afgesproken met de klant in de eerste week van elke opdracht",
      "Elk resultaat vergeleken met het cijfer van vóór onze start",
      "Resultaten zes maanden na afloop van de opdracht opnieuw gecontroleerd",
      "Elk cijfer bevestigd door de klant voordat we het publiceren",
    ],
  },
  closing: {
    title: "Welk resultaat wilt u bereiken?",
    lead: `Vertel ons voor welke uitdaging u staat. Een partner van ${brand.name} reageert binnen ${formatDuration(replyTime, "nl")} met een eerste beeld van hoe wij die zouden aanpakken.`,
    actions: [{ label: "Neem contact op" }, { label: "Bekijk hoe we werken" }],
  },
});
