/** De woorden van het kader om elke pagina: de overslaglink, de kop met het menu, en de voettekst. */
import { frameWords as english } from "../frame";
import { inDutch } from "../translation";
import { dutchAnchor } from "./anchors";

export const frameWords = inDutch("frame words", english, {
  skipLink: "Naar de inhoud",
  anchors: {
    main: dutchAnchor(english.anchors.main),
    footer: dutchAnchor(english.anchors.footer),
    newsletter: dutchAnchor(english.anchors.newsletter),
  },
  home: { label: "naar de startpagina" },
  menu: "Menu",
  closeMenu: "Menu sluiten",
  mainNav: "Hoofdmenu",
  footerNav: "Voettekst",
  footerLead: "Onafhankelijk advies voor ondernemers, bestuurders en groeiende organisaties, vanuit",
  rights: "Alle rechten voorbehouden.",
  otherEdition: { label: "English", short: "EN", lang: "en", title: "This page in English" },
});
