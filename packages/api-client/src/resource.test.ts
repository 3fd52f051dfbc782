import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateRoutes, listResource, routeKey } from './resource.tsx';

describe('listResource', () => {
  it('derives every query key from the route', () => {
    const orders = listResource('orders');
    expect(routeKey('orders')).toEqual(['orders']);
    expect(orders.keys.all).toEqual(['orders']);
    expect(orders.keys.list({ page: '2' })).toEqual(['orders', 'list', { page: '2' }]);
    expect(orders.keys.stats).toEqual(['orders', 'stats']);
    expect(orders.keys.detail('o1')).toEqual(['orders', 'detail', 'o1']);
  });

  it('refreshes its own route and the routes it moves, and nothing else', async () => {
    const queryClient = new QueryClient();
    for (const key of [
      ['invoices', 'list', {}],
      ['orders', 'detail', 'o1'],
      ['dashboard', 'stats', '30d'],
      ['leads', 'stats'],
    ]) {
      queryClient.setQueryData(key, { seen: true });
    }
    const invoices = listResource('invoices', { moves: ['orders', 'dashboard'] });
    await invoices.refresh(queryClient, { id: 'i1', number: 'F-1' } as never);

    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['invoices', 'list', {}])).toBe(true);
    expect(stale(['orders', 'detail', 'o1'])).toBe(true);
    expect(stale(['dashboard', 'stats', '30d'])).toBe(true);
    expect(stale(['leads', 'stats'])).toBe(false);
    // The item the API answered shows at once.
    expect(queryClient.getQueryData(['invoices', 'detail', 'i1'])).toEqual({ id: 'i1', number: 'F-1' });
  });

  it('invalidates by route name', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['clients', 'appointments', 'c1'], []);
    await invalidateRoutes(queryClient, ['clients']);
    expect(queryClient.getQueryState(['clients', 'appointments', 'c1'])?.isInvalidated).toBe(true);
  });
});
