import { useId } from "react";
import { cn } from "@/lib/cn";

const ARCS = [150, 195, 240, 285];
const RAYS = [-80, -60, -40, -20, 0, 20, 40, 60, 80];
const REFLECTIONS = [
  { y: 322, half: 150, opacity: 0.55 },
  { y: 342, half: 110, opacity: 0.4 },
  { y: 360, half: 74, opacity: 0.28 },
  { y: 376, half: 42, opacity: 0.18 },
];
/** Five points on the outer arc: one for each office. */
const OFFICE_POINTS = [-62, -31, 0, 31, 62];

const CX = 240;
const HORIZON = 300;

function polar(radius: number, degreesFromVertical: number) {
  const radians = (degreesFromVertical * Math.PI) / 180;
  return { x: CX + radius * Math.sin(radians), y: HORIZON - radius * Math.cos(radians) };
}

/** The brand's rising sun over a horizon, drawn in SVG: decorative, so hidden from assistive technology. */
export function SunriseArt({ className }: { className?: string }) {
  const id = useId();
  const glow = `${id}-glow`;
  const sun = `${id}-sun`;
  const sky = `${id}-sky`;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" className={cn("h-auto w-full", className)}>
      <defs>
        <radialGradient id={glow} cx="50%" cy="75%" r="55%">
          <stop offset="0%" stopColor="#f2b544" stopOpacity="0.45" />
          <stop offset="60%" stopColor="#f2b544" stopOpacity="0.08" />
          <stop offset="100%" stopColor="#f2b544" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={sun} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#f9dfa6" />
          <stop offset="55%" stopColor="#f2b544" />
          <stop offset="100%" stopColor="#e09a1f" />
        </linearGradient>
        <clipPath id={sky}>
          <rect x="0" y="0" width="480" height={HORIZON} />
        </clipPath>
      </defs>
      <rect x="0" y="0" width="480" height="400" fill={`url(#${glow})`} />
      <g clipPath={`url(#${sky})`} fill="none" stroke="#ffffff">
        {ARCS.map((radius, index) => (
          <circle
            key={radius}
            cx={CX}
            cy={HORIZON}
            r={radius}
            strokeOpacity={0.22 - index * 0.04}
            strokeWidth="1"
          />
        ))}
        {RAYS.map((angle) => {
          const from = polar(122, angle);
          const to = polar(140 + (Math.abs(angle) % 40 === 0 ? 34 : 18), angle);
          return (
            <line
              key={angle}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              stroke="#f6cb6c"
              strokeOpacity="0.7"
              strokeWidth="2"
              strokeLinecap="round"
            />
          );
        })}
        <circle cx={CX} cy={HORIZON} r="104" fill={`url(#${sun})`} stroke="none" />
      </g>
      {OFFICE_POINTS.map((angle) => {
        const point = polar(240, angle);
        return (
          <g key={angle}>
            <circle cx={point.x} cy={point.y} r="9" fill="#f2b544" fillOpacity="0.16" />
            <circle cx={point.x} cy={point.y} r="3.5" fill="#f6cb6c" />
          </g>
        );
      })}
      <line
        x1="20"
        y1={HORIZON}
        x2="460"
        y2={HORIZON}
        stroke="#ffffff"
        strokeOpacity="0.5"
        strokeWidth="1.5"
      />
      {REFLECTIONS.map((line) => (
        <line
          key={line.y}
          x1={CX - line.half}
          y1={line.y}
          x2={CX + line.half}
          y2={line.y}
          stroke="#f2b544"
          strokeOpacity={line.opacity}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
