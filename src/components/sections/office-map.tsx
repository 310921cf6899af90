import type { Office } from "@/types/site";
import { mapFrame, mapPoint } from "@/lib/equal-earth";
import { worldDots } from "./world-dots";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

const { width, height } = mapFrame;
const labelSize = 19;

/** Whether another office sits just to the right of this one, so this one's label goes on its left. */
function crowdedOnRight(office: Office, offices: readonly Office[]) {
  const [x, y] = mapPoint(office.location.longitude, office.location.latitude);
  return offices.some((other) => {
    if (other === office) return false;
    const [ox, oy] = mapPoint(other.location.longitude, other.location.latitude);
    return ox > x && ox - x < 160 && Math.abs(oy - y) < labelSize * 1.5;
  });
}

/**
 * The offices on a dotted world map (the land is drawn once by scripts/world-map.ts, in the same Equal Earth
 * frame). The map is one image to assistive technology, named by the offices it shows; the cards beside it
 * carry the details.
 */
export function OfficeMap({
  locale,
  offices,
  className,
}: {
  locale: Locale;
  offices: readonly Office[];
  className?: string;
}) {
  const words = sectionWordsIn(locale);
  const names = offices.map((office) =>
    office.isHeadquarters ? `${office.city} (${words.headquartersNote})` : office.city,
  );
  return (
    <svg
      role="img"
      aria-label={words.officeMap(names.join(", "))}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
      style={worldDots({ x: 0, y: 0, width, height }, 0.16)}
    >
      {offices.map((office) => {
        const [x, y] = mapPoint(office.location.longitude, office.location.latitude);
        const left = crowdedOnRight(office, offices);
        return (
          <g key={office.id}>
            <circle cx={x} cy={y} r={office.isHeadquarters ? 24 : 18} className="fill-accent-400/25" />
            <circle
              cx={x}
              cy={y}
              r={office.isHeadquarters ? 10 : 8}
              strokeWidth={3}
              className="fill-accent-500 stroke-surface"
            />
            <text
              x={left ? x - 20 : x + 20}
              y={y + labelSize * 0.35}
              textAnchor={left ? "end" : "start"}
              fontSize={labelSize}
              strokeWidth={6}
              paintOrder="stroke"
              className="hidden fill-ink-900 stroke-paper font-semibold sm:block"
            >
              {office.city}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
