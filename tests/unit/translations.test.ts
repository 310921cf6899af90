import { describe, expect, it } from "vitest";
import { counterpartOf, insightsPaths, localeOf } from "@/content/routes";
import { contentPages } from "@/lib/pages";
import { dutchHref, inDutch, numbersIn } from "@/content/translation";

describe("a Dutch module laid over its English one", () => {
  const english = {
    meta: { path: "/about/history", title: "Our History" },
    hero: { title: "Since 2015", lead: "Fees from $25,000, a reply within 24 hours, open 9AM-5PM." },
    items: [
      { icon: "target", title: "One", href: "/#services" },
      { icon: "repeat", title: "Two", href: "/contact" },
    ],
    count: 5,
  };

  it("takes the words from Dutch and the rest from English, each link to its Dutch page", () => {
    const dutch = inDutch("probe", english, {
      meta: { title: "Onze geschiedenis" },
      hero: {
        title: "Sinds 2015",
        lead: "Honoraria vanaf $ 25.000, antwoord binnen 24 uur, open 9.00-17.00.",
      },
      items: [{ title: "Eén" }, { title: "Twee" }],
    });
    expect(dutch).toEqual({
      meta: { path: "/nl/over-ons/geschiedenis", title: "Onze geschiedenis" },
      hero: {
        title: "Sinds 2015",
        lead: "Honoraria vanaf $ 25.000, antwoord binnen 24 uur, open 9.00-17.00.",
      },
      items: [
        { icon: "target", title: "Eén", href: "/nl#services" },
        { icon: "repeat", title: "Twee", href: "/nl/contact" },
      ],
      count: 5,
    });
  });

  it("refuses a Dutch text whose numbers differ from the English, and a list of another length", () => {
    const dutchLead = "Vanaf $ 25.000, binnen 24 uur, open 9.00-17.00.";
    const texts = { meta: { title: "Onze geschiedenis" }, items: [{ title: "Eén" }, { title: "Twee" }] };
    expect(() =>
      inDutch("probe", english, { ...texts, hero: { title: "Sinds 2016", lead: english.hero.lead } }),
    ).toThrow('probe.hero.title: the Dutch text states 2016, the English 2015: "Sinds 2016"');
    expect(() =>
      inDutch("probe", english, {
        ...texts,
        hero: { title: "Sinds 2015", lead: "Vanaf $ 25.000, binnen 24 uur, open 9.00-18.00." },
      }),
    ).toThrow("probe.hero.lead");
    expect(() =>
      inDutch("probe", english, {
        meta: texts.meta,
        hero: { title: "Sinds 2015", lead: dutchLead },
        items: [],
      }),
    ).toThrow("probe.items: the English list has 2 items, the Dutch 0");
  });

  it("reads numbers as each language writes them", () => {
    expect(numbersIn("$25,000 and €7,500 from 9AM to 5:30PM, 1.5 days, 15-25%", "en")).toEqual(
      numbersIn("$ 25.000 en € 7.500 van 9.00 tot 17.30 uur, 1,5 dag, 15-25%", "nl"),
    );
    expect(numbersIn("since 2015", "en")).not.toEqual(numbersIn("sinds 2016", "nl"));
  });

  it("leads a link of the route table or the insights to its Dutch page, and leaves any other link alone", () => {
    expect(dutchHref("/")).toBe("/nl");
    expect(dutchHref("/services/ai-solutions")).toBe("/nl/diensten/ai-oplossingen");
    expect(dutchHref("/insights/articles/hiring-for-potential#why")).toBe(
      "/nl/inzichten/artikelen/werven-op-potentieel-niet-op-de-vorige-baan#why",
    );
    expect(dutchHref(insightsPaths.en.newsletter)).toBe(insightsPaths.nl.newsletter);
    expect(dutchHref("/insights/category/strategy")).toBe("/nl/inzichten/categorie/strategie");
    expect(dutchHref("/insights/category/strategy/page/2")).toBe(
      "/nl/inzichten/categorie/strategie/pagina/2",
    );
    expect(counterpartOf("/nl/inzichten/categorie/strategie")).toBe("/insights/category/strategy");
    expect(counterpartOf("/nl/inzichten/categorie/strategy")).toBeUndefined();
    expect(dutchHref("/insights/articles/no-such-article")).toBe("/insights/articles/no-such-article");
    expect(dutchHref("/nl/contact")).toBe("/nl/contact");
    expect(dutchHref("mailto:hello@example.com")).toBe("mailto:hello@example.com");
  });

  it("gives a section's anchor, and a link's fragment, its Dutch name where it has one", () => {
    expect(dutchHref("/privacy#your-rights")).toBe("/nl/privacy#uw-rechten");
    expect(dutchHref("#packages")).toBe("#pakketten");
    expect(dutchHref("/insights#business-building")).toBe("/nl/inzichten#bedrijfsopbouw");
    expect(dutchHref("/about/leadership#lena-hoffmann")).toBe("/nl/over-ons/leiderschap#lena-hoffmann");
    const english = { sections: [{ id: "your-rights", title: "Your rights" }] };
    expect(inDutch("probe", english, { sections: [{ title: "Uw rechten" }] })).toEqual({
      sections: [{ id: "uw-rechten", title: "Uw rechten" }],
    });
  });

  it("lets a Dutch text write out a figure of the English, and refuses a figure the English does not state", () => {
    const english = { lead: "5 offices, 1-2 weeks, from 9AM to 5PM" };
    expect(
      inDutch("probe", english, { lead: "Vijf kantoren, een à twee weken, van 9.00 tot 17.00 uur" }),
    ).toEqual({
      lead: "Vijf kantoren, een à twee weken, van 9.00 tot 17.00 uur",
    });
    expect(() =>
      inDutch("probe", english, { lead: "Zes kantoren, een à twee weken, van 9.00 tot 17.00 uur" }),
    ).toThrow("probe.lead");
    expect(() =>
      inDutch("probe", english, { lead: "6 kantoren, een à twee weken, van 9.00 tot 17.00 uur" }),
    ).toThrow("probe.lead");
  });
});

