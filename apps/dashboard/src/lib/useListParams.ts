import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '#lib/useDebouncedValue.ts';

/**
 * A list's search, filters, sort and page kept in the address, so a reload or a shared link shows the
 * same list; the search box is debounced before it reaches the address (and sends the list to page 1).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 250);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  /** A filter or sort chosen: its default leaves the address, and the list goes back to page 1. */
  const setFilter = (key: string, value: string, byDefault = 'all') =>
    setParam({ [key]: value === byDefault ? null : value, page: null });

  /** The parameter when it is one of `allowed`, else null (a hand-edited address shows the whole list). */
  const oneOf = <T extends string>(key: string, allowed: readonly T[]): T | null => {
    const value = params.get(key);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
  };

  const urlQ = params.get('q') ?? '';
  useEffect(() => {
    if (urlQ !== q) setParam({ q, page: null });
  });

  /** The list API's paging and search, for a page of `pageSize` rows. */
  const pageQuery = (pageSize: number) => ({
    q: q || undefined,
    page: String(page),
    pageSize: String(pageSize),
  });

  return { params, search, setSearch, q, page, setParam, setFilter, oneOf, pageQuery };
}

/** A list's address-kept state, as useListParams answers it. */
export type ListParams = ReturnType<typeof useListParams>;
