import type { ReactNode } from "react";
import { officeTime } from "@/content/office";

/**
 * The office's tables: a caption, column headers, zebra rows. On a narrow screen the table scrolls inside its
 * own region (focusable and named, so a keyboard can scroll it too), never the page. With `titled`, the caption
 * also stands above it as a small heading (a page with several tables).
 */
export function DataTable({ titled = false, ...table }: TableProps & { titled?: boolean }) {
  if (!titled) return <Table {...table} />;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-ink-700 uppercase">{table.caption}</h3>
      <Table {...table} />
    </div>
  );
}

interface TableProps {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}

function Table({ caption, columns, rows, empty }: TableProps) {
  if (rows.length === 0)
    return <p className="rounded-xl border border-line bg-surface px-5 py-8 text-ink-600">{empty}</p>;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-ink-900"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-[0.9375rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand text-sm text-ink-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line even:bg-paper">
              {row.cells.map((cell, index) => (
                <td key={index} className="px-4 py-3 align-top text-ink-900">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A moment in a table cell, as the office writes moments, kept on one line. */
export function Moment({ at }: { at: Date | null }) {
  return <span className="whitespace-nowrap">{officeTime(at)}</span>;
}
