import type { Office } from "@/types/site";
import { mapPoint } from "@/lib/equal-earth";
import { cn } from "@/lib/cn";
import { worldDots } from "./world-dots";

/** The part of the world map the mark shows, in map units (about 18 by 11 of its dots). */
const crop = { width: 198, height: 126 };

/**
 * A small crop of the dotted world map with a gold point on the office: where in the world it is, at a glance.
 * Decorative, as the card names the city and country.
 */
export function OfficeLocator({ office, className }: { office: Office; className?: string }) {
  const [x, y] = mapPoint(office.location.longitude, office.location.latitude);
  const view = { x: x - crop.width / 2, y: y - crop.height / 2, ...crop };
  return (
    <svg
      aria-hidden="true"
      viewBox={[view.x, view.y, view.width, view.height].join(" ")}
      className={cn("block aspect-[11/7] shrink-0 rounded-xl border border-line", className)}
      style={worldDots(view, 0.35)}
    >
      <circle cx={x} cy={y} r={19} className="fill-accent-400/30" />
      <circle cx={x} cy={y} r={8} strokeWidth={3} className="fill-accent-500 stroke-surface" />
    </svg>
  );
}
