import type { ComponentType } from "react";
import type { PageMotif } from "@/types/art";
import { ArtFrame } from "./kit";
import { practiceDrawings } from "./practice-motifs";
import {
  ChartDrawing,
  GlobeDrawing,
  QuarterArcsDrawing,
  QuietDrawing,
  RoutesDrawing,
  StepsDrawing,
  SunriseDrawing,
  TimelineDrawing,
} from "./motifs";

const drawings: Record<PageMotif, ComponentType> = {
  ...practiceDrawings,
  home: SunriseDrawing,
  services: QuarterArcsDrawing,
  specialties: RoutesDrawing,
  about: TimelineDrawing,
  insights: ChartDrawing,
  contact: GlobeDrawing,
  connect: StepsDrawing,
  quiet: QuietDrawing,
};

/** Every motif of the family, for the tests and anything that lists them. */
export const motifs = Object.keys(drawings) as PageMotif[];

/** The decorative drawing of an area of the site (src/content/areas.ts says which area a page is in). */
export function AreaArt({ motif, className }: { motif: PageMotif; className?: string }) {
  const Drawing = drawings[motif];
  return (
    <ArtFrame motif={motif} className={className}>
      <Drawing />
    </ArtFrame>
  );
}
