import { useId, type ReactNode, type SVGAttributes } from "react";
import type { Chart, Cover } from "@/types/sections";
import { arc, ArtFrame, polar, radians, ray, round } from "./kit";
import { barShare } from "@/lib/chart-scale";

/**
 * The covers of the insights, in a band of the art family's style: an article's drawn from its title's words, a
 * report's from its key finding, each seeded by its slug, so every cover is its own and stays the same. A cover is
 * written once and painted two ways: with the site's classes, and with colours for an Open Graph image (Satori
 * reads no classes, and takes only plain SVG elements, so the shapes are plain elements built by functions, with no
 * hooks). Every shape keeps 16 units clear of the frame's edge, and a cover is a few elements (it is inlined in
 * the page's HTML).
 */

/** The cover frame: 480 units wide, this tall. */
export const coverFrame = { width: 480, height: 200 } as const;

/**
 * How a cover is painted: SVG attributes per role. On the site, Tailwind classes; in an Open Graph image, colours.
 * `ground` fills the frame; `hairline` strokes the structure (horizon, grid); `line` strokes the marks of the words;
 * `gold` strokes the one gold mark; `goldSoft` colours the stops of the gold glow; `point` fills gold shapes.
 * A shape fades a role further with `opacity`, which multiplies the role's own.
 */
export type Paint = Record<
  "ground" | "hairline" | "line" | "gold" | "goldSoft" | "point",
  SVGAttributes<SVGElement>
>;

/** The site's paint: the brand's tokens, as the art kit (./kit) uses them. */
export const sitePaint: Paint = {
  ground: { className: "fill-ink-950" },
  hairline: { className: "stroke-white", strokeOpacity: 0.3 },
  line: { className: "stroke-white", strokeOpacity: 0.6 },
  gold: { className: "stroke-accent-300", strokeOpacity: 0.9 },
  goldSoft: { className: "text-accent-400", stopColor: "currentColor" },
  point: { className: "fill-accent-300" },
};

/**
 * The same roles in colours (hex strings), for an Open Graph image. White at low opacity over the ink, as on the
 * site, so `muted` is not needed: the two paints give the same picture.
 */
export function colourPaint(colours: { ink: string; gold: string; text: string; muted: string }): Paint {
  return {
    ground: { fill: colours.ink },
    hairline: { stroke: colours.text, strokeOpacity: 0.3 },
    line: { stroke: colours.text, strokeOpacity: 0.6 },
    gold: { stroke: colours.gold, strokeOpacity: 0.9 },
    goldSoft: { stopColor: colours.gold },
    point: { fill: colours.gold },
  };
}

const { width, height } = coverFrame;
/** How far every mark keeps from the frame's edge. */
const inset = 16;
/** A title's words beyond this many are left out: a cover of more would be a texture, not a drawing. */
const maxWords = 14;
/** A chart's rows and series beyond these are left out of its cover. */
const [maxRows, maxSeries] = [8, 3];

type Spot = { x: number; y: number };
type Random = () => number;

/** A 32-bit hash of a text (FNV-1a). */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** Random numbers from 0 to 1 that a seed fixes: mulberry32, started from the seed's hash. */
function seeded(seed: string): Random {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded number between two, to a tenth. */
const between = (random: Random, min: number, max: number) => round(min + random() * (max - min));

/** The number of letters of each word of a title (digits count; punctuation does not), up to `maxWords`. */
function wordLengths(title: string): number[] {
  return title
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/gu)?.length ?? 0)
    .filter((letters) => letters > 0)
    .slice(0, maxWords);
}

/** The word drawn in gold: the longest, the first of equals (-1 for none). */
const longest = (words: readonly number[]) => words.indexOf(Math.max(...words));

/** A small disc as a path, so that many of them are one element. */
function disc({ x, y }: Spot, r: number) {
  const [left, right] = [round(x - r), round(x + r)];
  return `M${left} ${y}A${r} ${r} 0 1 0 ${right} ${y}A${r} ${r} 0 1 0 ${left} ${y}Z`;
}

