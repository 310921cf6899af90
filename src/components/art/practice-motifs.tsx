import { useId, type ComponentType } from "react";
import type { PracticeMotif } from "@/types/art";
import { GoldLines, Glow, Hairlines, Point, polar, polyline, round, SunGradient } from "./kit";

/**
 * The drawings of the practices, in the 480 × 400 frame of ./kit and the style of ./motifs: a gold glow, white
 * hairlines, gold strokes and points. Each pictures what its practice does, in a few elements (they are inlined
 * in the page's HTML), and keeps 24 units clear of the frame's edge.
 */

type Spot = { x: number; y: number };

/** The point a fraction `t` of the way along a cubic Bézier curve from `a` to `d`. */
function bezier(a: Spot, b: Spot, c: Spot, d: Spot, t: number): Spot {
  const s = 1 - t;
  const mix = (key: "x" | "y") =>
    s * s * s * a[key] + 3 * s * s * t * b[key] + 3 * s * t * t * c[key] + t * t * t * d[key];
  return { x: round(mix("x")), y: round(mix("y")) };
}

/** The SVG path of a cubic Bézier curve. */
function curve(a: Spot, b: Spot, c: Spot, d: Spot) {
  return `M${a.x} ${a.y}C${b.x} ${b.y} ${c.x} ${c.y} ${d.x} ${d.y}`;
}

/** strategy: a three-by-three grid of scenarios, and the path chosen through it to the one cell it aims for. */
function ScenarioGridDrawing() {
  const [left, top, cell, gap] = [104, 64, 80, 16];
  const corner = (index: number, origin: number) => origin + index * (cell + gap);
  const centre = (column: number, row: number) => ({
    x: corner(column, left) + cell / 2,
    y: corner(row, top) + cell / 2,
  });
  const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => ({ column, row })));
  // The path turns right and up, cell by cell, from the start to the top right.
  const chosen = [centre(0, 2), centre(1, 2), centre(1, 1), centre(2, 1)];
  const goal = centre(2, 0);
  const start = { x: 56, y: goal.y + 2 * (cell + gap) };
  // Roads not taken: from cells on the path to neighbours off it.
  const others = [
    [centre(0, 2), centre(0, 1)],
    [centre(1, 2), centre(2, 2)],
    [centre(1, 1), centre(1, 0)],
  ];
  const untaken = [centre(0, 0), centre(0, 1), centre(1, 0), centre(2, 2)];
  return (
    <>
      <Glow cx={goal.x - 16} cy={goal.y + 36} rx={120} ry={112} strength={0.55} focus={[0.62, 0.3]} />
      <Hairlines opacity={0.26}>
        {cells.map(({ column, row }) => (
          <rect
            key={`${column}${row}`}
            x={corner(column, left)}
            y={corner(row, top)}
            width={cell}
            height={cell}
            rx="6"
          />
        ))}
        <path d={others.map((line) => polyline(line)).join("")} strokeDasharray="3 6" strokeOpacity="0.45" />
        {untaken.map((spot) => (
          <circle key={`${spot.x}${spot.y}`} cx={spot.x} cy={spot.y} r="3.5" strokeOpacity="0.5" />
        ))}
      </Hairlines>
      <rect
        x={goal.x - cell / 2}
        y={goal.y - cell / 2}
        width={cell}
        height={cell}
        rx="6"
        className="fill-accent-400 stroke-accent-300"
        fillOpacity="0.12"
        strokeOpacity="0.8"
        strokeWidth="1.5"
      />
      <GoldLines>
        <path d={polyline([start, ...chosen, goal])} strokeLinejoin="round" />
      </GoldLines>
      <circle cx={start.x} cy={start.y} r="3" className="fill-accent-300" />
      {chosen.map((spot) => (
        <circle key={`${spot.x}${spot.y}`} cx={spot.x} cy={spot.y} r="3.5" className="fill-accent-300" />
      ))}
      <Point {...goal} size={6} />
    </>
  );
}

