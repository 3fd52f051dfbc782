import { cn, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@carat/ui';
import type { ReactNode } from 'react';

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

/**
 * A list's rows as a table, its caption for screen readers; on a narrow screen (375 px) the table scrolls
 * sideways inside its frame, which then takes the focus so the keyboard can scroll it too.
 */
export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  busy,
  testId,
  rowTestId,
}: {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  busy: boolean;
  testId: string;
  rowTestId: string;
}) {
  return (
    <Table aria-busy={busy} data-testid={testId}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={rowTestId}>
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
        ))}
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