/** The full frame, in the ground's colour. */
function ground(paint: Paint) {
  return <rect x={0} y={0} width={width} height={height} {...paint.ground} />;
}

/**
 * A soft gold light: an ellipse whose radial gradient reaches 0 at its edge, so it has no visible border. Its id
 * comes from the cover's seed: the shapes are drawn outside React's renderer too, where no `useId` runs.
 */
function glow(paint: Paint, id: string, { x, y }: Spot, rx: number, ry: number, strength = 0.5) {
  const stops = [
    [0, strength],
    [0.45, Math.round(strength * 30) / 100],
    [1, 0],
  ] as const;
  return (
    <>
      <radialGradient id={id}>
        {stops.map(([offset, opacity]) => (
          <stop key={offset} offset={offset} {...paint.goldSoft} stopOpacity={opacity} />
        ))}
      </radialGradient>
      <ellipse cx={x} cy={y} rx={rx} ry={ry} fill={`url(#${id})`} />
    </>
  );
}

/** A small gold point with a faint halo, where a gold mark ends. */
function point(paint: Paint, { x, y }: Spot, size = 3.5) {
  return (
    <>
      <circle cx={x} cy={y} r={round(size * 2.6)} {...paint.point} opacity={0.16} />
      <circle cx={x} cy={y} r={size} {...paint.point} />
    </>
  );
}

/** A level line across the frame, inside its margins. */
const level = (y: number, from = inset, to = width - inset) => `M${round(from)} ${round(y)}H${round(to)}`;

/** What a composition draws from: the words' lengths, the gold word, the paint, the seed's numbers, a glow's id. */
interface Sketch {
  words: readonly number[];
  gold: number;
  paint: Paint;
  random: Random;
  glowId: string;
}

/** A low sun on a horizon, its rays fanning out over it: one ray per word, as long as the word. */
function sunRays({ words, gold, paint, random, glowId }: Sketch) {
  const horizon = between(random, 146, 158);
  const sun = { x: between(random, 176, 304), y: horizon };
  const [core, inner] = [16, 28];
  const spread = Math.min(76, 10 + words.length * 8);
  const tilt = between(random, -5, 5);
  const angles = words.map((_, index) =>
    round(tilt + (words.length > 1 ? -spread + (2 * spread * index) / (words.length - 1) : 0)),
  );
  // How long a ray at an angle may be and stay in the frame, so one scale fits every word.
  const room = (degrees: number) => {
    const [up, across] = [Math.cos(radians(degrees)), Math.abs(Math.sin(radians(degrees)))];
    const side = degrees < 0 ? sun.x - inset : width - inset - sun.x;
    return Math.min((horizon - inset) / Math.max(up, 0.01), side / Math.max(across, 0.01));
  };
  const scale = Math.min(12, ...words.map((letters, index) => (room(angles[index]!) - inner) / letters));
  const reach = (index: number) => inner + scale * words[index]!;
  const rays = words.map((_, index) =>
    index === gold ? "" : ray(sun.x, horizon, inner, reach(index), angles[index]!),
  );
  const tip = gold < 0 ? sun : polar(sun.x, horizon, reach(gold), angles[gold]!);
  const light =
    gold < 0 ? sun : polar(sun.x, horizon, reach(gold) * between(random, 0.55, 0.8), angles[gold]!);
  const reflections = [
    [10, 44],
    [18, 26],
    [25, 12],
  ] as const;
  return (
    <>
      {glow(paint, glowId, light, 120, 76, 0.42)}
      <path d={level(horizon)} {...paint.hairline} />
      <path
        d={reflections.map(([below, half]) => level(horizon + below, sun.x - half, sun.x + half)).join("")}
        {...paint.hairline}
        opacity={0.6}
      />
      <path d={arc(sun.x, horizon, core, -90, 90)} {...paint.line} />
      {rays.some(Boolean) && <path d={rays.join("")} {...paint.line} strokeLinecap="round" />}
      {gold >= 0 && (
        <>
          <path
            d={ray(sun.x, horizon, inner, reach(gold), angles[gold]!)}
            {...paint.gold}
            strokeWidth={2}
            strokeLinecap="round"
          />
          {point(paint, tip)}
        </>
      )}
    </>
  );
}

