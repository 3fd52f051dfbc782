import { describe, expect, it } from 'vitest';
import { pageOfPath } from './page-data.ts';

describe('pageOfPath', () => {
  it('names the back-office page of a path, the signed-in home as ""', () => {
    expect(pageOfPath('/dashboard')).toBe('');
    expect(pageOfPath('/dashboard/')).toBe('');
    expect(pageOfPath('/dashboard/orders')).toBe('orders');
    expect(pageOfPath('/dashboard-demo/invoices?status=paid')).toBe('invoices');
  });

  it('has no page for the demo’s home, a detail page or another app path', () => {
    expect(pageOfPath('/dashboard-demo')).toBeNull();
    expect(pageOfPath('/dashboard/catalogue/12')).toBeNull();
    expect(pageOfPath('/auth')).toBeNull();
  });
});