/** marketing: a funnel of narrowing bands, many points entering at the top and one converted at the bottom. */
function FunnelDrawing() {
  const cx = 240;
  const mouth = 80;
  const bands = [
    { y: mouth, rx: 176 },
    { y: 150, rx: 124 },
    { y: 212, rx: 80 },
    { y: 264, rx: 42 },
    { y: 296, rx: 14 },
  ];
  const side = (sign: number) => polyline(bands.map(({ y, rx }) => ({ x: cx + sign * rx, y })));
  // The points in each band: fewer and closer together as they go down; the centre one of each goes through.
  const flow = [
    { y: mouth, xs: [-132, -88, -44, 0, 44, 88, 132] },
    { y: 150, xs: [-72, -36, 0, 36, 72] },
    { y: 212, xs: [-34, 0, 34] },
    { y: 264, xs: [0] },
  ];
  const converted = { x: cx, y: 340 };
  return (
    <>
      <Glow cx={cx} cy={280} rx={140} ry={92} strength={0.55} focus={[0.5, 0.7]} />
      <Hairlines>
        {bands.map(({ y, rx }, index) => (
          <ellipse
            key={y}
            cx={cx}
            cy={y}
            rx={rx}
            ry={round(rx * 0.14)}
            strokeOpacity={round((0.42 - index * 0.05) * 100) / 100}
          />
        ))}
        <path d={side(-1) + side(1)} strokeOpacity="0.3" />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.6}>
        <path d={`M${cx} ${mouth}V${converted.y - 14}`} strokeDasharray="2 8" />
      </GoldLines>
      {flow.flatMap(({ y, xs }) =>
        xs.map((x) => (
          <circle
            key={`${x}${y}`}
            cx={cx + x}
            cy={y}
            r={x === 0 ? 3.5 : 2.5}
            className="fill-accent-300"
            fillOpacity={x === 0 ? 1 : 0.5}
          />
        )),
      )}
      <Hairlines opacity={0.35}>
        <circle cx={converted.x} cy={converted.y} r="20" />
      </Hairlines>
      <Point {...converted} size={6} />
    </>
  );
}

/** talent: a network of people, and the gold path through it that joins one person to a team. */
function NetworkDrawing() {
  const person = { x: 84, y: 272 };
  const team = { x: 364, y: 152 };
  const member = (angle: number) => polar(team.x, team.y, 24, angle);
  const members = [member(45), member(135), member(225), member(315)] as const;
  const nodes = {
    a: { x: 150, y: 196 },
    b: { x: 184, y: 304 },
    c: { x: 236, y: 236 },
    d: { x: 214, y: 116 },
    e: { x: 312, y: 300 },
    f: { x: 294, y: 176 },
    g: { x: 112, y: 104 },
    h: { x: 400, y: 276 },
  };
  const { a, b, c, d, e, f, g, h } = nodes;
  const links = [
    [person, a],
    [person, b],
    [a, g],
    [a, d],
    [g, d],
    [b, c],
    [b, e],
    [c, e],
    [d, f],
    [e, h],
    [h, members[1]],
    [d, members[3]],
  ];
  const path = [person, a, c, f, members[3]];
  const passed = [a, c, f];
  return (
    <>
      <Glow cx={team.x - 20} cy={team.y + 8} rx={110} ry={112} strength={0.55} focus={[0.62, 0.45]} />
      <Hairlines>
        <path d={links.map((link) => polyline(link)).join("")} />
        <path d={polyline([...members, members[0]])} strokeOpacity="0.3" />
        <circle cx={team.x} cy={team.y} r="50" strokeOpacity="0.3" />
        <circle cx={person.x} cy={person.y} r="20" strokeOpacity="0.35" />
      </Hairlines>
      {Object.values(nodes)
        .filter((node) => !passed.includes(node))
        .map((node) => (
          <circle
            key={`${node.x}`}
            cx={node.x}
            cy={node.y}
            r="3.5"
            className="fill-white"
            fillOpacity="0.5"
          />
        ))}
      <GoldLines>
        <path d={polyline(path)} strokeLinejoin="round" />
      </GoldLines>
      {passed.map((node) => (
        <circle key={node.x} cx={node.x} cy={node.y} r="3.5" className="fill-accent-300" />
      ))}
      {members.map((member) => (
        <Point key={`${member.x}${member.y}`} {...member} />
      ))}
      <Point {...person} size={5.5} />
    </>
  );
}

