import type { ReactNode } from 'react';

type NumbersColumn = {
  label: string;
  /** Numbers and links to the right, in tabular figures. */
  right?: boolean;
  /** A header read by screen readers only (a column of links). */
  hiddenLabel?: boolean;
  /** Extra classes of the column's cells (long search terms break anywhere). */
  cellClass?: string;
};

type NumbersRow = { key: string; cells: ReactNode[] };

/**
 * The small table of figures both "Statistik" (/admin) and the organiser's reach (/kiriman/…) show: a header row,
 * then one row a thing, numbers right-aligned. Server-rendered, no script.
 */
export function NumbersTable({ columns, rows, className = 'mt-2' }: { columns: NumbersColumn[]; rows: NumbersRow[]; className?: string }) {
  return (
    <table className={`${className} w-full text-sm`}>
      <thead className="text-left text-slate-600">
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={c.right && !c.hiddenLabel ? 'py-1 text-right font-semibold' : 'py-1 font-semibold'}>
              {c.hiddenLabel ? <span className="sr-only">{c.label}</span> : c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="text-slate-800">
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            {row.cells.map((cell, i) => {
              const c = columns[i];
              return (
                <td
                  key={c?.label ?? i}
                  className={[c?.right ? 'py-1 text-right tabular-nums' : 'py-1 pr-2', c?.cellClass].filter(Boolean).join(' ')}
                >
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
