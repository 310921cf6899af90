import type { Cover } from "@/types/sections";
import { coverPath } from "@/lib/cover-path";
import { cn } from "@/lib/cn";
import { Drawing } from "@/components/ui/drawing";
import { InlineCover } from "./covers";

/**
 * An insight's cover, whichever it is drawn from: a report's key finding, or an article's title. On a card it is the
 * cover's file, loaded when it nears the screen; `inline` draws it in the page, for the one cover that opens a page
 * (an article's head, the featured report), which then shows with the page's first bytes.
 */
export function InsightCover({
  cover,
  inline = false,
  className,
}: {
  cover: Cover;
  inline?: boolean;
  className?: string;
}) {
  if (!inline)
    return (
      <span className={cn("drawing-frame block aspect-[12/5]", className)}>
        <Drawing src={coverPath(cover)} width={480} height={200} className="block size-full" />
      </span>
    );
  return <InlineCover cover={cover} className={className} />;
}
