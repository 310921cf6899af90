import { useId } from "react";
import { arc, GoldLines, Glow, Hairlines, Point, polar, round, sector, SunGradient } from "./kit";

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
        {rays.map((angle) => {
          const from = polar(cx, horizon, 94, angle);
          const to = polar(cx, horizon, angle % 40 === 0 ? 110 : 103, angle);
          return <path key={angle} d={`M${from.x} ${from.y}L${to.x} ${to.y}`} />;
        })}
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
      <Glow cx={196} cy={230} rx={172} ry={146} strength={0.5} focus={[0.2, 0.8]} />
      <Hairlines>
        {arcs.map((radius, index) => (
          <path key={radius} d={arc(ox, oy, radius, 0, 90)} strokeOpacity={0.32 - index * 0.06} />
        ))}
        <path d={`M${ox} ${oy}H440M${ox} ${oy}V40`} strokeOpacity="0.45" />
      </Hairlines>
      <GoldLines>
        {[9, 27, 45, 63, 81].map((angle, index) => {
          const from = polar(ox, oy, 84, angle);
          const to = polar(ox, oy, index % 2 === 0 ? 102 : 96, angle);
          return <path key={angle} d={`M${from.x} ${from.y}L${to.x} ${to.y}`} />;
        })}
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
  const starts = [96, 168, 240, 312];
  // Each route leaves its start level, then bends towards the goal.
  const route = (y: number) =>
    `M56 ${y}C200 ${y} 260 ${round(goal.y + (y - goal.y) * 0.35)} ${goal.x} ${goal.y}`;
  return (
    <>
      <Glow cx={goal.x - 40} cy={goal.y + 26} rx={120} ry={120} strength={0.5} focus={[0.67, 0.28]} />
      <Hairlines>
        {starts.slice(0, -1).map((y) => (
          <path key={y} d={route(y)} strokeOpacity="0.3" />
        ))}
        <circle cx={goal.x} cy={goal.y} r="26" strokeOpacity="0.35" />
        <circle cx={goal.x} cy={goal.y} r="46" strokeOpacity="0.18" />
      </Hairlines>
      <GoldLines>
        <path d={route(starts.at(-1) ?? 0)} />
      </GoldLines>
      {starts.map((y) => (
        <circle key={y} cx="56" cy={y} r="3" className="fill-accent-300" />
      ))}
      <Point {...goal} size={6} />
    </>
  );
}

