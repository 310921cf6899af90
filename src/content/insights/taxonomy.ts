/**
 * The insights area's categories and authors. Article files name them in their front matter; the loader
 * rejects any other value, so a typo fails the build.
 */
import { founder } from "../about/firm";
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
  {
    name: "Daniel Osei",
    role: "Partner, Talent & Organization, London",
    bio: "Daniel leads our talent sourcing and talent matching work, and has built hiring processes for more than sixty growing companies.",
  },
  {
    name: "Lena Hoffmann",
    role: "Partner, Marketing & Sales, New York",
    bio: "Lena runs our marketing and sales practice, and has set up the go-to-market teams of scale-ups in software, health and retail.",
  },
  {
    name: "Yasmin Al-Rashid",
    role: "Partner, Personal Development & Retreats, Dubai",
    bio: "Yasmin designs our leadership retreats and coaching programs, drawing on fifteen years as an executive coach.",
  },
] as const satisfies readonly Author[];

export type AuthorName = (typeof authors)[number]["name"];
