import { useEffect, useState } from 'react';
import { hasDashboardSession } from '#features/session/session.ts';

/**
 * Whether the visitor is signed in to the dashboard. Always false in the pre-rendered HTML and on the first
 * (hydrating) render, so the markup matches; the cookies are read right after.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    setSignedIn(hasDashboardSession(document.cookie));
  }, []);
  return signedIn;
}
