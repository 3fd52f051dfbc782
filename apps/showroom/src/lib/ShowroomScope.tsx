import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ShowroomPaths, showroomPaths } from '#lib/pages.ts';

interface ShowroomScopeValue {
  slug: string;
  demo: boolean;
  paths: ShowroomPaths;
}

const ShowroomScopeContext = createContext<ShowroomScopeValue | null>(null);

/** Which showroom the page shows, and where its pages are. */
export function ShowroomScope({
  slug,
  demo,
  children,
}: {
  slug: string;
  demo: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ slug, demo, paths: showroomPaths(slug, demo) }), [slug, demo]);
  return <ShowroomScopeContext.Provider value={value}>{children}</ShowroomScopeContext.Provider>;
}

export function useShowroomScope(): ShowroomScopeValue {
  const value = useContext(ShowroomScopeContext);
  if (!value) throw new Error('useShowroomScope must be used inside <ShowroomScope>');
  return value;
}
