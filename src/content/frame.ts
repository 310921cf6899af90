/** The words of the frame around every public page: the skip link, the header and its menu, and the footer. */
export const frameWords = {
  skipLink: "Skip to content",
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
