/**
 * The one site configuration: brand, contact details, offices, hours and social links.
 * Every visible brand string, the careers route (routes.ts), mails and metadata derive from `brand`,
 * so renaming the firm is a change to this file only.
 */
import type { Office, SocialLink } from "@/types/site";

const brandName = "Brightwell";
/** The firm's mail domain. `.example` is reserved, so nothing is sent to a stranger before this is set. */
export const mailDomain = "brightwell.example";

/** Lower-case, hyphenated form of a name, for use in URLs. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const brand = {
  name: brandName,
  slug: slugify(brandName),
  legalName: `${brandName} Consultancy B.V.`,
  tagline: "Building bright futures. Together.",
  description:
    "Consultancy for entrepreneurs, executives and growing organizations: strategy, marketing and sales, talent, AI and customer care, from offices in Amsterdam, London, New York, Singapore and Dubai.",
  foundedYear: 2015,
  copyrightYear: 2025,
} as const;

export const contact = {
  email: `hello@${mailDomain}`,
  phone: "+31 20 794 5100",
  emergencyPhone: "+31 20 794 5199",
  partnershipsEmail: `partners@${mailDomain}`,
  careersEmail: `careers@${mailDomain}`,
} as const;

/**
 * General business hours: the hours of the Amsterdam headquarters, where the central desk answers the main
 * phone line, in its time zone. The headquarters' office card below states the same hours.
 */
export const businessHours = {
  timeZone: "CET",
  rows: [
    { days: "Monday - Friday", hours: "9:00 - 18:00" },
    { days: "Saturday", hours: "10:00 - 14:00" },
    { days: "Sunday", hours: "Closed" },
  ],
} as const;

export const offices: readonly Office[] = [
  {
    id: "amsterdam",
    name: "Amsterdam",
    city: "Amsterdam",
    country: "Netherlands",
    district: "Zuidas",
    address: ["Gustav Mahlerlaan 310", "1082 ME Amsterdam", "Netherlands"],
    phone: "+31 20 794 5100",
    email: `amsterdam@${mailDomain}`,
    // The business hours above, as an office card writes them.
    hours: "Mon-Fri 9AM-6PM, Sat 10AM-2PM",
    timeZone: "Europe/Amsterdam",
    location: { latitude: 52.338, longitude: 4.873 },
    isHeadquarters: true,
    teamSize: 45,
    specialties: ["Business building", "Strategic advisory", "Retreats and lifestyle"],
  },
  {
    id: "london",
    name: "London",
    city: "London",
    country: "United Kingdom",
    district: "City of London",
    address: ["20 Finsbury Circus", "London EC2M 7EA", "United Kingdom"],
    phone: "+44 20 7946 0321",
    email: `london@${mailDomain}`,
    hours: "Mon-Fri 9AM-6PM",
    timeZone: "Europe/London",
    location: { latitude: 51.517, longitude: -0.088 },
    isHeadquarters: false,
    teamSize: 30,
    specialties: ["Leadership development", "Sales training", "Executive search"],
  },
  {
    id: "new-york",
    name: "New York",
    city: "New York",
    country: "United States",
    district: "Manhattan",
    address: ["250 Park Avenue South, 7th Floor", "New York, NY 10003", "United States"],
    phone: "+1 212 555 0147",
    email: `newyork@${mailDomain}`,
    hours: "Mon-Fri 9AM-6PM",
    timeZone: "America/New_York",
    location: { latitude: 40.739, longitude: -73.986 },
    isHeadquarters: false,
    teamSize: 35,
    specialties: ["Startup advisory", "Marketing and sales", "AI solution consultancy"],
  },
  {
    id: "singapore",
    name: "Singapore",
    city: "Singapore",
    country: "Singapore",
    district: "Marina Bay",
    address: ["8 Marina View, Level 21", "Singapore 018960", "Singapore"],
    phone: "+65 6950 3120",
    email: `singapore@${mailDomain}`,
    hours: "Mon-Fri 9AM-6PM",
    timeZone: "Asia/Singapore",
    location: { latitude: 1.279, longitude: 103.852 },
    isHeadquarters: false,
    teamSize: 20,
    specialties: ["Talent sourcing", "Customer care", "Market entry in Asia-Pacific"],
  },
  {
    id: "uae",
    name: "UAE",
    city: "Dubai",
    country: "United Arab Emirates",
    district: "Media City Free Zone",
    address: ["Building 5, Office 402", "Dubai Media City", "United Arab Emirates"],
    phone: "+971 4 555 0180",
    email: `uae@${mailDomain}`,
    hours: "Sun-Thu 9AM-6PM GST",
    timeZone: "Asia/Dubai",
    location: { latitude: 25.094, longitude: 55.156 },
    isHeadquarters: false,
    teamSize: 25,
    specialties: ["Business building", "Personal development", "Retreat management"],
  },
];

/** The offices with these ids, in this order (a page that names a few of them). */
export function officesById(...ids: readonly string[]): readonly Office[] {
  return ids.map((id) => {
    const office = offices.find((candidate) => candidate.id === id);
    if (!office) throw new Error(`No office with the id "${id}"`);
    return office;
  });
}

export const headquarters = offices.find((office) => office.isHeadquarters) ?? offices[0]!;

/** Social profiles. These are placeholders until the firm's accounts are set here. */
export const socialLinks: readonly SocialLink[] = [
  { network: "linkedin", label: `${brand.name} on LinkedIn`, href: "https://www.linkedin.com/" },
  { network: "x", label: `${brand.name} on X`, href: "https://x.com/" },
  { network: "instagram", label: `${brand.name} on Instagram`, href: "https://www.instagram.com/" },
  { network: "youtube", label: `${brand.name} on YouTube`, href: "https://www.youtube.com/" },
];

/** How soon work begins once an engagement is agreed (the spec's 1-2 weeks). */
export const projectStart = "Projects can start within 1-2 weeks of signing.";

/** Firm-wide figures, shown as display text: the home page and the services overview show them. */
export const firmFacts = [
  { value: `${offices.length}`, label: "offices" },
  { value: "150+", label: "team members" },
  { value: "25+", label: "countries served" },
] as const;
