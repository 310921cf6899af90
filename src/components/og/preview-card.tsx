/**
 * A page's Open Graph image, as next/og draws it (Satori: flexbox and inline styles only, no classes). Flat
 * colours on purpose: a plain ink band with a gold sun, or an article's cover, keeps every PNG far under 100 KB.
 */
import type { Cover } from "@/types/sections";
import { colourPaint, coverFrame, coverShapes } from "@/components/art/covers";

/** The colours of the card, from the site's design tokens. */
export interface PreviewColors {
  ink: string;
  gold: string;
  text: string;
  muted: string;
}

export interface PreviewCardProps {
  title: string;
  /** An article's cover, drawn in the bottom right corner instead of the sun. */
  cover?: Cover;
  /** The page's area, above the title. */
  eyebrow?: string;
  brandName: string;
  /** The brand's mark, as a data: URL. */
  mark: string;
  colors: PreviewColors;
}

/** Longer titles get a smaller size, so the longest (120 characters) still fits in five lines. */
function titleSize(title: string): number {
  if (title.length <= 24) return 84;
  if (title.length <= 48) return 68;
  if (title.length <= 80) return 56;
  return 48;
}

/** The brand's rising sun, drawn large in the bottom right corner: arcs over a horizon. */
function Sunrise({ colors }: { colors: PreviewColors }) {
  const [cx, cy] = [1064, 500];
  const arcs = [136, 188, 240, 292];
  return (
    <svg width="1200" height="630" viewBox="0 0 1200 630" style={{ position: "absolute", left: 0, top: 0 }}>
      {arcs.map((radius, index) => (
        <path
          key={radius}
          d={`M${cx - radius} ${cy}A${radius} ${radius} 0 0 1 ${cx + radius} ${cy}`}
          fill="none"
          stroke={colors.gold}
          strokeOpacity={0.42 - index * 0.09}
          strokeWidth={2}
        />
      ))}
      <path d={`M${cx - 84} ${cy}A84 84 0 0 1 ${cx + 84} ${cy}`} fill={colors.gold} />
      <path d={`M784 ${cy}H1200`} stroke={colors.muted} strokeWidth={2} />
      <path
        d={`M${cx - 110} ${cy + 34}H${cx + 110}`}
        stroke={colors.gold}
        strokeOpacity={0.5}
        strokeWidth={4}
      />
      <path
        d={`M${cx - 64} ${cy + 62}H${cx + 64}`}
        stroke={colors.gold}
        strokeOpacity={0.3}
        strokeWidth={4}
      />
    </svg>
  );
}

/** An article's cover in the card's bottom right corner, painted in the card's colours (Satori reads no classes). */
function CoverCorner({ cover, colors }: { cover: Cover; colors: PreviewColors }) {
  const paint = colourPaint(colors);
  const [width, height] = [600, 250];
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${coverFrame.width} ${coverFrame.height}`}
      style={{ position: "absolute", right: 0, bottom: 0 }}
    >
      {coverShapes(cover, paint)}
    </svg>
  );
}

export function PreviewCard({ title, eyebrow, cover, brandName, mark, colors }: PreviewCardProps) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundColor: colors.ink,
        color: colors.text,
      }}
    >
      {cover ? <CoverCorner cover={cover} colors={colors} /> : <Sunrise colors={colors} />}
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by Satori into a PNG, not a page */}
        <img src={mark} width={64} height={64} alt="" />
        <span style={{ fontFamily: "Fraunces", fontSize: 42, fontWeight: 600 }}>{brandName}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", maxWidth: cover ? 600 : 680 }}>
        <div style={{ width: 96, height: 5, backgroundColor: colors.gold }} />
        {eyebrow ? (
          <span
            style={{
              marginTop: 28,
              fontFamily: "Inter",
              fontSize: 24,
              fontWeight: 600,
              letterSpacing: 4,
              textTransform: "uppercase",
              color: colors.gold,
            }}
          >
            {eyebrow}
          </span>
        ) : null}
        <span
          style={{
            marginTop: eyebrow ? 14 : 28,
            fontFamily: "Fraunces",
            fontSize: titleSize(title),
            fontWeight: 600,
            lineHeight: 1.1,
            letterSpacing: -1,
          }}
        >
          {title}
        </span>
      </div>
    </div>
  );
}