/** A skyline over still water: one tower per word, as tall as the word is long; the gold one shines in the water. */
function skyline({ words, gold, paint, random, glowId }: Sketch) {
  const base = between(random, 154, 162);
  // The gold tower's light on the water: how far below the baseline, and how wide against the tower.
  const glitter = [
    [8, 1],
    [15, 0.6],
    [21, 0.25],
  ] as const;
  const pitch = Math.min(30, 320 / Math.max(words.length, 1));
  const gap = round(pitch * 0.22);
  const widths = words.map(() => round(pitch * between(random, 0.55, 1)));
  const span = widths.reduce((sum, towerWidth) => sum + towerWidth + gap, -gap);
  const [low, high] = [Math.max(168, inset + 32 + span / 2), Math.min(312, width - inset - 32 - span / 2)];
  const start = round((low <= high ? between(random, low, high) : width / 2) - span / 2);
  const scale = Math.min(12, (base - inset - 20) / Math.max(...words, 1));
  const towers = words.map((letters, index) => ({
    x: round(start + widths.slice(0, index).reduce((sum, towerWidth) => sum + towerWidth + gap, 0)),
    top: round(base - 12 - scale * letters),
    width: widths[index]!,
  }));
  // A tower's outline, up from the baseline and back down.
  const outline = ({ x, top, width: towerWidth }: (typeof towers)[number]) =>
    `M${x} ${base}V${top}H${round(x + towerWidth)}V${base}`;
  const tower = towers[gold];
  return (
    <>
      {glow(
        paint,
        glowId,
        tower
          ? { x: round(tower.x + tower.width / 2 + between(random, -16, 16)), y: round(tower.top + 24) }
          : { x: 240, y: base },
        120,
        84,
        0.45,
      )}
      <path d={level(base)} {...paint.hairline} />
      {towers.length > 1 && (
        <path
          d={towers
            .filter((_, index) => index !== gold)
            .map(outline)
            .join("")}
          {...paint.line}
        />
      )}
      {tower && (
        <>
          <rect
            x={tower.x}
            y={tower.top}
            width={tower.width}
            height={round(base - tower.top)}
            {...paint.point}
            opacity={0.16}
          />
          <path d={outline(tower)} {...paint.gold} strokeWidth={2} strokeLinejoin="round" />
          <path
            d={glitter
              .map(([below, share]) => {
                const [middle, half] = [tower.x + tower.width / 2, (tower.width / 2) * share];
                return level(base + below, round(middle - half), round(middle + half));
              })
              .join("")}
            {...paint.gold}
            opacity={0.5}
          />
        </>
      )}
    </>
  );
}

/**
 * Concentric arcs over a baseline: one per word, further out by the words before it, and sweeping further the
 * longer the word, as the rings of a radial chart; the longest word's arc is gold.
 */
