import { describe, expect, it } from 'vitest';
import { emptyLead, type Lead } from '#lib/lead.ts';
import { scoreLead } from '#lib/scoring.ts';
import { createDemoShowroom } from '#lib/testing.ts';

const { business } = createDemoShowroom('fr');
const today = '2026-03-10';
const band = { min: 145000, max: 189000 };
const base: Lead = {
  ...emptyLead(),
  intent: 'custom',
  pieceType: 'chain',
  budget: { min: null, max: 200000, currency: 'EUR' },
};

describe('scoreLead', () => {
  it('rewards a budget within the catalogue band and penalises one below it', () => {
    const within = scoreLead({ lead: base, business, band, booked: false, today });
    const below = scoreLead({
      lead: { ...base, budget: { min: null, max: 50000, currency: 'EUR' } },
      business,
      band,
      booked: false,
      today,
    });
    expect(within.fit - below.fit).toBe(22);
    expect(below.reasons.map((reason) => reason.code)).toContain('budget_below_band');
  });

  it('compares the wanted date with the lead time', () => {
    const soon = scoreLead({
      lead: { ...base, wantedBy: '2026-03-20' },
      business,
      band,
      booked: false,
      today,
    });
    const later = scoreLead({
      lead: { ...base, wantedBy: '2026-06-01' },
      business,
      band,
      booked: false,
      today,
    });
    expect(soon.reasons.find((reason) => reason.code === 'date_too_soon')?.text.en).toContain('lead time');
    expect(later.fit).toBeGreaterThan(soon.fit);
  });

  it('scores a service the business does not offer at zero on that reason', () => {
    const noValuations = { ...business, leadTimeDays: { buy: 0 } };
    const score = scoreLead({
      lead: { ...base, intent: 'valuation' },
      business: noValuations,
      band,
      booked: false,
      today,
    });
    expect(score.reasons.find((reason) => reason.code === 'service_not_offered')?.points).toBe(0);
  });

  it('is hot only with a way to reach the visitor', () => {
    const full: Lead = {
      ...base,
      metal: 'gold',
      wantedBy: '2026-06-01',
      name: 'Claire',
      email: 'c@x.fr',
      phone: '+33612345678',
    };
    const hot = scoreLead({ lead: full, business, band, booked: true, today });
    expect(hot.score).toBeLessThanOrEqual(100);
    expect(hot.hot).toBe(true);
    const anonymous = scoreLead({
      lead: { ...full, email: null, phone: null },
      business,
      band,
      booked: false,
      today,
    });
    expect(anonymous.hot).toBe(false);
    expect(hot.score - anonymous.score).toBe(26);
  });
});
