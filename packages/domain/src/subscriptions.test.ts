import { describe, expect, it } from 'vitest';
import { isLiveSubscription, planOfSubscriptions } from './subscriptions.ts';

const now = new Date('2026-11-28T12:00:00Z');
const past = new Date('2026-11-28T11:59:59Z');
const future = new Date('2026-12-28T12:00:00Z');

describe('the plan rule', () => {
  it('counts active and trialing subscriptions whose cancellation has not passed', () => {
    for (const status of ['active', 'trialing']) {
      expect(isLiveSubscription({ status, cancelAt: null }, now)).toBe(true);
      expect(isLiveSubscription({ status, cancelAt: future }, now)).toBe(true);
      expect(isLiveSubscription({ status, cancelAt: past }, now)).toBe(false);
      expect(isLiveSubscription({ status, cancelAt: now }, now)).toBe(false);
    }
    for (const status of ['past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'canceled', 'paused']) {
      expect(isLiveSubscription({ status, cancelAt: null }, now), status).toBe(false);
    }
  });

  it('answers the highest live plan, or null', () => {
    expect(planOfSubscriptions([], now)).toBeNull();
    expect(
      planOfSubscriptions(
        [
          { status: 'active', plan: 'CZ', cancelAt: null },
          { status: 'trialing', plan: 'MOISSANITE', cancelAt: future },
          { status: 'active', plan: 'DIAMOND', cancelAt: past },
          { status: 'past_due', plan: 'DIAMOND', cancelAt: null },
        ],
        now,
      ),
    ).toBe('MOISSANITE');
    expect(planOfSubscriptions([{ status: 'canceled', plan: 'DIAMOND', cancelAt: null }], now)).toBeNull();
  });
});
