/** /services */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { service, type ServiceId } from "../services";
import { firmFacts, replyTime } from "../site";
import type { CardSection, ClosingCta, PageHero } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

const learnMore = { label: "Learn More", href: routes.contact };

/** A service's anchor, icon, name and page, from the one list of services. */
function serviceCard(id: ServiceId) {
  const { title, href, icon } = service(id);
  return { id, title, href, icon };
}

export const page = {
  meta: {
    path: routes.services,
    title: "Services for Founders and Growing Companies",
    description:
      "Strategy, marketing and sales, freelance talent, retreats, AI consultancy and customer care: what each practice delivers and where to start.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Services",
    title: "Six practices, one team that sees the whole business",
    lead: "Pick the service you need now, or combine several under one plan. The same partner stays accountable from the first call to the last review.",
    actions: [
      { label: "Book a consultation", href: routes.contact, variant: "primary" },
      { label: "Read our insights", href: routes.insights, variant: "secondary" },
    ],
    facts: firmFacts,
  } satisfies PageHero,
  services: {
    intro: {
      eyebrow: "Our services",
      title: "What each service delivers",
      lead: `Five core services, each with the key services inside it; our sixth practice, customer care, has its own page. Tell us which one fits and a partner replies within ${formatDuration(replyTime, "en")}.`,
      action: { label: "Customer care", href: routes.customerCare },
    },
    items: [
      {
        ...serviceCard("consultancy"),
        description:
          "A clear diagnosis of where the business stands, a strategy your leadership team owns, and a plan to carry it out.",
        features: [
          "Strategic planning",
          "Business model design",
          "Operating model reviews",
          "Performance management",
        ],
        action: learnMore,
      },
      {
        ...serviceCard("marketing"),
        description:
          "Positioning, channel plans and a sales process that turn attention into revenue you can forecast.",
        features: [
          "Go-to-market strategy",
          "Brand positioning and messaging",
          "Demand generation campaigns",
          "Sales process and enablement",
        ],
        action: learnMore,
      },
      {
        ...serviceCard("talent"),
        description:
          "Vetted freelancers for a project, a senior hire for a key seat, or a complete team built around a goal.",
        features: ["Freelance specialists", "Permanent recruitment", "Project staffing", "Dedicated teams"],
        action: learnMore,
      },
      {
        ...serviceCard("retreats"),
        description:
          "Leadership retreats, wellness programs and coaching that give people room to think and bring them back with clear decisions.",
        features: [
          "Retreat management",
          "Wellness programs",
          "Life coaching",
          "Personal transformation programs",
        ],
        action: learnMore,
      },
      {
        ...serviceCard("ai"),
        description:
          "Where AI pays off in your business, how to build or buy it, and how to get your people using it well.",
        features: [
          "AI strategy development",
          "Machine learning implementation",
          "Process automation",
          "Data analytics solutions",
        ],
        action: learnMore,
      },
    ],
  } satisfies CardSection,
  specialties: {
    intro: {
      eyebrow: "Specialties",
      title: "Focused programs for specific moments",
      lead: "Deeper work for founders and leaders, built on the services above.",
    },
    items: [
      {
        icon: "rocket",
        title: "Startup Advisory",
        href: routes.startupAdvisory,
        description:
          "Guidance from pre-seed to Series A and beyond: the strategy, the first team and the growth plan investors ask about.",
        action: { label: "Explore startup advisory", href: routes.startupAdvisory },
      },
      {
        icon: "graduation-cap",
        title: "Leadership Coaching",
        href: routes.leadershipDevelopment,
        description:
          "Executive, team and personal leadership programs that build the habits people rely on when the pressure rises.",
        action: { label: "Explore leadership programs", href: routes.leadershipDevelopment },
      },
      {
        icon: "map",
        title: "Strategic Planning",
        href: routes.consultancyStrategy,
        description:
          "A three-year direction with yearly goals and the few bets that carry it, agreed by the whole leadership team.",
        action: { label: "Explore strategic planning", href: routes.consultancyStrategy },
      },
    ],
  } satisfies CardSection,
  closing: {
    title: "Not sure which service fits?",
    lead: `Describe the challenge in a few lines. A partner replies within ${formatDuration(replyTime, "en")} and suggests where to start.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Find an office", href: routes.officeLocations, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
