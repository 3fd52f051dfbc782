import { describe, expect, it } from 'vitest';
import { slotRange, TIME_SLOTS } from '#lib/appointments.ts';
import {
  appointmentMode,
  bookingDeposit,
  COLLECTION_TABS,
  categoryKeyFromName,
  categoryTabLabel,
  closingInstant,
  combinationPrice,
  DEFAULT_PRODUCT_CATEGORIES,
  freeSlots,
  inCollectionTab,
  isOpenDay,
  isoWeekday,
  isoWeekStart,
  isProductCategory,
  localDayBounds,
  ownCategoryName,
  similarProducts,
} from '#lib/showroom.ts';

const LONDON = 'Europe/London';
const everyDay = new Map(Array.from({ length: 7 }, (_, i) => [i + 1, TIME_SLOTS]));
const base = {
  type: 'phone' as const,
  timeZone: LONDON,
  weekly: everyDay,
  closedDates: new Set<string>(),
  busy: [],
  bufferMinutes: 0,
  now: new Date('2027-01-01T00:00:00Z'),
};

describe('categories', () => {
  it('defaults to the spec’s five, then rings, earrings and necklaces', () => {
    expect(DEFAULT_PRODUCT_CATEGORIES.map((c) => c.key)).toEqual([
      'CHAINS',
      'PENDANTS',
      'BRACELETS',
      'WATCHES',
      'GRILLS',
      'RINGS',
      'EARRINGS',
      'NECKLACES',
    ]);
    expect(DEFAULT_PRODUCT_CATEGORIES.at(-1)).toEqual({
      key: 'NECKLACES',
      nameFr: 'Colliers',
      nameEn: 'Necklaces',
    });
  });

  it('makes a key from a name, unique among the taken ones', () => {
    expect(categoryKeyFromName('Boucles d’oreilles', [])).toBe('BOUCLES_D_OREILLES');
    expect(categoryKeyFromName('  Chaînes de cheville ', [])).toBe('CHAINES_DE_CHEVILLE');
    expect(categoryKeyFromName('Anklets', ['ANKLETS', 'ANKLETS_2'])).toBe('ANKLETS_3');
    expect(categoryKeyFromName('18 ct', [])).toBe('CT');
    expect(categoryKeyFromName('—', [])).toBe('CATEGORY');
    expect(categoryKeyFromName('All', [])).toBe('ALL_2');
    expect(isProductCategory(categoryKeyFromName('x'.repeat(80), []))).toBe(true);
  });

  it('names a category of its own or renamed, and leaves a default one to the showroom’s words', () => {
    expect(ownCategoryName({ key: 'RINGS', nameFr: 'Bagues', nameEn: 'Rings' }, 'fr')).toBeNull();
    expect(ownCategoryName({ key: 'RINGS', nameFr: 'Alliances', nameEn: 'Rings' }, 'fr')).toBe('Alliances');
    expect(ownCategoryName({ key: 'ANKLETS', nameFr: 'Chevillères', nameEn: 'Anklets' }, 'en')).toBe(
      'Anklets',
    );
  });

  it('keeps the spec’s tab text for a default category not renamed', () => {
    expect(categoryTabLabel({ key: 'CHAINS', nameFr: 'Chaînes', nameEn: 'Chains' }, 'fr')).toBe('CHAINS');
    expect(categoryTabLabel({ key: 'CHAINS', nameFr: 'Chaînes fines', nameEn: 'Chains' }, 'fr')).toBe(
      'CHAÎNES FINES',
    );
    expect(categoryTabLabel({ key: 'NECKLACES', nameFr: 'Colliers', nameEn: 'Necklaces' }, 'en')).toBe(
      'NECKLACES',
    );
    expect(categoryTabLabel({ key: 'ANKLETS', nameFr: 'Chaînes de cheville', nameEn: 'Anklets' }, 'en')).toBe(
      'ANKLETS',
    );
  });
});

