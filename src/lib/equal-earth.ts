/**
 * The Equal Earth projection (Šavrič, Patterson and Jenny, 2018) and the frame of the site's world map:
 * scripts/world-map.ts, which draws the map's land once, and the office map, which places the offices on it, share
 * one projection and one frame.
 */
const A1 = 1.340264;
const A2 = -0.081106;
const A3 = 0.000893;
const A4 = 0.003796;
const M = Math.sqrt(3) / 2;

/** Projected [x, y] of a longitude and latitude in degrees, unscaled, y growing northwards. */
function equalEarth(longitude: number, latitude: number): [number, number] {
  const lambda = (longitude * Math.PI) / 180;
  const theta = Math.asin(M * Math.sin((latitude * Math.PI) / 180));
  const t2 = theta * theta;
  const t6 = t2 * t2 * t2;
  const x = (lambda * Math.cos(theta)) / (M * (A1 + 3 * A2 * t2 + t6 * (7 * A3 + 9 * A4 * t2)));
  const y = theta * (A1 + A2 * t2 + t6 * (A3 + A4 * t2));
  return [x, y];
}

const width = 1000;
/** The whole width is the 360 degrees of the equator. */
const scale = width / 2 / equalEarth(180, 0)[0];
/** The map shows 84°N (the top of Greenland) to 57°S (below Cape Horn), leaving Antarctica out. */
const top = -scale * equalEarth(0, 84)[1];
const height = Math.round(scale * equalEarth(0, -57)[1] * -1 - top);

export const mapFrame = { width, height, scale, top, step: 11, radius: 2.6 };

/** Where a place is on the map, in the map's viewBox units. */
export function mapPoint(longitude: number, latitude: number): [number, number] {
  const [x, y] = equalEarth(longitude, latitude);
  return [width / 2 + scale * x, -top - scale * y];
}
