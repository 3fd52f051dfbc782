import { useMe } from '@carat/api-client/react';
import type { MemberRole } from '@carat/domain';

/** The signed-in member's role in the business acted for; null while it loads. */
export function useRole(): MemberRole | null {
  return useMe().data?.role ?? null;
}
