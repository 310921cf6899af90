/** /about/leadership: the founder, and the partners who lead the practices and write the insights. */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, firmFacts, offices, replyTime } from "../site";
import { founder, partners, personAnchor } from "./firm";
import type {
  CardSection,
  ClosingCta,
  FounderProfile,
  PageHero,
  StatementSection,
  TeamSection,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

const firstName = founder.name.split(" ")[0] ?? founder.name;

export const page = {
  meta: {
    path: routes.leadership,
    title: `${founder.name}, Founder`,
    description: `Meet ${founder.name}, who founded ${brand.name} in ${brand.foundedYear}: 6000+ projects guided, 95% client satisfaction, the principles she leads by, and the partners beside her.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Leadership",
    title: "The founder behind the firm",
    lead: `${founder.name} founded ${brand.name} in ${brand.foundedYear} and still leads its largest engagements herself. She believes good advice is measured by what the client can do once the advisers have left.`,
    facts: [
      { value: "6000+", label: "projects guided in her own career, as adviser, mentor and board member" },
      { value: "95%", label: "client satisfaction" },
    ],
    actions: [{ label: `Talk to ${firstName}'s team`, href: routes.contact, variant: "primary" }],
  } satisfies PageHero,
  profile: founder satisfies FounderProfile,
  /** The profile's anchor, where the founder's articles link to her. */
  profileId: personAnchor(founder.name),
  vision: {
    intro: { eyebrow: "In her words", title: "Where she is taking the firm" },
    statements: [
      {
        label: "Vision statement",
        text: "I want every founder who calls us to get the partner I wished I had at twenty-five: someone senior, honest about what the numbers say, and still there when the plan gets hard.",
        attribution: { name: founder.name, role: founder.role },
      },
    ],
  } satisfies StatementSection,
  principles: {
    intro: {
      eyebrow: "Leadership principles",
      title: "How she leads, and asks our partners to lead",
      lead: "Four principles written down in the firm's first year, and used to this day to decide promotions.",
    },
    items: [
      {
        icon: "users",
        title: "Decide with the people who do the work",
        description:
          "The best plan is the one the team believes in. Decisions are made with those who will carry them out, not announced to them.",
      },
      {
        icon: "message-square",
        title: "Say what you see, kindly",
        description:
          "Clients pay for the truth about their business. We give it early, with the evidence, and with respect for the people who built it.",
      },
      {
        icon: "target",
        title: "Own the outcome, not the hours",
        description:
          "A partner answers for the result the client agreed to, and changes course the moment the measures say the plan is not working.",
      },
      {
        icon: "graduation-cap",
        title: "Grow people, then the firm",
        description:
          "Every consultant has a coach and a development plan. The firm has only grown as fast as it could grow its people.",
      },
    ],
  } satisfies CardSection,
  achievements: {
    intro: {
      eyebrow: "Achievements",
      title: `What ${firstName} has built`,
      lead: `Six milestones since she founded ${brand.name} in ${brand.foundedYear}.`,
    },
    items: [
      {
        icon: "building-2",
        title: `${offices.length} offices on three continents`,
        description: `Founded the firm in Amsterdam in ${brand.foundedYear} and opened every office since, each one at the request of clients already working with us there.`,
      },
      {
        icon: "users",
        title: `A team of ${firmFacts[1].value}`,
        description:
          "Built a firm of strategists, marketers, recruiters and coaches who work across offices as one team on each client.",
      },
      {
        icon: "workflow",
        title: "The 4D methodology",
        description:
          "Designed Discover, Design, Develop, Deliver: the four phases every service's own steps move through, from a two-week sprint to a year-long program.",
      },
      {
        icon: "rocket",
        title: "50+ startups advised",
        description:
          "Personally advised founders from their first business plan to a funded company, and set up the firm's startup advisory practice.",
      },
      {
        icon: "sunrise",
        title: "The retreats practice",
        description:
          "Started the leadership retreats and personal development programs in 2019, now run from Amsterdam and Dubai.",
      },
      {
        icon: "globe",
        title: `Clients in ${firmFacts[2].value} countries`,
        description:
          "Took the firm's services online in 2020, so clients far from any office work with the same partners as those next door.",
      },
    ],
  } satisfies CardSection,
  partners: {
    intro: {
      eyebrow: "Partners",
      title: "The partners beside her",
      lead: "Each leads a practice, writes for our insights and takes on new clients. Write or call the one whose field is closest to your question.",
    },
    members: partners,
  } satisfies TeamSection,
  closing: {
    title: `Work with ${firstName} and her partners`,
    lead: `Tell us what you are building. A partner replies within ${formatDuration(replyTime, "en")}, and the first conversation costs nothing.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Read our history", href: routes.history, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