describe('collection', () => {
  it('has the spec tabs in order, ALL holding every category', () => {
    expect(COLLECTION_TABS).toEqual(['ALL', 'CHAINS', 'PENDANTS', 'BRACELETS', 'WATCHES', 'GRILLS']);
    expect(inCollectionTab('RINGS', 'ALL')).toBe(true);
    expect(inCollectionTab('CHAINS', 'PENDANTS')).toBe(false);
    expect(isProductCategory('GRILLS')).toBe(true);
    expect(isProductCategory('ALL')).toBe(false);
  });

  it('offers at most three similar products of the same category, never the product itself', () => {
    const catalogue = [1, 2, 3, 4, 5, 6].map(
      (ref) => ({ ref, category: ref === 6 ? 'WATCHES' : 'CHAINS' }) as const,
    );
    expect(similarProducts({ ref: 1, category: 'CHAINS' }, catalogue).map((p) => p.ref)).toEqual([2, 3, 4]);
    expect(similarProducts({ ref: 6, category: 'WATCHES' }, catalogue)).toEqual([]);
  });
});

describe('appointments in the showroom', () => {
  it('derives the mode and the deposit (the lower end of the type price)', () => {
    expect(appointmentMode('phone')).toBe('phone');
    expect(appointmentMode('video')).toBe('video');
    expect(appointmentMode('design')).toBe('in-person');
    expect(bookingDeposit('design')).toEqual({ amount: 5000, currency: 'USD' });
  });

  it('knows ISO weekdays', () => {
    expect(isoWeekday('2027-03-28')).toBe(7);
    expect(isoWeekday('2027-03-29')).toBe(1);
  });

  it('keeps the nine local times across the spring clock change (last Sunday of March 2027)', () => {
    const slots = freeSlots({ ...base, date: '2027-03-28' });
    expect(slots.map((s) => s.time)).toEqual([...TIME_SLOTS]);
    // British Summer Time: 09:00 local is 08:00 UTC; the day before it was 09:00 UTC.
    expect(slots[0]!.startsAt.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(slots[8]!.startsAt.toISOString()).toBe('2027-03-28T17:00:00.000Z');
    expect(freeSlots({ ...base, date: '2027-03-27' })[0]!.startsAt.toISOString()).toBe(
      '2027-03-27T09:00:00.000Z',
    );
  });

  it('keeps the nine local times across the autumn clock change (last Sunday of October 2027)', () => {
    const slots = freeSlots({ ...base, date: '2027-10-31' });
    expect(slots.map((s) => s.time)).toEqual([...TIME_SLOTS]);
    expect(slots[0]!.startsAt.toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(slots[5]!.startsAt.toISOString()).toBe('2027-10-31T15:00:00.000Z');
    expect(freeSlots({ ...base, date: '2027-10-30' })[0]!.startsAt.toISOString()).toBe(
      '2027-10-30T08:00:00.000Z',
    );
  });

  it('drops times that have begun, closed days and times whose range meets a live booking', () => {
    const now = new Date('2027-06-01T10:30:00Z'); // 11:30 in London
    expect(freeSlots({ ...base, date: '2027-06-01', now }).map((s) => s.time)[0]).toBe('12:00');
    expect(freeSlots({ ...base, date: '2027-06-02', closedDates: new Set(['2027-06-02']) })).toEqual([]);
    // A 90-minute design session from 14:00 holds 14:00–15:30: a design at 15:00 would overlap it; a 12:00
    // design (12:00–13:30) ends before it.
    const held = slotRange('2027-06-03', '14:00', 'design', LONDON);
    const design = freeSlots({ ...base, date: '2027-06-03', type: 'design', busy: [held] }).map(
      (s) => s.time,
    );
    expect(design).toContain('12:00');
    expect(design).not.toContain('14:00');
    expect(design).not.toContain('15:00');
    expect(design).toContain('16:00');
    // With a 45-minute buffer, a design at 12:00 holds 12:00–14:15 and now meets the 14:00 booking.
    const buffered = freeSlots({
      ...base,
      date: '2027-06-03',
      type: 'design',
      busy: [held],
      bufferMinutes: 45,
    });
    expect(buffered.map((s) => s.time)).not.toContain('12:00');
  });

  it('offers only slots that end within opening hours (the day closes an hour after its last time)', () => {
    // The spec's week closes at 19:00: a 60–90 minute design session cannot start at 18:00 (it would end at
    // 19:30), 17:00 is fine (18:30); a 45-minute store visit still fits at 18:00.
    const design = freeSlots({ ...base, date: '2027-06-03', type: 'design' }).map((s) => s.time);
    expect(design).not.toContain('18:00');
    expect(design).toContain('17:00');
    expect(freeSlots({ ...base, date: '2027-06-03', type: 'store' }).map((s) => s.time)).toContain('18:00');
    // The business's own, longer duration counts; the tidy-up buffer may run past closing.
    const long = freeSlots({ ...base, date: '2027-06-03', type: 'design', durationMinutes: 150 });
    expect(long.map((s) => s.time).slice(-1)).toEqual(['16:00']);
    const buffered = freeSlots({ ...base, date: '2027-06-03', type: 'store', bufferMinutes: 30 });
    expect(buffered.map((s) => s.time)).toContain('18:00');
    // Clock-change days close at 19:00 local too.
    expect(
      freeSlots({ ...base, date: '2027-03-28', type: 'design' })
        .map((s) => s.time)
        .at(-1),
    ).toBe('17:00');
    expect(closingInstant('2027-03-28', [...TIME_SLOTS], LONDON)?.toISOString()).toBe(
      '2027-03-28T18:00:00.000Z',
    );
    expect(closingInstant('2027-03-28', [], LONDON)).toBeNull();
    // One start time is no series: nothing says when the shop closes, so nothing is cut.
    expect(closingInstant('2027-03-29', ['09:00'], LONDON)).toBeNull();
    // Half-hourly starts close half an hour after the last.
    expect(closingInstant('2027-06-01', ['09:00', '09:30', '10:00'], LONDON)?.toISOString()).toBe(
      '2027-06-01T09:30:00.000Z',
    );
  });

  it('lets the calendar pick only open days: a weekday with times, not a closed date', () => {
    const open = { weekdays: [1, 2, 3, 4, 5, 6], closedDates: ['2027-06-02'] };
    expect(isOpenDay('2027-06-01', open)).toBe(true); // a Tuesday
    expect(isOpenDay('2027-06-02', open)).toBe(false); // closed by the jeweller
    expect(isOpenDay('2027-06-06', open)).toBe(false); // a Sunday: no times
  });

  it('offers only the week’s times for that weekday', () => {
    const weekly = new Map([[1, ['10:00', '09:00']]]);
    expect(freeSlots({ ...base, weekly, date: '2027-03-29' }).map((s) => s.time)).toEqual(['09:00', '10:00']);
    expect(freeSlots({ ...base, weekly, date: '2027-03-30' })).toEqual([]);
  });

  it('bounds a local day in UTC, 23 hours long on the spring change', () => {
    const day = localDayBounds('2027-03-28', LONDON);
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(23);
  });
});

describe('isoWeekStart', () => {
  it('gives the Monday of the ISO week, across a month and a year end', () => {
    expect(isoWeekStart('2027-05-05')).toBe('2027-05-03');
    expect(isoWeekStart('2027-05-03')).toBe('2027-05-03');
    expect(isoWeekStart('2027-05-09')).toBe('2027-05-03');
    expect(isoWeekStart('2027-01-01')).toBe('2026-12-28');
  });
});

describe('combinationPrice', () => {
  const grid = [
    { size: '52', metal: 'Or jaune 18 ct', stone: null, priceMinor: 150_000 },
    { size: '54', metal: 'Or jaune 18 ct', stone: null, priceMinor: null },
    { size: '52', metal: 'Platine', stone: null, priceMinor: 210_000 },
  ];
  it("takes the chosen combination's own price", () => {
    expect(combinationPrice(120_000, grid, { size: '52', metal: 'Platine' })).toBe(210_000);
    expect(combinationPrice(120_000, grid, { size: '52', metal: 'Or jaune 18 ct', stone: '' })).toBe(150_000);
  });
  it("falls back to the piece's price when the combination has none or is not in the grid", () => {
    expect(combinationPrice(120_000, grid, { size: '54', metal: 'Or jaune 18 ct' })).toBe(120_000);
    expect(combinationPrice(120_000, grid, { size: '56', metal: 'Platine' })).toBe(120_000);
    expect(combinationPrice(120_000, [], {})).toBe(120_000);
  });
  it('matches every option, not a part of the choice', () => {
    expect(combinationPrice(120_000, grid, { size: '52' })).toBe(120_000);
    expect(combinationPrice(null, grid, { size: '52', metal: 'Platine', stone: 'Saphir' })).toBeNull();
  });
});
