import { auditCopy } from "@/content/office";
import { DataTable, Moment } from "./data-table";

/** One line of the audit log, as a page gets it. */
export interface AuditLine {
  id: number;
  at: Date;
  actor: string;
  action: string;
  target: string | null;
  detail: Record<string, string | number | boolean | null>;
}

/**
 * Lines of the audit log: when, who, what, on what and the details. `actionName` words an action for its page;
 * without `target`, the "On" column is left out (a page about one thing).
 */
export function AuditTable({
  caption,
  lines,
  empty,
  actionName = (action) => action,
  target = true,
}: {
  caption: string;
  lines: AuditLine[];
  empty: string;
  actionName?: (action: string) => string;
  target?: boolean;
}) {
  const { when, who, what, on, details } = auditCopy.columns;
  return (
    <DataTable
      caption={caption}
      columns={[when, who, what, ...(target ? [on] : []), details]}
      empty={empty}
      rows={lines.map((line) => ({
        key: String(line.id),
        cells: [
          <Moment key="when" at={line.at} />,
          <span key="who" className="break-all">
            {line.actor}
          </span>,
          actionName(line.action),
          ...(target ? [line.target ?? ""] : []),
          Object.entries(line.detail)
            .map(([key, value]) => `${key}: ${String(value)}`)
            .join(", "),
        ],
      }))}
    />
  );
}
