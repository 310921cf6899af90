/**
 * The Dutch name of each anchor a Dutch page shows in its address (`/nl/privacy#uw-rechten`): the sections a table
 * of contents, a skip link or a link from another page leads to. An English module's `id` and a link's #fragment
 * become the Dutch anchor on the Dutch page (content/translation.ts); an anchor not listed here is a name or
 * already Dutch (`#lena-hoffmann`, `#contact`).
 */
export const dutchAnchors: Readonly<Record<string, string>> = {
  // The frame: the skip link's target and the footer's links (where the menu leads without JavaScript).
  main: "inhoud",
  "footer-nav": "voettekst",
  // The forms' blocks, where an outcome without JavaScript shows (#contactformulier-verzonden).
  "contact-form": "contactformulier",
  "partnership-form": "partnerschapsformulier",
  "get-in-touch-form": "berichtformulier",
  "newsletter-form": "nieuwsbriefformulier",
  "footer-newsletter": "nieuwsbrief",
  "insights-newsletter": "nieuwsbrief-inzichten",
  "newsletter-again": "opnieuw-aanmelden",
  "newsletter-status": "aanmelden",
  // Pages.
  pricing: "tarieven",
  "ai-strategy-guide": "ai-strategiegids",
  "customer-care-guide": "klantenservicegids",
  packages: "pakketten",
  opportunities: "vacatures",
  "application-process": "sollicitatieprocedure",
  // The privacy statement.
  "who-we-are": "wie-wij-zijn",
  "information-we-collect": "welke-gegevens-we-verzamelen",
  "cookies-and-logs": "cookies-en-logbestanden",
  "how-we-use-your-information": "hoe-we-uw-gegevens-gebruiken",
  "information-sharing": "delen-van-gegevens",
  "data-security": "beveiliging",
  "how-long-we-keep-it": "bewaartermijnen",
  "your-rights": "uw-rechten",
  changes: "wijzigingen",
  // The legal notice.
  "terms-of-service": "gebruiksvoorwaarden",
  "service-limitations": "beperkingen-van-de-dienstverlening",
  "intellectual-property": "intellectueel-eigendom",
  "liability-and-disputes": "aansprakelijkheid-en-geschillen",
  "governing-law": "toepasselijk-recht",
  "company-information": "bedrijfsgegevens",
  "legal-contact": "juridisch-contact",
  // The terms.
  scope: "toepassingsgebied",
  "acceptable-use": "toegestaan-gebruik",
  "prohibited-use": "verboden-gebruik",
  "service-terms": "voorwaarden-voor-opdrachten",
  "client-responsibilities": "verplichtingen-van-de-klant",
  modifications: "aanpassingen",
  // The accessibility statement.
  commitment: "onze-inzet",
  features: "voorzieningen",
  standards: "normen",
  "browsers-and-screen-readers": "browsers-en-schermlezers",
  "known-limitations": "bekende-beperkingen",
  feedback: "reacties",
};

/** The Dutch anchor of an English one: itself when it has none. */
export function dutchAnchor(anchor: string): string {
  return dutchAnchors[anchor] ?? anchor;
}
