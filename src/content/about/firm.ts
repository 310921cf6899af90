/**
 * What the about pages say about the firm itself, written once: its mission and vision, its three values, the
 * milestones of its story and its founder. /about, /about/our-organization, /about/history and
 * /about/leadership each take what they show from here, so the story reads the same on every page.
 */
import { brand, firmFacts, mailDomain, offices, slugify } from "../site";
import type {
  FeatureItem,
  FounderProfile,
  PersonLink,
  Statement,
  TeamMember,
  TimelineEntry,
} from "@/types/sections";
import type { Office } from "@/types/site";

export const mission: Statement = {
  label: "Our mission",
  text: "To help entrepreneurs, executives and growing organizations build businesses that last: a clear strategy, the right people around it, and the discipline to carry both through.",
};

export const vision: Statement = {
  label: "Our vision",
  text: "Senior, honest advice within reach of every promising business, not only the largest, so that a founder in Dubai and a board in New York get the same attention and the same standard of work.",
};

/** The firm's three values. `features` says how each one shows in the work; the overview leaves it out. */
export const coreValues = [
  {
    icon: "target",
    title: "Purpose-Driven",
    description:
      "Every engagement starts with a written goal the client agrees to, and we judge our work by that goal, not by the hours we bill.",
    features: [
      "A goal and three to five measures agreed in week one",
      "Progress reviewed against them every month",
    ],
  },
  {
    icon: "hand-heart",
    title: "Human-Centered",
    description:
      "Plans are carried out by people. We design around the team that will run the plan, and we talk plainly with everyone it touches.",
    features: ["Interviews well beyond the leadership team", "Coaching for the people who own the plan"],
  },
  {
    icon: "lightbulb",
    title: "Innovation First",
    description:
      "We try new ideas at small scale before we recommend them at large scale, and we bring in new tools, AI included, where they save real time.",
    features: ["A pilot before every roll-out", "AI specialists on call for every practice"],
  },
] as const satisfies readonly FeatureItem[];

type MilestoneYear = "2018" | "2019" | "2020" | "2022" | "2024";

/**
 * The years that changed the firm's shape, after its founding in Amsterdam in `brand.foundedYear`. /about/history
 * and /about/our-organization each show four of them (the spec's years), so each entry also names the office the
 * other page's list leaves out: either list tells how all five offices came to be.
 */
const milestones: Record<MilestoneYear, TimelineEntry> = {
  "2018": {
    year: "2018",
    title: "London, our first office abroad",
    description:
      "Three years after opening in Amsterdam we took a floor in the City of London for clients with UK teams, and started our leadership development and sales training programs there. Dubai, our second office abroad, followed a year later.",
  },
  "2019": {
    year: "2019",
    title: "Dubai, and the first retreats",
    description:
      "A year after London, an office in Dubai Media City put us close to founders across the Gulf. With it came our first leadership retreats and personal development programs.",
  },
  "2020": {
    year: "2020",
    title: "Remote by design",
    description:
      "When travel stopped, we moved workshops, coaching and retreats online within a month, and began serving clients in countries where we have no office at all.",
  },
  "2022": {
    year: "2022",
    title: "New York",
    description:
      "A Manhattan office for the startups and growth companies that had found us from across the Atlantic, opening with startup advisory and marketing and sales.",
  },
  "2024": {
    year: "2024",
    title: "Singapore, and AI solution consultancy",
    description: `A fifth office, in Marina Bay, for clients in Asia-Pacific, and a new practice that helps clients put AI to work on real processes. The firm now counts ${offices.length} offices and ${firmFacts[1].value} ${firmFacts[1].label}.`,
  },
};

/** The milestones of the given years, in the order given. */
export function milestonesOf(years: readonly MilestoneYear[]): readonly TimelineEntry[] {
  return years.map((year) => milestones[year]);
}

