/**
 * The one site configuration: brand, contact details, offices, hours and social links.
 * Every visible brand string, the careers route (routes.ts), mails and metadata derive from `brand`, whose
 * name and mail domain are set in `names.ts`: renaming the firm is a change to that file only.
 */
import { formatDuration, formatList } from "@/content/format";
import type { Duration, Locale, WeeklyHours } from "@/types/facts";
import type { Office, SocialLink } from "@/types/site";
import { brandName, brandSlug, helloAddress, mailDomain, slugify } from "./names";

export { mailDomain, slugify };

export const contact = {
  email: helloAddress,
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
  hours: [
    { from: "Monday", to: "Friday", opens: "09:00", closes: "18:00" },
    { from: "Saturday", to: "Saturday", opens: "10:00", closes: "14:00" },
  ],
  zone: "CET",
} as const satisfies WeeklyHours;

export const offices: readonly Office[] = [
  {
    id: "amsterdam",
    city: "Amsterdam",
    country: "Netherlands",
    district: "Zuidas",
    address: ["Gustav Mahlerlaan 310", "1082 ME Amsterdam", "Netherlands"],
    phone: "+31 20 794 5100",
    email: `amsterdam@${mailDomain}`,
    // The headquarters keeps the business hours: one week, stated once.
    hours: { hours: businessHours.hours },
    timeZone: "Europe/Amsterdam",
    zoneName: "Central European Time",
    location: { latitude: 52.338, longitude: 4.873 },
    isHeadquarters: true,
    teamSize: 45,
    specialties: ["Business building", "Strategic advisory", "Retreats and lifestyle"],
  },
  {
    id: "london",
    city: "London",
    country: "United Kingdom",
    district: "City of London",
    address: ["20 Finsbury Circus", "London EC2M 7EA", "United Kingdom"],
    phone: "+44 20 7946 0321",
    email: `london@${mailDomain}`,
    hours: {
      hours: [{ from: "Monday", to: "Friday", opens: "09:00", closes: "18:00" }],
    },
    timeZone: "Europe/London",
    zoneName: "British Time",
    location: { latitude: 51.517, longitude: -0.088 },
    isHeadquarters: false,
    teamSize: 30,
    specialties: ["Leadership development", "Sales training", "Executive search"],
  },
  {
    id: "new-york",
    city: "New York",
    country: "United States",
    district: "Manhattan",
    address: ["250 Park Avenue South, 7th Floor", "New York, NY 10003", "United States"],
    phone: "+1 212 555 0147",
    email: `newyork@${mailDomain}`,
    hours: {
      hours: [{ from: "Monday", to: "Friday", opens: "09:00", closes: "18:00" }],
    },
    timeZone: "America/New_York",
    zoneName: "Eastern Time",
    location: { latitude: 40.739, longitude: -73.986 },
    isHeadquarters: false,
    teamSize: 35,
    specialties: ["Startup advisory", "Marketing and sales", "AI solution consultancy"],
  },
  {
    id: "singapore",
    city: "Singapore",
    country: "Singapore",
    district: "Marina Bay",
    address: ["8 Marina View, Level 21", "Singapore 018960", "Singapore"],
    phone: "+65 6950 3120",
    email: `singapore@${mailDomain}`,
    hours: {
      hours: [{ from: "Monday", to: "Friday", opens: "09:00", closes: "18:00" }],
    },
    timeZone: "Asia/Singapore",
    zoneName: "Singapore Time",
    location: { latitude: 1.279, longitude: 103.852 },
    isHeadquarters: false,
    teamSize: 20,
    specialties: ["Talent sourcing", "Customer care", "Market entry in Asia-Pacific"],
  },
  {
    id: "uae",
    city: "Dubai",
    country: "UAE",
    district: "Media City Free Zone",
    address: ["Building 5, Office 402", "Dubai Media City", "United Arab Emirates"],
    phone: "+971 4 555 0180",
    email: `uae@${mailDomain}`,
    hours: {
      hours: [{ from: "Sunday", to: "Thursday", opens: "09:00", closes: "18:00" }],
      zone: "GST",
    },
    timeZone: "Asia/Dubai",
    zoneName: "Gulf Standard Time",
    location: { latitude: 25.094, longitude: 55.156 },
    isHeadquarters: false,
    teamSize: 25,
    specialties: ["Business building", "Personal development", "Retreat management"],
  },
];

/**
 * What pages read of an edition's offices: the offices with some ids, in that order (a page that names a few of
 * them), their cities in a sentence ("Amsterdam, London, New York, Singapore and Dubai"), and the headquarters.
 * The Dutch edition (`nl/site.ts`) reads its own list the same way.
 */
export function officesOf(list: readonly Office[]) {
  return {
    officesById: (...ids: readonly string[]): readonly Office[] =>
      ids.map((id) => {
        const office = list.find((candidate) => candidate.id === id);
        if (!office) throw new Error(`No office with the id "${id}"`);
        return office;
      }),
    officeCities: (locale: Locale): string =>
      formatList(
        list.map((office) => office.city),
        locale,
      ),
    headquarters: list.find((office) => office.isHeadquarters) ?? list[0]!,
  };
}

export const { officesById, officeCities, headquarters } = officesOf(offices);

export const brand = {
  name: brandName,
  slug: brandSlug,
  legalName: `${brandName} Consultancy B.V.`,
  // Placeholders, as the brand is (decision record 002): the firm's own numbers replace them.
  chamberOfCommerce: "81234567",
  vatNumber: "NL862345678B01",
  tagline: "Building bright futures. Together.",
  description: `Consultancy for entrepreneurs, executives and growing organizations: strategy, marketing and sales, talent, AI and customer care, from offices in ${officeCities("en")}.`,
  foundedYear: 2015,
  copyrightYear: 2025,
} as const;

/** Social profiles. These are placeholders until the firm's accounts are set here. */
export const socialLinks: readonly SocialLink[] = [
  { network: "linkedin", label: `${brand.name} on LinkedIn`, href: "https://www.linkedin.com/" },
  { network: "x", label: `${brand.name} on X`, href: "https://x.com/" },
  { network: "instagram", label: `${brand.name} on Instagram`, href: "https://www.instagram.com/" },
  { network: "youtube", label: `${brand.name} on YouTube`, href: "https://www.youtube.com/" },
];

/** How soon work begins once an engagement is agreed (the spec's 1-2 weeks). */
export const projectStartTime: Duration = { amount: [1, 2], unit: "week" };

/** How soon a partner answers a message sent through the site, email or phone (the spec's 24 hours). */
export const replyTime: Duration = { amount: 24, unit: "hour" };

/** The start time in the sentence that closes a plan list or a proposal. */
export const projectStart = `Projects can start within ${formatDuration(projectStartTime, "en")} of signing.`;

/** Firm-wide figures, shown as display text: the home page and the services overview show them. */
export const firmFacts = [
  { value: `${offices.length}`, label: "offices" },
  { value: "150+", label: "team members" },
  { value: "25+", label: "countries served" },
] as const;
