import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export interface Column<Row> {
  /** Column heading; on narrow screens it labels the value inside each card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a <th scope="row">): the card title on narrow screens. */
  rowHeader?: boolean;
  /** Shown visually hidden in the header row (for example 'Actions'). */
  hideHeader?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  empty: ReactNode;
}

/**
 * The admin list: a real table (caption, column and row headers) on wide screens. Below the `sm` breakpoint
 * each row becomes a card whose values carry their column name, so nothing scrolls sideways at 360px.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, loading = false, empty }: DataTableProps<Row>) {
  if (loading) {
    return (
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4" aria-busy="true">
        <p className="sr-only" role="status">
          Loading {caption.toLowerCase()}...
        </p>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
        {empty}
      </div>
    );
  }
  return (
    <div className="sm:overflow-hidden sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 ${column.className ?? ''}`}>
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="align-middle hover:bg-slate-50/70 max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm"
            >
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={`px-4 py-3 font-semibold text-slate-900 max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-2 max-sm:text-base ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    data-label={column.hideHeader ? undefined : column.header}
                    className={`px-4 py-3 text-slate-700 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 max-sm:text-right max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:data-[label]:before:content-[attr(data-label)] ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Row buttons sit in a right-aligned cluster on wide screens and fill the card's last line on narrow ones. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end gap-1 sm:flex-nowrap max-sm:w-full max-sm:flex-wrap max-sm:border-t max-sm:border-slate-100 max-sm:pt-3">
      {children}
    </div>
  );
}

const rowControls = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where focus should go once the row holding `control` has been deleted, so that it does not fall back to the
 * page: the control at the same place in the next row (the row that moves up), else in the previous row, else
 * the screen's heading (AdminPageHeader makes it focusable). Call it while the row is still on the page: the
 * other rows keep their elements (rows are keyed), so the answer stays valid after the row is gone.
 */
export function focusTargetAfterRowRemoval(control: Element | null): HTMLElement | null {
  const row = control?.closest('tr');
  if (!control || !row) return null;
  const position = Array.from(row.querySelectorAll(rowControls)).indexOf(control);
  for (const neighbour of [row.nextElementSibling, row.previousElementSibling]) {
    if (!(neighbour instanceof HTMLTableRowElement)) continue;
    const controls = Array.from(neighbour.querySelectorAll<HTMLElement>(rowControls));
    const match = controls[position] ?? controls.at(-1);
    if (match) return match;
  }
  const heading = control.closest('main')?.querySelector('h1');
  return heading instanceof HTMLElement ? heading : null;
}
