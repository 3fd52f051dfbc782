import type { ReactNode, Ref } from 'react';
import { type MoreRows, useLanes, useVirtualRows } from './useVirtualRows.ts';

/**
 * A list's rows as cards (a grid of list items), for lists whose items read better as cards. Only the rows
 * of cards on screen are drawn (useVirtualRows); `lanes` are the grid's columns by breakpoint, as its
 * `className` lays them out (`[['(min-width: 80rem)', 3], ['(min-width: 40rem)', 2]]` beside
 * `sm:grid-cols-2 xl:grid-cols-3`), `estimate` a row's height (gap included) before it is measured. Each item
 * says its place in the whole (`aria-posinset`, `aria-setsize`); the arrows, Home, End, Page Up and Page Down
 * move between cards, Enter opens one (`onOpen`).
 */
export function ListCards<T extends { id: string }>({
  items,
  busy,
  label,
  className,
  lanes: laneQueries,
  estimate = 120,
  gap = 12,
  total,
  more,
  onOpen,
  children,
}: {
  items: readonly T[];
  busy: boolean;
  label?: string;
  className: string;
  lanes?: readonly (readonly [string, number])[];
  estimate?: number;
  /** The grid's gap between rows, in px (`gap-3` is 12). */
  gap?: number;
  /** How many items match, when more than those read. */
  total?: number;
  more?: MoreRows;
  onOpen?: (item: T) => void;
  children: (item: T) => ReactNode;
}) {
  const lanes = useLanes(laneQueries);
  const shown = useVirtualRows({
    count: items.length,
    lanes,
    estimate,
    gap,
    more,
    onOpen: onOpen ? (index) => items[index] && onOpen(items[index]) : undefined,
  });
  const setSize = Math.max(total ?? 0, items.length);
  return (
    <ul
      ref={shown.listRef as Ref<HTMLUListElement>}
      className={className}
      aria-label={label}
      aria-busy={busy}
      style={{ paddingTop: shown.paddingTop, paddingBottom: shown.paddingBottom }}
    >
      {shown.rows.flatMap(({ index: row }) =>
        items.slice(row * lanes, row * lanes + lanes).map((item, lane) => {
          const index = row * lanes + lane;
          return (
            <li
              key={item.id}
              // The row's first card is measured: a grid row is as tall as its tallest card.
              ref={lane === 0 ? shown.measure : undefined}
              data-index={lane === 0 ? row : undefined}
              aria-posinset={index + 1}
              aria-setsize={setSize}
              className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
              {...shown.itemProps(index)}
            >
              {children(item)}
            </li>
          );
        }),
      )}
    </ul>
  );
}
