import { describe, expect, it } from "vitest";
import {
  connectLinks,
  folderPages,
  homeLink,
  legalLinks,
  navGroups,
  specialtyLinks,
} from "@/content/navigation";
import * as dutchNavigation from "@/content/nl/navigation";
import { offices as dutchOffices } from "@/content/nl/site";
import { dutchRoutes, localeOf, publicRoutes, routeIdOf, routes } from "@/content/routes";
import { brand, contact, offices, socialLinks } from "@/content/site";
import { breadcrumbTrail } from "@/lib/breadcrumbs";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  jobPostingJsonLd,
  officeJsonLd,
  organizationJsonLd,
  profileUrls,
  serviceJsonLd,
} from "@/lib/structured-data";
import { siteUrl } from "@/lib/site-url";
import type { ArticleDocument, FaqItem, Job, Plan } from "@/types/sections";
import { contentPages, type PageContent } from "@/lib/pages";

type Node = Record<string, unknown>;

/**
 * The properties each type must have (schema.org's and the search engines' required ones for these types). An
 * entry that is a list is satisfied by any one of its names. The firm inside another block (an article's
 * publisher, a role's employer) points at the full node by its @id, so it needs only a name and a logo there.
 */
const required: Record<string, readonly (string | readonly string[])[]> = {
  Organization: ["name", "url", "logo", "contactPoint"],
  "Organization (inside another block)": ["@id", "name", "logo"],
  ContactPoint: ["contactType", ["telephone", "email"]],
  ProfessionalService: ["name", "address", "telephone", "openingHoursSpecification", "parentOrganization"],
  PostalAddress: ["addressLocality", "addressCountry"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  Article: ["headline", "author", "datePublished", "dateModified", "image", "publisher"],
  Person: ["name"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  JobPosting: [
    "title",
    "description",
    "datePosted",
    "employmentType",
    "hiringOrganization",
    ["jobLocation", "applicantLocationRequirements"],
  ],
  Place: ["address"],
  AdministrativeArea: ["name"],
  Service: ["name", "provider", "offers"],
  Offer: ["name", "priceCurrency", "priceSpecification"],
  PriceSpecification: ["priceCurrency", ["price", "minPrice"]],
  UnitPriceSpecification: ["priceCurrency", ["price", "minPrice"], "unitText"],
};

/** A built block as plain data, to walk it. */
const asNode = (block: unknown) => block as Node;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** Every typed node of a block, the block first. */
function typedNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(typedNodes);
  if (!isNode(value)) return [];
  const below = Object.values(value).flatMap(typedNodes);
  return "@type" in value ? [value, ...below] : below;
}

const present = (node: Node, name: string) =>
  node[name] !== undefined && node[name] !== "" && !(Array.isArray(node[name]) && node[name].length === 0);

/** What is wrong with a block: each problem as a sentence; none for a valid block. */
function problems(block: Node): string[] {
  const found: string[] = [];
  if (block["@context"] !== "https://schema.org") found.push(`@context is ${String(block["@context"])}`);
  if (JSON.stringify(JSON.parse(JSON.stringify(block))) !== JSON.stringify(block) || hasUndefined(block))
    found.push("does not survive a JSON round trip");
  for (const node of typedNodes(block)) {
    const type = String(node["@type"]);
    const needs =
      required[node !== block && type === "Organization" ? `${type} (inside another block)` : type];
    if (!needs) {
      found.push(`${type} is not a type this site states (add it to the table with what it requires)`);
      continue;
    }
    for (const need of needs) {
      const names = typeof need === "string" ? [need] : need;
      if (!names.some((name) => present(node, name))) found.push(`${type} lacks ${names.join(" or ")}`);
    }
  }
  return found;
}

function hasUndefined(value: unknown): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.some(hasUndefined);
  return isNode(value) && Object.values(value).some(hasUndefined);
}

/** Keys whose values are not text a visitor reads: addresses of things, codes, derived times and types. */
const notText = new Set([
  "@context",
  "@type",
  "@id",
  "url",
  "item",
  "logo",
  "image",
  "mainEntityOfPage",
  "sameAs",
  "contactType",
  "employmentType",
  "jobLocationType",
  "dayOfWeek",
  "opens",
  "closes",
  "priceCurrency",
]);

