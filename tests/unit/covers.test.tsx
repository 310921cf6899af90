import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  articleCoverShapes,
  chartCoverShapes,
  colourPaint,
  coverFrame,
  InlineCover,
  sitePaint,
  type Paint,
  coverFile,
} from "@/components/art/covers";
import type { Chart } from "@/types/sections";
import { coverFiles } from "@/lib/covers";
import { svgMarkup } from "@/lib/svg-markup";
import { allArticles } from "@/content/insights/library";
import { allPublications } from "@/content/insights/library/publications";
import { reportTexts } from "@/content/insights/reports";

const gold = "#d4a64a";
const colours = colourPaint({ ink: "#0f1e36", gold, text: "#faf7f1", muted: "#5b6678" });
const paints: [string, Paint][] = [
  ["site", sitePaint],
  ["colour", colours],
];

/** The shapes as an Open Graph image holds them: in a bare <svg> of the frame, with no classes around them. */
const markup = (shapes: ReactNode) =>
  renderToStaticMarkup(<svg viewBox={`0 0 ${coverFrame.width} ${coverFrame.height}`}>{shapes}</svg>);
/** The drawing alone: its markup without the glow's id, which differs with the seed whatever is drawn. */
const drawing = (shapes: ReactNode) => markup(shapes).replace(/(id="|url\(#)cover-[^")]+/g, "$1");

const titles = [
  "Pricing your first product: from cost-plus to value",
  "Scenario planning for mid-sized companies",
  "What a week away does for a leadership team",
  "Leading through a reorganization without losing your best people",
  "Growth",
  "A B C",
  "",
  "Pneumonoultramicroscopicsilicovolcanoconiosis and other very long words in a title that goes on and on for twenty words",
];
/** Enough slugs that every composition is drawn, with every title. */
const slugs = Array.from({ length: 24 }, (_, index) => `an-insight-${index}`);

const chart = (series: readonly string[], rows: readonly (readonly number[])[], max?: number): Chart => ({
  title: "A finding",
  source: "A survey",
  series,
  rows: rows.map((values, index) => ({
    label: `Row ${index}`,
    values: values.map((value) => ({ value, display: `${value}%` })),
    ...(max === undefined ? {} : { max }),
  })),
});
const charts: Chart[] = [
  chart(
    ["Scalers", "Stallers"],
    [
      [71, 29],
      [92, 78],
    ],
    100,
  ),
  chart(["Share"], [[64], [38], [81]], 100),
  chart(["Before", "After"], [[54, 19]]),
  chart(
    ["One", "Two", "Three"],
    [
      [3, 9, 6],
      [0, 0, 0],
      [120, 40, 10],
      [5, 5, 5],
    ],
  ),
  chart(["Empty"], []),
];

