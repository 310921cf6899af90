/**
 * The insights area's categories and authors. Article files name them in their front matter; the loader
 * rejects any other value, so a typo fails the build.
 */
import { founder, partners } from "../about/firm";
import type { IconName } from "@/types/sections";

/** The category filter's entries, in the order the filter row shows them after "All". */
export const categories = [
  {
    id: "business-building",
    label: "Business Building",
    icon: "building-2",
    description:
      "Starting, pricing and scaling a company: the decisions of the first years, and the numbers behind them.",
  },
  {
    id: "talent",
    label: "Talent & Human Capital",
    icon: "users",
    description:
      "Finding, assessing and keeping the people a growing company needs, from the first hire to the executive team.",
  },
  {
    id: "personal-development",
    label: "Personal Development",
    icon: "sunrise",
    description:
      "Coaching, retreats and the habits that help leaders think clearly and keep their energy for the long run.",
  },
  {
    id: "marketing-sales",
    label: "Marketing & Sales",
    icon: "megaphone",
    description:
      "Go-to-market, pricing and pipeline: how marketing and sales teams plan together and sell with less waste.",
  },
  {
    id: "strategy",
    label: "Strategic Advisory",
    icon: "compass",
    description:
      "Scenarios, priorities and the choices boards face: strategy that a mid-sized company can act on.",
  },
  {
    id: "leadership",
    label: "Leadership",
    icon: "award",
    description:
      "Leading teams through growth and change: reorganizations, new roles and the conversations they need.",
  },
] as const satisfies readonly { id: string; label: string; icon: IconName; description: string }[];

export type Category = (typeof categories)[number];
export type CategoryLabel = Category["label"];

/** The people who write the articles: the founder and the partners of /about/leadership, from about/firm.ts. */
export interface Author {
  name: string;
  role: string;
  bio: string;
}

export const authors = [
  {
    name: founder.name,
    role: founder.role,
    bio: "Marieke founded the firm in Amsterdam and still leads client work on business building, growth strategy and leadership.",
  },
  ...partners.map((partner) => ({
    name: partner.name,
    role: `${partner.role}, ${partner.location}`,
    bio: partner.specialization,
  })),
] as const satisfies readonly Author[];