/**
 * What a block claims that a visitor reads, as it appears in the JSON of the content: every text (names,
 * questions, answers, descriptions, dates as written in the content) inside a JSON string, and every amount as
 * the content states it, with its currency. Positions are not claims.
 */
function claims(value: unknown, key = "", currency?: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => claims(item, key, currency));
  if (isNode(value)) {
    const own = typeof value.priceCurrency === "string" ? value.priceCurrency : currency;
    return Object.entries(value).flatMap(([name, child]) => claims(child, name, own));
  }
  if (notText.has(key) || key === "position") return [];
  if (typeof value === "number") {
    if (currency !== "USD" && currency !== "EUR") throw new Error(`${key} ${value} without a currency`);
    return [`"amount":${value},"currency":"${currency}"`];
  }
  return typeof value === "string" ? [inJson(value)] : [];
}

const json = (value: unknown) => JSON.stringify(value);
/** A text as it appears inside a JSON string (quotes and backslashes escaped). */
const inJson = (text: string) => json(text).slice(1, -1);

/** The words the site shows around every page: the navigation's labels and the firm's own details. */
const chrome = json({
  homeLink,
  folderPages,
  navGroups,
  specialtyLinks,
  connectLinks,
  legalLinks,
  brand,
  contact,
  dutchNavigation,
});

const isArticlePage = (page: PageContent): page is PageContent & { article: ArticleDocument } =>
  isNode(page.article) && "html" in page.article;

const sectionsOf = (page: PageContent) => Object.values(page).filter(isNode);

/**
 * The blocks a page carries, as its page file composes them: the breadcrumb trail (hero or article header),
 * the article, each priced plan section, the FAQ, each job and, on the office page, each office.
 */
function blocksOf(page: PageContent): Node[] {
  const sections = sectionsOf(page);
  const plans = sections.flatMap((section) =>
    Array.isArray(section.plans) ? [serviceJsonLd(page.meta, section.plans as Plan[])] : [],
  );
  const faqs = sections.flatMap((section) =>
    Array.isArray(section.items) && isNode(section.items[0]) && "question" in section.items[0]
      ? [faqJsonLd(section.items as FaqItem[])]
      : [],
  );
  const jobs = sections.flatMap((section) =>
    Array.isArray(section.jobs)
      ? (section.jobs as Job[]).map((job) => jobPostingJsonLd(job, localeOf(page.meta.path)))
      : [],
  );
  const trail = breadcrumbTrail(page.meta);
  return [
    ...(trail.length > 0 ? [breadcrumbJsonLd(trail)] : []),
    ...(isArticlePage(page) ? [articleJsonLd(page.article)] : []),
    ...plans,
    ...faqs,
    ...jobs,
    ...(routeIdOf(page.meta.path) === "officeLocations"
      ? (localeOf(page.meta.path) === "nl" ? dutchOffices : offices).map((office) =>
          officeJsonLd(office, page.meta.path),
        )
      : []),
  ]
    .filter((block) => block !== undefined)
    .map(asNode);
}

const pages = contentPages();
const typesOf = (page: PageContent) => blocksOf(page).map((block) => block["@type"]);

