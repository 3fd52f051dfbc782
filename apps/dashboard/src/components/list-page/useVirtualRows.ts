import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** More rows to read for a list read as one scroll (useResourceRows): read them as the end comes near. */
export interface MoreRows {
  hasMore: boolean;
  loading: boolean;
  load: () => unknown;
}

/** Rows left below the window when the next chunk is asked for (a chunk is 100 rows). */
const READ_AHEAD = 30;

/**
 * How many cards a row of a card grid holds, from media queries (Tailwind's breakpoints are the viewport's):
 * `[['(min-width: 80rem)', 3], ['(min-width: 40rem)', 2]]` → 3, 2 or 1.
 */
export function useLanes(queries: readonly (readonly [string, number])[] = []) {
  const read = () => {
    if (typeof window === 'undefined' || !window.matchMedia) return 1;
    return queries.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;
  };
  return useSyncExternalStore(
    (changed) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const lists = queries.map(([query]) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', changed);
      return () => {
        for (const list of lists) list.removeEventListener('change', changed);
      };
    },
    read,
    () => 1,
  );
}

/**
 * The rows of a long list that are on screen (and a few either side), laid out in the window's scroll:
 * 10,000 rows cost the DOM of a screenful. `count` items in rows of `lanes`; each shown row is measured
 * once drawn (`measure`), `estimate` px until then. Near the end it asks for the next chunk (`more`).
 *
 * The keyboard: one item is in the tab order (the last focused, the first to begin with); the arrows move
 * between items (up and down by a row, left and right by one in a grid), Home and End to the first and the
 * last, Page Up / Page Down by ten rows, each brought into view and focused; Enter opens it (`onOpen`).
 */
export function useVirtualRows({
  count,
  lanes = 1,
  estimate,
  gap = 0,
  more,
  onOpen,
}: {
  count: number;
  lanes?: number;
  estimate: number;
  gap?: number;
  more?: MoreRows;
  onOpen?: (index: number) => void;
}) {
  const listRef = useRef<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list's distance from the top of the page: the window scrolls, the list starts below the header.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const place = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);

  const rowCount = Math.ceil(count / lanes);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    overscan: 6,
    gap,
    scrollMargin,
    // A row not laid out (a hidden table on a phone, a test's DOM) keeps its estimate.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;

  const lastShown = last ? Math.min(count, (last.index + 1) * lanes) : 0;
  const { hasMore = false, loading = false, load } = more ?? {};
  // Once per chunk: asked again only when the rows read have grown (or a new search began).
  const askedAt = useRef(-1);
  useEffect(() => {
    if (!hasMore || loading || !load || lastShown < count - READ_AHEAD || askedAt.current === count) return;
    askedAt.current = count;
    load();
  }, [hasMore, loading, load, lastShown, count]);

  // The roving focus: the item in the tab order, and one to focus once it is drawn.
  const [active, setActive] = useState(0);
  const focusing = useRef<number | null>(null);
  const current = Math.min(active, Math.max(0, count - 1));
  useEffect(() => {
    const index = focusing.current;
    if (index === null) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-item="${index}"]`);
    if (element) {
      focusing.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const to = Math.max(0, Math.min(count - 1, index));
    focusing.current = to;
    setActive(to);
    virtualizer.scrollToIndex(Math.floor(to / lanes), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // Keys pressed in a control of the item (its menu, a button) are the control's.
    if (event.target !== event.currentTarget) return;
    const page = 10 * lanes;
    const moves: Record<string, number> = {
      ArrowDown: index + lanes,
      ArrowUp: index - lanes,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: count - 1,
      ...(lanes > 1 ? { ArrowRight: index + 1, ArrowLeft: index - 1 } : {}),
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      moveTo(to);
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(index);
    }
  };

  /** The props of item `index`: its place for the virtualiser, the tab order and the keys. */
  const itemProps = (index: number) => ({
    'data-item': index,
    tabIndex: index === current ? 0 : -1,
    onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget) setActive(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
  });

  return {
    listRef,
    /** The rows drawn, each `index` (a row of `lanes` items from `index * lanes`) and its measuring ref. */
    rows,
    measure: virtualizer.measureElement,
    paddingTop,
    paddingBottom,
    itemProps,
  };
}
