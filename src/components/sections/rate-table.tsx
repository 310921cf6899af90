import type { RateTable as RateTableData } from "@/types/sections";
import { formatMoney } from "@/content/format";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/**
 * Individual service rates as a real table with a caption and header cells. Every amount is computed from the
 * row's hourly rate and the column's hours and discount, so a rate is written once. From 640 px the table sits on
 * its own white card with sand zebra rows, so the stripes show on any band. Below 640 px each row becomes a card
 * whose cells carry their column's name, so the page never scrolls sideways.
 */
export function RateTable({
  locale,
  caption,
  currency,
  columns,
  rows,
  note,
}: RateTableData & { locale: Locale }) {
  return (
    <div>
      <div className="sm:rounded-3xl sm:border sm:border-line sm:bg-surface sm:p-3 sm:shadow-xs lg:p-4">
        <table className="w-full border-separate border-spacing-0 text-left max-sm:block">
          <caption className="mb-5 text-left font-display text-2xl font-semibold text-ink-950 max-sm:block sm:px-5 sm:pt-4">
            {caption}
          </caption>
          <thead className="max-sm:sr-only">
            <tr>
              <th
                scope="col"
                className="border-b border-line-strong px-5 py-3 text-sm font-semibold text-ink-600"
              >
                {sectionWordsIn(locale).service}
              </th>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className="border-b border-line-strong px-5 py-3 text-right text-sm font-semibold text-ink-600"
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:grid max-sm:gap-3">
            {rows.map((row) => (
              <tr
                key={row.type}
                className="even:bg-sand max-sm:grid max-sm:rounded-2xl max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4 max-sm:even:bg-surface"
              >
                <th
                  scope="row"
                  className="px-5 py-4 font-semibold text-ink-950 max-sm:px-0 max-sm:pt-0 max-sm:pb-2 sm:rounded-l-xl"
                >
                  {row.type}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className="px-5 py-4 text-right text-ink-800 tabular-nums max-sm:flex max-sm:justify-between max-sm:px-0 max-sm:py-1.5 sm:last:rounded-r-xl"
                  >
                    <span className="text-ink-600 sm:hidden">{column.label}</span>
                    <span>
                      {formatMoney(
                        { amount: row.hourly * column.hours * (1 - (column.discount ?? 0)), currency },
                        locale,
                      )}
                      {column.suffix ? <span className="text-ink-600"> {column.suffix}</span> : null}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className="mt-5 max-w-3xl text-sm leading-relaxed text-ink-600">{note}</p> : null}
    </div>
  );
}
