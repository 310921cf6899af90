import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AreaArt, motifs } from "@/components/art/area-art";
import { CityDrawing, cities } from "@/components/art/city-drawings";
import { offices } from "@/content/site";
import { offices as dutchOffices } from "@/content/nl/site";
import type { Motif } from "@/types/art";
import { motifFor } from "@/content/areas";
import { dutchRoutes, publicRoutes, routes } from "@/content/routes";

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
  /** A page of each area that belongs to no practice, and the drawing that area shows. */
  const areas: Record<string, Motif> = {
    [routes.home]: "home",
    [routes.services]: "services",
    [routes.about]: "about",
    [routes.insights]: "insights",
    [routes.contact]: "contact",
    [routes.careers]: "connect",
    [routes.privacy]: "quiet",
  };
  /** Each practice's page, and the drawing of its own it shows. */
  const practices: Record<string, Motif> = {
    [routes.consultancyStrategy]: "strategy",
    [routes.marketingSales]: "marketing",
    [routes.freelanceTalent]: "talent",
    [routes.retreatsLifestyle]: "retreats",
    [routes.aiSolutions]: "ai",
    [routes.customerCare]: "care",
    [routes.businessBuilding]: "business-building",
    [routes.startupAdvisory]: "startup",
    [routes.salesTraining]: "sales-training",
    [routes.talentMatching]: "talent-matching",
    [routes.leadershipDevelopment]: "leadership",
    [routes.personalDevelopment]: "personal-development",
  };
  const areaOf = (path: string) => path.split("/")[1];

  it("gives each area its own drawing, and each of the twelve practices one of its own", () => {
    for (const [path, motif] of Object.entries({ ...areas, ...practices }))
      expect(motifFor(path), path).toBe(motif);
    const all = Object.values({ ...areas, ...practices });
    expect(new Set(all).size).toBe(all.length);
    expect(motifs).toEqual(expect.arrayContaining(all));
  });

  it("gives a practice's price pages and its essay the practice's drawing, in both editions", () => {
    expect(motifFor(routes.lifeCoachingPricing)).toBe("retreats");
    expect(motifFor(routes.talentPhilosophy)).toBe("talent");
    expect(motifFor(dutchRoutes.aiSolutions)).toBe("ai");
    expect(motifFor(dutchRoutes.businessBuildingPhilosophy)).toBe("business-building");
  });

  it("gives every other page of the route table the drawing of its area; legal and utility pages the quiet one", () => {
    const practicePaths = new Set([
      ...Object.keys(practices),
      routes.retreatManagementPricing,
      routes.wellnessProgramsPricing,
      routes.lifeCoachingPricing,
      routes.transformationPricing,
      routes.businessBuildingPhilosophy,
      routes.talentPhilosophy,
      routes.personalDevelopmentPhilosophy,
      routes.marketingPhilosophy,
    ]);
    for (const route of publicRoutes.filter((path) => !practicePaths.has(path))) {
      const area = Object.keys(areas).find((path) => path !== "/" && areaOf(path) === areaOf(route));
      const expected =
        route === "/"
          ? "home"
          : area
            ? areas[area]
            : route.startsWith("/specialties")
              ? "specialties"
              : "quiet";
      expect(motifFor(route), route).toBe(expected);
    }
    for (const route of [routes.privacy, routes.legal, routes.terms, routes.sitemap, routes.accessibility]) {
      expect(motifFor(route), route).toBe("quiet");
    }
  });

  it("reads only the first segment of a path outside the route table", () => {
    expect(motifFor("/services/no-such-service")).toBe("services");
    expect(motifFor("/insights/articles/hiring-for-potential")).toBe("insights");
    expect(motifFor("/servicesx")).toBe("quiet");
    expect(motifFor("/toString")).toBe("quiet");
  });
});

describe("the drawings of the offices' cities", () => {
  it("draw every office of both editions, each its own decorative picture of the city band, with no text", () => {
    expect([...cities].sort()).toEqual(offices.map((office) => office.id).sort());
    expect(dutchOffices.map((office) => office.id).sort()).toEqual([...cities].sort());
    const drawings = cities.map((city) => renderToStaticMarkup(<CityDrawing city={city} />));
    for (const [index, html] of drawings.entries()) {
      expect(html).toMatch(new RegExp(`^<svg[^>]*\\sdata-art="${cities[index]}"`));
      expect(html).toMatch(/^<svg[^>]*\sviewBox="0 0 480 180"/);
      expect(html).toMatch(/^<svg[^>]*\saria-hidden="true"/);
      expect(html).not.toMatch(/<(text|title|desc)[\s>]/);
    }
    expect(new Set(drawings.map((html) => html.replace(/data-art="[^"]*"/, ""))).size).toBe(cities.length);
  });
});
