import type { Cover } from "@/types/sections";
import { ArticleCover, ReportCover } from "./covers";

/** An insight's cover, whichever it is drawn from: a report's key finding, or an article's title. */
export function InsightCover({ cover, className }: { cover: Cover; className?: string }) {
  return "chart" in cover ? (
    <ReportCover chart={cover.chart} seed={cover.seed} className={className} />
  ) : (
    <ArticleCover seed={cover.seed} title={cover.title} className={className} />
  );
}
