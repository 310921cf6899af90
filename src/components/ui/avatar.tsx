import { useId } from "react";
import { cn } from "@/lib/cn";
import { initials, markPositions, monogramMark } from "@/lib/monogram";

/** Disc sizes, and `xl`: the portrait, an arched window for the one person a page is about. */
const sizes = {
  sm: "size-11",
  md: "size-14",
  lg: "size-20",
  xl: "w-36 sm:w-44",
} as const;

/** The brand's colours as SVG paints take them (ink-700, ink-900, ink-950, accent-200/300/400). */
const paint = {
  inkLight: "#2a3d5f",
  ink: "#0f1e36",
  inkDeep: "#0a1424",
  gold: "#f2b544",
  goldSoft: "#f6cb6c",
  goldPale: "#f9dfa6",
} as const;

/** A point on a circle, `degrees` clockwise from the top. */
function polar(cx: number, cy: number, radius: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: cx + radius * Math.sin(radians), y: cy - radius * Math.cos(radians) };
}

/** The gold arc of a monogram, and a small sun at its leading end. */
function GoldArc({
  cx,
  cy,
  radius,
  angle,
  sweep,
  width,
}: {
  cx: number;
  cy: number;
  radius: number;
  angle: number;
  sweep: number;
  width: number;
}) {
  const start = polar(cx, cy, radius, angle - sweep / 2);
  const end = polar(cx, cy, radius, angle + sweep / 2);
  return (
    <>
      <path
        d={`M${start.x} ${start.y}A${radius} ${radius} 0 0 1 ${end.x} ${end.y}`}
        fill="none"
        stroke={paint.gold}
        strokeWidth={width}
        strokeLinecap="round"
      />
      <circle cx={end.x} cy={end.y} r={3.2} fill={paint.goldPale} />
    </>
  );
}

/** The initials in the display serif, centred on x = 50 and on `y`. */
function Initials({ name, y, fontSize }: { name: string; y: number; fontSize: number }) {
  return (
    <text
      x={50}
      y={y}
      fontSize={fontSize}
      textAnchor="middle"
      dominantBaseline="central"
      letterSpacing={1}
      className="fill-accent-100 font-display font-semibold"
    >
      {initials(name)}
    </text>
  );
}

/** A hairline that stays one pixel wide at every size. */
const hairline = { fill: "none", strokeWidth: 1, vectorEffect: "non-scaling-stroke" } as const;

/** The outline of an arched window: a half circle on top of straight sides. */
function archPath(left: number, right: number, bottom: number) {
  const radius = (right - left) / 2;
  const springLine = radius + left;
  return `M${left} ${bottom}V${springLine}A${radius} ${radius} 0 0 1 ${right} ${springLine}V${bottom}Z`;
}

/**
 * A person without a photo: their initials in the display serif on a deep ink disc lit from one side, with a
 * gold arc like the sun on the horizon. Where the arc sits comes from the name, so people shown together are
 * told apart. Decorative, because the name is always written beside it.
 */
export function Avatar({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const id = useId();
  const light = `${id}-light`;
  const sun = `${id}-sun`;
  const mark = monogramMark(name);
  if (size === "xl") {
    // The portrait: a window whose sill is the horizon, a sun rising on it, the arc kept to the window's top.
    // The name's place, spread over the top of the window in 15° steps either side of its middle.
    const archAngle = (mark.position - (markPositions - 1) / 2) * 15;
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 100 125"
        className={cn("block h-auto shrink-0 select-none", sizes.xl, className)}
      >
        <defs>
          <linearGradient id={light} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={paint.inkLight} />
            <stop offset="0.6" stopColor={paint.ink} />
            <stop offset="1" stopColor={paint.inkDeep} />
          </linearGradient>
          <radialGradient id={sun} gradientUnits="userSpaceOnUse" cx={50} cy={97} r={34}>
            <stop offset="0" stopColor={paint.gold} stopOpacity={0.45} />
            <stop offset="1" stopColor={paint.gold} stopOpacity={0} />
          </radialGradient>
        </defs>
        <path d={archPath(1, 99, 124)} stroke={paint.goldSoft} strokeOpacity={0.75} {...hairline} />
        <path d={archPath(5, 95, 120)} fill={`url(#${light})`} />
        <circle cx={50} cy={97} r={34} fill={`url(#${sun})`} />
        <path d={archPath(11, 89, 97)} stroke="#fff" strokeOpacity={0.18} {...hairline} />
        <path d="M38 97A12 12 0 0 1 62 97Z" fill={paint.gold} />
        <GoldArc cx={50} cy={50} radius={39} angle={archAngle} sweep={mark.sweep * 0.6} width={2} />
        <Initials name={name} y={56} fontSize={29} />
      </svg>
    );
  }

  const glow = polar(50, 50, 26, mark.angle);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 100"
      className={cn("block shrink-0 select-none", sizes[size], className)}
    >
      <defs>
        <radialGradient
          id={light}
          gradientUnits="userSpaceOnUse"
          cx={50}
          cy={50}
          r={50}
          fx={glow.x}
          fy={glow.y}
        >
          <stop offset="0" stopColor={paint.inkLight} />
          <stop offset="0.6" stopColor={paint.ink} />
          <stop offset="1" stopColor={paint.inkDeep} />
        </radialGradient>
      </defs>
      <circle cx={50} cy={50} r={50} fill={`url(#${light})`} />
      <circle cx={50} cy={50} r={42} stroke="#fff" strokeOpacity={0.16} {...hairline} />
      <GoldArc cx={50} cy={50} radius={42} angle={mark.angle} sweep={mark.sweep} width={3} />
      <Initials name={name} y={50} fontSize={34} />
    </svg>
  );
}
