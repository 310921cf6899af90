import { useId } from "react";
import {
  arc,
  GoldLines,
  Glow,
  Hairlines,
  Point,
  polar,
  polyline,
  radians,
  ray,
  round,
  sector,
  SunGradient,
} from "./kit";

/**
 * The drawings of the art family, in the 480 × 400 frame of ./kit. Each is a few elements: they are inlined in
 * the HTML of every page. Every one keeps 24 units clear of the frame's edge.
 */

/** home: the brand's sun rising over a horizon, its arcs carrying five points (the offices). */
export function SunriseDrawing() {
  const sun = useId();
  const [cx, horizon] = [240, 262];
  const arcs = [118, 152, 186, 214];
  const rays = [-80, -60, -40, -20, 0, 20, 40, 60, 80];
  const reflections = [
    { y: 284, half: 150, opacity: 0.55 },
    { y: 302, half: 110, opacity: 0.4 },
    { y: 318, half: 74, opacity: 0.28 },
    { y: 332, half: 42, opacity: 0.18 },
  ];
  return (
    <>
      <SunGradient id={sun} />
      <Glow cx={cx} cy={248} rx={216} ry={124} strength={0.5} focus={[0.5, 0.62]} />
      <Hairlines>
        {arcs.map((radius, index) => (
          <path key={radius} d={arc(cx, horizon, radius, -90, 90)} strokeOpacity={0.3 - index * 0.06} />
        ))}
        <path d={`M40 ${horizon}H440`} strokeOpacity="0.5" strokeWidth="1.5" />
      </Hairlines>
      <GoldLines>
        {rays.map((angle) => (
          <path key={angle} d={ray(cx, horizon, 94, angle % 40 === 0 ? 110 : 103, angle)} />
        ))}
      </GoldLines>
      <path d={sector(cx, horizon, 84, -90, 90)} fill={`url(#${sun})`} />
      <GoldLines width={3}>
        {reflections.map((line) => (
          <path
            key={line.y}
            d={`M${cx - line.half} ${line.y}H${cx + line.half}`}
            strokeOpacity={line.opacity}
          />
        ))}
      </GoldLines>
      {[-62, -31, 0, 31, 62].map((angle) => (
        <Point key={angle} {...polar(cx, horizon, 186, angle)} />
      ))}
    </>
  );
}

/** services: the sun's arcs and rays again, as quarter arcs rising from a corner. */
export function QuarterArcsDrawing() {
  const sun = useId();
  const [ox, oy] = [64, 344];
  const arcs = [116, 180, 244, 308];
  return (
    <>
      <SunGradient id={sun} />
      <Glow cx={140} cy={268} rx={116} ry={106} strength={0.55} focus={[0.36, 0.64]} />
      <Hairlines>
        {arcs.map((radius, index) => (
          <path key={radius} d={arc(ox, oy, radius, 0, 90)} strokeOpacity={0.32 - index * 0.06} />
        ))}
        <path d={`M${ox} ${oy}H440M${ox} ${oy}V40`} strokeOpacity="0.45" />
      </Hairlines>
      <GoldLines>
        {[9, 27, 45, 63, 81].map((angle, index) => (
          <path key={angle} d={ray(ox, oy, 84, index % 2 === 0 ? 102 : 96, angle)} />
        ))}
      </GoldLines>
      <path d={sector(ox, oy, 72, 0, 90)} fill={`url(#${sun})`} />
      <Point {...polar(ox, oy, 180, 28)} />
      <Point {...polar(ox, oy, 244, 64)} />
      <Point {...polar(ox, oy, 308, 42)} size={4.5} />
    </>
  );
}

/** specialties: routes from different starts converging on one goal. */
export function RoutesDrawing() {
  const goal = { x: 376, y: 148 };
  const [others, chosen] = [[96, 168, 240], 312];
  // Each route leaves its start level, then bends towards the goal.
  const route = (y: number) =>
    `M56 ${y}C200 ${y} 260 ${round(goal.y + (y - goal.y) * 0.35)} ${goal.x} ${goal.y}`;
  return (
    <>
      <Glow cx={goal.x - 40} cy={goal.y + 26} rx={120} ry={120} strength={0.5} focus={[0.67, 0.28]} />
      <Hairlines>
        {others.map((y) => (
          <path key={y} d={route(y)} strokeOpacity="0.3" />
        ))}
        <circle cx={goal.x} cy={goal.y} r="26" strokeOpacity="0.35" />
        <circle cx={goal.x} cy={goal.y} r="46" strokeOpacity="0.18" />
      </Hairlines>
      <GoldLines>
        <path d={route(chosen)} />
      </GoldLines>
      {[...others, chosen].map((y) => (
        <circle key={y} cx="56" cy={y} r="3" className="fill-accent-300" />
      ))}
      <Point {...goal} size={6} />
    </>
  );
}

