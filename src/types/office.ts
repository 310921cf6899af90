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
