/**
 * One event on a lead's timeline (server/office/timeline.ts, shown by components/office/lead-timeline.tsx): a
 * message from the person or their company, or the firm's note, reply, status change or change of owner on one.
 */
export type TimelineEntry =
  | {
      kind: "message";
      at: Date;
      id: string;
      form: string;
      name: string;
      text: string;
      /** The message whose page shows the timeline. */
      current: boolean;
      merged: boolean;
    }
  | { kind: "note"; at: Date; messageId: string; author: string; body: string }
  | { kind: "reply"; at: Date; messageId: string; author: string; subject: string; body: string }
  | { kind: "status"; at: Date; messageId: string; author: string; from: string; to: string }
  | { kind: "owner"; at: Date; messageId: string; author: string; owner: string | null };

/**
 * Where a lead came from (server/stats/sources.ts): what its writer read on the site that day before writing, as
 * the site's own count of page reads saw it. Paths only; never the visitor's key.
 */
export interface LeadSource {
  /** The first page read that day. */
  landing: string;
  /** The host of the site that sent them there, when another site did. */
  referrer: string | null;
  /** The campaign tags of the landing address (utm_source, utm_medium, utm_campaign). */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** The pages read before writing, in order (at most 20). */
  pages: string[];
}
