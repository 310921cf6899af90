import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  formPages,
  insightsPaths,
  madePerRequest,
  newsletterPaths,
  notFoundPaths,
  publicRoutes,
  routes,
} from "@/content/routes";
import { forms } from "@/lib/forms";
import { brand } from "@/content/site";
import { page as careersPage } from "@/content/connect/careers";
import { categoryFurtherPages, categoryPages, latestPages } from "@/content/insights/overview";
import { articleHref, otherArticles } from "@/content/insights/library";
import { allPublications, publicationHref } from "@/content/insights/library/publications";
import { pages as retreatPricingPages } from "@/content/services/retreat-pricing";
import { pages as philosophyPages } from "@/content/insights/philosophies";
import { newsletterArchivePath } from "@/content/insights/newsletter-archive";
import type { ContentPage } from "@/types/site";
import { appRoutes, contentModuleOf } from "../support/app-routes";
import { resolvedSpecRoutes } from "../spec-routes";

/** Each family route's folder, and the pages it serves. */
const families: Record<string, readonly ContentPage[]> = {
  "/connect/[join]": [careersPage],
  "/services/retreats-lifestyle/[pricing]": retreatPricingPages,
  "/insights/[philosophy]": philosophyPages,
};

/**
 * Family routes whose pages go beyond the spec's route table: one page per article file (the lead article is
 * at /insights/article instead), per insights category and per publication, and the further pages of the
 * article lists (none while every list fits on one page).
 */
const collections: Record<string, readonly string[]> = {
  "/insights/articles/[slug]": otherArticles().map(articleHref),
  "/insights/category/[category]": categoryPages.map((page) => page.meta.path),
  "/insights/category/[category]/page/[page]": categoryFurtherPages.map((page) => page.meta.path),
  "/insights/page/[page]": latestPages.map((page) => page.meta.path),
  "/insights/publications/[slug]": allPublications().map(publicationHref),
  // The newsletter's issues, made at request time from the office's sent campaigns: none at build time.
  "/insights/newsletter/[slug]": [],
};
/** Collections that may be empty: a list's further pages exist only once it is longer than a page. */
const mayBeEmpty = [
  "/insights/category/[category]/page/[page]",
  "/insights/page/[page]",
  "/insights/newsletter/[slug]",
];
/** Pages beyond the spec's route table with a folder of their own: the newsletter's archive. */
const extraPages = [newsletterArchivePath, notFoundPaths.en];

/** A route's dynamic segments as a pattern its pages' paths must match: slugs, page numbers from 2. */
const routePattern = (route: string) =>
  new RegExp(
    `^${route.replace(/\[page\]/g, "([2-9]|[1-9][0-9]+)").replace(/\[[a-z]+\]/g, "[a-z0-9]+(-[a-z0-9]+)*")}$`,
  );

const folderRoutes = appRoutes();
const staticFolderRoutes = folderRoutes.filter((route) => !route.includes("["));
const familyRoutes = Object.values(families).flatMap((pages) => pages.map((page) => page.meta.path));

describe("the route table", () => {
  it("holds exactly the routes of the spec's route table", () => {
    expect(Object.values(routes).sort()).toEqual(resolvedSpecRoutes(brand.slug).sort());
  });

  it("and the page folders under src/app/(site) agree, both ways", () => {
    expect([...publicRoutes, ...extraPages].sort()).toEqual([...staticFolderRoutes, ...familyRoutes].sort());
  });

  it("knows every family route the folders hold, and each family page lives under its route", () => {
    expect(folderRoutes.filter((route) => route.includes("["))).toEqual(
      [...Object.keys(families), ...Object.keys(collections)].sort(),
    );
    const paths = [
      ...Object.entries(families).map(
        ([route, pages]) => [route, pages.map((page) => page.meta.path)] as const,
      ),
      ...Object.entries(collections),
    ];
    for (const [route, pagePaths] of paths) {
      if (!mayBeEmpty.includes(route)) expect(pagePaths.length, route).toBeGreaterThan(0);
      for (const path of pagePaths) expect(path, route).toMatch(routePattern(route));
    }
  });

  it("lists no route twice", () => {
    expect(new Set(Object.values(routes)).size).toBe(Object.values(routes).length);
  });
});

describe("the pages made per request, which the 404 lets through", () => {
  it("are every page below the review and retry folders, and the newsletter's pages, and nothing else", () => {
    for (const locale of ["en", "nl"] as const) {
      expect(madePerRequest(`${formPages[locale].review}/0b7c7a3e-2f4c-4d51-9f3e-8a1d2c3b4e5f`)).toBe(true);
      expect(madePerRequest(`${formPages[locale].retry}/some-retry`)).toBe(true);
      expect(madePerRequest(newsletterPaths[locale].confirm)).toBe(true);
      expect(madePerRequest(newsletterPaths[locale].unsubscribe)).toBe(true);
      expect(madePerRequest(insightsPaths[locale].newsletter)).toBe(true);
      // The folder itself holds no page, and a path that only begins with its name is another one.
      expect(madePerRequest(formPages[locale].review)).toBe(false);
      expect(madePerRequest(`${formPages[locale].review}extra/1`)).toBe(false);
      expect(madePerRequest(`${newsletterPaths[locale].confirm}/more`)).toBe(false);
    }
    // Each archive's issues and feed.
    expect(madePerRequest(`${insightsPaths.en.newsletter}/autumn-2026`)).toBe(true);
    expect(madePerRequest(`${insightsPaths.nl.newsletter}/herfst-2026`)).toBe(true);
    expect(madePerRequest(`${insightsPaths.nl.newsletter}/feed.xml`)).toBe(true);
    expect(madePerRequest(`${insightsPaths.nl.newsletter}-oud/herfst-2026`)).toBe(false);
    expect(madePerRequest("/nl/pagina-die-niet-bestaat")).toBe(false);
    expect(madePerRequest("/page-that-does-not-exist")).toBe(false);
  });
});

describe("every page file", () => {
  for (const route of staticFolderRoutes) {
    it(`${route} reads one content module whose meta carries this path`, async () => {
      const contentFile = contentModuleOf(route);
      expect(contentFile, `${route} does not import { page } from a content module`).toBeTruthy();
      const file = path.join(process.cwd(), "src", "content", `${contentFile}.ts`);
      const { page } = (await import(/* @vite-ignore */ file)) as { page: ContentPage };
      expect(page.meta.path).toBe(route);
    });
  }
});

describe("every form", () => {
  it("returns a visitor without JavaScript to a page of the route table", () => {
    for (const form of Object.values(forms)) {
      if (form.id === "newsletter") expect(form.page).toBe(routes.home);
      else expect(publicRoutes, form.id).toContain(form.page);
    }
  });
});
