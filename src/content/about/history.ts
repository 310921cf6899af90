/** /about/history */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, firmFacts, headquarters, offices, replyTime } from "../site";
import { milestonesOf } from "./firm";
import type { CardSection, ClosingCta, PageHero, TimelineSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.history,
    title: "Our History",
    description: `How ${brand.name} grew from one ${headquarters.city} office in ${brand.foundedYear} to ${offices.length} offices: the milestones of 2018, 2020, 2022 and 2024.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "History",
    title: `From one room in ${headquarters.city} to three continents`,
    lead: `${brand.name} opened in ${headquarters.city} in ${brand.foundedYear} with three consultants and one client, a family business that wanted to grow without losing itself. Every office since has opened because clients asked us to be nearer.`,
    facts: [{ value: `${brand.foundedYear}`, label: `founded in ${headquarters.city}` }, ...firmFacts],
  } satisfies PageHero,
  timeline: {
    intro: {
      eyebrow: "Milestones",
      title: "The years that shaped us",
      lead: "Newest first. Each step added an office, a practice or a way of working that clients still use today.",
    },
    entries: milestonesOf(["2024", "2022", "2020", "2018"]),
  } satisfies TimelineSection,
  constants: {
    intro: {
      eyebrow: "What has not changed",
      title: `The firm of ${brand.foundedYear}, still in the work today`,
      lead: "We have grown in people and places. Three habits from the first year have stayed exactly as they were.",
    },
    items: [
      {
        icon: "handshake",
        title: "A partner on every engagement",
        description:
          "The first client worked with a founding partner every week. Every client today has a named partner who stays from the first call to the last review.",
      },
      {
        icon: "file-text",
        title: "What it costs, agreed up front",
        description:
          "The first client signed a proposal with the scope and the fee before any work began. Every client still does, whether the work is a package at a set price, a search for a percentage fee or hours booked at the rates we publish.",
      },
      {
        icon: "repeat",
        title: "Plans the client can run",
        description:
          "Each engagement ends with documents and routines the client's own team keeps using, because a plan that needs us to run it has not been finished.",
      },
    ],
  } satisfies CardSection,
  closing: {
    title: "Write the next chapter with us",
    lead: `Whether you are where we were in our first year or running a company of thousands, a partner will reply within ${formatDuration(replyTime, "en")}.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "Meet our founder", href: routes.leadership, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
