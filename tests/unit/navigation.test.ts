import { describe, expect, it } from "vitest";
import { footerColumns, legalLinks, navGroups } from "@/content/navigation";
import { brand, offices, slugify } from "@/content/site";
import { publicRoutes, routes } from "@/content/routes";
import { currentPage, groupHolds } from "@/lib/nav";
import { resolvedSpecRoutes, specHeaderGroups } from "../spec-routes";

describe("header navigation", () => {
  it("has the spec's four groups, each with its overview page and sub-pages in order", () => {
    expect(
      navGroups.map((group) => ({
        label: group.label,
        href: group.href,
        links: group.links.map((l) => l.href),
      })),
    ).toEqual(specHeaderGroups.map((group) => ({ ...group, links: [...group.links] })));
  });

  it("gives every link a label and a description", () => {
    for (const link of navGroups.flatMap((group) => group.links)) {
      expect(link.label.trim()).not.toBe("");
      expect(link.description?.trim()).toBeTruthy();
    }
  });
});

describe("footer navigation", () => {
  const routes = new Set(resolvedSpecRoutes(brand.slug));

  it("has five link columns", () => {
    expect(footerColumns).toHaveLength(5);
  });

  it("links only to routes of the spec's route table", () => {
    const hrefs = [...footerColumns.flatMap((column) => column.links), ...legalLinks].map(
      (link) => link.href,
    );
    const unknown = hrefs.filter((href) => !routes.has(href));
    expect(unknown).toEqual([]);
  });

  it("does not repeat a link within a column", () => {
    for (const column of footerColumns) {
      const hrefs = column.links.map((link) => link.href);
      expect(new Set(hrefs).size, column.title).toBe(hrefs.length);
    }
  });
});

describe("brand", () => {
  it("slugifies names for URLs", () => {
    expect(slugify("Brightwell")).toBe("brightwell");
    expect(slugify("  Nordström & Co. Partners ")).toBe("nordstrom-co-partners");
  });

  it("has the five offices of the spec with one headquarters in Amsterdam", () => {
    expect(offices.map((office) => office.city)).toEqual([
      "Amsterdam",
      "London",
      "New York",
      "Singapore",
      "Dubai",
    ]);
    expect(offices.filter((office) => office.isHeadquarters).map((office) => office.city)).toEqual([
      "Amsterdam",
    ]);
    expect(offices.find((office) => office.city === "Dubai")?.hours.hours).toMatchObject([
      { from: "Sunday", to: "Thursday" },
    ]);
  });
});

describe("current-page marks", () => {
  const group = (id: string) => navGroups.find((candidate) => candidate.id === id)!;

  it("marks only the link to the page being shown", () => {
    expect(currentPage(routes.leadership, routes.leadership)).toBe("page");
    expect(currentPage(routes.about, routes.leadership)).toBeUndefined();
    expect(currentPage(null, routes.about)).toBeUndefined();
  });

  it("puts every public page in at most one header group, and nested pages in their area's group", () => {
    const owners = (path: string) => navGroups.filter((candidate) => groupHolds(candidate, path));
    for (const path of publicRoutes) expect(owners(path).length).toBeLessThanOrEqual(1);
    expect(owners(routes.talentMatching)).toEqual([group("services")]);
    expect(owners(routes.lifeCoachingPricing)).toEqual([group("services")]);
    expect(owners(routes.salesTeam)).toEqual([group("contact")]);
    expect(owners("/insights/some-article")).toEqual([group("insights")]);
    expect(owners(routes.home)).toEqual([]);
    expect(owners(routes.privacy)).toEqual([]);
    expect(owners("/services-old")).toEqual([]);
  });
});
