/** The words of the frame around every public page: the skip link, the header and its menu, and the footer. */
import { dutchRoutes, routes } from "./routes";
import type { LanguageHint } from "@/types/sections";

export const frameWords = {
  skipLink: "Skip to content",
  /** The anchors of the page's main content (the skip link's target) and of the footer's links. */
  anchors: { main: "main", footer: "footer-nav", newsletter: "footer-newsletter" },
  /** The logo's link, named after the brand: "Brightwell, home page". */
  home: { href: routes.home, label: "home page" },
  menu: "Menu",
  closeMenu: "Close menu",
  mainNav: "Main",
  footerNav: "Footer",
  /** Followed by the offices' cities: "..., from Amsterdam, London, New York, Dubai and Singapore." */
  footerLead: "Independent advice for founders, executives and growing organizations, from",
  rights: "All rights reserved.",
  /** The way to the other edition, in that edition's language. */
  otherEdition: { label: "Nederlands", short: "NL", lang: "nl", title: "Deze pagina in het Nederlands" },
};

/**
 * For a visitor whose browser prefers Dutch to English: a note on the English home page, in Dutch, that the Dutch edition is
 * one click away. Nothing redirects on a browser's languages, and nothing is remembered in a cookie.
 */
export const languageHint: LanguageHint = {
  lang: "nl",
  text: "Leest u liever Nederlands? Deze website is er ook in het Nederlands.",
  action: { label: "Naar de Nederlandse website", href: dutchRoutes.home },
  dismiss: "Melding sluiten",
};