/** retreats: a still island mirrored in calm water, a farther ridge behind it, and a low light on the water. */
function HorizonDrawing() {
  const horizon = 208;
  const light = { x: 384, y: 188 };
  // The island's outline: a start, then two controls and an end for each curve, from the horizon over its crest
  // and down through a saddle. The far ridge rises from its flank, so the two never cross.
  const island = [
    { x: 52, y: horizon },
    { x: 88, y: 204 },
    { x: 112, y: 166 },
    { x: 148, y: 156 },
    { x: 174, y: 148 },
    { x: 184, y: 130 },
    { x: 206, y: 128 },
    { x: 232, y: 126 },
    { x: 242, y: 158 },
    { x: 264, y: 166 },
    { x: 284, y: 173 },
    { x: 300, y: 194 },
    { x: 336, y: horizon },
  ] as const;
  const flank = bezier(island[6], island[7], island[8], island[9], 0.45);
  const ridge = [
    flank,
    { x: 270, y: 144 },
    { x: 300, y: 156 },
    { x: 322, y: 170 },
    { x: 338, y: 180 },
    { x: 346, y: 198 },
    { x: 362, y: horizon },
  ];
  // Mirrors an outline into the water.
  const mirror = (spots: readonly Spot[]) => spots.map(({ x, y }) => ({ x, y: 2 * horizon - y }));
  const outline = (spots: readonly Spot[]) =>
    spots.map(({ x, y }, index) => `${index === 0 ? "M" : index % 3 === 1 ? "C" : " "}${x} ${y}`).join("");
  // Still water: short level lines, from, at and to.
  const water = [
    [64, 236, 176],
    [224, 244, 320],
    [84, 262, 228],
    [276, 276, 340],
    [112, 292, 204],
    [240, 312, 332],
    [148, 336, 300],
  ] as const;
  const glitter = [
    { y: 220, half: 30 },
    { y: 234, half: 24 },
    { y: 250, half: 19 },
    { y: 268, half: 14 },
    { y: 290, half: 10 },
    { y: 316, half: 6 },
    { y: 344, half: 3 },
  ];
  const clouds = "M232 96H364M276 112H420M88 84H176";
  return (
    <>
      <Glow cx={light.x - 12} cy={horizon - 4} rx={84} ry={72} strength={0.6} focus={[0.6, 0.45]} />
      <Glow cx={230} cy={horizon} rx={200} ry={120} strength={0.16} />
      <Hairlines>
        <path d={`M40 ${horizon}H440`} strokeOpacity="0.45" />
        <path d={outline(ridge)} strokeOpacity="0.28" />
        <path d={outline(island)} strokeOpacity="0.55" />
        <path
          d={outline(mirror(ridge)) + outline(mirror(island))}
          strokeOpacity="0.14"
          strokeDasharray="5 5"
        />
        <path d={water.map(([from, y, to]) => `M${from} ${y}H${to}`).join("")} strokeOpacity="0.18" />
        <path d={clouds} strokeOpacity="0.12" />
      </Hairlines>
      <GoldLines>
        {glitter.map(({ y, half }, index) => (
          <path
            key={y}
            d={`M${light.x - half} ${y}H${light.x + half}`}
            strokeOpacity={round((0.8 - index * 0.1) * 100) / 100}
          />
        ))}
      </GoldLines>
      <Point {...light} size={4.5} />
    </>
  );
}

