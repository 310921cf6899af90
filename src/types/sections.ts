/**
 * The shapes of what sections present. Content modules fill them; section and UI components receive them as
 * props. Both sides import this module and nothing of each other.
 */
import type { Duration, Money, Price, WeeklyHours } from "./facts";
import type { IconName } from "./icons";

export type { IconName };

/** A link that asks the visitor to do something: a button in a hero or a closing band, a card's "Learn more". */
export interface Action {
  label: string;
  href: string;
  /** How a button shows it; text links ignore it. */
  variant?: "primary" | "secondary" | "ghost";
}

/** A figure and what it measures. */
export interface Stat {
  value: string;
  label: string;
}

/** The words above a section's content. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** A "see all" link beside the heading on wide screens. */
  action?: Action;
}

/** The opening band of a page. */
export interface PageHero {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: readonly Action[];
  facts?: readonly Stat[];
}

/** The closing band of a page: a question, a short lead and the actions that answer it. */
export interface ClosingCta {
  title: string;
  lead: string;
  actions: readonly Action[];
}

/** A card in a grid: a service, a capability, a benefit, a talent category, an advisory area... */
export interface FeatureItem {
  /** Anchor id of the card, for links such as /services#consultancy. */
  id?: string;
  title: string;
  /** When set, the title links here. */
  href?: string;
  description: string;
  icon?: IconName;
  /** A pill above the title, such as a program's category. */
  badge?: string;
  /** Short facts shown under the title, such as a duration. */
  meta?: readonly string[];
  /** A checklist of what is included. */
  features?: readonly string[];
  /** Skill or topic tags. */
  tags?: readonly string[];
  /** One emphasised line under the description. */
  highlight?: string;
  action?: Action;
}

/**
 * A plan a client can buy: a package, a program or a recruitment fee model. Price, deposit and duration are
 * facts (`content/format` writes them); the period is the words beside the price ("per month", "for 3 months").
 */
export interface Plan {
  name: string;
  price: Price;
  period?: string;
  deposit?: Money;
  /** How long the work takes, where the plan states it. */
  duration?: Duration;
  description: string;
  features: readonly string[];
  popular?: boolean;
  action: Action;
}

/** A table of individual service rates. Amounts are numbers; columns say how each is derived from `hourly`. */
export interface RateTable {
  caption: string;
  currency: "USD" | "EUR";
  columns: readonly RateColumn[];
  rows: readonly { type: string; hourly: number }[];
  note?: string;
}

export interface RateColumn {
  label: string;
  /** Hours the rate covers (1 for hourly, 8 for a day...). */
  hours: number;
  /** Discount on the hourly rate, from 0 to 1. */
  discount?: number;
  /** Text after the amount, such as "/ hour". */
  suffix?: string;
}

export interface ProcessStep {
  title: string;
  description: string;
  /** A duration or deliverable shown beside the step. */
  detail?: string;
}

export interface SuccessStory {
  title: string;
  client: string;
  industry: string;
  challenge: string;
  solution: string;
  results: readonly string[];
  /**
   * The story's headline figure, set large at the top of its card: `value` is copied word for word from one of
   * `results` ("7 months"), `label` says what it measures. Only for stories whose results hold a figure.
   */
  keyResult?: Stat;
  /** The story's before and after, where its results state both. */
  chart?: Chart;
}

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface ArticleTeaser {
  category: string;
  title: string;
  description: string;
  readTime: string;
  publishDate: string;
  /** The date as YYYY-MM-DD, for `<time datetime>`. */
  dateTime?: string;
  featured?: boolean;
  /** Shown when the card names who wrote it (publications). */
  author?: string;
  href: string;
  /** The text's language, when it is not the page's (an English newsletter issue on a Dutch page). */
  lang?: string;
  /** What the card's cover draws. */
  cover?: Cover;
}

/** A service as its card on the home page shows it. */
export interface ServiceSummary {
  title: string;
  description: string;
  icon: IconName;
  href: string;
  highlights: readonly string[];
}

/**
 * A quiet note, on one edition's home page, for a visitor whose browser prefers the other edition's language:
 * written in that language (`lang`), with a link to that edition and a button that hides the note.
 */
export interface LanguageHint {
  lang: "en" | "nl";
  text: string;
  action: Action;
  /** The dismiss button's name. */
  dismiss: string;
}

/** One highlighted report, as a card that links to it. */
export interface ReportTeaser {
  eyebrow: string;
  title: string;
  description: string;
  meta: readonly string[];
  action: Action;
  /** What its cover draws: a report's key finding, or an article's title. */
  cover: Cover;
}

/** What an insight's cover is drawn from (src/components/art/covers.tsx), seeded by its slug. */
export type Cover = { seed: string; chart: Chart } | { seed: string; title: string };

/** How to reach the firm besides a form: mail, phone and, when given, business hours. */
export interface ContactDetails {
  title: string;
  email: string;
  phone: string;
  hours?: { title: string; week: WeeklyHours };
}

