/**
 * One term for one thing, in both editions: the names of the practices, of the specialties and of the newsletter,
 * each with the variants an editor must not write for it (a practice with three Dutch names reads as three
 * practices). The modules that name a thing read its name from here, and a unit test refuses a Dutch text that
 * writes one of the variants (tests/unit/glossary.test.ts).
 *
 * The English words a Dutch firm writes as they are, in running text and in headings, are listed here too
 * (`keptInDutch`): the loanwords of Dutch business writing. Everything else on a Dutch page is Dutch, which the
 * test of every Dutch page holds it to (tests/e2e/dutch-words.spec.ts). Package names are all translated: a Dutch
 * client reads a Dutch price list, the English names are no trademarks, and a plan keeps its place and price in
 * both editions, so the two are told apart by neither.
 */
import { brandName } from "./names";

interface Term {
  readonly en: string;
  readonly nl: string;
  /** What a Dutch text must not call it. */
  readonly notInDutch: readonly string[];
}

const term = (en: string, nl: string, ...notInDutch: string[]): Term => ({ en, nl, notInDutch });

export const glossary = {
  practices: {
    consultancyStrategy: term("Consultancy & Strategy", "Advies & strategie", "Strategisch advies"),
    marketingSales: term("Marketing & Sales", "Marketing & sales"),
    freelanceTalent: term("Freelance & Talent", "Freelance & talent"),
    retreatsLifestyle: term("Retreats & Lifestyle", "Retreats & leefstijl"),
    aiSolutions: term("AI Solution Consultancy", "AI-oplossingen", "Advies over AI-oplossingen"),
    customerCare: term("Customer Care", "Klantenservice"),
  },
  specialties: term("Specialties", "Specialismen", "Specialisaties", "specialisaties"),
  newsletter: term(`${brandName} Insights`, `${brandName} Inzichten`, `${brandName} Insights`),
} as const;

/** Every term of the glossary, for the checks that read them all. */
export const allTerms: readonly Term[] = [
  ...Object.values(glossary.practices),
  glossary.specialties,
  glossary.newsletter,
];

/**
 * The English words a Dutch firm writes as they are: the loanwords of Dutch business writing and of the trades the
 * firm works in. An English word that is not here (nor a name) does not belong on a Dutch page.
 */
export const keptInDutch: readonly string[] = `
  account accounts agenda analytics assessment audit benchmark benchmarks board bonus briefing budget burn business
  canvas case cases checklist chat cloud coach coaches coaching code codes compact complete compliance concrete
  conflict consultancy consultant consultants contact content context contract contractor contrast cookie cookies
  corporate crisis criteria dashboard dashboards data database deadline deal deals deck design detail developers
  devops diagnose direct discipline discreet document download drift due diligence economics economy effect
  engineer engineering engineers equity expertise experts export extra facilitator facilitators feedback finalist
  finance fintech fintechs focus forecast freelance freelancer freelancers funnel governance hardware hospitality
  hosting impact inbox input interim interview interviews label link links logo longlist lunch management manager
  managers marketing mentor menu mindfulness mindset model monitor online onboarding outbound partner partners
  percentage pilot pilots pipeline pitch plan planning platform platforms playbook playbooks plus post pre
  privacy product professionals project prototype recruiter recruiters regulatory affairs reset respect retail
  retailers retreat retreats review reviews roadmap route routine routines runway sabbatical sales scale ups scan
  scenario score scorecard scorecards scores screening scripts search sector security seed senior sensor series
  service shortlist shortlists sitemap slide slides slogan software specialist spreadsheet spreadsheets sprint
  stakeholders start startup startups status story stress student studies supply chain support talent team teams
  test tests ticket tickets timing tone voice tool tooling tools trainer trainers training trend trends trigger
  triggers type unit update updates upgrades video volume volumes webinars website websites weekend wellness
  workshop workshops home lead leads go to market executive out up fit machine learning hiring social mail site
  hash user agent risk managing live development based success selling science saas multi key gates follow life
  customer clicks back bottom script tablet desktop bots
`
  .split(/\s+/)
  .filter(Boolean);
