"use client";

import { useEffect, useState } from "react";
import { PostButton } from "@/components/office/row-action";
import { campaignProgressCopy as words } from "@/content/office";

export interface ProgressFigures {
  status: string;
  statusName: string;
  recipients: number;
  sent: number;
  pending: number;
  failed: number;
}

/** A button that acts on the campaign (a form posting `control` to `action`), shown while its status is one of `when`. */
export interface ProgressControl {
  control: string;
  label: string;
  when: readonly string[];
}

/** How often the bar asks the server while mail is going out. */
const EVERY_MS = 2_000;
const MOVING = new Set(["scheduled", "sending", "paused"]);

/**
 * A campaign's progress: its status, a bar of mail sent out of its readers, the figures in words, when a scheduled
 * one goes out, and the buttons that can act on it now (plain forms to `action`). While the campaign moves, it
 * asks `source` every two seconds and updates all of these, so that a campaign that has gone out no longer offers
 * to pause; the page renders it with the state of the moment, so without JavaScript it shows that state.
 */
export function CampaignProgress({
  source,
  initial,
  goesOut,
  action,
  controls,
}: {
  source: string;
  initial: ProgressFigures;
  /** When a scheduled campaign goes out, in words. */
  goesOut?: string;
  action: string;
  controls: readonly ProgressControl[];
}) {
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
      {figures.status === "scheduled" && goesOut ? <p className="text-ink-800">{goesOut}</p> : null}
      <div className="flex flex-wrap gap-3">
        {controls
          .filter(({ when }) => when.includes(figures.status))
          .map(({ control, label }) => (
            <PostButton
              key={control}
              action={action}
              fields={{ control }}
              variant={control === "cancel" ? "dark" : "secondary"}
            >
              {label}
            </PostButton>
          ))}
      </div>
    </div>
  );
}
