import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AreaArt, motifs } from "@/components/art/area-art";
import type { Motif } from "@/types/art";
import { motifFor } from "@/content/areas";
import { publicRoutes, routes } from "@/content/routes";

describe("the art family", () => {
  it.each(motifs)("%s renders one decorative svg marked data-art, with no text", (motif) => {
    const html = renderToStaticMarkup(<AreaArt motif={motif} />);
    expect(html).toMatch(new RegExp(`^<svg[^>]*\\sdata-art="${motif}"`));
    expect(html).toMatch(/^<svg[^>]*\saria-hidden="true"/);
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html).not.toMatch(/<(text|title|desc)[\s>]/);
  });

  it("draws a different picture for every motif", () => {
    const drawings = motifs.map((motif) =>
      renderToStaticMarkup(<AreaArt motif={motif} />).replace(/data-art="[^"]*"/, ""),
    );
    expect(new Set(drawings).size).toBe(motifs.length);
  });

  it("gives every gradient its own id when drawings share a page, and each reference finds its gradient", () => {
    const html = renderToStaticMarkup(
      <>
        {[...motifs, ...motifs].map((motif, index) => (
          <AreaArt key={index} motif={motif} />
        ))}
      </>,
    );
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const references = [...html.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(references.filter((id) => !ids.includes(id))).toEqual([]);
  });
});

describe("motifFor", () => {
  /** The first page of each area, and the drawing that area shows. */
  const areas: Record<string, Motif> = {
    [routes.home]: "home",
    [routes.services]: "services",
    [routes.businessBuilding]: "specialties",
    [routes.about]: "about",
    [routes.insights]: "insights",
    [routes.contact]: "contact",
    [routes.careers]: "connect",
    [routes.privacy]: "quiet",
  };
  const areaOf = (path: string) => path.split("/")[1];

  it("gives each area its own drawing", () => {
    for (const [path, motif] of Object.entries(areas)) expect(motifFor(path), path).toBe(motif);
    expect(new Set(Object.values(areas)).size).toBe(Object.keys(areas).length);
  });

  it("gives every page of the route table the drawing of its area; legal and utility pages the quiet one", () => {
    for (const route of publicRoutes) {
      const area = Object.keys(areas).find((path) => path !== "/" && areaOf(path) === areaOf(route));
      const expected = route === "/" ? "home" : area ? areas[area] : "quiet";
      expect(motifFor(route), route).toBe(expected);
    }
    for (const route of [routes.privacy, routes.legal, routes.terms, routes.sitemap, routes.accessibility]) {
      expect(motifFor(route), route).toBe("quiet");
    }
  });

  it("reads only the first segment of a path", () => {
    expect(motifFor("/services/retreats-lifestyle/life-coaching-pricing")).toBe("services");
    expect(motifFor("/insights/articles/hiring-for-potential")).toBe("insights");
    expect(motifFor("/servicesx")).toBe("quiet");
    expect(motifFor("/toString")).toBe("quiet");
  });
});