/** about: horizon lines and a timeline of points along the first, growing into the rising sun. */
export function TimelineDrawing() {
  const sun = useId();
  const [sunX, horizon] = [340, 226];
  // Four milestones, 58 units apart, each point larger than the last.
  const start = 64;
  const milestones = [2.5, 3.2, 3.9, 4.6].map((size, index) => ({ x: start + index * 58, size }));
  return (
    <>
      <SunGradient id={sun} />
      <Glow cx={sunX} cy={horizon - 10} rx={92} ry={96} strength={0.6} focus={[0.5, 0.6]} />
      <Hairlines>
        <path d={`M40 ${horizon}H440`} strokeOpacity="0.45" />
        <path d={`M72 ${horizon + 26}H408M104 ${horizon + 48}H376M136 ${horizon + 66}H344`} />
        {milestones.map(({ x }) => (
          <path key={x} d={`M${x} ${horizon - 16}V${horizon - 34}`} strokeOpacity="0.35" />
        ))}
        {[76, 104].map((radius, index) => (
          <path key={radius} d={arc(sunX, horizon, radius, -90, 90)} strokeOpacity={0.22 - index * 0.08} />
        ))}
      </Hairlines>
      <GoldLines>
        <path d={`M${start} ${horizon}H${sunX - 48}`} />
        {[-60, -30, 0, 30, 60].map((angle) => (
          <path key={angle} d={ray(sunX, horizon, 44, 56, angle)} />
        ))}
      </GoldLines>
      <path d={sector(sunX, horizon, 34, -90, 90)} fill={`url(#${sun})`} />
      {milestones.map(({ x, size }) => (
        <Point key={x} x={x} y={horizon} size={size} />
      ))}
    </>
  );
}

/** insights: a grid with a rising chart line through its data points. */
export function ChartDrawing() {
  const columns = [56, 120, 184, 248, 312, 376, 440];
  const rows = [72, 128, 184, 240, 296, 352];
  const data = [
    { x: 88, y: 300 },
    { x: 152, y: 272 },
    { x: 216, y: 284 },
    { x: 280, y: 220 },
    { x: 344, y: 186 },
    { x: 408, y: 112 },
  ];
  return (
    <>
      <Glow cx={330} cy={170} rx={126} ry={118} strength={0.5} focus={[0.62, 0.4]} />
      <Hairlines opacity={0.12}>
        <path d={columns.map((x) => `M${x} ${rows[0]}V${rows.at(-1)}`).join("")} />
        <path d={rows.map((y) => `M${columns[0]} ${y}H${columns.at(-1)}`).join("")} />
      </Hairlines>
      <GoldLines>
        <path d={polyline(data)} strokeLinejoin="round" />
      </GoldLines>
      {data.map((point, index) => (
        <Point key={point.x} {...point} size={index === data.length - 1 ? 5 : 3} />
      ))}
    </>
  );
}

/** The globe is seen from 20° above its equator, so its north pole leans towards the viewer. */
const tilt = radians(20);

