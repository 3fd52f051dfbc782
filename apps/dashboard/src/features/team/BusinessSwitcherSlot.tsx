import { useMe, useMyBusinesses } from '@carat/api-client/react';
import { lazy, Suspense } from 'react';

const BusinessSwitcher = lazy(() =>
  import('./BusinessSwitcher.tsx').then((module) => ({ default: module.BusinessSwitcher })),
);

/**
 * The business switcher's place in the sidebar. Most jewellers own one business and see nothing here, so
 * the switcher (and its select, ~17 KB gzip) is loaded only for a member of several businesses, or of one
 * they may leave (ADR 053).
 */
export function BusinessSwitcherSlot() {
  const me = useMe();
  const mine = useMyBusinesses();
  const several = (mine.data?.businesses.length ?? 0) > 1;
  const mayLeave = me.data?.role !== undefined && me.data.role !== 'owner';
  if (!several && !mayLeave) return null;
  return (
    <Suspense fallback={null}>
      <BusinessSwitcher />
    </Suspense>
  );
}
