import { describe, expect, it } from 'vitest';
import { routeFor, routes } from '#app/routes.ts';

describe('routeFor', () => {
  it('finds each page, with or without a trailing slash', () => {
    expect(routeFor('/').path).toBe('/');
    expect(routeFor('/faq').path).toBe('/faq');
    expect(routeFor('/terms/').path).toBe('/terms');
  });

  it('gives the 404 page for any other path', () => {
    expect(routeFor('/no/such/page').path).toBe('*');
    expect(routeFor('/faqs').file).toBe('404.html');
  });

  it('writes every page to its own file', () => {
    expect(routes.map((route) => route.file)).toEqual([
      'index.html',
      'faq/index.html',
      'legal/index.html',
      'privacy/index.html',
      'terms/index.html',
      '404.html',
    ]);
  });
});