function arcs({ words, gold, paint, random, glowId }: Sketch) {
  const base = between(random, 172, 178);
  const centre = between(random, 200, 280);
  const [inner, outer] = [24, base - inset];
  // Each word adds its letters and a little, so a one-letter word still has room.
  const weights = words.map((letters) => letters + 2);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const radii = weights.map((_, index) =>
    round(
      inner +
        ((outer - inner) * weights.slice(0, index + 1).reduce((sum, weight) => sum + weight, 0)) / total,
    ),
  );
  const most = Math.max(...words, 1);
  const sweep = (index: number) => round(24 + (126 * words[index]!) / most);
  // The arcs rise from the left or, mirrored, from the right.
  const mirrored = random() < 0.5;
  // Where each arc leaves the baseline, and where it ends (degrees clockwise from straight up).
  const span = (index: number) =>
    mirrored ? { from: 90, to: 90 - sweep(index) } : { from: -90, to: -90 + sweep(index) };
  const path = (index: number) => {
    const { from, to } = span(index);
    return arc(centre, base, radii[index]!, Math.min(from, to), Math.max(from, to));
  };
  const end = gold < 0 ? { x: centre, y: base - 40 } : polar(centre, base, radii[gold]!, span(gold).to);
  return (
    <>
      {glow(
        paint,
        glowId,
        { x: round(end.x + between(random, -16, 16)), y: round(end.y + 12) },
        116,
        80,
        0.45,
      )}
      <path d={level(base)} {...paint.hairline} />
      {words.length > 1 && (
        <path d={words.map((_, index) => (index === gold ? "" : path(index))).join("")} {...paint.line} />
      )}
      {gold >= 0 && (
        <>
          <path d={path(gold)} {...paint.gold} strokeWidth={2} strokeLinecap="round" />
          {point(paint, end)}
        </>
      )}
    </>
  );
}

/** Rows of points over a baseline: a row per word, a point per letter, like a line of type; gold for the longest. */
function pointRows({ words, gold, paint, random, glowId }: Sketch) {
  const rowPitch = Math.min(18, 132 / Math.max(words.length, 1));
  const pitch = Math.min(16, 288 / Math.max(...words, 1));
  const block = {
    width: pitch * (Math.max(...words, 1) - 1),
    height: rowPitch * Math.max(words.length - 1, 0),
  };
  const top = round((height - block.height) / 2 - 8);
  const left = between(random, 48, width - 48 - block.width);
  const dots = words.map((letters, row) =>
    Array.from({ length: letters }, (_, index) => ({
      x: round(left + index * pitch),
      y: round(top + row * rowPitch),
    })),
  );
  const base = round(Math.min(height - inset, top + block.height + 18));
  const goldRow = dots[gold];
  return (
    <>
      {glow(
        paint,
        glowId,
        { x: round(left + block.width / 2 + between(random, -24, 24)), y: goldRow?.[0]?.y ?? base - 24 },
        150,
        60,
        0.42,
      )}
      <path d={level(base)} {...paint.hairline} />
      {dots.length > 1 && (
        <path
          d={dots
            .filter((_, row) => row !== gold)
            .flat()
            .map((spot) => disc(spot, 2))
            .join("")}
          {...paint.line}
        />
      )}
      {goldRow && <path d={goldRow.map((spot) => disc(spot, 2.8)).join("")} {...paint.point} />}
    </>
  );
}

/** The compositions an article's cover is drawn in, one chosen by its seed. */
const compositions = [sunRays, skyline, arcs, pointRows] as const;

/** An article's cover: drawn from its title's words, seeded by its slug. Returns the shapes only (no <svg>). */
export function articleCoverShapes(
  cover: { seed: string; title: string },
  paint: Paint,
  /** The glow's id, when the page may show the same cover twice: the seed's otherwise. */
  id?: string,
): ReactNode {
  const random = seeded(cover.seed);
  const compose = compositions[Math.floor(random() * compositions.length)]!;
  const words = wordLengths(cover.title);
  const sketch = {
    words,
    gold: longest(words),
    paint,
    random,
    glowId: id ?? `cover-${hash(`${cover.seed}\n${cover.title}`).toString(36)}`,
  };
  return (
    <g fill="none">
      {ground(paint)}
      {compose(sketch)}
    </g>
  );
}

