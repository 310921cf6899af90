import { useId, type ComponentType } from "react";
import type { CityMotif } from "@/types/art";
import {
  ArtFrame,
  GoldLines,
  Glow,
  Hairlines,
  Point,
  polar,
  polyline,
  radians,
  round,
  sector,
  SunGradient,
} from "./kit";

/**
 * The drawings of the offices' cities: the landmark each office's address sits near, as a band across the top
 * of its card. They share the style of ./motifs in a wide frame (480 × 180): a gold light low behind the
 * landmark, the skyline in white hairlines, the one landmark the city is known for in gold, a ground or water
 * line, and a gold point where the office is. Each is a few elements (they are inlined in the page's HTML)
 * and keeps 16 units clear of the frame's edge; only the ground and water lines run from edge to edge.
 */

/** The frame height of a city band: 480 × 180. */
const cityFrameHeight = 180;

type Spot = { x: number; y: number };

/** A block standing on the ground: up its left side, across its roof, down its right side. */
const block = (x: number, width: number, top: number, ground: number) =>
  `M${x} ${ground}V${top}H${x + width}V${ground}`;

/** The point a fraction `t` of the way along a cubic Bézier curve from `a` to `d`. */
function bezier(a: Spot, b: Spot, c: Spot, d: Spot, t: number): Spot {
  const s = 1 - t;
  const mix = (key: "x" | "y") =>
    s * s * s * a[key] + 3 * s * s * t * b[key] + 3 * s * t * t * c[key] + t * t * t * d[key];
  return { x: round(mix("x")), y: round(mix("y")) };
}

/** Short level strokes under a light or a tower: its reflection in still water, narrowing as it goes down. */
const reflection = (x: number, top: number, widths: readonly number[], gap: number) =>
  widths.map((half, index) => `M${x - half} ${top + index * gap}H${x + half}`).join("");

/** The gables of Amsterdam's canal houses: points across the top of a house 34 units wide, from its eaves. */
const gables = {
  // A stepped gable: four steps up each side to a narrow top.
  step: [
    [3, 0],
    [3, -7],
    [8, -7],
    [8, -14],
    [12, -14],
    [12, -21],
    [14, -21],
    [14, -28],
    [20, -28],
    [20, -21],
    [22, -21],
    [22, -14],
    [26, -14],
    [26, -7],
    [31, -7],
    [31, 0],
  ],
  // A neck gable: square shoulders, a tall neck and a pointed top.
  neck: [
    [4, 0],
    [4, -7],
    [10, -7],
    [10, -24],
    [17, -32],
    [24, -24],
    [24, -7],
    [30, -7],
    [30, 0],
  ],
} as const;

