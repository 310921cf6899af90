/** Shapes of the content modules. Content imports nothing of ours but these types. */

export type IconName =
  "compass" | "megaphone" | "users" | "sunrise" | "brain-circuit" | "headset" | "file-text" | "arrow-right";

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