describe("the structured data of every page", () => {
  it("covers every page the site builds (the route table and every family page)", () => {
    const paths = pages.map((page) => page.meta.path);
    expect(paths.filter((path) => publicRoutes.includes(path)).sort()).toEqual([...publicRoutes].sort());
    expect(pages.length).toBeGreaterThan(publicRoutes.length);
  });

  for (const page of pages) {
    describe(page.meta.path, () => {
      const blocks = [asNode(organizationJsonLd()), ...blocksOf(page)];

      it("has only blocks with a schema.org context, the required properties of each type and JSON-safe values", () => {
        for (const block of blocks) expect(problems(block), json(block)).toEqual([]);
      });

      it("claims only texts and prices its content module (or the navigation and the firm's details) holds", () => {
        const corpus = json(page) + chrome;
        for (const block of blocks)
          for (const claim of claims(block))
            expect(corpus.includes(claim), `${String(block["@type"])} claims ${claim}`).toBe(true);
      });

      it("points only at absolute URLs of this site", () => {
        const origin = siteUrl().origin;
        for (const node of blocks.flatMap(typedNodes))
          for (const key of ["url", "item", "logo", "image", "@id"])
            if (typeof node[key] === "string")
              expect(String(node[key]).startsWith(`${origin}/`), key).toBe(true);
      });
    });
  }

  it("gives each nested page a trail from Home to itself, through real pages, none twice", () => {
    const built = pages.map((candidate) => candidate.meta.path);
    // Nested: below a top-level page of its edition (/nl/diensten is the Dutch edition's top level).
    const nested = (path: string) => path.split("/").length > (localeOf(path) === "nl" ? 3 : 2);
    for (const page of pages.filter((candidate) => nested(candidate.meta.path))) {
      const trail = breadcrumbTrail(page.meta);
      expect(trail.length, page.meta.path).toBeGreaterThanOrEqual(2);
      expect(new Set(trail.map((step) => step.href)).size, page.meta.path).toBe(trail.length);
      expect(trail[0]).toEqual(localeOf(page.meta.path) === "nl" ? dutchNavigation.homeLink : homeLink);
      expect(trail.at(-1)?.href).toBe(page.meta.path);
      for (const step of trail.slice(0, -1)) expect(built, page.meta.path).toContain(step.href);
    }
  });

  it("puts the specialties under Services and the sales team under the connect area (the careers page)", () => {
    expect(breadcrumbTrail({ path: routes.talentMatching, title: "Any" }).map((step) => step.label)).toEqual([
      "Home",
      "Services",
      "Talent Matching",
    ]);
    expect(breadcrumbTrail({ path: routes.salesTeam, title: "Any" })).toEqual([
      homeLink,
      { label: "Connect", href: routes.careers },
      { label: "Sales Team", href: routes.salesTeam },
    ]);
    expect(breadcrumbTrail({ path: routes.careers, title: "Any" })).toEqual([
      homeLink,
      { label: "Careers", href: routes.careers },
    ]);
    expect(
      breadcrumbTrail({ path: `${routes.publications}/a-text`, title: "A text" }).map((step) => step.label),
    ).toEqual(["Home", "Insights", "Publications", "A text"]);
  });

  it("tells each article's language: Dutch for the Dutch edition's, English for the English one's", () => {
    const articles = pages.filter(isArticlePage);
    expect(articles.length).toBeGreaterThan(0);
    for (const page of articles)
      expect(articleJsonLd(page.article).inLanguage, page.meta.path).toBe(localeOf(page.meta.path));
    expect(articles.filter((page) => localeOf(page.meta.path) === "nl").length).toBe(
      articles.filter((page) => localeOf(page.meta.path) === "en").length,
    );
  });

  it("names a Dutch trail's steps as the Dutch navigation does, through the Dutch pages", () => {
    expect(breadcrumbTrail({ path: "/nl/specialismen/talentmatching", title: "Any" })).toEqual([
      dutchNavigation.homeLink,
      { label: "Diensten", href: "/nl/diensten" },
      { label: "Talentmatching", href: "/nl/specialismen/talentmatching" },
    ]);
    expect(
      breadcrumbTrail({ path: "/nl/samenwerken/salesteam", title: "Any" }).map((step) => step.href),
    ).toEqual(["/nl", dutchRoutes.careers, "/nl/samenwerken/salesteam"]);
    expect(breadcrumbTrail({ path: "/nl/diensten", title: "Any" })).toEqual([]);
  });

  it("gives the top-level pages no trail", () => {
    for (const path of publicRoutes.filter((route) => route.split("/").length === 2))
      expect(breadcrumbTrail({ path, title: "Any" }), path).toEqual([]);
  });

  it("states the types each family of pages is expected to carry", () => {
    const byPath = new Map(pages.map((page) => [page.meta.path, typesOf(page)]));
    expect(byPath.get(routes.home)).toEqual([]);
    expect(byPath.get(routes.officeLocations)).toEqual([
      "BreadcrumbList",
      ...offices.map(() => "ProfessionalService"),
    ]);
    expect(byPath.get(routes.contact)).toEqual(["FAQPage"]);
    expect(byPath.get(routes.careers)).toEqual([
      "BreadcrumbList",
      "JobPosting",
      "JobPosting",
      "JobPosting",
      "JobPosting",
    ]);
    expect(byPath.get(routes.featuredArticle)).toEqual(["BreadcrumbList", "Article"]);
    for (const path of [
      routes.consultancyStrategy,
      routes.marketingSales,
      routes.aiSolutions,
      routes.customerCare,
      routes.personalDevelopment,
      routes.research,
      routes.retreatManagementPricing,
      routes.transformationPricing,
    ])
      expect(byPath.get(path), path).toEqual(["BreadcrumbList", "Service"]);
    // Prices that are shares of a salary, or quoted later, are no amount to offer.
    for (const path of [routes.freelanceTalent, routes.talentMatching, routes.businessBuilding])
      expect(byPath.get(path), path).toEqual(["BreadcrumbList"]);
    const articles = pages.filter((page) => page.meta.path.startsWith(`${routes.insights}/articles/`));
    expect(articles.length).toBeGreaterThan(0);
    for (const page of articles) expect(typesOf(page), page.meta.path).toEqual(["BreadcrumbList", "Article"]);
  });
});

