import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '#lib/useDebouncedValue.ts';

/**
 * A list's search, filters, sort and page kept in the address, so a reload or a shared link shows the
 * same list; the search box is debounced before it reaches the address (and sends the list to page 1).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 250);
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** Changes to the address, made on `base` (the address of the last render unless told). */
  const change = (changes: Record<string, string | null>, base?: () => URLSearchParams) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(base ? base() : current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const setParam = (changes: Record<string, string | null>) => change(changes);

  /** A filter or sort chosen: its default leaves the address, and the list goes back to page 1. */
  const setFilter = (key: string, value: string, byDefault = 'all') =>
    setParam({ [key]: value === byDefault ? null : value, page: null });

  /** The parameter when it is one of `allowed`, else null (a hand-edited address shows the whole list). */
  const oneOf = <T extends string>(key: string, allowed: readonly T[]): T | null => {
    const value = params.get(key);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
  };

  // The search reaches the address a moment after the typing (the debounce), so it is written on the address
  // as it is then, not on the last render's: a sheet opened meanwhile (`?lead=…`) stays open.
  // A page left meanwhile (a scanned number opened its job) is not written on: that would bring it back.
  const urlQ = params.get('q') ?? '';
  useEffect(() => {
    if (urlQ !== q && window.location.pathname === pathname) {
      change({ q, page: null }, () => new URLSearchParams(window.location.search));
    }
  });

  /** The list API's paging and search, for a page of `pageSize` rows. */
  const pageQuery = (pageSize: number) => ({
    q: q || undefined,
    page: String(page),
    pageSize: String(pageSize),
  });

  /** The search of a list read as one scroll (useResourceRows reads it a chunk at a time). */
  const rowsQuery = () => ({ q: q || undefined });

  return { params, search, setSearch, q, page, setParam, setFilter, oneOf, pageQuery, rowsQuery };
}

/** A list's address-kept state, as useListParams answers it. */
export type ListParams = ReturnType<typeof useListParams>;