/** The data of one section of a page: its heading, and what the section shows. */
export interface CardSection {
  /** The section's anchor, where a link leads to it. */
  id?: string;
  intro: SectionIntro;
  items: readonly FeatureItem[];
}
export interface StepSection {
  /** The section's anchor, where a link leads to it. */
  id?: string;
  intro: SectionIntro;
  steps: readonly ProcessStep[];
}
export interface PlanSection {
  /** The section's anchor, where a link leads to it. */
  id?: string;
  intro: SectionIntro;
  plans: readonly Plan[];
  note?: string;
  /**
   * Set where the plans are tiers of one offer that differ on the same few things (hours, sessions, revisions):
   * the names of those things, and each plan's `features` are its values for them, in this order. Such plans
   * are a price list to compare (`PlanComparison`) rather than cards.
   */
  compare?: readonly string[];
}
export interface StorySection {
  intro: SectionIntro;
  stories: readonly SuccessStory[];
  /** The heading of each story's results, when not "Results". */
  resultsLabel?: string;
}
export interface ListSection {
  /** The section's anchor, where a link leads to it. */
  id?: string;
  intro: SectionIntro;
  items: readonly string[];
}
export interface StatSection {
  intro: SectionIntro;
  stats: readonly Stat[];
}
export interface TestimonialSection {
  intro: SectionIntro;
  items: readonly Testimonial[];
}
export interface RateSection {
  intro: SectionIntro;
  table: RateTable;
}

/** A question visitors ask, and the firm's answer. */
export interface FaqItem {
  question: string;
  answer: string;
}
export interface FaqSection {
  intro: SectionIntro;
  items: readonly FaqItem[];
}

/** A card that stands out from its section: one need, one sentence and the one action that meets it. */
export interface Callout {
  title: string;
  lead: string;
  icon?: IconName;
  action: Action;
}

/** An open role on the careers page. */
export interface Job {
  /** Anchor id of the role, so a message or a search result can point at it. */
  id: string;
  title: string;
  department: string;
  /** Where the role is done: at an office (its id), or remote, within a region (in words). */
  place: { officeId: string } | { region: string };
  /** The place as the card says it, in the page's language ("Amsterdam, Netherlands", "Remote (Europe)"). */
  location: string;
  /** The terms: a badge of its own tone on the card, and the JobPosting's employment type. */
  employment: "full-time" | "contract";
  /** The day the role was posted, YYYY-MM-DD: shown on its card and given to job search engines. */
  posted: string;
  description: string;
  requirements: readonly string[];
  /** The person the role works for, who reads every application: their name, role and profile's address. */
  manager: PersonLink;
  /** How to apply: a mail to the recruiting team with the role in its subject. */
  apply: Action;
}
export interface JobSection {
  /** The section's anchor, where a link leads to it. */
  id?: string;
  intro: SectionIntro;
  jobs: readonly Job[];
}

/** A person to talk to: a member of the sales team, a partner. */
export interface TeamMember {
  /** The anchor of the person's card, where a link to them lands (an author's "Meet our leadership"). */
  id?: string;
  name: string;
  role: string;
  specialization: string;
  location: string;
  email: string;
  phone: string;
}
/** A person of the firm as a front page shows them: name, role, city and where their profile is. */
export interface PersonLink {
  name: string;
  role: string;
  city: string;
  href: string;
}

/**
 * What a category page gathers beside its articles: the reports that bear on the topic, its publications, the
 * firm's essay on it and the partner who leads it.
 */
export interface TopicHub {
  intro: SectionIntro;
  labels: { lead: string; reports: string; publications: string; view: string };
  lead: PersonLink;
  reports: readonly {
    title: string;
    type: string;
    description: string;
    href: string;
    cover: Cover;
  }[];
  publications: readonly ArticleTeaser[];
  view?: { title: string; description: string; href: string };
}

export interface TeamSection {
  intro: SectionIntro;
  members: readonly TeamMember[];
}

/** One dated step in the firm's story. `year` is display text ("2019"). */
export interface TimelineEntry {
  year: string;
  title: string;
  description: string;
}
export interface TimelineSection {
  intro: SectionIntro;
  entries: readonly TimelineEntry[];
}

/** A statement the firm or a person stands behind: a mission, a vision, a founder's vision. */
export interface Statement {
  /** What the statement is ("Our mission"). */
  label: string;
  text: string;
  /** Who says it, when it is a quotation. */
  attribution?: { name: string; role: string };
}
export interface StatementSection {
  intro: SectionIntro;
  statements: readonly Statement[];
}

/** The founder, as the leadership page presents them. */
export interface FounderProfile {
  name: string;
  role: string;
  /** Years and kind of experience, one line. */
  experience: string;
  /** Fields of expertise, one line. */
  expertise: string;
  background: string;
  mission: string;
  specializations: readonly string[];
}