/** amsterdam: Zuidas towers, one with a slanted top, behind canal houses and a low arched canal bridge. */
function ZuidasDrawing() {
  const [quay, water, houseWidth] = [132, 150, 34];
  // The houses from the left, side by side: where each stands, the height of its eaves and its gable.
  const houses = [
    { x: 40, eaves: 92, gable: "step" },
    { x: 74, eaves: 84, gable: "bell" },
    { x: 108, eaves: 96, gable: "neck" },
    { x: 142, eaves: 88, gable: "step" },
  ] as const;
  // A bell gable curves in from low shoulders to a round top.
  const bell = (x: number, e: number) =>
    `H${x + 4}C${x + 4} ${e - 8} ${x + 10} ${e - 10} ${x + 10} ${e - 18}V${e - 24}` +
    `Q${x + 17} ${e - 34} ${x + 24} ${e - 24}V${e - 18}` +
    `C${x + 24} ${e - 10} ${x + 30} ${e - 8} ${x + 30} ${e}`;
  const house = ({ x, eaves, gable }: (typeof houses)[number]) =>
    `M${x} ${quay}V${eaves}` +
    (gable === "bell"
      ? bell(x, eaves)
      : gables[gable].map(([dx, dy]) => `L${x + dx} ${eaves + dy}`).join("")) +
    `L${x + houseWidth} ${eaves}V${quay}`;
  // Two windows on each of the two floors under the eaves.
  const windows = houses
    .flatMap(({ x, eaves }) =>
      [eaves + 8, eaves + 23].flatMap((y) => [x + 8, x + 20].map((left) => `M${left} ${y}h6v9h-6z`)),
    )
    .join("");
  // The Zuidas towers behind: where each stands, its width and its roof; one roof slants down to the right.
  const towers = [
    { x: 196, width: 26, top: 58, slant: 0 },
    { x: 232, width: 30, top: 26, slant: 16 },
    { x: 276, width: 22, top: 50, slant: 0 },
    { x: 388, width: 28, top: 40, slant: 0 },
    { x: 426, width: 22, top: 68, slant: 0 },
  ];
  const skyline = towers
    .map(({ x, width, top, slant }) => `M${x} ${quay}V${top}L${x + width} ${top + slant}V${quay}`)
    .join("");
  // The bridge: its deck humps over the canal; the arch beneath meets its reflection at the water line.
  const [from, to, rise] = [300, 380, 21];
  const span = (to - from) / 2;
  // The office: on the roof of the tower by Gustav Mahlerlaan.
  const office = { x: 402, y: 40 };
  return (
    <>
      <Glow cx={300} cy={104} rx={150} ry={84} strength={0.55} focus={[0.45, 0.55]} />
      <Hairlines opacity={0.4}>
        <path d={skyline} />
        <path d={`M0 ${quay}H${from - 24}M${to + 24} ${quay}H480M0 ${water}H480`} strokeOpacity="0.5" />
        <path d={`M${from - 24} ${quay}Q${(from + to) / 2} ${quay - 26} ${to + 24} ${quay}`} />
        <path d={`M${from} ${water}A${span} ${rise} 0 0 1 ${to} ${water}`} />
        <path
          d={`M${from} ${water}A${span} ${rise} 0 0 0 ${to} ${water}`}
          strokeOpacity="0.2"
          strokeDasharray="4 5"
        />
        <path d={`M40 ${water + 12}H248M432 ${water + 12}H464M96 ${water + 22}H400`} strokeOpacity="0.2" />
      </Hairlines>
      <Hairlines opacity={0.25}>
        <path d={windows} />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.85}>
        <path d={houses.map(house).join("")} strokeLinejoin="round" />
      </GoldLines>
      <Point {...office} />
    </>
  );
}

/** london: the Gherkin, its lattice in crossing curves, between towers, St Paul's dome low to the left. */
function CityOfLondonDrawing() {
  const [ground, cx, height, radius] = [140, 268, 118, 24];
  // The Gherkin is an ellipse cut off by the ground: widest a third of the way up, round at the top.
  const [centreY, ry] = [ground - 0.34 * height, 0.66 * height];
  const top = centreY - ry;
  const halfWidth = (y: number) => radius * Math.sqrt(Math.max(0, 1 - ((y - centreY) / ry) ** 2));
  const foot = round(halfWidth(ground));
  const outline = `M${cx - foot} ${ground}A${radius} ${round(ry)} 0 1 1 ${cx + foot} ${ground}`;
  // The lattice: spirals wound round it, each climbing 40 units across its front, one way and the other.
  const spiral = (start: number, side: 1 | -1) =>
    polyline(
      [-90, -60, -30, 0, 30, 60, 90]
        .map((angle) => {
          const y = start - (40 * (angle + 90)) / 180;
          return { x: round(cx + side * halfWidth(y) * Math.sin(radians(angle))), y: round(y) };
        })
        .filter(({ y }) => y > top + 4),
    );
  const lattice = [136, 104, 72].flatMap((start) => [spiral(start, 1), spiral(start, -1)]).join("");
  // The towers around it, and a low block where the office is, by Finsbury Circus.
  const towers = [
    [150, 26, 80],
    [184, 32, 52],
    [316, 30, 60],
    [354, 24, 88],
    [386, 36, 104],
  ] as const;
  const office = { x: 226, y: 118 };
  // St Paul's: the church's body, a west tower, the drum of columns, the dome and the lantern with its cross.
  const dome = { x: 90, y: 100, radius: 20 };
  const stPauls =
    block(32, 100, 122, ground) +
    block(38, 14, 100, 122) +
    polyline([
      { x: 38, y: 100 },
      { x: 45, y: 90 },
      { x: 52, y: 100 },
    ]) +
    `M45 90V84` +
    block(dome.x - 24, 48, 106, 122) +
    `M${dome.x - dome.radius} ${dome.y + 6}V${dome.y}H${dome.x + dome.radius}V${dome.y + 6}` +
    `M${dome.x - dome.radius} ${dome.y}` +
    `A${dome.radius} ${dome.radius} 0 0 1 ${dome.x + dome.radius} ${dome.y}` +
    block(dome.x - 3, 6, dome.y - dome.radius - 10, dome.y - dome.radius) +
    `M${dome.x} ${dome.y - dome.radius - 10}V${dome.y - dome.radius - 18}` +
    `M${dome.x - 3} ${dome.y - dome.radius - 15}H${dome.x + 3}`;
  const columns = [-18, -12, -6, 0, 6, 12, 18].map((dx) => `M${dome.x + dx} 109V119`).join("");
  return (
    <>
      <Glow cx={cx} cy={100} rx={150} ry={86} strength={0.55} focus={[0.5, 0.5]} />
      <Hairlines opacity={0.4}>
        <path d={towers.map(([x, width, roof]) => block(x, width, roof, ground)).join("")} />
        <path d={block(office.x - 12, 24, office.y, ground)} />
        <path d={stPauls + columns} />
        <path d={`M0 ${ground}H480`} strokeOpacity="0.5" />
        <path
          d={`M56 ${ground + 14}H232M280 ${ground + 14}H424M120 ${ground + 26}H360`}
          strokeOpacity="0.2"
        />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.45}>
        <path d={lattice} />
      </GoldLines>
      <GoldLines width={1.75} opacity={0.9}>
        <path d={outline} />
      </GoldLines>
      <Point {...office} />
    </>
  );
}

