import { describe, expect, it } from 'vitest';
import { matchPage, parseRef, showroomPaths } from './pages.ts';

describe('matchPage', () => {
  it("serves the spec's routes for the demo jeweller", () => {
    expect(matchPage('/showroom')).toMatchObject({ slug: 'demo', route: { kind: 'home', demo: true } });
    expect(matchPage('/product/3')).toMatchObject({ slug: 'demo', ref: 3, route: { kind: 'product' } });
    expect(matchPage('/collaborations')?.route.kind).toBe('collaborations');
    expect(matchPage('/appointment')?.route.kind).toBe('appointment');
    expect(matchPage('/reviews')?.route.kind).toBe('reviews');
  });

  it('serves every jeweller under /s/{slug}', () => {
    expect(matchPage('/s/atelier')).toMatchObject({ slug: 'atelier', route: { kind: 'home', demo: false } });
    expect(matchPage('/s/atelier/product/2')).toMatchObject({ slug: 'atelier', ref: 2 });
    expect(matchPage('/s/Not_A_Slug')).toBeNull();
    expect(matchPage('/booking/manage')?.route.kind).toBe('manage');
    expect(matchPage('/quote')?.route.kind).toBe('quote');
    expect(matchPage('/no/such/page')).toBeNull();
  });

  it('reads a product number, or null for anything else', () => {
    expect(parseRef('12')).toBe(12);
    expect(parseRef('0')).toBeNull();
    expect(parseRef('abc')).toBeNull();
    expect(parseRef(undefined)).toBeNull();
    expect(matchPage('/product/abc')?.ref).toBeNull();
  });
});

describe('showroomPaths', () => {
  it('links the demo with the spec routes and others under /s/{slug}', () => {
    expect(showroomPaths('demo', true)).toMatchObject({ home: '/showroom', reviews: '/reviews' });
    expect(showroomPaths('demo', true).appointment(1)).toBe('/appointment?product=1');
    expect(showroomPaths('atelier', false).product(2)).toBe('/s/atelier/product/2');
  });
});