/**
 * One part of a document page (a policy, terms, a statement): a paragraph, a list, or a list of terms with what
 * each means. Text may link with `[label](href)`: a path of this site, `mailto:` or `tel:`.
 */
export type DocumentBlock =
  | string
  | { list: readonly string[]; style?: "bullet" | "check" | "cross" }
  | { terms: readonly { term: string; detail: string }[] };

/** A numbered section of a document, with its own anchor in the document's table of contents. */
export interface DocumentSection {
  id: string;
  title: string;
  blocks: readonly DocumentBlock[];
  /** A link under the section, such as "Contact us". */
  action?: Action;
}

/** A document page's body: the date line, an optional summary in plain words, and its sections in order. */
export interface DocumentContent {
  /** Shown above the first section, such as "Last updated January 10, 2025". */
  dateLine?: string;
  summary?: { title: string; points: readonly string[] };
  sections: readonly DocumentSection[];
}

/** A link on the site map, with an optional line about the page and the pages or anchors under it. */
export interface SiteMapLink {
  label: string;
  href: string;
  description?: string;
  links?: readonly SiteMapLink[];
}

/** An area of the site on the site map: its name and its pages. */
export interface SiteMapGroup {
  id: string;
  title: string;
  links: readonly SiteMapLink[];
}
export interface SiteMapSection {
  intro: SectionIntro;
  groups: readonly SiteMapGroup[];
}

/** An article, ready to show: its words, facts and rendered body. */
export interface ArticleDocument {
  title: string;
  description: string;
  /** The article's category, a link to the insights list filtered to it. */
  category: { label: string; href: string };
  author: { name: string; role: string; bio: string };
  /** Where the author card leads. */
  authorHref: string;
  publishDate: string;
  dateTime: string;
  readTime: string;
  summary: readonly string[];
  headings: readonly { id: string; title: string }[];
  /** The body as HTML, rendered at build time from the article's Markdown (no raw HTML passes through). */
  html: string;
  /** The body's charts; `html` marks where each one stands (`<!--chart:0-->`). */
  charts: readonly Chart[];
  /** What the article's cover is drawn from. */
  cover: { seed: string; title: string };
  /** The article's own path, which Share passes on. */
  path: string;
}

/** A row of links that narrows a list, one of them the current one (the insights category filter). */
export interface FilterLinks {
  label: string;
  links: readonly { label: string; href: string; current: boolean }[];
}

/**
 * The links between the pages of a paged list: previous and next (none on the first and last page), and the page
 * numbers shown, `null` standing for a run of numbers left out.
 */
export interface Pagination {
  previous?: string;
  next?: string;
  pages: readonly ({ number: number; href: string; current: boolean } | null)[];
}

/** A list of article cards (one page of them, with the links to the others), and what to say when it is empty. */
export interface ArticleListSection {
  intro: SectionIntro;
  articles: readonly ArticleTeaser[];
  pagination?: Pagination;
  empty: { title: string; lead: string; action: Action };
}

/**
 * A few paragraphs of continuous text under one heading: an essay's argument, a point of view set out at length.
 * Text may link with `[label](href)`, as in a document.
 */
export interface ProseSection {
  intro: SectionIntro;
  paragraphs: readonly string[];
}

/**
 * A chart of figures its text states (a report's key finding, a case's before and after): rows of bars, one bar
 * per series in each row. Every figure is written as the text writes it, so the chart reads as its own text
 * alternative; the bars only draw it. One style for the whole site: docs/chart-style.md.
 */
export interface Chart {
  /** What the figures show, as the chart's heading ("Scalers and stallers, side by side"). */
  title: string;
  /** The series' names, one per bar of a row ("Scalers", "Stallers"; "Before", "After"); one series has no key. */
  series: readonly string[];
  rows: readonly ChartRow[];
  /** Where the figures come from ("Survey of 312 companies, 2024"). */
  source: string;
}
export interface ChartRow {
  /** What the row measures ("Review a written plan at least quarterly"). */
  label: string;
  /** One figure per series: its value, and how the text writes it ("71%", "54 days"). */
  values: readonly ChartValue[];
  /** The value a full bar stands for: 100 for shares; the row's largest value when left out. */
  max?: number;
}
export interface ChartValue {
  value: number;
  display: string;
}

/** A business report: a card with its facts, a Preview of its summary and a Download of the PDF. */
export interface Report {
  /** The report's name in addresses, the same in both editions: its PDF's file name and its cover's seed. */
  slug: string;
  title: string;
  type: string;
  /** Display date ("January 28, 2025") and the ISO date for `<time>`. */
  date: string;
  dateTime: string;
  description: string;
  summary: readonly string[];
  findings: readonly string[];
  /** The key finding as a chart, shown on the card; the cover draws it. */
  chart: Chart;
  cover: Cover;
  /** The PDF, and a note on what it is ("Executive summary, PDF"). */
  download: Action & { note: string };
}
export interface ReportSection {
  intro: SectionIntro;
  reports: readonly Report[];
}
