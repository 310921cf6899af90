/** /about/success-stories */
import { routes } from "../routes";
import { formatDuration } from "@/content/format";
import { brand, replyTime } from "../site";
import type { ClosingCta, ListSection, PageHero, StorySection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.successStories,
    title: "Success Stories",
    description:
      "Four case studies from 500+ projects and $2B+ in client value: each client's challenge, what we did together and the results.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Success stories",
    title: "What changed for our clients",
    lead: "Four engagements from four industries, led from Amsterdam, Dubai, New York and Singapore. Our clients asked us not to name them; the challenges, the work and the results are exactly as they happened.",
    facts: [
      { value: "500+", label: "projects delivered by the firm" },
      { value: "$2B+", label: "value created for clients" },
    ],
  } satisfies PageHero,
  stories: {
    intro: {
      eyebrow: "Case studies",
      title: "Four clients, four different questions",
      lead: "A second product line, a new region, a sales team and a customer service desk: each story shows the challenge, our solution and the key results.",
    },
    stories: [
      {
        title: "A second business without a second company",
        client: "Family-owned food producer, Netherlands",
        industry: "Food & beverage",
        challenge:
          "Retail margins were shrinking and the third generation wanted a direct-to-consumer line, but the board feared it would distract the factory from its biggest customers.",
        solution:
          "We built the new line as a separate unit with its own small team, budget and targets, tested three offers with 400 customers online, and launched the one they reordered most.",
        keyResult: { value: "7 months", label: "to launch the new line, inside the agreed budget" },
        results: [
          "New line launched in 7 months, inside the agreed budget",
          "Profitable from its second year",
          "Supply to the largest retail customers uninterrupted throughout",
        ],
      },
      {
        title: "Entering the Gulf with partners, not guesses",
        client: "Medical equipment manufacturer, Germany",
        industry: "Healthcare",
        challenge:
          "Two earlier attempts to sell in the Gulf had stalled on registration and on distributors who carried competing brands.",
        solution:
          "Our Dubai team mapped the registration path for each product, interviewed eleven distributors and negotiated an exclusive agreement with the one that carried no competing brand.",
        keyResult: { value: "9 months", label: "to register the products in two countries" },
        results: [
          "Products registered in two countries within 9 months",
          "First hospital contracts signed in the first year",
          "A distributor scorecard the client now uses in every new market",
        ],
      },
      {
        title: "A sales team that closes in half the time",
        client: "Series A financial software company, New York",
        industry: "Financial services",
        challenge:
          "Deals took seven months to close, forecasts missed every quarter and the three best sellers each sold in a different way.",
        solution:
          "We wrote down what the best sellers did, turned it into one sales process with clear exit criteria per stage, and trained the whole team on it over six weeks.",
        keyResult: { value: "3.5", label: "months: the average sales cycle, down from 7" },
        results: [
          "Average sales cycle down from 7 months to 3.5",
          "Quarterly forecast within 10% for four quarters in a row",
          "New sellers productive in 8 weeks instead of 5 months",
        ],
        chart: {
          title: "Before and after the new sales process",
          series: ["Before", "After"],
          rows: [
            {
              label: "Average sales cycle",
              values: [
                { value: 7, display: "7 months" },
                { value: 3.5, display: "3.5 months" },
              ],
              max: 7,
            },
            {
              label: "Time until a new seller is productive",
              // In weeks: 5 months is about 21.7 weeks.
              values: [
                { value: 21.7, display: "5 months" },
                { value: 8, display: "8 weeks" },
              ],
              max: 21.7,
            },
          ],
          source: "The client's own sales data, confirmed for this case study.",
        },
      },
      {
        title: "Customer care that keeps the customers",
        client: "Regional logistics group, Singapore",
        industry: "Logistics",
        challenge:
          "Customers waited hours for answers about delayed shipments, and the busiest accounts had begun to move their volume to competitors.",
        solution:
          "We redesigned the service desk around shipment status, added an AI assistant that answers tracking questions at once, and gave the largest accounts a dedicated team.",
        keyResult: { value: "2 minutes", label: "at most to answer a tracking question" },
        results: [
          "Tracking questions answered in under 2 minutes",
          "Complaints about delays down by half within 6 months",
          "Every at-risk key account renewed its contract",
        ],
      },
    ],
    resultsLabel: "Key results",
  } satisfies StorySection,
  measurement: {
    intro: {
      eyebrow: "How we count results",
      title: "Numbers the client signs off",
      lead: "A result only goes into a case study when it can be checked, and when the client agrees it is right.",
    },
    items: [
      "Measures agreed with the client in the first week of every engagement",
      "Each result compared with the figure before we started",
      "Results checked again six months after the engagement ends",
      "Every figure confirmed by the client before we publish it",
    ],
  } satisfies ListSection,
  closing: {
    title: "Your story could be the next one",
    lead: `Tell us the challenge in front of you. A ${brand.name} partner replies within ${formatDuration(replyTime, "en")} with a first view of how we would approach it.`,
    actions: [
      { label: "Contact us", href: routes.contact, variant: "primary" },
      { label: "See how we work", href: routes.ourApproach, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