/** Every `href` in a page's content, wherever it is nested. */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" && typeof inner === "string" ? [inner] : hrefsIn(inner),
    );
  return [];
}

describe("every Dutch page's content", () => {
  it("links to the Dutch page wherever the Dutch edition has one (the home page's article cards once did not)", () => {
    const english = contentPages()
      .filter((page) => localeOf(page.meta.path) === "nl")
      .flatMap((page) =>
        hrefsIn(page)
          .filter((href) => href.startsWith("/") && localeOf(href.split("#")[0]!) === "en")
          .filter((href) => counterpartOf(href.split("#")[0]!) !== undefined)
          .map((href) => `${page.meta.path} links to ${href}`),
      );
    expect(english).toEqual([]);
  });
});

/** Every Dutch module: loading it lays its words over the English module, which throws on a mismatch. */
const dutchModules = import.meta.glob("../../src/content/nl/**/*.ts");

describe.runIf(Object.keys(dutchModules).length > 0)("every Dutch content module", () => {
  it.each(Object.keys(dutchModules))("%s has every text in Dutch, with the English numbers", async (file) => {
    await expect(dutchModules[file]!()).resolves.toBeDefined();
  });
});

describe("the Dutch anchors", () => {
  it("give each English anchor its own Dutch one, and rename no id that content looks things up by", async () => {
    const { dutchAnchors } = await import("@/content/nl/anchors");
    const { services } = await import("@/content/services");
    const { offices } = await import("@/content/site");
    const { categories } = await import("@/content/insights/taxonomy");
    const { forms } = await import("@/content/forms");
    const dutch = Object.values(dutchAnchors);
    expect(new Set(dutch).size).toBe(dutch.length);
    for (const anchor of dutch) expect(anchor).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const lookups = [
      ...services.map((service) => service.id),
      ...offices.map((office) => office.id),
      ...categories.map((category) => category.id),
      ...Object.values(forms).flatMap((form) => [form.id, ...form.fields.map((field) => field.id)]),
    ];
    expect(lookups.filter((id) => id in dutchAnchors)).toEqual([]);
  });
});