/** ai: a small layered network, inputs through two hidden layers to one output, with the gold route that fired. */
function NeuralDrawing() {
  // Each layer's nodes, and the one of them that fired.
  const columns = [
    { x: 80, ys: [128, 200, 272], fired: 200 },
    { x: 184, ys: [92, 161, 239, 308], fired: 161 },
    { x: 296, ys: [136, 200, 264], fired: 136 },
  ];
  const layers = columns.map(({ x, ys }) => ys.map((y) => ({ x, y })));
  const output = { x: 400, y: 200 };
  const all = [...layers, [output]];
  // Every node of a layer joins every node of the next.
  const edges = all
    .flatMap((layer, index) =>
      layer.flatMap((from) => (all[index + 1] ?? []).map((to) => polyline([from, to]))),
    )
    .join("");
  const route = [...columns.map(({ x, fired }) => ({ x, y: fired })), output];
  return (
    <>
      <Glow cx={320} cy={200} rx={128} ry={128} strength={0.5} focus={[0.7, 0.5]} />
      <Hairlines opacity={0.14}>
        <path d={edges} />
      </Hairlines>
      <Hairlines opacity={0.4}>
        {layers.flat().map((node) => (
          <circle key={`${node.x}${node.y}`} cx={node.x} cy={node.y} r="9" />
        ))}
        <circle cx={output.x} cy={output.y} r="22" />
      </Hairlines>
      <GoldLines>
        <path d={polyline(route)} strokeLinejoin="round" />
      </GoldLines>
      {route.slice(0, -1).map((node) => (
        <circle key={node.x} cx={node.x} cy={node.y} r="4" className="fill-accent-300" />
      ))}
      <Point {...output} size={6} />
    </>
  );
}

/** A speech bubble: a rounded box with its tail down to the point `tail`, on its left or right. */
function bubble(x: number, y: number, width: number, height: number, tail: Spot) {
  const r = 10;
  const [right, bottom] = [x + width, y + height];
  const foot = tail.x < x + width / 2 ? [tail.x + 22, tail.x + 8] : [tail.x - 8, tail.x - 22];
  return (
    `M${x + r} ${y}H${right - r}Q${right} ${y} ${right} ${y + r}V${bottom - r}` +
    `Q${right} ${bottom} ${right - r} ${bottom}H${foot[0]}L${tail.x} ${tail.y}L${foot[1]} ${bottom}` +
    `H${x + r}Q${x} ${bottom} ${x} ${bottom - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`
  );
}

/** care: a question asked, the response time falling fast over a time axis, and the answer given. */
function ResponseDrawing() {
  const [axisX, axisY] = [64, 336];
  const [a, b, c, d] = [
    { x: 96, y: 128 },
    { x: 140, y: 292 },
    { x: 220, y: 308 },
    { x: 416, y: 310 },
  ];
  const marks = [0.14, 0.32, 0.58].map((t) => bezier(a, b, c, d, t));
  const ticks = [128, 192, 256, 320, 384];
  return (
    <>
      <Glow cx={d.x - 56} cy={d.y - 40} rx={94} ry={100} strength={0.5} focus={[0.7, 0.6]} />
      <Hairlines>
        <path d={`M${axisX} 56V${axisY}H440`} strokeOpacity="0.4" />
        <path d={ticks.map((x) => `M${x} ${axisY}V${axisY - 8}`).join("")} strokeOpacity="0.35" />
        <path d={bubble(112, 52, 112, 52, { x: a.x, y: a.y - 14 })} strokeOpacity="0.5" />
        <path d="M130 70H206M130 86H180" strokeOpacity="0.3" />
        <circle cx={a.x} cy={a.y} r="7" strokeOpacity="0.55" />
      </Hairlines>
      <path
        d={bubble(320, 196, 104, 52, { x: d.x - 4, y: d.y - 18 })}
        className="fill-accent-400 stroke-accent-300"
        fillOpacity="0.1"
        strokeOpacity="0.75"
        strokeWidth="1.5"
      />
      <GoldLines opacity={0.5} width={1.5}>
        <path d="M338 214H404M338 230H380" />
      </GoldLines>
      <GoldLines>
        <path d={curve(a, b, c, d)} />
      </GoldLines>
      {marks.map((mark) => (
        <circle key={mark.x} cx={mark.x} cy={mark.y} r="3.5" className="fill-accent-300" />
      ))}
      <Point {...d} size={5.5} />
    </>
  );
}

