"use client";

import { useSyncExternalStore } from "react";
import { localTime, type OffsetTable } from "@/lib/time-zones";
import { cn } from "@/lib/cn";
import type { Locale } from "@/types/facts";

const minute = 60_000;

/** Calls back at the start of every minute, so a clock turns over when the visitor's own clock does. */
function subscribeToMinutes(onMinute: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onMinute();
        schedule();
      },
      minute - (Date.now() % minute),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

/** The current minute as a number, the same all through the minute (so React re-renders once a minute). */
const currentMinute = () => Math.floor(Date.now() / minute);
/** Prerendered HTML cannot know the time: it leaves the line empty, and the browser fills it in. */
const noMinute = () => null;

/**
 * "2:05 PM local time" ("14.05 lokale tijd" in Dutch, whose clock has 24 hours) in an office's time zone, kept current each minute. The line keeps its height before
 * the time is known, so nothing moves when it appears; without script it is not shown at all (`js-only`).
 * The offset comes from the server's table of the zone's offsets, and from Intl only where the table ends.
 */
export function LocalTime({
  locale,
  label,
  timeZone,
  offsets,
  className,
}: {
  locale: Locale;
  /** The words after the time ("local time"). */
  label: string;
  timeZone: string;
  offsets: OffsetTable;
  className?: string;
}) {
  const now = useSyncExternalStore(subscribeToMinutes, currentMinute, noMinute);
  const time = now === null ? null : localTime(timeZone, new Date(now * minute), offsets);
  return (
    <span className={cn("js-only block min-h-lh", className)}>
      {time ? (
        <>
          <time dateTime={time.dateTime} className="font-semibold text-ink-950 tabular-nums">
            {locale === "nl" ? time.dateTime.replace(":", ".") : time.label}
          </time>{" "}
          {label}
        </>
      ) : null}
    </span>
  );
}
