/**
 * The words the Dutch edition shares with the English one on purpose, for the test that finds English on Dutch
 * pages (tests/e2e/dutch-words.spec.ts). The English words a Dutch firm writes as they are (marketing, sales,
 * coaching …) are a decision of the copy, and live in the glossary (src/content/glossary.ts); what is here is
 * what no editor decides: Dutch words that happen to be spelled as English ones, and names.
 */

/** Dutch words, spelled as an English word is ("door", "even", "want"). */
export const dutchHomographs = `
  a al apart april bank begin best die door en even had hand harden harder in is lag land late later let lost lot
  me meet met min moment net norm over past per plant put rest stand ten was water we week word warmer van top
  gold quo trays of open want set sets half details brief telling concern server servers panel november december
  september architect urgent spam pixels maximum match matches dollars demo tablets restaurants reserve race
  quota perfect passages nuance meter mediation loop indicator gadget euro consistent component comfort bits
  argument alcohol acute abstract laptop goodwill browser browsers zoom segment essays intake scope targets
  region do stage core smaller colloquium train
`;

/**
 * Names: of people (and the initials of clients quoted by first name), places and addresses, products and standards, and
 * abbreviations both languages write. A postal address stays as the post writes it ("London EC2M 7EA").
 */
export const names = `
  brightwell marieke dijk daniel osei lena hoffmann yasmin rashid james okafor priya raman sofia martens annelies
  marcus tan joost joris noor omar sarah laura dr m r s
  amsterdam rotterdam utrecht eindhoven london dubai singapore new york ny boston ohio jersey india manhattan
  marina bay view level park avenue south th floor finsbury circus gustav mahlerlaan zuidas media city free zone
  building office pacific ea ec eid
  web content accessibility guidelines authoring practices landmarks escape enter global control
  discover design develop deliver
  nvda jaws voiceover talkback chrome edge firefox safari windows macos iphone ipad android javascript json html
  https ip ipv wcag wai aria aa axe aws azure gcp python linkedin instagram youtube x meta crm seo sla kpi raci ux
  pdf ceo cfo coo hr pr cv ai b c d v w cet gst utc kvk nl
`;

/** A list above as a set of lower-case words. */
export function wordSet(...lists: string[]): Set<string> {
  return new Set(lists.flatMap((list) => list.split(/\s+/).filter(Boolean)));
}
