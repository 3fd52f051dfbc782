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

  const urlQ = params.get('q') ?? '';
  useEffect(() => {
    if (urlQ !== q) setParam({ q, page: null });
  });

  return { params, search, setSearch, q, page, setParam };
}