/** A report's cover: its key finding as a chart-like drawing (no text: the figures are in the page's words). */
export function chartCoverShapes(chart: Chart, seed: string, paint: Paint, id?: string): ReactNode {
  const random = seeded(seed);
  const rows = chart.rows.slice(0, maxRows);
  const series = Math.min(maxSeries, Math.max(1, ...rows.map((row) => row.values.length)));
  const [left, right, base, top] = [48, 432, 172, 36];
  const full = base - top;
  const slot = (right - left) / Math.max(rows.length, 1);
  const gapShare = 0.3;
  const barWidth = round(Math.min(36, (slot * 0.56) / (series + (series - 1) * gapShare)));
  const gap = round(barWidth * gapShare);
  const groupWidth = series * barWidth + (series - 1) * gap;
  const bars = rows.flatMap((row, group) => {
    const values = row.values.slice(0, series);
    const start = left + slot * group + (slot - groupWidth) / 2;
    return values.map(({ value }, index) => {
      // Scaled as the chart beside the cover scales it.
      const barHeight = round(full * barShare(value, row, chart));
      return {
        x: round(start + index * (barWidth + gap)),
        y: round(base - barHeight),
        height: barHeight,
        index,
      };
    });
  });
  const gold = bars.filter((bar) => bar.index === 0);
  const others = bars.filter((bar) => bar.index > 0);
  const tallest = gold.reduce<(typeof gold)[number] | undefined>(
    (best, bar) => (!best || bar.height > best.height ? bar : best),
    undefined,
  );
  const light = tallest
    ? {
        x: round(tallest.x + barWidth / 2 + between(random, -20, 20)),
        y: round(tallest.y + between(random, 4, 28)),
      }
    : { x: 240, y: base };
  const grid = [0.25, 0.5, 0.75, 1].map((quarter) => level(round(base - full * quarter), 32, 448)).join("");
  // The other series' bars: outlined, and hatched with level lines four units apart.
  const hatched = others
    .map(({ x, y, height: barHeight }) => {
      const lines = Array.from({ length: Math.floor(barHeight / 4) }, (_, step) =>
        level(round(base - 4 * (step + 1)), x, round(x + barWidth)),
      );
      return `M${x} ${base}V${y}H${round(x + barWidth)}V${base}${lines.join("")}`;
    })
    .join("");
  return (
    <g fill="none">
      {ground(paint)}
      {glow(paint, id ?? `cover-chart-${hash(seed).toString(36)}`, light, 120, 92, 0.5)}
      <path d={grid} {...paint.hairline} opacity={0.5} />
      <path d={level(base, 32, 448)} {...paint.hairline} />
      {others.length > 0 && <path d={hatched} {...paint.line} opacity={0.6} />}
      {gold.map(({ x, y, height: barHeight }) => (
        <rect key={x} x={x} y={y} width={barWidth} height={barHeight} {...paint.point} />
      ))}
    </g>
  );
}

/** Any insight's shapes: a report's from its chart, an article's from its title. `id` names the glow (see above). */
export function coverShapes(cover: Cover, paint: Paint, id?: string): ReactNode {
  return "chart" in cover
    ? chartCoverShapes(cover.chart, cover.seed, paint, id)
    : articleCoverShapes(cover, paint, id);
}

/** An insight's cover drawn in the page, in the art family's frame, decorative; its glow's id is the page's own. */
export function InlineCover({ cover, className }: { cover: Cover; className?: string }) {
  const id = useId();
  return (
    <ArtFrame motif="cover" height={coverFrame.height} className={className}>
      {coverShapes(cover, sitePaint, id)}
    </ArtFrame>
  );
}

/**
 * A cover as the root of a standalone SVG file (/art/covers/<slug>.svg), in the colours given: what a card shows as an
 * image. The route writes it out with lib/svg-markup.ts (a route may not import React's string renderer).
 */
export function coverFile(cover: Cover, colours: Parameters<typeof colourPaint>[0]) {
  const paint = colourPaint(colours);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${coverFrame.width} ${coverFrame.height}`}
      width={coverFrame.width}
      height={coverFrame.height}
    >
      {coverShapes(cover, paint)}
    </svg>
  );
}
