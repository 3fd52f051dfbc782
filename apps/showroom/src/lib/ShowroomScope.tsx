import { ApiError } from '@carat/api-client';
import { usePublicShowroomSettings } from '@carat/api-client/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type ShowroomPaths, showroomPaths } from '#lib/pages.ts';

interface ShowroomScopeValue {
  slug: string;
  demo: boolean;
  paths: ShowroomPaths;
}

const ShowroomScopeContext = createContext<ShowroomScopeValue | null>(null);

/** The slug a showroom moved to, when the API answered its old one with `showroom_moved`. */
export function movedTo(error: unknown): string | null {
  return error instanceof ApiError &&
    error.code === 'showroom_moved' &&
    typeof error.details.slug === 'string'
    ? error.details.slug
    : null;
}

/**
 * Which showroom the page shows, and where its pages are. A showroom that changed its slug is followed
 * to its new address (the server answers the old one with a 301; this covers navigation in the browser).
 */
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
  const settings = usePublicShowroomSettings(slug);
  const location = useLocation();
  const moved = demo ? null : movedTo(settings.error);
  if (moved) {
    const to = `${location.pathname.replace(`/s/${slug}`, `/s/${moved}`)}${location.search}`;
    return <Navigate to={to} replace />;
  }
  return <ShowroomScopeContext.Provider value={value}>{children}</ShowroomScopeContext.Provider>;
}

export function useShowroomScope(): ShowroomScopeValue {
  const value = useContext(ShowroomScopeContext);
  if (!value) throw new Error('useShowroomScope must be used inside <ShowroomScope>');
  return value;
}
