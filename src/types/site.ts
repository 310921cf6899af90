/** The shapes of the site's configuration, navigation and pages. */
import type { WeeklyHours } from "./facts";
import type { CardSection, ClosingCta, Cover, ListSection, PageHero, StepSection } from "./sections";

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
  /** The dropdown's link to the overview page ("Services overview", "Alle diensten"). */
  overview: string;
  links: readonly NavLink[];
  /** Other path prefixes whose pages belong to this group ("/specialties" to Services), for the current-page mark. */
  alsoCovers?: readonly string[];
}

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export interface Office {
  id: string;
  /** The office's title everywhere: its city ("Dubai"). */
  city: string;
  country: string;
  district: string;
  address: readonly string[];
  phone: string;
  email: string;
  hours: WeeklyHours;
  /** The office's time zone, an IANA name ("Europe/Amsterdam"). */
  timeZone: string;
  /** The zone's name as the page's language says it ("Eastern Time", "Amerikaanse oostkusttijd"). */
  zoneName: string;
  /** Where the office is, in degrees, for the map of offices. */
  location: { latitude: number; longitude: number };
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

/** A page's path (from the route table), title and meta description: its metadata, sitemap entry and preview image. */
export interface PageMeta {
  path: string;
  title: string;
  /** The title is the whole `<title>`, without the brand after it (the home page). */
  absoluteTitle?: boolean;
  description: string;
  /** The day the page's text was published (ISO date), for pages that carry one (articles): the sitemap's lastmod. */
  published?: string;
  /** What the page's cover is drawn from (articles): its preview image shows it too. */
  cover?: Cover;
  /**
   * The page has no address of its own (the 404, served at any unknown path): no canonical URL, not in the
   * sitemap. Next marks every not-found response `noindex` itself.
   */
  unlisted?: boolean;
  /**
   * The page this one sits under when the route table does not name it: a category page, above its further
   * pages. The breadcrumb trail steps through it.
   */
  above?: Pick<NavLink, "label" | "href">;
}

/**
 * The one shape of a content module's `page`: its meta, its hero and, under names the page file reads, the data
 * of each section (typed with the shapes of ./sections).
 */
export interface ContentPage {
  meta: PageMeta;
  hero: PageHero;
  [section: string]: unknown;
}

/**
 * A specialty taught in programmes or courses (leadership development, sales training): what is on offer, how it
 * runs, and what participants take away. Each edition's page of either has this shape and one view.
 */
export interface CoursesPage extends ContentPage {
  offer: CardSection;
  method: StepSection;
  outcomes: ListSection;
  closing: ClosingCta;
}
