import { describe, expect, it } from 'vitest';
import { periodRange, reportCsv } from './PaymentReport.tsx';

describe('the payments report card', () => {
  it('gives each period its first and last days (both included)', () => {
    expect(periodRange('month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(periodRange('last-month', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('30-days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodRange('year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-11-26' });
  });

  it('exports one CSV line per kind and currency, then the totals, in decimals', () => {
    const row = {
      currency: 'GBP',
      count: 2,
      receivedMinor: 5000,
      feesMinor: 50,
      refundsMinor: 2500,
      netMinor: 2450,
    };
    const csv = reportCsv({
      from: '2026-11-01',
      to: '2026-11-26',
      items: [{ ...row, kind: 'booking' }],
      totals: [row],
    });
    expect(csv.split('\n')).toEqual([
      'from,to,currency,kind,count,received,fees,refunds,net',
      '2026-11-01,2026-11-26,GBP,booking,2,50.00,0.50,25.00,24.50',
      '2026-11-01,2026-11-26,GBP,total,2,50.00,0.50,25.00,24.50',
    ]);
  });
});
