"use client";

import { useEffect, useState } from "react";
import { campaignProgressCopy as words } from "@/content/office";

export interface ProgressFigures {
  status: string;
  statusName: string;
  recipients: number;
  sent: number;
  pending: number;
  failed: number;
}

/** How often the bar asks the server while mail is going out. */
const EVERY_MS = 2_000;
const MOVING = new Set(["scheduled", "sending", "paused"]);

/**
 * A campaign's progress: a bar of mail sent out of its readers, with the figures in words. While the campaign
 * moves, it asks `source` every two seconds and updates itself; the page renders it with the figures of the
 * moment, so without JavaScript it shows them as they were when the page loaded.
 */
export function CampaignProgress({ source, initial }: { source: string; initial: ProgressFigures }) {
  const [figures, setFigures] = useState(initial);
  const moving = MOVING.has(figures.status);
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      fetch(source, { headers: { accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<ProgressFigures>) : null))
        .then((next) => next && setFigures(next))
        .catch(() => {});
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [moving, source]);
  const total = Math.max(figures.recipients, figures.sent + figures.pending + figures.failed);
  return (
    <div className="grid gap-3">
      <p className="text-sm font-semibold text-ink-700">
        {words.status} <span data-testid="campaign-status">{figures.statusName}</span>
      </p>
      <progress
        className="h-3 w-full overflow-hidden rounded-full accent-accent-500"
        max={Math.max(total, 1)}
        value={figures.sent}
        aria-label={words.bar}
      />
      <p className="text-ink-800" aria-live="polite">
        {words.figures(figures.sent, total, figures.pending, figures.failed)}
      </p>
    </div>
  );
}