/** contact: a globe of meridians and parallels, with five offices joined by routes to the headquarters. */
export function GlobeDrawing() {
  const [cx, cy, radius] = [240, 200, 146];
  // A parallel is an ellipse, lifted by its latitude and flattened by the tilt.
  const parallels = [-30, 0, 30, 60].map((latitude) => {
    const rx = round(radius * Math.cos(radians(latitude)));
    const y = round(cy - radius * Math.sin(radians(latitude)) * Math.cos(tilt));
    return { latitude, y, rx, ry: round(rx * Math.sin(tilt)) };
  });
  // A meridian is a great circle: an ellipse around the centre as long as the globe is wide, as narrow as its
  // plane is turned from the viewer, and turned towards the tilted pole.
  const meridians = [-50, 50].map((longitude) => {
    const normal = { x: Math.cos(radians(longitude)), y: Math.sin(radians(longitude)) * Math.sin(tilt) };
    const angle = round((Math.atan2(normal.x, -normal.y) * -180) / Math.PI);
    return { longitude, ry: round(radius * Math.abs(Math.sin(radians(longitude)) * Math.cos(tilt))), angle };
  });
  // A place on the front of the globe, on screen.
  const place = (longitude: number, latitude: number) => {
    const [lambda, phi] = [radians(longitude), radians(latitude)];
    const up = Math.sin(phi) * Math.cos(tilt) - Math.cos(lambda) * Math.cos(phi) * Math.sin(tilt);
    return { x: round(cx + radius * Math.sin(lambda) * Math.cos(phi)), y: round(cy - radius * up) };
  };
  // Five offices, placed for the drawing rather than as a map; each route bows away from the globe's centre.
  const hub = place(-14, 46);
  const offices = [place(-62, 22), place(28, 38), place(52, 8), place(8, -22)];
  const route = (to: { x: number; y: number }) => {
    const middle = { x: (hub.x + to.x) / 2, y: (hub.y + to.y) / 2 };
    const bow = { x: round(middle.x + (middle.x - cx) * 0.35), y: round(middle.y + (middle.y - cy) * 0.35) };
    return `M${hub.x} ${hub.y}Q${bow.x} ${bow.y} ${to.x} ${to.y}`;
  };
  return (
    <>
      <Glow cx={cx} cy={cy} rx={212} ry={176} strength={0.42} focus={[0.42, 0.36]} />
      <Hairlines>
        <circle cx={cx} cy={cy} r={radius} strokeOpacity="0.38" />
        {parallels.map(({ latitude, y, rx, ry }) => (
          <ellipse key={latitude} cx={cx} cy={y} rx={rx} ry={ry} />
        ))}
        <path d={`M${cx} ${cy - radius}V${cy + radius}`} />
        {meridians.map(({ longitude, ry, angle }) => (
          <ellipse
            key={longitude}
            cx={cx}
            cy={cy}
            rx={radius}
            ry={ry}
            transform={`rotate(${angle} ${cx} ${cy})`}
          />
        ))}
      </Hairlines>
      <GoldLines width={1.5} opacity={0.7}>
        {offices.map((office) => (
          <path key={office.x} d={route(office)} />
        ))}
      </GoldLines>
      <Point {...hub} size={5} />
      {offices.map((office) => (
        <Point key={office.x} {...office} />
      ))}
    </>
  );
}

/** connect: steps rising to the right, a person on each, joined like a small constellation. */
export function StepsDrawing() {
  const [left, base, tread, rise] = [60, 336, 72, 46];
  const steps = [0, 1, 2, 3, 4];
  // Each step is its riser, then its tread; the first starts on the ground line.
  const outline = steps.map((step) => `V${base - step * rise}H${left + (step + 1) * tread}`).join("");
  const person = (step: number) => ({ x: left + step * tread + tread / 2, y: base - step * rise - 18 });
  const people = steps.map(person);
  const top = person(steps.length - 1);
  return (
    <>
      <Glow cx={top.x - 16} cy={top.y + 20} rx={92} ry={100} strength={0.55} focus={[0.68, 0.3]} />
      <Hairlines opacity={0.3}>
        <path d={`M40 ${base}H${left}${outline}`} />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.55}>
        <path d={polyline(people)} strokeDasharray="2 7" />
      </GoldLines>
      {people.map((point) => (
        <Point key={point.x} {...point} size={point.x === top.x ? 5.5 : 3.5} />
      ))}
    </>
  );
}

/** The legal and utility pages: the horizon and arcs in fine lines, one point, a faint light. */
export function QuietDrawing() {
  const [cx, horizon] = [240, 262];
  return (
    <>
      <Glow cx={cx} cy={horizon - 20} rx={150} ry={90} strength={0.22} />
      <Hairlines opacity={0.16}>
        {[72, 124, 176].map((radius) => (
          <path key={radius} d={arc(cx, horizon, radius, -90, 90)} />
        ))}
        <path d={`M56 ${horizon}H424`} strokeOpacity="0.32" />
      </Hairlines>
      <Point x={cx} y={horizon} size={3} />
    </>
  );
}