/**
 * new-york: the Flatiron seen from its prow where two avenues fork, its floor lines and cornice, the Empire
 * State's spire behind it in the distance, lower blocks around.
 */
function FlatironDrawing() {
  const [ground, cx, roof] = [150, 190, 40];
  // The two faces recede from the prow; looking up, their back corners lean in and each floor line falls.
  const [foot, head] = [38, 28];
  const half = (y: number) => foot + ((head - foot) * (ground - y)) / (ground - roof);
  const fall = (y: number) => (ground - y) * 0.12;
  const chevron = (y: number, width: number) =>
    polyline([
      { x: round(cx - width), y: round(y + fall(y)) },
      { x: cx, y },
      { x: round(cx + width), y: round(y + fall(y)) },
    ]);
  const outline =
    polyline([
      { x: cx - foot, y: ground },
      { x: cx - head, y: round(roof + fall(roof)) },
      { x: cx, y: roof },
      { x: cx + head, y: round(roof + fall(roof)) },
      { x: cx + foot, y: ground },
    ]) + `M${cx} ${ground}V${roof}`;
  // The cornice: a band across the top, wider than the roof.
  const cornice = chevron(roof - 5, head + 4) + chevron(roof + 6, half(roof + 6));
  const floors = [58, 70, 82, 94, 106, 118, 130].map((y) => chevron(y, half(y))).join("");
  // The Empire State behind, in the distance: its shaft, setbacks and mast, above the blocks in front of it.
  const esb = { x: 336, base: 112 };
  // Each stage of it, from the blocks up to the mast: its half-width, and the heights it rises from and to.
  const stages = [
    [18, esb.base, 74],
    [13, 74, 64],
    [9, 64, 56],
    [5, 56, 42],
  ] as const;
  const side = (sign: number) =>
    stages.flatMap(([width, from, to]) => [
      { x: esb.x + sign * width, y: from },
      { x: esb.x + sign * width, y: to },
    ]);
  const empire =
    polyline([...side(-1), { x: esb.x - 2, y: 34 }, { x: esb.x + 2, y: 34 }, ...side(1).reverse()]) +
    `M${esb.x} 34V20`;
  const blocks = [
    [36, 40, 110],
    [80, 44, 94],
    [238, 46, 104],
    [292, 84, esb.base],
    [382, 40, 92],
    [426, 30, 120],
  ] as const;
  // A water tower on a roof: legs, tank and its conical cap.
  const tower = { x: 102, roof: 94 };
  const waterTower =
    `M${tower.x - 5} ${tower.roof}V${tower.roof - 6}M${tower.x + 5} ${tower.roof}V${tower.roof - 6}` +
    block(tower.x - 7, 14, tower.roof - 16, tower.roof - 6) +
    polyline([
      { x: tower.x - 8, y: tower.roof - 16 },
      { x: tower.x, y: tower.roof - 23 },
      { x: tower.x + 8, y: tower.roof - 16 },
    ]);
  // Broadway and Fifth Avenue fork at the prow; the office is on the block beyond it, up Park Avenue South.
  const streets = `M${cx} ${ground}L${cx - 90} 172M${cx} ${ground}L${cx + 90} 172`;
  const office = { x: 261, y: 104 };
  return (
    <>
      <Glow cx={cx + 30} cy={84} rx={150} ry={88} strength={0.55} focus={[0.42, 0.5]} />
      <Hairlines opacity={0.35}>
        <path d={blocks.map(([x, width, top]) => block(x, width, top, ground)).join("") + waterTower} />
        <path d={empire} strokeOpacity="0.5" />
        <path d={floors} strokeOpacity="0.3" />
        <path d={`M0 ${ground}H480`} strokeOpacity="0.5" />
        <path d={`${streets}M300 ${ground + 12}H432M48 ${ground + 12}H100`} strokeOpacity="0.2" />
      </Hairlines>
      <GoldLines width={1.75} opacity={0.9}>
        <path d={outline + cornice} strokeLinejoin="round" />
      </GoldLines>
      <Point {...office} />
    </>
  );
}

