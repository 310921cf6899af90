/** /nl/toegankelijkheid: the accessibility statement (`../../legal/accessibility`), in Dutch. */
import { page as english } from "../../legal/accessibility";
import { inDutch } from "../../translation";
import { contactAction } from "../navigation";
import { brand } from "../site";
import { contactBlock } from "./shared";

export const page = inDutch("legal/accessibility page", english, {
  meta: {
    title: "Toegankelijkheidsverklaring",
    description: `Hoe de website van ${brand.name} voldoet aan WCAG 2.1 AA, welke browsers en schermlezers we ondersteunen en hoe u een drempel meldt: antwoord binnen 2 werkdagen.`,
  },
  hero: {
    eyebrow: "Toegankelijkheid",
    title: "Toegankelijkheidsverklaring",
    lead: "Iedereen moet deze website kunnen lezen en ons via de site kunnen bereiken, met welk apparaat, welke browser of welke hulptechnologie ook.",
  },
  document: {
    sections: [
      {
        title: "Onze inzet",
        blocks: [
          `${brand.name} zet zich in om deze website toegankelijk te maken voor een zo breed mogelijk publiek. We ontwerpen, bouwen en testen elke pagina volgens de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA: kortweg WCAG 2.1 AA.`,
          "Geautomatiseerde tests vinden maar een deel van de problemen waar iemand tegenaan kan lopen. Daarom behandelen we elke melding van een drempel als een fout die we herstellen, niet als een kwestie van smaak.",
        ],
      },
      {
        title: "Wat we daarvoor hebben ingebouwd",
        blocks: [
          {
            terms: [
              {
                term: "Bediening met het toetsenbord",
                detail:
                  "Alles werkt met alleen een toetsenbord, en met het toetsenbord kunt u altijd verder. Op elke pagina staat als eerste een link waarmee u direct naar de inhoud springt. De menu's openen met Enter, de spatiebalk of de pijltoetsen en sluiten met Escape, waarna u terug bent waar u was. Brede tabellen en rijen kaarten die zijwaarts scrollen, kunt u met het toetsenbord bereiken en scrollen.",
              },
              {
                term: "Zichtbare focus",
                detail:
                  "Een duidelijke omlijning laat altijd zien welke link, knop of welk veld de toetsenbordfocus heeft. Op donkere achtergronden is die omlijning goudkleurig, zodat ze nooit wegvalt.",
              },
              {
                term: "Zoomen en herschikken",
                detail:
                  "Tekst schaalt mee met de instellingen van uw browser. Bij 200% zoom gaat er niets verloren, en tot een breedte van 320 pixels (gelijk aan 400% zoom op een desktopscherm) herschikken pagina's zich in één kolom, zonder dat u zijwaarts hoeft te scrollen.",
              },
              {
                term: "Formulieren en meldingen",
                detail:
                  "Elk veld heeft een zichtbaar label. Een fout verschijnt naast het veld en wordt samen met het veld voorgelezen, en het eerste veld met een fout krijgt de focus. De melding na het verzenden verschijnt in een zogeheten live region, zodat schermlezers haar voorlezen. Elke pagina en elk formulier werkt ook zonder JavaScript.",
              },
              {
                term: "Contrast en beweging",
                detail:
                  "Tekst en bedieningselementen voldoen aan de contrastverhoudingen van niveau AA, op lichte en donkere achtergronden, en ook als de muis boven een knop staat of een knop de focus heeft. Animaties zijn kort en worden uitgeschakeld als uw apparaat om minder beweging vraagt.",
              },
            ],
          },
        ],
      },
      {
        title: "Normen die we volgen",
        blocks: [
          {
            list: [
              "Web Content Accessibility Guidelines (WCAG) 2.1, niveau AA, gepubliceerd door het W3C.",
              "EN 301 549, de Europese toegankelijkheidsnorm voor digitale diensten, die voor webpagina's WCAG 2.1 AA overneemt.",
              "WAI-ARIA 1.2 en de ARIA Authoring Practices voor de menu's, het mobiele menu en de formulierelementen.",
              "Semantische HTML: één hoofdkop per pagina, koppen in logische volgorde, landmarks voor de paginakop, de navigatie, de hoofdinhoud en de voettekst, tabellen met bijschriften en kopcellen, en de taal van de pagina vastgelegd.",
            ],
          },
          "Bij elke wijziging van de website controleren geautomatiseerde tests elke pagina op de regels van WCAG 2.1 A en AA en de best practices van axe-core, op telefoon- en desktopbreedte, en op telefoons nog eens met het menu open. Ze controleren dat geen pagina zijwaarts scrolt bij 320 pixels of bij 200% zoom, dat het toetsenbord elk bedieningselement bereikt met een zichtbare focus en altijd verder kan, en dat knoppen hun contrast houden als de muis erboven staat of als ze de focus hebben.",
        ],
      },
      {
        title: "Ondersteunde browsers en schermlezers",
        blocks: [
          {
            terms: [
              {
                term: "Browsers",
                detail:
                  "De huidige en de vorige hoofdversie van Chrome, Edge, Firefox en Safari, op de computer en op telefoons en tablets.",
              },
              {
                term: "Schermlezers",
                detail:
                  "NVDA en JAWS met Chrome, Edge of Firefox op Windows; VoiceOver met Safari op macOS, iPhone en iPad; TalkBack met Chrome op Android.",
              },
            ],
          },
          "Ook oudere browsers tonen elke pagina en elk formulier, omdat niets van JavaScript afhangt, al zien ze er misschien eenvoudiger uit.",
        ],
      },
      {
        title: "Bekende beperkingen",
        blocks: [
          {
            list: [
              "Na het verzenden van een bericht verschijnt de korte bevestiging of foutmelding altijd in het Nederlands, ook op de Engelstalige pagina's van deze website. De melding is als Nederlands gemarkeerd, zodat schermlezers de Nederlandse uitspraak gebruiken; ook de kleur en het icoon van de melding laten zien of het bericht is verzonden.",
              "Onze links naar sociale media leiden naar websites van andere bedrijven, waarvan we de toegankelijkheid niet in de hand hebben.",
            ],
          },
        ],
      },
      {
        title: "Een drempel melden",
        blocks: [
          "Is iets op deze website lastig te gebruiken, laat het ons dan weten: om welke pagina het gaat, wat u probeerde te doen en welke browser en hulptechnologie u gebruikt. U krijgt binnen 2 werkdagen antwoord. Kunnen we het probleem niet meteen oplossen, dan geven we u de informatie die u nodig heeft op een andere manier, per e-mail of telefonisch.",
          contactBlock,
        ],
        action: { label: contactAction.label },
      },
    ],
  },
});
