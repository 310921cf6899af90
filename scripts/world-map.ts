/**
 * Draws public/images/world-dots.svg: the land of the world as a grid of dots in the Equal Earth projection,
 * the backdrop of the office map (src/components/sections/office-map.tsx, which places the offices with the
 * same projection). Run once when the look changes; the output is committed, so neither the build nor the site
 * needs these packages:
 *
 *   mkdir /tmp/wm && (cd /tmp/wm && npm i world-atlas@2 topojson-client@3 d3-geo@3)
 *   npm run build:server && node dist/scripts/world-map.mjs /tmp/wm
 */
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { mapFrame } from "../src/lib/equal-earth";

/** What this script takes of d3-geo and topojson-client (installed beside it, untyped here). */
interface Projection {
  scale(scale: number): Projection;
  translate(offset: [number, number]): Projection;
  invert(point: [number, number]): [number, number] | null;
}
interface D3Geo {
  geoEqualEarth(): Projection;
  geoContains(object: unknown, point: [number, number]): boolean;
}
interface TopojsonClient {
  feature(topology: unknown, object: string): unknown;
}

const from = process.argv[2];
if (!from) {
  console.error(
    "usage: node dist/scripts/world-map.mjs <folder with world-atlas, topojson-client and d3-geo>",
  );
  process.exit(1);
}
const require = createRequire(path.join(path.resolve(from), "package.json"));
const { feature } = require("topojson-client") as TopojsonClient;
const { geoContains, geoEqualEarth } = (await import(require.resolve("d3-geo"))) as D3Geo;
const land = feature(require("world-atlas/land-110m.json"), "land");

const { width, height, scale, top, step, radius } = mapFrame;
const projection = geoEqualEarth()
  .scale(scale)
  .translate([width / 2, -top]);

let d = "";
let dots = 0;
for (let y = step / 2; y < height; y += step) {
  // Offset every other row by half a step: a hexagonal grid reads as a texture, not as graph paper.
  const shift = Math.round(y / step) % 2 ? step / 2 : 0;
  for (let x = step / 2 + shift; x < width; x += step) {
    const point = projection.invert([x, y]);
    if (!point || !Number.isFinite(point[0]) || !geoContains(land, point)) continue;
    d += `M${+x.toFixed(1)} ${+y.toFixed(1)}h0`;
    dots += 1;
  }
}
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
  `<path d="${d}" stroke="#0f1e36" stroke-width="${radius * 2}" stroke-linecap="round"/></svg>\n`;
// Run from the project (dist/ holds the compiled script).
const out = path.resolve("public/images/world-dots.svg");
writeFileSync(out, svg);
console.log(`${out}: ${dots} dots, ${svg.length} bytes`);
