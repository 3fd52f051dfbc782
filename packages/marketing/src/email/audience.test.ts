import { describe, expect, it } from 'vitest';
import {
  type AudienceClient,
  type AudienceRule,
  hasEmailConsent,
  isInAudience,
  oneYearBefore,
  selectAudience,
} from '#lib/email/audience.ts';

const consent = { grantedAt: new Date('2024-01-10T10:00:00Z'), source: 'showroom-form', withdrawnAt: null };

function client(overrides: Partial<AudienceClient> & { id: string }): AudienceClient {
  return {
    email: `${overrides.id}@client.test`,
    firstName: 'Ana',
    vip: false,
    birthday: null,
    anniversary: null,
    lastPurchaseAt: null,
    collectionIds: [],
    emailConsent: consent,
    ...overrides,
  };
}

// 31 January 2025, 23:30 UTC: already 1 February in Paris, still January in London.
const paris = { now: new Date('2025-01-31T23:30:00Z'), timeZone: 'Europe/Paris' };
const london = { now: new Date('2025-01-31T23:30:00Z'), timeZone: 'Europe/London' };

describe('consent', () => {
  it('needs consent, an address, and no withdrawal after it', () => {
    expect(hasEmailConsent(client({ id: 'a' }))).toBe(true);
    expect(hasEmailConsent(client({ id: 'b', emailConsent: null }))).toBe(false);
    expect(hasEmailConsent(client({ id: 'c', email: null }))).toBe(false);
    expect(hasEmailConsent(client({ id: 'd', email: 'not-an-address' }))).toBe(false);
    const withdrawn = { ...consent, withdrawnAt: new Date('2024-06-01T00:00:00Z') };
    expect(hasEmailConsent(client({ id: 'e', emailConsent: withdrawn }))).toBe(false);
    // Withdrawn, then given again later: the latest word counts.
    const regranted = { ...withdrawn, grantedAt: new Date('2024-09-01T00:00:00Z') };
    expect(hasEmailConsent(client({ id: 'f', emailConsent: regranted }))).toBe(true);
  });

  it('no rule reaches a client without consent', () => {
    const rules: AudienceRule[] = [
      { kind: 'all' },
      { kind: 'vip' },
      { kind: 'birthday-this-month' },
      { kind: 'anniversary-this-month' },
      { kind: 'no-purchase-12-months' },
      { kind: 'collection', collectionId: 'aurora' },
    ];
    const unconsented = client({
      id: 'x',
      emailConsent: null,
      vip: true,
      birthday: '1990-02-02',
      anniversary: '2015-02-20',
      lastPurchaseAt: new Date('2020-01-01T00:00:00Z'),
      collectionIds: ['aurora'],
    });
    for (const rule of rules) expect(isInAudience(rule, unconsented, paris), rule.kind).toBe(false);
    const consented = { ...unconsented, emailConsent: consent };
    for (const rule of rules) expect(isInAudience(rule, consented, paris), rule.kind).toBe(true);
  });
});

describe('rules', () => {
  it('reads "this month" in the business time zone', () => {
    const february = client({ id: 'f', birthday: '1990-02-15' });
    const january = client({ id: 'j', birthday: '1985-01-02', anniversary: '2010-01-30' });
    expect(
      selectAudience({ kind: 'birthday-this-month' }, [february, january], paris).map((c) => c.id),
    ).toEqual(['f']);
    expect(
      selectAudience({ kind: 'birthday-this-month' }, [february, january], london).map((c) => c.id),
    ).toEqual(['j']);
    expect(
      selectAudience({ kind: 'anniversary-this-month' }, [february, january], london).map((c) => c.id),
    ).toEqual(['j']);
    expect(selectAudience({ kind: 'anniversary-this-month' }, [february, january], paris)).toEqual([]);
  });

  it('selects VIPs and clients of a collection', () => {
    const clients = [
      client({ id: 'v', vip: true }),
      client({ id: 'n' }),
      client({ id: 'c', collectionIds: ['aurora', 'lune'] }),
    ];
    expect(selectAudience({ kind: 'vip' }, clients, paris).map((c) => c.id)).toEqual(['v']);
    expect(
      selectAudience({ kind: 'collection', collectionId: 'lune' }, clients, paris).map((c) => c.id),
    ).toEqual(['c']);
  });

  it('lapsed: bought before, nothing in the last 12 months; never-buyers are not lapsed', () => {
    const now = { now: new Date('2025-06-15T10:00:00Z'), timeZone: 'Europe/Paris' };
    const clients = [
      client({ id: 'old', lastPurchaseAt: new Date('2024-06-14T10:00:00Z') }),
      client({ id: 'exactly-a-year', lastPurchaseAt: new Date('2024-06-15T10:00:00Z') }),
      client({ id: 'recent', lastPurchaseAt: new Date('2025-01-02T10:00:00Z') }),
      client({ id: 'never' }),
    ];
    expect(selectAudience({ kind: 'no-purchase-12-months' }, clients, now).map((c) => c.id)).toEqual(['old']);
    expect(oneYearBefore('2024-02-29')).toBe('2023-02-28');
  });

  it('sends once per address even when two records share it', () => {
    const clients = [
      client({ id: 'a', email: 'Couple@Client.test' }),
      client({ id: 'b', email: 'couple@client.test ' }),
    ];
    expect(selectAudience({ kind: 'all' }, clients, paris).map((c) => c.id)).toEqual(['a']);
  });
});