describe("the blocks' builders", () => {
  it("offer every price in money, and no share of a salary or a price in words", () => {
    const offers = (price: Plan["price"]) =>
      serviceJsonLd({ path: "/services/x", title: "X" }, [
        { name: "Plan", price, description: "", features: [], action: { label: "Go", href: "/contact" } },
      ])?.offers;
    expect(offers({ amount: 25000, currency: "USD" })).toHaveLength(1);
    expect(offers({ percent: [15, 25] })).toBeUndefined();
    expect(offers({ words: "Custom quote" })).toBeUndefined();
  });

  it("states a plan from an amount up as a minimum price, and the period shown as its unit", () => {
    const plan = (price: Plan["price"], period?: string): Plan => ({
      name: "Plan",
      price,
      period,
      description: "What it is",
      features: [],
      action: { label: "Go", href: "/contact" },
    });
    const [fixed, from, once] = serviceJsonLd({ path: "/services/x", title: "X" }, [
      plan({ amount: 45000, currency: "USD" }, "for 3 months"),
      plan({ amount: 50000, currency: "EUR", orMore: true }, "enterprise program"),
      plan({ amount: 5000, currency: "EUR" }),
    ])!.offers as unknown as Node[];
    expect(fixed).toMatchObject({
      price: 45000,
      priceCurrency: "USD",
      priceSpecification: { "@type": "UnitPriceSpecification", price: 45000, unitText: "for 3 months" },
    });
    expect(from!.price).toBeUndefined();
    expect(from!.priceSpecification).toMatchObject({ minPrice: 50000, priceCurrency: "EUR" });
    expect(once!.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      price: 5000,
      priceCurrency: "EUR",
    });
  });

  it("claims as the firm's profiles only links to a profile, not a network's front page", () => {
    expect(profileUrls(socialLinks)).toEqual([]);
    expect(asNode(organizationJsonLd()).sameAs).toBeUndefined();
    expect(
      profileUrls([{ network: "linkedin", label: "", href: "https://www.linkedin.com/company/brightwell" }]),
    ).toEqual(["https://www.linkedin.com/company/brightwell"]);
  });

  it("places a role at its office's city, or remote in a region, and refuses an office the site does not have", () => {
    const job = (place: Job["place"]): Job => ({
      id: "x",
      title: "Role",
      department: "Team",
      place,
      location: "shown on the card",
      employment: "contract",
      posted: "2025-05-01",
      description: "What the role is",
      manager: {
        name: "Marcus Tan",
        role: "Partner",
        city: "Singapore",
        href: "/about/leadership#marcus-tan",
      },
      requirements: [],
      apply: { label: "Apply", href: "mailto:x@example.com" },
    });
    expect(jobPostingJsonLd(job({ officeId: "uae" })).jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Dubai", addressCountry: "UAE" },
    });
    expect(jobPostingJsonLd(job({ region: "Europe" }))).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "AdministrativeArea", name: "Europe" },
      employmentType: "CONTRACTOR",
    });
    expect(() => jobPostingJsonLd(job({ officeId: "paris" }))).toThrow(/paris/);
  });

  it("fails a block that lacks a required property, so the table above can catch a builder's mistake", () => {
    expect(problems({ ...asNode(organizationJsonLd()), logo: undefined } as Node)).toEqual([
      "does not survive a JSON round trip",
      "Organization lacks logo",
    ]);
    expect(problems({ ...asNode(organizationJsonLd()), "@context": "http://schema.org" } as Node)).toEqual([
      "@context is http://schema.org",
    ]);
  });
});
