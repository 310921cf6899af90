import { expect, test, type Locator } from "../support/test";
import { routes } from "@/content/routes";
import { motifs } from "@/components/art/area-art";
import { intersection, type Box } from "../support/boxes";

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "element has a box").not.toBeNull();
  return found!;
}

/**
 * Closing bands we check: home, a service, the about page, a contact page, and careers, whose long button
 * ("Send an open application") is the widest thing a band holds on a phone.
 */
const pages = [routes.home, routes.consultancyStrategy, routes.about, routes.officeLocations, routes.careers];

for (const width of [320, 375, 1280]) {
  test.describe(`art at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`${path}: the closing band's art is whole and clear of its words and buttons, which fit the band`, async ({
        page,
      }) => {
        await page.goto(path);
        const cta = page.locator('section[aria-labelledby="cta-title"]');
        const art = cta.locator("svg[data-art]");
        await expect(art).toHaveCount(1);
        await expect(art).toBeVisible();
        // The band clips what leaves it (rounded corners): the art must lie inside it, not be cut by it.
        const band = await box(art.locator("xpath=.."));
        const drawing = await box(art);
        expect(drawing.x).toBeGreaterThanOrEqual(band.x - 0.5);
        expect(drawing.y).toBeGreaterThanOrEqual(band.y - 0.5);
        expect(drawing.x + drawing.width).toBeLessThanOrEqual(band.x + band.width + 0.5);
        expect(drawing.y + drawing.height).toBeLessThanOrEqual(band.y + band.height + 0.5);

        const visible = intersection(drawing, band);
        expect(visible).not.toBeNull();
        const words = cta.locator("h2, p, a");
        expect(await words.count()).toBeGreaterThanOrEqual(3);
        for (const word of await words.all()) {
          const label = await word.innerText();
          const place = await box(word);
          expect(intersection(place, visible!), `${label} overlaps the art`).toBeNull();
          // Making room for the art must not push the words out of the band, where it would cut them.
          expect(place.x + place.width, `${label} leaves the band`).toBeLessThanOrEqual(band.x + band.width);
        }
      });
    }
  });
}

test.describe("every drawing of the family", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /**
   * A page of each area (the hero shows the area's drawing at this width), the founder's profile, and each
   * practice's page with the practice's own drawing.
   */
  const areaPages = [
    routes.home,
    routes.services,
    routes.leadership,
    routes.insights,
    routes.officeLocations,
    routes.careers,
    routes.privacy,
    routes.consultancyStrategy,
    routes.marketingSales,
    routes.freelanceTalent,
    routes.retreatsLifestyle,
    routes.aiSolutions,
    routes.customerCare,
    routes.businessBuilding,
    routes.startupAdvisory,
    routes.salesTraining,
    routes.talentMatching,
    routes.leadershipDevelopment,
    routes.personalDevelopment,
  ];

  test("keeps its lines and its glow inside its own frame", async ({ page }) => {
    const seen = new Set<string>();
    for (const path of areaPages) {
      await page.goto(path);
      // The extent of the drawn shapes in the drawing's own units, against its viewBox: nothing reaches the
      // edge, so no size of the image can cut a line or a glow.
      const frames = await page.locator("svg[data-art]").evaluateAll((svgs) =>
        svgs
          .filter((svg) => svg.getClientRects().length > 0)
          .map((svg) => {
            const shapes = (svg as SVGSVGElement).getBBox();
            const frame = (svg as SVGSVGElement).viewBox.baseVal;
            return {
              motif: svg.getAttribute("data-art") ?? "",
              left: shapes.x - frame.x,
              top: shapes.y - frame.y,
              right: frame.x + frame.width - (shapes.x + shapes.width),
              bottom: frame.y + frame.height - (shapes.y + shapes.height),
            };
          }),
      );
      // The page drawings only: a cover and a city's band are whole pictures, drawn to their frame's edge.
      for (const frame of frames.filter(({ motif }) => (motifs as string[]).includes(motif))) {
        seen.add(frame.motif);
        for (const side of ["left", "top", "right", "bottom"] as const) {
          expect(frame[side], `${path} ${frame.motif} ${side}`).toBeGreaterThanOrEqual(12);
        }
      }
    }
    // Every drawing of the family but the specialties' area drawing, which no page shows now that each specialty
    // has its own.
    expect([...seen].sort()).toEqual(motifs.filter((motif) => motif !== "specialties").sort());
  });
});
