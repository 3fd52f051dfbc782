import { useEffect, useState } from 'react';

/**
 * The token of an emailed link, read from the fragment (never sent to a server but ours): null until the
 * page has read it (the server renders without it), '' when it is absent or not of the link's shape.
 */
export function useFragmentToken(shape: RegExp): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const value = window.location.hash.slice(1);
    setToken(shape.test(value) ? value : '');
  }, [shape]);
  return token;
}