/** about: horizon lines and a timeline of points along the first, growing into the rising sun. */
export function TimelineDrawing() {
  const sun = useId();
  const horizon = 250;
  const milestones = [
    { x: 72, size: 2.5 },
    { x: 138, size: 3.2 },
    { x: 204, size: 3.9 },
    { x: 270, size: 4.6 },
  ];
  const sunX = 368;
  return (
    <>
      <SunGradient id={sun} />
      <Glow cx={sunX} cy={horizon - 10} rx={88} ry={96} strength={0.6} focus={[0.5, 0.6]} />
      <Hairlines>
        <path d={`M40 ${horizon}H440`} strokeOpacity="0.45" />
        <path d="M72 276H408M104 298H376M136 316H344" />
        {milestones.map(({ x }) => (
          <path key={x} d={`M${x} ${horizon - 16}V${horizon - 34}`} strokeOpacity="0.35" />
        ))}
      </Hairlines>
      <GoldLines>
        <path d={`M${milestones[0]?.x} ${horizon}H${sunX - 52}`} />
        {[-60, -30, 0, 30, 60].map((angle) => {
          const from = polar(sunX, horizon, 46, angle);
          const to = polar(sunX, horizon, 58, angle);
          return <path key={angle} d={`M${from.x} ${from.y}L${to.x} ${to.y}`} />;
        })}
      </GoldLines>
      <path d={sector(sunX, horizon, 36, -90, 90)} fill={`url(#${sun})`} />
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
  const line = data.map(({ x, y }, index) => `${index === 0 ? "M" : "L"}${x} ${y}`).join("");
  return (
    <>
      <Glow cx={330} cy={170} rx={126} ry={118} strength={0.5} focus={[0.62, 0.4]} />
      <Hairlines opacity={0.12}>
        <path d={columns.map((x) => `M${x} ${rows[0]}V${rows.at(-1)}`).join("")} />
        <path d={rows.map((y) => `M${columns[0]} ${y}H${columns.at(-1)}`).join("")} />
      </Hairlines>
      <path d={`${line}V352H88Z`} className="fill-accent-400" fillOpacity="0.07" />
      <GoldLines>
        <path d={line} strokeLinejoin="round" />
      </GoldLines>
      {data.map((point, index) => (
        <Point key={point.x} {...point} size={index === data.length - 1 ? 5 : 3} />
      ))}
    </>
  );
}

/** Where a point of a sphere of `radius` at (cx, cy), seen tilted 20° from above, lands on screen. */
function globePoint(radius: number, longitude: number, latitude: number) {
  const [lambda, phi, tilt] = [longitude, latitude, 20].map((degrees) => (degrees * Math.PI) / 180) as [
    number,
    number,
    number,
  ];
  const x = Math.sin(lambda) * Math.cos(phi);
  const y = Math.sin(phi) * Math.cos(tilt) - Math.cos(lambda) * Math.cos(phi) * Math.sin(tilt);
  return { x: round(radius * x), y: round(-radius * y) };
}

/** contact: a globe of meridians and parallels with five offices joined by routes. */
export function GlobeDrawing() {
  const [cx, cy, radius] = [240, 200, 146];
  const tilt = (20 * Math.PI) / 180;
  const parallels = [-30, 0, 30, 60].map((latitude) => {
    const phi = (latitude * Math.PI) / 180;
    const rx = round(radius * Math.cos(phi));
    return {
      latitude,
      cy: round(cy - radius * Math.sin(phi) * Math.cos(tilt)),
      rx,
      ry: round(rx * Math.sin(tilt)),
    };
  });
  // A meridian is a great circle: an ellipse around the centre, as long as the globe is wide, narrowed by how
  // much its plane faces the viewer, and turned towards the tilted pole.
  const meridians = [-50, 50].map((longitude) => {
    const lambda = (longitude * Math.PI) / 180;
    const normal = { x: Math.cos(lambda), y: Math.sin(lambda) * Math.sin(tilt) };
    const angle = round((Math.atan2(normal.x, -normal.y) * -180) / Math.PI);
    return { longitude, ry: round(radius * Math.abs(Math.sin(lambda) * Math.cos(tilt))), angle };
  });
  const place = (longitude: number, latitude: number) => {
    const point = globePoint(radius, longitude, latitude);
    return { x: cx + point.x, y: cy + point.y };
  };
  // Five offices, the headquarters the hub of the routes; placed for the drawing, not as a map.
  const hub = place(-14, 50);
  const offices = [place(-58, 30), place(6, 56), place(34, 18), place(62, -8)];
  return (
    <>
      <Glow cx={cx} cy={cy} rx={212} ry={176} strength={0.42} focus={[0.42, 0.36]} />
      <Hairlines>
        <circle cx={cx} cy={cy} r={radius} strokeOpacity="0.38" />
        {parallels.map((parallel) => (
          <ellipse key={parallel.latitude} cx={cx} cy={parallel.cy} rx={parallel.rx} ry={parallel.ry} />
        ))}
        <path d={`M${cx} ${cy - radius}V${cy + radius}`} />
        {meridians.map((meridian) => (
          <ellipse
            key={meridian.longitude}
            cx={cx}
            cy={cy}
            rx={radius}
            ry={meridian.ry}
            transform={`rotate(${meridian.angle} ${cx} ${cy})`}
          />
        ))}
      </Hairlines>
      <GoldLines width={1.5} opacity={0.7}>
        {offices.map((office) => (
          <path
            key={office.x}
            d={`M${hub.x} ${hub.y}Q${round((hub.x + office.x) / 2)} ${round(Math.min(hub.y, office.y) - 40)} ${office.x} ${office.y}`}
          />
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
  const people = steps.map((step) => ({ x: left + step * tread + tread / 2, y: base - step * rise - 18 }));
  const path = people.map(({ x, y }, index) => `${index === 0 ? "M" : "L"}${x} ${y}`).join("");
  const top = people.at(-1) ?? { x: 0, y: 0 };
  return (
    <>
      <Glow cx={top.x - 16} cy={top.y + 20} rx={92} ry={100} strength={0.55} focus={[0.68, 0.3]} />
      <Hairlines opacity={0.3}>
        <path d={`M40 ${base}H${left}${outline}`} />
      </Hairlines>
      <GoldLines width={1.5} opacity={0.55}>
        <path d={path} strokeDasharray="2 7" />
      </GoldLines>
      {people.map((person) => (
        <Point key={person.x} {...person} size={person === top ? 5.5 : 3.5} />
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