/** business-building: a structure of blocks rising row by row, a crane lowering the last block into its place. */
function BlocksDrawing() {
  const fill = useId();
  const [ground, width, height] = [336, 64, 40];
  // Each row is narrower than the one below and sits half a block in, like a wall of bricks.
  const rows = [
    { left: 112, count: 4 },
    { left: 144, count: 3 },
    { left: 176, count: 2 },
  ];
  const blocks = rows.flatMap(({ left, count }, row) =>
    Array.from({ length: count }, (_, index) => ({
      x: left + index * width,
      y: ground - (row + 1) * height,
    })),
  );
  const slot = { x: 208, y: ground - 4 * height };
  const placing = { x: slot.x, y: slot.y - 56 };
  const [mast, jib] = [404, 64];
  // The crane's mast is a lattice: its two sides, braced from side to side as it rises.
  const braces = [0, 1, 2, 3, 4, 5]
    .map((step) => {
      const [low, high] = [ground - step * 44, ground - (step + 1) * 44];
      return `M${mast - 10} ${low}L${mast + 10} ${high}`;
    })
    .join("");
  return (
    <>
      <SunGradient id={fill} />
      <Glow cx={240} cy={slot.y} rx={140} ry={120} strength={0.5} focus={[0.5, 0.4]} />
      <Hairlines>
        <path d={`M48 ${ground}H432`} strokeOpacity="0.45" />
        {blocks.map(({ x, y }) => (
          <rect key={`${x}${y}`} x={x} y={y} width={width} height={height} rx="3" strokeOpacity="0.4" />
        ))}
        <rect
          x={slot.x}
          y={slot.y}
          width={width}
          height={height}
          rx="3"
          strokeDasharray="4 5"
          strokeOpacity="0.4"
        />
        <path
          d={`M${mast - 10} ${ground}V${jib}M${mast + 10} ${ground}V${jib}${braces}M168 ${jib}H${mast + 24}M${mast} ${jib}L${mast - 40} ${jib - 28}L168 ${jib}`}
          strokeOpacity="0.3"
        />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.6}>
        <path d={`M${placing.x + width / 2} ${jib}V${placing.y}`} />
        <path d={`M${placing.x + width / 2} ${placing.y + height + 6}V${slot.y - 6}`} strokeDasharray="2 6" />
      </GoldLines>
      <rect
        x={placing.x}
        y={placing.y}
        width={width}
        height={height}
        rx="3"
        fill={`url(#${fill})`}
        fillOpacity="0.9"
      />
    </>
  );
}

/** startup: a trajectory lifting off a runway and climbing steeply, through milestones to a bright point. */
function LaunchDrawing() {
  const runway = 316;
  const [a, b, c, d] = [
    { x: 64, y: runway },
    { x: 252, y: runway },
    { x: 352, y: 276 },
    { x: 420, y: 76 },
  ];
  const milestones = [0.5, 0.72, 0.88].map((t) => bezier(a, b, c, d, t));
  return (
    <>
      <Glow cx={d.x - 60} cy={d.y + 74} rx={94} ry={124} strength={0.5} focus={[0.68, 0.3]} />
      <Hairlines>
        <path d={`M40 ${runway + 14}H300M40 ${runway - 14}H260`} strokeOpacity="0.35" />
        <path d={`M56 ${runway}H248`} strokeDasharray="12 10" strokeOpacity="0.35" />
        <path d="M248 96H336M296 152H368M216 200H312" strokeOpacity="0.12" />
        <circle cx={d.x} cy={d.y} r="26" strokeOpacity="0.35" />
      </Hairlines>
      <GoldLines>
        <path d={curve(a, b, c, d)} />
      </GoldLines>
      <circle cx={a.x} cy={a.y} r="3" className="fill-accent-300" />
      {milestones.map((milestone, index) => (
        <Point key={milestone.x} {...milestone} size={3 + index * 0.6} />
      ))}
      <Point {...d} size={5.5} />
    </>
  );
}

