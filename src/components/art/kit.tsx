import { useId, type ReactNode } from "react";
import type { Motif } from "@/types/art";
import { cn } from "@/lib/cn";

/**
 * The shared look of the art family: one frame, a gold glow that fades out inside it, thin white lines at low
 * opacity, gold accent strokes and small gold points. Colours are the brand's tokens, through Tailwind classes.
 * Every drawing keeps its shapes 24 units inside the frame, so nothing is clipped at any size.
 */
const frame = { width: 480, height: 400 } as const;

/** Rounds to a tenth: coordinates are inlined in every page's HTML. */
export const round = (value: number) => Math.round(value * 10) / 10;

export const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The point at `radius` from a centre, `degrees` clockwise from straight up. */
export function polar(cx: number, cy: number, radius: number, degrees: number) {
  return {
    x: round(cx + radius * Math.sin(radians(degrees))),
    y: round(cy - radius * Math.cos(radians(degrees))),
  };
}

/** A sun's ray: the stretch between two distances from its centre, at an angle from straight up. */
export function ray(cx: number, cy: number, from: number, to: number, degrees: number) {
  const start = polar(cx, cy, from, degrees);
  const end = polar(cx, cy, to, degrees);
  return `M${start.x} ${start.y}L${end.x} ${end.y}`;
}

/** Straight lines through points, in order. */
export function polyline(points: readonly { x: number; y: number }[]) {
  return points.map(({ x, y }, index) => `${index === 0 ? "M" : "L"}${x} ${y}`).join("");
}

/** The SVG path command that draws an arc clockwise to the angle `to`, from the point at the angle `from`. */
function arcTo(cx: number, cy: number, radius: number, from: number, to: number) {
  const end = polar(cx, cy, radius, to);
  return `A${radius} ${radius} 0 ${to - from > 180 ? 1 : 0} 1 ${end.x} ${end.y}`;
}

/** An arc of a circle, clockwise from one angle to another (degrees from straight up). */
export function arc(cx: number, cy: number, radius: number, from: number, to: number) {
  const start = polar(cx, cy, radius, from);
  return `M${start.x} ${start.y}${arcTo(cx, cy, radius, from, to)}`;
}

/** A slice of a disc (a sun over a horizon, or in a corner): from the centre, along the arc, back. */
export function sector(cx: number, cy: number, radius: number, from: number, to: number) {
  const start = polar(cx, cy, radius, from);
  return `M${cx} ${cy}L${start.x} ${start.y}${arcTo(cx, cy, radius, from, to)}Z`;
}

/**
 * The root of every drawing: decorative (hidden from assistive technology) and marked `data-art`. `className`
 * sizes it; without one it takes the full width at its natural height.
 */
export function ArtFrame({
  motif,
  className,
  height = frame.height,
  children,
}: {
  motif: Motif;
  className?: string;
  /** A wider frame's height, for a band (a city's skyline): 480 units wide, this tall. */
  height?: number;
  children: ReactNode;
}) {
  return (
    <svg
      data-art={motif}
      viewBox={`0 0 ${frame.width} ${height}`}
      aria-hidden="true"
      fill="none"
      // Lines keep their weight in screen pixels, so a small copy of a drawing is as crisp as a large one.
      className={cn("[&_*]:[vector-effect:non-scaling-stroke]", className ?? "h-auto w-full")}
    >
      {children}
    </svg>
  );
}

/**
 * A soft gold light: an ellipse whose radial gradient spans exactly its own box and reaches 0 at its edge, so the
 * light has no visible border. `focus` moves the brightest spot (fractions of the box).
 */
export function Glow({
  cx,
  cy,
  rx,
  ry,
  strength = 0.45,
  focus = [0.5, 0.5],
}: {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  strength?: number;
  focus?: readonly [number, number];
}) {
  const id = useId();
  return (
    <>
      <radialGradient id={id} fx={focus[0]} fy={focus[1]} className="text-accent-400">
        <stop offset="0" stopColor="currentColor" stopOpacity={strength} />
        <stop offset="0.45" stopColor="currentColor" stopOpacity={Number((strength * 0.3).toFixed(3))} />
        <stop offset="1" stopColor="currentColor" stopOpacity="0" />
      </radialGradient>
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={`url(#${id})`} />
    </>
  );
}

/** The sun's warm fill, top to bottom; `id` names it for the shapes that use it. */
export function SunGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor="currentColor" className="text-accent-200" />
      <stop offset="0.55" stopColor="currentColor" className="text-accent-400" />
      <stop offset="1" stopColor="currentColor" className="text-accent-500" />
    </linearGradient>
  );
}

/** Thin white lines at low opacity: the structure of a drawing (horizons, arcs, grids). */
export function Hairlines({ opacity = 0.22, children }: { opacity?: number; children: ReactNode }) {
  return (
    <g className="stroke-white" strokeWidth="1" strokeOpacity={opacity}>
      {children}
    </g>
  );
}

/** The gold strokes that carry a drawing's idea: rays, routes, a chart line. */
export function GoldLines({
  width = 2,
  opacity = 0.75,
  children,
}: {
  width?: number;
  opacity?: number;
  children: ReactNode;
}) {
  return (
    <g className="stroke-accent-300" strokeWidth={width} strokeOpacity={opacity} strokeLinecap="round">
      {children}
    </g>
  );
}

/** A small gold point with a faint halo: an office, a milestone, a person, a data point. */
export function Point({ x, y, size = 3.5 }: { x: number; y: number; size?: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={round(size * 2.6)} className="fill-accent-400" fillOpacity="0.16" />
      <circle cx={x} cy={y} r={size} className="fill-accent-300" />
    </>
  );
}
