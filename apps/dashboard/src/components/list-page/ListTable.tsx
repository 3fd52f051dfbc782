import { cn, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@carat/ui';
import type { ReactNode, Ref } from 'react';
import { type MoreRows, useVirtualRows } from './useVirtualRows.ts';

/** A column of a list's table: its heading and what each row shows in it. */
export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the heading and of every cell (`text-end` for figures and actions). */
  className?: string;
  /** Classes of the cells only. */
  cellClassName?: string;
  /** The cell's tooltip, for a text the column cuts short. */
  title?: (row: T) => string;
}

/** A table row's height before it is measured (a line of text or a badge, with the cell's padding). */
const ROW_ESTIMATE = 53;

/**
 * A list's rows as a table, its caption for screen readers; on a narrow screen (375 px) the table scrolls
 * sideways inside its frame, which then takes the focus so the keyboard can scroll it too. Only the rows on
 * screen are drawn (useVirtualRows): the table says how many there are (`aria-rowcount`, `total` or the
 * rows read) and each drawn row its place, so a screen reader still counts them. The rows take the arrows,
 * Home, End, Page Up and Page Down, and Enter opens one (`onOpen`).
 */
export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  busy,
  testId,
  rowTestId,
  total,
  more,
  onOpen,
}: {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  busy: boolean;
  testId: string;
  rowTestId: string;
  /** How many rows match, when more than those read. */
  total?: number;
  more?: MoreRows;
  onOpen?: (row: T) => void;
}) {
  const shown = useVirtualRows({
    count: rows.length,
    estimate: ROW_ESTIMATE,
    more,
    onOpen: onOpen ? (index) => rows[index] && onOpen(rows[index]) : undefined,
  });
  const spacer = (height: number) =>
    height > 0 ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no control; hidden, it is no row to count
      <tr aria-hidden="true">
        <td colSpan={columns.length} style={{ height, padding: 0 }} />
      </tr>
    ) : null;
  return (
    <Table aria-busy={busy} aria-rowcount={Math.max(total ?? 0, rows.length) + 1} data-testid={testId}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow aria-rowindex={1}>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody ref={shown.listRef as Ref<HTMLTableSectionElement>}>
        {spacer(shown.paddingTop)}
        {shown.rows.map(({ index }) => {
          const row = rows[index];
          if (!row) return null;
          return (
            <TableRow
              key={row.id}
              ref={shown.measure}
              data-index={index}
              data-testid={rowTestId}
              aria-rowindex={index + 2}
              className="outline-none focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              {...shown.itemProps(index)}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  className={cn(column.className, column.cellClassName) || undefined}
                  title={column.title?.(row)}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
        {spacer(shown.paddingBottom)}
      </TableBody>
    </Table>
  );
}

/** The first cell's link-like button, opening the row's detail. */
export function RowOpenButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="rounded-sm text-start underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