/** sales-training: a target, practice shots closing in on its centre, and an arrow in the bull's-eye. */
function TargetDrawing() {
  const [cx, cy] = [292, 200];
  const rings = [34, 68, 102, 136];
  // Each shot lands closer than the last, turning in towards the centre.
  const shots = [
    polar(cx, cy, 118, 200),
    polar(cx, cy, 86, 300),
    polar(cx, cy, 52, 40),
    polar(cx, cy, 20, 150),
  ];
  // The arrow flies in from the lower left: its head at the centre, two feathers at its tail.
  const angle = 236;
  const [tail, tip] = [polar(cx, cy, 200, angle), polar(cx, cy, 14, angle)];
  const chevron = (at: Spot, size: number) =>
    polyline([polar(at.x, at.y, size, angle + 32), at, polar(at.x, at.y, size, angle - 32)]);
  const feathers = [polar(cx, cy, 184, angle), polar(cx, cy, 170, angle)];
  return (
    <>
      <Glow cx={cx} cy={cy} rx={160} ry={150} strength={0.45} focus={[0.5, 0.5]} />
      <Hairlines>
        {rings.map((radius, index) => (
          <circle
            key={radius}
            cx={cx}
            cy={cy}
            r={radius}
            strokeOpacity={round((0.45 - index * 0.07) * 100) / 100}
          />
        ))}
        <path
          d={`M${cx} ${cy - 152}V${cy - 124}M${cx} ${cy + 124}V${cy + 152}M${cx + 124} ${cy}H${cx + 152}`}
        />
      </Hairlines>
      {shots.map((shot, index) => (
        <circle
          key={shot.x}
          cx={shot.x}
          cy={shot.y}
          r="3"
          className="fill-accent-300"
          fillOpacity={round(0.4 + index * 0.15)}
        />
      ))}
      <GoldLines>
        <path d={polyline([tail, tip])} />
        <path d={chevron(tip, 16)} strokeLinejoin="round" />
        <path d={feathers.map((at) => chevron(at, 14)).join("")} strokeLinejoin="round" strokeOpacity="0.5" />
      </GoldLines>
      <Point x={cx} y={cy} size={5.5} />
    </>
  );
}

/** talent-matching: people on one side, roles on the other, the possible matches between them and the one made. */
function MatchDrawing() {
  const [left, right] = [104, 376];
  const people = [80, 140, 200, 260, 320].map((y) => ({ x: left, y }));
  const roles = [108, 172, 236, 300].map((y) => ({ x: right, y }));
  // An S-shaped link from a person (by height) to a role, leaving each side level.
  const link = (from: number, to: number) =>
    curve({ x: left, y: from }, { x: 240, y: from }, { x: 240, y: to }, { x: right, y: to });
  // The matches that could be made, and the one that was.
  const possible = [
    [80, 108],
    [80, 236],
    [140, 108],
    [140, 300],
    [200, 236],
    [200, 108],
    [260, 300],
    [320, 236],
    [320, 300],
  ] as const;
  const [person, role] = [
    { x: left, y: 260 },
    { x: right, y: 172 },
  ];
  return (
    <>
      <Glow cx={240} cy={212} rx={200} ry={120} strength={0.4} focus={[0.5, 0.5]} />
      <Hairlines opacity={0.18}>
        <path d={possible.map(([from, to]) => link(from, to)).join("")} />
      </Hairlines>
      <Hairlines opacity={0.45}>
        {roles.map((spot) => (
          <circle key={spot.y} cx={spot.x} cy={spot.y} r="11" />
        ))}
      </Hairlines>
      {people.map((spot) => (
        <circle key={spot.y} cx={spot.x} cy={spot.y} r="4" className="fill-white" fillOpacity="0.55" />
      ))}
      <GoldLines>
        <path d={link(person.y, role.y)} />
      </GoldLines>
      <circle cx={role.x} cy={role.y} r="11" className="stroke-accent-300" strokeWidth="1.5" />
      <Point {...person} size={5} />
      <Point {...role} size={4.5} />
    </>
  );
}

