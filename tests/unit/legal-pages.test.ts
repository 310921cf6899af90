import { describe, expect, it, vi } from "vitest";
import { page as accessibility } from "@/content/legal/accessibility";
import { page as legal } from "@/content/legal/legal";
import { page as privacy } from "@/content/legal/privacy";
import { page as sitemap } from "@/content/legal/sitemap";
import { page as terms } from "@/content/legal/terms";
import { routes } from "@/content/routes";
import type { DocumentBlock, DocumentContent, DocumentSection, SiteMapLink } from "@/types/sections";

const documents = { privacy, legal, terms, accessibility };

const section = (document: DocumentContent, id: string): DocumentSection => {
  const found = document.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
};
const lists = (blocks: readonly DocumentBlock[]) =>
  blocks.flatMap((block) => (typeof block === "object" && "list" in block ? [block.list] : []));
const terms_ = (blocks: readonly DocumentBlock[]) =>
  blocks.flatMap((block) => (typeof block === "object" && "terms" in block ? [block.terms] : []));
const texts = (blocks: readonly DocumentBlock[]): string[] =>
  blocks.flatMap((block) =>
    typeof block === "string"
      ? [block]
      : "list" in block
        ? [...block.list]
        : block.terms.flatMap((term) => [term.term, term.detail]),
  );

describe("the legal pages", () => {
  it("date the privacy policy, the legal information and the terms as the spec does", () => {
    expect(privacy.document.dateLine).toBe("Last updated January 10, 2025");
    expect(legal.document.dateLine).toBe("Last updated January 10, 2025");
    expect(terms.document.dateLine).toBe("Effective January 10, 2025");
  });

  it("list five rights, five acceptable uses, five prohibited uses and five accessibility features", () => {
    expect(terms_(section(privacy.document, "your-rights").blocks)[0]?.map((right) => right.term)).toEqual([
      "Access",
      "Correct",
      "Delete",
      "Object",
      "Transfer",
    ]);
    expect(lists(section(terms.document, "acceptable-use").blocks)[0]).toHaveLength(5);
    expect(lists(section(terms.document, "prohibited-use").blocks)[0]).toHaveLength(5);
    expect(terms_(section(accessibility.document, "features").blocks)[0]).toHaveLength(5);
  });

  it("give every section its own anchor, and link only to pages of the route table", () => {
    const paths = new Set<string>(Object.values(routes));
    for (const [name, document] of Object.entries(documents)) {
      const ids = document.document.sections.map((candidate) => candidate.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      const hrefs = document.document.sections
        .flatMap((candidate) => texts(candidate.blocks))
        .flatMap((text) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!));
      for (const href of hrefs.filter((candidate) => candidate.startsWith("/"))) {
        expect(paths.has(href.split("#")[0]!), `${name}: ${href}`).toBe(true);
      }
    }
  });
});

describe("the site map", () => {
  const flatten = (links: readonly SiteMapLink[]): string[] =>
    links.flatMap((link) => [link.href, ...flatten(link.links ?? [])]);
  const hrefs = flatten(sitemap.directory.groups.flatMap((group) => group.links));

  it("lists every page of the route table, built or not", () => {
    const missing = Object.values(routes).filter((path) => !hrefs.includes(path));
    expect(missing).toEqual([]);
  });

  it("links to the anchors the spec names, and to nothing twice", () => {
    for (const anchor of [
      "/services#consultancy",
      "/services#marketing",
      "/services#talent",
      "/services#retreats",
      "/insights#business-building",
      "/insights#strategy",
      "/insights#talent",
      "/insights#personal-development",
    ]) {
      expect(hrefs).toContain(anchor);
    }
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it("state the retention periods the site was built with, which the daily job keeps to", async () => {
    const kept = texts(section(privacy.document, "how-long-we-keep-it").blocks).join(" ");
    for (const period of ["24 months", "30 days"]) expect(kept).toContain(period);
    // Built with other settings (next.config.ts writes them into the build), the page says so.
    vi.stubEnv(
      "SITE_RETENTION",
      JSON.stringify({
        messagesMonths: 18,
        unsubscribedMonths: 6,
        unconfirmedDays: 14,
        mailDays: 7,
        auditMonths: 36,
        pageReadsDays: 45,
      }),
    );
    vi.resetModules();
    try {
      const { page } = await import("@/content/legal/privacy");
      const stated = texts(section(page.document, "how-long-we-keep-it").blocks).join(" ");
      for (const period of [
        "deleted 18 months after",
        "no longer than 6 months",
        "14 days",
        "7 days",
        "deleted 36 months after",
        "deleted 45 days after it was counted",
      ])
        expect(stated).toContain(period);
      expect(stated).not.toContain("24 months");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
