import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { page as aiSolutions } from "@/content/services/ai-solutions";
import { page as customerCare } from "@/content/services/customer-care";
import { page as personalDevelopment } from "@/content/specialties/personal-development";
import { page as research } from "@/content/insights/research";
import { page as businessBuilding } from "@/content/specialties/business-building";
import { page as dutchAiSolutions } from "@/content/nl/services/ai-solutions";
import { page as dutchCustomerCare } from "@/content/nl/services/customer-care";
import { page as dutchPersonalDevelopment } from "@/content/nl/specialties/personal-development";
import { page as dutchResearch } from "@/content/nl/insights/research";
import { page as dutchBusinessBuilding } from "@/content/nl/specialties/business-building";
import { localeOf } from "@/content/routes";
import type { PlanSection } from "@/types/sections";

/** Every page whose plans are a price list to compare, with that section, in both editions. */
const priceLists: [string, PlanSection][] = [
  [customerCare.meta.path, customerCare.pricing],
  [aiSolutions.meta.path, aiSolutions.pricing],
  [personalDevelopment.meta.path, personalDevelopment.pricing],
  [research.meta.path, research.packages],
  [dutchCustomerCare.meta.path, dutchCustomerCare.pricing],
  [dutchAiSolutions.meta.path, dutchAiSolutions.pricing],
  [dutchPersonalDevelopment.meta.path, dutchPersonalDevelopment.pricing],
  [dutchResearch.meta.path, dutchResearch.packages],
];

const render = (path: string, section: PlanSection) =>
  renderToStaticMarkup(
    <PricingPlans
      locale={localeOf(path)}
      plans={section.plans}
      note={section.note}
      compare={section.compare}
      caption={section.intro.title}
      service={{ path, title: section.intro.title }}
    />,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("plans compared in a price list", () => {
  it.each(priceLists)("%s: every plan states one value for each thing compared", (_, section) => {
    expect(section.compare?.length).toBeGreaterThan(1);
    for (const plan of section.plans) expect(plan.features).toHaveLength(section.compare!.length);
  });

  it.each(priceLists)("%s: a table with a row per plan and a column per thing compared", (path, section) => {
    const html = render(path, section);
    expect(html).toContain(`<caption class="sr-only">${section.intro.title}</caption>`);
    expect(html.match(/<th[^>]*scope="row"/g)).toHaveLength(section.plans.length);
    const headers = [...html.matchAll(/<th[^>]*scope="col"[^>]*>([^<]*)</g)].map((match) => match[1]);
    for (const label of section.compare!) expect(headers).toContain(label);
    for (const plan of section.plans) for (const value of plan.features) expect(text(html)).toContain(value);
    expect(html).not.toContain("<article");
  });
});

describe("plans as cards", () => {
  it.each([businessBuilding, dutchBusinessBuilding])(
    "$meta.path: a quote every plan shares is said once, not on each card",
    (page) => {
      const html = render(page.meta.path, page.packages);
      const price = page.packages.plans[0]!.price;
      const quote = "words" in price ? price.words : "";
      expect(quote).not.toBe("");
      expect(text(html).split(quote)).toHaveLength(2);
      expect(html.match(/<article/g)).toHaveLength(3);
    },
  );
});