/** The founder. Her drawn portrait is in content/people.ts. */
export const founder = {
  name: "Marieke van Dijk",
  role: "Founder and Managing Partner",
  experience: "22 years advising founders, boards and leadership teams",
  expertise: "Business building, growth strategy and leadership development",
  background: `Marieke began in corporate finance, then spent nine years leading growth and turnaround programs for mid-sized companies in Europe and the Gulf. She founded ${brand.name} in Amsterdam in ${brand.foundedYear} to give growing companies the senior attention that large firms keep for their largest clients.`,
  mission:
    "To leave every client stronger than she found them: a team that owns its strategy, and the habits to keep it current after we have gone.",
  specializations: [
    "Business building",
    "Growth strategy",
    "Startup advisory",
    "Leadership development",
    "Organization design",
    "Executive coaching",
  ],
} as const satisfies FounderProfile;

/** Where a link to a person of the firm lands on /about/leadership: the anchor of their profile or card. */
export const personAnchor = (name: string) => slugify(name);

/** The address of a person's profile on an edition's leadership page. */
export const profileHref = (leadership: string, name: string) => `${leadership}#${personAnchor(name)}`;

/**
 * The partners who lead the practices, write for the insights area and sell the work, beside the founder on
 * /about/leadership, one in each office beyond the headquarters, each with a drawn portrait (content/people.ts).
 * Every article's author is the founder or one of them.
 */
export const partners = [
  {
    id: personAnchor("Daniel Osei"),
    name: "Daniel Osei",
    role: "Partner, Talent & Organization",
    specialization:
      "Daniel leads our talent sourcing and talent matching work, and has built hiring processes for more than sixty growing companies.",
    location: "London",
    email: `daniel.osei@${mailDomain}`,
    phone: "+44 20 7946 0342",
  },
  {
    id: personAnchor("Lena Hoffmann"),
    name: "Lena Hoffmann",
    role: "Partner, Marketing & Sales",
    specialization:
      "Lena runs our marketing and sales practice, and has set up the go-to-market teams of scale-ups in software, health and retail.",
    location: "New York",
    email: `lena.hoffmann@${mailDomain}`,
    phone: "+1 212 555 0163",
  },
  {
    id: personAnchor("Yasmin Al-Rashid"),
    name: "Yasmin Al-Rashid",
    role: "Partner, Personal Development & Retreats",
    specialization:
      "Yasmin designs our leadership retreats and coaching programs, drawing on fifteen years as an executive coach.",
    location: "Dubai",
    email: `yasmin.al-rashid@${mailDomain}`,
    phone: "+971 4 555 0186",
  },
  {
    id: personAnchor("Marcus Tan"),
    name: "Marcus Tan",
    role: "Partner, AI Solutions & Customer Care",
    specialization:
      "Marcus opened our Singapore office in 2024 and leads the AI and customer care practices, after twelve years running service operations for airlines and banks in Asia.",
    location: "Singapore",
    email: `marcus.tan@${mailDomain}`,
    phone: "+65 6950 3131",
  },
] as const satisfies readonly TeamMember[];

/**
 * The founder and the partners as a front page shows them, in an edition's words: each with their city (the
 * founder's is the headquarters') and the address of their profile on the edition's leadership page.
 */
export function peopleOf(
  people: { founder: { name: string; role: string }; partners: readonly TeamMember[] },
  editionOffices: readonly Office[],
  leadership: string,
): readonly PersonLink[] {
  const headquarters = editionOffices.find((office) => office.isHeadquarters)!;
  return [{ ...people.founder, location: headquarters.city }, ...people.partners].map((person) => ({
    name: person.name,
    role: person.role,
    city: person.location,
    href: profileHref(leadership, person.name),
  }));
}

/** One of them by name; a name that is not the founder's or a partner's stops the build, naming `where`. */
export function personNamed(people: readonly PersonLink[], name: string, where: string): PersonLink {
  const person = people.find((candidate) => candidate.name === name);
  if (!person) throw new Error(`${where}: ${name} is not the founder or a partner`);
  return person;
}
