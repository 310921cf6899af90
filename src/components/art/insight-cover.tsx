import type { Cover } from "@/types/sections";
import { coverPath } from "@/lib/cover-path";
import { cn } from "@/lib/cn";
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
      // The frame keeps the cover's shape while its file is not laid out (the cover-frame class, globals.css).
      <span className={cn("cover-frame", className)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn at build: nothing to optimise */}
        <img
          src={coverPath(cover)}
          alt=""
          width={480}
          height={200}
          loading="lazy"
          decoding="async"
          className="block size-full"
        />
      </span>
    );
  return <InlineCover cover={cover} className={className} />;
}