/** The markup's elements, each with its name and attributes. */
function elements(html: string) {
  return [...html.matchAll(/<([a-zA-Z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*\/?>/g)].map(
    ([, name, attributes]) => ({
      name: name!,
      attributes: Object.fromEntries(
        [...attributes!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]),
      ),
    }),
  );
}

/** The points a path's data passes through (absolute commands only: M, L, H, V, A, Z). */
function pathPoints(d: string) {
  expect(d, "only absolute M, L, H, V, A and Z commands").toMatch(/^[MLHVAZ\d\s.-]*$/);
  const points: { x: number; y: number }[] = [];
  let [x, y] = [0, 0];
  for (const [, command, list] of d.matchAll(/([MLHVAZ])([^MLHVAZ]*)/g)) {
    const numbers = (list!.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const step = { M: 2, L: 2, H: 1, V: 1, A: 7, Z: 0 }[command as "M"]!;
    if (step === 0) continue;
    expect(numbers.length % step, `${command}${list}`).toBe(0);
    for (let index = 0; index < numbers.length; index += step) {
      const group = numbers.slice(index, index + step);
      if (command === "H") x = group[0]!;
      else if (command === "V") y = group[0]!;
      else [x, y] = group.slice(-2) as [number, number];
      points.push({ x, y });
    }
  }
  return points;
}

/**
 * Every point a cover's markup places: its rectangles' corners, its circles' extents, its ellipses' centres (a
 * glow may spill over the edge, fading to nothing) and its paths' points; `ground` marks the full-frame background.
 */
function placedPoints(html: string) {
  return elements(html).flatMap(({ name, attributes }) => {
    const number = (key: string) => Number(attributes[key] ?? 0);
    switch (name) {
      case "rect": {
        const [x, y] = [number("x"), number("y")];
        const ground = number("width") === coverFrame.width && number("height") === coverFrame.height;
        return [
          { x, y, ground },
          { x: x + number("width"), y: y + number("height"), ground },
        ];
      }
      case "circle": {
        const [cx, cy, r] = [number("cx"), number("cy"), number("r")];
        return [
          { x: cx - r, y: cy - r, ground: false, extent: true },
          { x: cx + r, y: cy + r, ground: false, extent: true },
          { x: cx, y: cy, ground: false },
        ];
      }
      case "ellipse":
        return [{ x: number("cx"), y: number("cy"), ground: false }];
      case "path":
        return pathPoints(attributes.d ?? "").map((point) => ({ ...point, ground: false }));
      default:
        return [];
    }
  });
}

/** Every cover of the test's slugs, titles and charts, painted for the Open Graph image. */
const everyCover = () => [
  ...slugs.flatMap((seed) => titles.map((title) => markup(articleCoverShapes({ seed, title }, colours)))),
  ...charts.map((each, index) => markup(chartCoverShapes(each, `report-${index}`, colours))),
];

describe("article covers", () => {
  it.each(paints)("draws the same markup for the same seed and title (%s paint)", (_, paint) => {
    for (const seed of slugs.slice(0, 8)) {
      const cover = { seed, title: titles[0]! };
      expect(markup(articleCoverShapes(cover, paint))).toBe(markup(articleCoverShapes({ ...cover }, paint)));
    }
  });

  it("draws a different cover for every slug, even for the same title", () => {
    for (const title of titles) {
      const drawings = slugs.map((seed) => drawing(articleCoverShapes({ seed, title }, colours)));
      expect(new Set(drawings).size, title).toBe(slugs.length);
    }
  });

  it("draws different covers for different titles with the same slug", () => {
    const drawings = titles.map((title) => drawing(articleCoverShapes({ seed: slugs[0]!, title }, colours)));
    expect(new Set(drawings).size).toBe(titles.length);
  });

  it("draws in each of its four compositions", () => {
    // A composition is told by the kinds of its elements, in order (the rays' sun, the skyline's gold tower ...).
    const kinds = slugs.map((seed) =>
      elements(markup(articleCoverShapes({ seed, title: titles[2]! }, colours)))
        .map(({ name }) => name)
        .join(" "),
    );
    expect(new Set(kinds).size).toBe(4);
  });

  it("draws one gold glow, behind everything but the ground, with an id of its own per cover", () => {
    const ids = slugs.map((seed) => {
      const html = markup(articleCoverShapes({ seed, title: titles[0]! }, colours));
      const found = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(found).toHaveLength(1);
      expect(html).toContain(`fill="url(#${found[0]})"`);
      expect(html.match(/<radialGradient/g)).toHaveLength(1);
      return found[0];
    });
    expect(new Set(ids).size).toBe(slugs.length);
  });
});

describe("report covers", () => {
  it.each(paints)("draws one gold bar per row of the chart's first series (%s paint)", (name, paint) => {
    for (const each of charts) {
      const html = markup(chartCoverShapes(each, "a-report", paint));
      const bars = elements(html).filter(
        ({ name: element, attributes }) =>
          element === "rect" &&
          (name === "site" ? attributes.class === "fill-accent-300" : attributes.fill === gold),
      );
      expect(bars, JSON.stringify(each.rows)).toHaveLength(each.rows.length);
    }
  });

  it("draws a full gold bar for a full row and none taller, scaled by the row's max or its largest value", () => {
    const heights = (each: Chart) =>
      elements(markup(chartCoverShapes(each, "a-report", colours)))
        .filter(({ name, attributes }) => name === "rect" && attributes.fill === gold)
        .map(({ attributes }) => Number(attributes.height));
    const [share, full] = heights(chart(["Share"], [[50], [100]], 100));
    expect(share! * 2).toBeCloseTo(full!, 0);
    const [largest] = heights(chart(["Days"], [[54, 19]]));
    expect(largest).toBe(full);
    const [over] = heights(chart(["Over"], [[150]], 100));
    expect(over).toBe(full);
  });

  it("draws the same markup for the same chart and seed, and moves only its glow for another seed", () => {
    const [one, again, other] = ["a", "a", "b"].map((seed) =>
      markup(chartCoverShapes(charts[0]!, seed, colours)),
    );
    expect(again).toBe(one);
    expect(other).not.toBe(one);
    const withoutGlow = (html: string) => html.replace(/<ellipse[^>]*>/, "").replace(/id="[^"]*"/, "");
    expect(withoutGlow(other!)).toBe(withoutGlow(one!));
  });
});

describe("every cover", () => {
  it("places every coordinate inside the frame, and every mark 16 units inside its edge", () => {
    const [width, height] = [coverFrame.width, coverFrame.height];
    for (const html of everyCover()) {
      const points = placedPoints(html);
      expect(points.length).toBeGreaterThan(4);
      for (const { x, y, ground, extent } of points as {
        x: number;
        y: number;
        ground: boolean;
        extent?: boolean;
      }[]) {
        expect(x, html).toBeGreaterThanOrEqual(0);
        expect(x, html).toBeLessThanOrEqual(width);
        expect(y, html).toBeGreaterThanOrEqual(0);
        expect(y, html).toBeLessThanOrEqual(height);
        if (ground || extent) continue;
        expect(x, html).toBeGreaterThanOrEqual(16);
        expect(x, html).toBeLessThanOrEqual(width - 16);
        expect(y, html).toBeGreaterThanOrEqual(16);
        expect(y, html).toBeLessThanOrEqual(height - 16);
      }
    }
  });

  it("starts with a background of the whole frame in the ground's colour", () => {
    for (const html of everyCover()) {
      expect(html).toMatch(
        /^<svg[^>]*><g fill="none"><rect x="0" y="0" width="480" height="200" fill="#0f1e36"><\/rect>/,
      );
    }
  });

  it("has no text, few elements, and coordinates to a tenth", () => {
    for (const html of everyCover()) {
      expect(html).not.toMatch(/<(text|title|desc)[\s>]/);
      expect(elements(html).length, html).toBeLessThanOrEqual(40);
      const coordinates = [...html.matchAll(/\s(?:x|y|cx|cy|r|rx|ry|width|height|d)="([^"]*)"/g)].map(
        (match) => match[1]!,
      );
      for (const value of coordinates) expect(value).not.toMatch(/\d\.\d\d/);
      // Nor any other number with a long tail (an opacity, a gradient's stop).
      expect(html).not.toMatch(/\d\.\d{3}/);
    }
  });

  it("carries no class in the colour paint, and every colour of the site's paint is a class", () => {
    for (const html of everyCover()) {
      expect(html).not.toContain("class=");
      expect(html).not.toContain("currentColor");
    }
    const site = [
      markup(articleCoverShapes({ seed: slugs[0]!, title: titles[0]! }, sitePaint)),
      markup(chartCoverShapes(charts[0]!, "a-report", sitePaint)),
    ];
    for (const html of site) {
      expect(html).toContain("class=");
      expect(html).not.toMatch(/\s(fill|stroke|stop-color)="#/);
    }
  });
});

describe("the site's cover components", () => {
  it("draw the shapes in one decorative svg of the cover frame, marked data-art", () => {
    const article = renderToStaticMarkup(
      <InlineCover cover={{ seed: "hiring-for-potential", title: titles[0]! }} />,
    );
    const report = renderToStaticMarkup(
      <InlineCover cover={{ chart: charts[0]!, seed: "a-report" }} className="w-full" />,
    );
    for (const html of [article, report]) {
      expect(html).toMatch(/^<svg[^>]*\sdata-art="cover"/);
      expect(html).toMatch(/^<svg[^>]*\saria-hidden="true"/);
      expect(html).toMatch(/^<svg[^>]*\sviewBox="0 0 480 200"/);
      expect(html.match(/<svg/g)).toHaveLength(1);
      expect(html).toContain('class="fill-ink-950"');
    }
    // The same shapes, but with a glow id of the page's own, so a cover shown twice on one page repeats no id.
    const withoutIds = (html: string) => html.replace(/(id="|url\(#)[^")]+/g, "$1");
    expect(withoutIds(article)).toContain(
      withoutIds(
        markup(articleCoverShapes({ seed: "hiring-for-potential", title: titles[0]! }, sitePaint)).replace(
          /^<svg[^>]*>|<\/svg>$/g,
          "",
        ),
      ),
    );
    const twice = renderToStaticMarkup(
      <>
        <InlineCover cover={{ seed: "hiring-for-potential", title: titles[0]! }} />
        <InlineCover cover={{ seed: "hiring-for-potential", title: titles[0]! }} />
      </>,
    );
    const ids = [...twice.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(report).toMatch(/^<svg[^>]*\sclass="[^"]*w-full/);
  });
});

describe("the cover files", () => {
  it("are one per article, publication and report, each a standalone SVG in colours, with no class", () => {
    const files = coverFiles();
    expect(files.size).toBe(allArticles("en").length + allPublications("en").length + reportTexts.length);
    expect(files.get("pricing-your-first-product.svg")).toEqual(
      allArticles("en").find((article) => article.slug === "pricing-your-first-product")!.cover,
    );
    expect(files.get("growth-readiness-2025.svg")).toMatchObject({ seed: "growth-readiness-2025" });
    const colours = { ink: "#0a1424", gold: "#f6cb6c", text: "#ffffff", muted: "#4a5874" };
    for (const cover of files.values()) {
      const svg = svgMarkup(coverFile(cover, colours));
      // The file's own writer gives what React's string renderer gives for the same drawing.
      expect(svg).toBe(renderToStaticMarkup(coverFile(cover, colours)));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 200"/);
      expect(svg).not.toContain("class=");
      expect(svg).toContain('fill="#0a1424"');
    }
  });
});