/** leadership: one point out in front, its group behind it in a widening wedge, lines fanning out to each. */
function FormationDrawing() {
  const leader = { x: 340, y: 200 };
  // Rows behind the leader, 72 units apart, each a member wider and spread 80 units top to bottom per member.
  const group = [2, 3, 4].flatMap((count, row) =>
    Array.from({ length: count }, (_, index) => ({
      x: leader.x - (row + 1) * 72,
      y: leader.y + (index - (count - 1) / 2) * 80,
    })),
  );
  // The fan: a line from the leader to each member of the last row, and one straight back through the middle.
  const fan = group.filter((member) => member.x === leader.x - 216 || member.y === leader.y);
  return (
    <>
      <Glow cx={leader.x - 10} cy={leader.y} rx={120} ry={124} strength={0.55} focus={[0.62, 0.5]} />
      <Hairlines opacity={0.26}>
        <path d={fan.map((member) => polyline([leader, member])).join("")} />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.6}>
        <path d={`M${leader.x + 20} ${leader.y}H428`} strokeDasharray="2 8" />
        <path d={`M420 ${leader.y - 8}L428 ${leader.y}L420 ${leader.y + 8}`} strokeLinejoin="round" />
      </GoldLines>
      {group.map((member) => (
        <circle
          key={`${member.x}${member.y}`}
          cx={member.x}
          cy={member.y}
          r="4"
          className="fill-accent-300"
          fillOpacity="0.75"
        />
      ))}
      <Hairlines opacity={0.35}>
        <circle cx={leader.x} cy={leader.y} r="24" />
      </Hairlines>
      <Point {...leader} size={6} />
    </>
  );
}

/** personal-development: a spiral path winding outward across growth rings, its points growing as it goes. */
function SpiralDrawing() {
  const [cx, cy, step] = [236, 204, 22];
  const turns = [1, 2, 3, 4, 5, 6];
  // Half-turns of growing radius about two centres a step apart: each ends where the next begins.
  const halves = turns.map((n) => {
    const centre = n % 2 === 1 ? cx + step : cx;
    const [from, to] = [
      centre - (n % 2 === 1 ? 1 : -1) * n * step,
      centre + (n % 2 === 1 ? 1 : -1) * n * step,
    ];
    return { n, centre, from, to };
  });
  // A point on the crest of every half-turn from the second on.
  const marks = halves
    .slice(1)
    .map(({ n, centre }) => ({ x: centre, y: cy + (n % 2 === 1 ? -1 : 1) * n * step }));
  return (
    <>
      <Glow cx={cx + 10} cy={cy} rx={190} ry={170} strength={0.42} focus={[0.5, 0.5]} />
      <Hairlines opacity={0.1}>
        {[44, 88, 132].map((radius) => (
          <circle key={radius} cx={cx + step / 2} cy={cy} r={radius + step / 2} />
        ))}
      </Hairlines>
      <GoldLines>
        {halves.map(({ n, from, to }) => (
          <path
            key={n}
            d={`M${from} ${cy}A${n * step} ${n * step} 0 0 1 ${to} ${cy}`}
            strokeOpacity={round((0.3 + n * 0.09) * 100) / 100}
          />
        ))}
      </GoldLines>
      <circle cx={cx} cy={cy} r="3" className="fill-accent-300" />
      {marks.map((mark, index) => (
        <Point key={mark.y} {...mark} size={round(2.5 + index * 0.7)} />
      ))}
    </>
  );
}

/** The drawing of each practice: a practice's pages show it instead of their area's. */
export const practiceDrawings: Record<PracticeMotif, ComponentType> = {
  strategy: ScenarioGridDrawing,
  marketing: FunnelDrawing,
  talent: NetworkDrawing,
  retreats: HorizonDrawing,
  ai: NeuralDrawing,
  care: ResponseDrawing,
  "business-building": BlocksDrawing,
  startup: LaunchDrawing,
  "sales-training": TargetDrawing,
  "talent-matching": MatchDrawing,
  leadership: FormationDrawing,
  "personal-development": SpiralDrawing,
};
