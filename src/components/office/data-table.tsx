import type { ReactNode } from "react";
import { officeTime } from "@/content/office";
import { cn } from "@/lib/cn";

/**
 * The office's tables: a caption, column headers, zebra rows. From 640 px the table scrolls sideways inside its
 * own region (focusable and named, so a keyboard can scroll it too), never the page. Below 640 px it takes the
 * public rate table's way (components/sections/rate-table.tsx): the same table, its header row out of sight but
 * still read, and each row a card whose cells carry their column's name, so nothing is wider than a phone. With
 * `titled`, the caption also stands above it as a small heading (a page with several tables). A `narrow` table of
 * a few short columns (figures beside a chart) keeps no minimum width of its own.
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

/**
 * One row of a table. `emphasis` sets it apart (an unread message): bold, with a gold bar along its left edge.
 * Bold is only seen, so a row that must also be told apart to a screen reader says so in one of its cells.
 */
export interface DataRow {
  key: string;
  cells: ReactNode[];
  emphasis?: boolean;
}

interface TableProps {
  caption: string;
  columns: string[];
  rows: DataRow[];
  empty: string;
  narrow?: boolean;
}

/** A cell with nothing in it: a phone's card leaves it out rather than show a name with no value. */
const blank = (cell: ReactNode) => cell === "" || cell === null || cell === undefined || cell === false;

function Table({ caption, columns, rows, empty, narrow = false }: TableProps) {
  if (rows.length === 0)
    return <p className="rounded-xl border border-line bg-surface px-5 py-8 text-ink-600">{empty}</p>;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-ink-900 max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent"
    >
      <table
        className={cn(
          "w-full border-collapse text-left text-[0.9375rem] max-sm:block",
          !narrow && "sm:min-w-[40rem]",
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand text-sm text-ink-700 max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:grid max-sm:gap-3">
          {rows.map((row) => (
            <tr
              key={row.key}
              className={cn(
                "border-t border-line bg-surface sm:even:bg-paper",
                "max-sm:grid max-sm:rounded-xl max-sm:border max-sm:p-4",
                row.emphasis && "font-semibold max-sm:border-l-4 max-sm:border-l-accent-700",
              )}
            >
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  className={cn(
                    "px-4 py-3 align-top text-ink-900",
                    // On a phone: the column's name, then the value beside it, or below it when it is long.
                    "max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:justify-between max-sm:gap-x-4 max-sm:px-0 max-sm:py-1 max-sm:wrap-anywhere",
                    index === 0 &&
                      "max-sm:pt-0 max-sm:pb-2 max-sm:text-base max-sm:font-semibold max-sm:text-ink-950",
                    index === 0 && row.emphasis && "sm:shadow-[inset_4px_0_0_var(--color-accent-700)]",
                    blank(cell) && "max-sm:hidden",
                  )}
                >
                  {/* The first cell (a name, a subject) leads the card; the others say what they are. Hidden from
                  640 px, where the header row names the column, so no screen reader hears the name twice. */}
                  {index > 0 ? (
                    <span className="text-sm font-normal text-ink-600 sm:hidden">{columns[index]}</span>
                  ) : null}
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