/** singapore: Marina Bay Sands, three towers under the SkyPark, mirrored in the bay, the ArtScience lotus. */
function MarinaBayDrawing() {
  const [bay, roof, width] = [132, 58, 24];
  // Each tower stands on two legs: one straight, the other flaring out to the water, a narrow gap between.
  const towers = [216, 266, 316];
  const legs = towers
    .map(
      (x) =>
        `M${x} ${bay}V${roof}H${x + width}V${bay - 44}Q${x + width} ${bay - 8} ${x + width + 14} ${bay}` +
        `M${x + 10} ${bay}V${bay - 32}Q${x + 11} ${bay - 8} ${x + 20} ${bay}`,
    )
    .join("");
  // The SkyPark: a long hull across the roofs, its bow reaching well past the last tower.
  const [stern, bow, deck] = [198, 396, 48];
  const skyPark =
    `M${stern} ${deck}H${bow}C${bow - 14} ${roof} ${bow - 40} ${roof} ${bow - 60} ${roof}` +
    `H${stern + 22}C${stern + 10} ${roof} ${stern + 4} ${deck + 5} ${stern} ${deck}Z`;
  const mirrored = towers.map((x) => reflection(x + width / 2, bay + 8, [10, 8, 6, 4], 8)).join("");
  // The ArtScience Museum: petals fanning up from a round base, tallest near the middle.
  const lotus = { x: 100, y: bay - 4 };
  const petals = (
    [
      [-62, 20],
      [-36, 26],
      [-12, 30],
      [12, 32],
      [36, 28],
      [60, 22],
    ] as const
  )
    .map(([angle, length]) => {
      const foot = polar(lotus.x, lotus.y + 4, 10, angle);
      const tip = polar(lotus.x, lotus.y + 4, length + 10, angle);
      const side = (turn: number) => polar((foot.x + tip.x) / 2, (foot.y + tip.y) / 2, 5, angle + turn);
      const [left, right] = [side(-90), side(90)];
      return (
        `M${foot.x} ${foot.y}Q${left.x} ${left.y} ${tip.x} ${tip.y}` +
        `Q${right.x} ${right.y} ${foot.x} ${foot.y}`
      );
    })
    .join("");
  const museum = `M${lotus.x - 28} ${bay}Q${lotus.x} ${bay - 10} ${lotus.x + 28} ${bay}`;
  // The towers of the financial district across the bay, where the office is.
  const district = [
    [412, 20, 86],
    [436, 24, 64],
  ] as const;
  const office = { x: 448, y: 64 };
  return (
    <>
      <Glow cx={300} cy={96} rx={160} ry={84} strength={0.55} focus={[0.5, 0.6]} />
      <Hairlines opacity={0.4}>
        <path d={petals + museum} />
        <path d={district.map(([x, width, top]) => block(x, width, top, bay)).join("")} />
        <path d={`M0 ${bay}H480`} strokeOpacity="0.5" />
        <path
          d={`M32 ${bay + 14}H176M392 ${bay + 14}H448M64 ${bay + 28}H200M360 ${bay + 30}H430`}
          strokeOpacity="0.2"
        />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.4}>
        <path d={mirrored} />
      </GoldLines>
      <GoldLines width={1.75} opacity={0.9}>
        <path d={legs + skyPark} strokeLinejoin="round" />
      </GoldLines>
      <Point {...office} />
    </>
  );
}

