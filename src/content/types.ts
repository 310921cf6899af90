/** Shapes of the content modules. Content imports nothing of ours but these types. */

/** Line icons that content may name; components/ui/icon.tsx maps them to the icon set. */
export const iconNames = [
  "compass",
  "megaphone",
  "users",
  "sunrise",
  "brain-circuit",
  "headset",
  "file-text",
  "arrow-right",
  "target",
  "trending-up",
  "chart-line",
  "chart-column",
  "rocket",
  "lightbulb",
  "shield-check",
  "handshake",
  "globe",
  "workflow",
  "database",
  "cpu",
  "sparkles",
  "heart-pulse",
  "leaf",
  "mountain",
  "plane",
  "graduation-cap",
  "award",
  "star",
  "clock",
  "calendar",
  "badge-check",
  "layers",
  "puzzle",
  "search",
  "user-check",
  "user-search",
  "building-2",
  "briefcase",
  "landmark",
  "stethoscope",
  "code",
  "message-square",
  "smile",
  "repeat",
  "gauge",
  "zap",
  "map",
  "palette",
  "pen-tool",
  "scale",
  "hand-heart",
  "flower-2",
  "sun",
  "tent",
  "flag",
  "trophy",
  "book-open",
  "presentation",
  "network",
  "bot",
  "settings",
  "clipboard-check",
  "list-checks",
  "brain",
  "coins",
  "timer",
  "life-buoy",
  "inbox",
] as const;

export type IconName = (typeof iconNames)[number];

export interface NavLink {
  label: string;
  href: string;
  /** One line shown under the label in the desktop dropdown. */
  description?: string;
}

export interface NavGroup {
  id: string;
  label: string;
  /** The group's overview page. */
  href: string;
  /** One sentence about the group, shown in its dropdown. */
  summary: string;
  links: readonly NavLink[];
}

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export interface Office {
  id: string;
  /** The name the firm uses for the office ("UAE" for Dubai). */
  name: string;
  city: string;
  country: string;
  district: string;
  address: readonly string[];
  phone: string;
  email: string;
  hours: string;
  timeZone: string;
  isHeadquarters: boolean;
  teamSize: number;
  specialties: readonly string[];
}

export type SocialNetwork = "linkedin" | "x" | "instagram" | "youtube";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface Action {
  label: string;
  href: string;
  variant?: "primary" | "secondary" | "ghost";
}

export interface ArticleTeaser {
  category: string;
  title: string;
  description: string;
  readTime: string;
  publishDate: string;
  featured?: boolean;
  href: string;
}

export interface ServiceSummary {
  title: string;
  description: string;
  icon: IconName;
  href: string;
  highlights: readonly string[];
}

/** A link with a label, used for calls to action inside sections. */
export interface LinkAction {
  label: string;
  href: string;
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
  action?: LinkAction;
}

/** A pricing plan or package. Price and period are display text, exactly as the firm states them. */
export interface PricingPlan {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: readonly string[];
  popular?: boolean;
  action: LinkAction;
}

/** A table of individual service rates. Amounts are numbers; columns say how each is derived from `hourly`. */
export interface RateTableData {
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
}

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

/** A recruitment fee plan: fee, deposit and duration as display text. */
export interface FeePlan {
  name: string;
  fee: string;
  deposit?: string;
  duration?: string;
  description: string;
  features: readonly string[];
  popular?: boolean;
  action: LinkAction;
}

export interface Stat {
  value: string;
  label: string;
}

/** The heading block above a section's content. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  lead?: string;
  action?: LinkAction;
}

/** The opening band of an inner page. */
export interface PageHero {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: readonly Action[];
  backLink?: LinkAction;
  facts?: readonly Stat[];
}

/** Title and meta description of a page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The data of one section of a page: its heading, and what the section shows. */
export interface CardSection {
  intro: SectionIntro;
  items: FeatureItem[];
}
export interface StepSection {
  intro: SectionIntro;
  steps: ProcessStep[];
}
export interface PlanSection {
  intro: SectionIntro;
  plans: PricingPlan[];
  note: string;
}
export interface StorySection {
  intro: SectionIntro;
  stories: SuccessStory[];
}
export interface ListSection {
  intro: SectionIntro;
  items: string[];
}

/** The closing band of a page: a question, a short lead and the actions that answer it. */
export interface ClosingCta {
  title: string;
  lead: string;
  actions: readonly Action[];
}
