import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateRoutes, joinRowsPages, listResource, nextRowsPage, routeKey } from './resource.tsx';

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

describe('a list read as one scroll', () => {
  const page = (ids: number[], total: number, totalIsExact = true) => ({
    items: ids.map((id) => ({ id })),
    total,
    totalIsExact,
  });
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('asks for the next chunk until every match is read', () => {
    expect(nextRowsPage([], 100)).toBe(1);
    expect(nextRowsPage([page(ids(0, 100), 250)], 100)).toBe(2);
    expect(nextRowsPage([page(ids(0, 100), 250), page(ids(100, 100), 250)], 100)).toBe(3);
    expect(
      nextRowsPage([page(ids(0, 100), 250), page(ids(100, 100), 250), page(ids(200, 50), 250)], 100),
    ).toBeUndefined();
    expect(nextRowsPage([page(ids(0, 100), 100)], 100)).toBeUndefined();
  });

  it('keeps reading past an "at least" count while the chunks come full', () => {
    expect(nextRowsPage([page(ids(0, 100), 100, false)], 100)).toBe(2);
    expect(nextRowsPage([page(ids(0, 100), 100, false), page(ids(100, 3), 103, false)], 100)).toBeUndefined();
  });

  it('joins the chunks into one list with the newest count', () => {
    const joined = joinRowsPages({
      pages: [page(ids(0, 2), 3, false), page(ids(2, 1), 3)],
      pageParams: [1, 2],
    });
    expect(joined.items.map((item) => item.id)).toEqual([0, 1, 2]);
    expect(joined).toMatchObject({ total: 3, totalIsExact: true });
  });

  it('keys the scroll under the route, apart from the paged list', () => {
    const orders = listResource('orders');
    expect(orders.keys.rows({ q: 'ring' })).toEqual(['orders', 'list', 'rows', { q: 'ring' }]);
  });
});