/** uae: the Burj Al Arab's sail on its island, Media City's towers on the coast, the sun low on the sea. */
function DubaiCoastDrawing() {
  const sunFill = useId();
  const [horizon, island] = [116, 130];
  // The shore runs level along the lower left, then out to the horizon; Media City's towers stand on it.
  const shore = 134;
  const towers = [
    [34, 16, 52],
    [56, 20, 40],
    [84, 14, 62],
    [106, 18, 56],
    [132, 14, 76],
    [154, 16, 84],
  ] as const;
  const mediaCity = towers.map(([x, width, top]) => block(x, width, top, shore));
  // The Burj Al Arab: its mast, and the sail bellying out to sea from near its top down to the island.
  const mast = 352;
  const sail = [
    { x: mast, y: 36 },
    { x: mast - 36, y: 52 },
    { x: mast - 52, y: 100 },
    { x: mast - 40, y: island },
  ] as const;
  const [a, b, c, d] = sail;
  // Three floors run from the sail back to the mast; the helipad juts out from the mast near the top.
  const floors = [0.3, 0.55, 0.8]
    .map((t) => bezier(a, b, c, d, t))
    .map(({ x, y }) => `M${x} ${y}H${mast}`)
    .join("");
  const burj =
    `M${mast} ${island}V24M${a.x} ${a.y}C${b.x} ${b.y} ${c.x} ${c.y} ${d.x} ${d.y}` +
    `M${mast} 58L${mast + 10} 52M${mast + 2} 52H${mast + 20}` +
    floors;
  // The sun half set on the horizon, to the right of the island, and the office in Media City.
  const sun = { x: 428, r: 16 };
  const office = { x: 140, y: 76 };
  return (
    <>
      <SunGradient id={sunFill} />
      <Glow cx={390} cy={horizon - 6} rx={130} ry={76} strength={0.6} focus={[0.62, 0.6]} />
      <Hairlines opacity={0.4}>
        <path d={mediaCity.join("")} />
        <path d={`M${mast - 60} ${island + 3}Q${mast - 20} ${island - 4} ${mast + 18} ${island + 3}`} />
        <path d={`M0 ${shore}H180C204 ${shore} 214 ${horizon} 244 ${horizon}H480`} strokeOpacity="0.5" />
        <path
          d={`M214 ${shore + 10}H280M380 ${island + 10}H400M150 ${shore + 24}H330M340 ${shore + 34}H448`}
          strokeOpacity="0.2"
        />
      </Hairlines>
      <path d={sector(sun.x, horizon, sun.r, -90, 90)} fill={`url(#${sunFill})`} />
      <GoldLines width={1.5} opacity={0.5}>
        <path d={reflection(sun.x, horizon + 8, [18, 13, 9, 5], 9)} />
      </GoldLines>
      <GoldLines width={1.75} opacity={0.9}>
        <path d={burj} strokeLinejoin="round" />
      </GoldLines>
      <Point {...office} />
    </>
  );
}

/** The drawing of each office's city, by office id. */
const cityDrawings: Record<CityMotif, ComponentType> = {
  amsterdam: ZuidasDrawing,
  london: CityOfLondonDrawing,
  "new-york": FlatironDrawing,
  singapore: MarinaBayDrawing,
  uae: DubaiCoastDrawing,
};

/** Every city, for the tests and anything that lists them. */
export const cities = Object.keys(cityDrawings) as readonly CityMotif[];

/** A city's drawing, decorative, at the full width of its box. */
export function CityDrawing({ city, className }: { city: CityMotif; className?: string }) {
  const Drawing = cityDrawings[city];
  return (
    <ArtFrame motif={city} height={cityFrameHeight} className={className}>
      <Drawing />
    </ArtFrame>
  );
}
