import { describe, expect, it } from 'vitest';
import type { EmailContentInput } from '#lib/email/blocks.ts';
import { personalise } from '#lib/email/personalise.ts';
import { renderEmail } from '#lib/email/render.ts';
import { clickTracker, rewriteLinks, verifyClickToken } from '#lib/email/tracking.ts';

const SECRET = 'a-test-secret-of-at-least-32-bytes!!';

const content: EmailContentInput = {
  subject: '{{firstName}}, la collection Aurore est arrivée',
  preheader: 'Trois pièces, en avant-première',
  blocks: [
    { type: 'heading', text: 'Bonjour {{firstName}},' },
    { type: 'text', text: 'Nous avons pensé à vous.\n\nPassez nous voir <samedi> & dimanche.' },
    {
      type: 'pieces',
      pieces: [
        {
          name: 'Bague Aurore',
          priceMinor: 325000,
          currency: 'EUR',
          imageUrl: 'https://cdn.test/a.jpg',
          url: 'https://demo.test/p/aurore',
        },
        {
          name: 'Collier Lune',
          priceMinor: null,
          currency: 'EUR',
          imageUrl: 'https://cdn.test/b.jpg',
          url: 'https://demo.test/p/lune',
        },
        {
          name: 'Jonc Soleil',
          priceMinor: 89050,
          currency: 'EUR',
          imageUrl: 'https://cdn.test/c.jpg',
          url: 'https://demo.test/p/soleil',
        },
      ],
    },
    { type: 'image', src: 'https://cdn.test/banner.jpg', alt: 'Vitrine', href: 'https://demo.test/showroom' },
    { type: 'button', label: 'Prendre rendez-vous', href: 'https://demo.test/rdv' },
  ],
};

const ctx = {
  locale: 'fr' as const,
  brand: { name: 'Atelier Marchand', address: '12 rue de la Paix, 75002 Paris' },
  recipient: { firstName: 'Camille' },
  unsubscribeUrl: 'https://api.test/v1/unsubscribe/TOKEN',
};

describe('personalise', () => {
  it('fills the first name, and drops the token with its space when there is none', () => {
    expect(personalise('Bonjour {{firstName}},', { firstName: 'Léa' })).toBe('Bonjour Léa,');
    expect(personalise('Bonjour {{ firstName }},', { firstName: null })).toBe('Bonjour,');
    expect(personalise('Bonjour {{firstName}},', { firstName: '  ' })).toBe('Bonjour,');
  });

  it('does not expand a name that contains a token', () => {
    expect(personalise('Hi {{firstName}}', { firstName: '{{firstName}}' })).toBe('Hi {{firstName}}');
  });
});

describe('renderEmail', () => {
  it('personalises subject, heading and text, and shows pieces with their prices', () => {
    const email = renderEmail(content, ctx);
    expect(email.subject).toBe('Camille, la collection Aurore est arrivée');
    expect(email.html).toContain('Bonjour Camille,');
    expect(email.html).toContain('3\u202f250\u00a0€');
    expect(email.html).toContain('Prix sur demande');
    expect(email.text).toContain('- Bague Aurore — 3\u202f250\u00a0€\n  https://demo.test/p/aurore');
    expect(email.text).toContain('Bonjour Camille,');
  });

  it('escapes the jeweller’s text and the client’s name in HTML, not in plain text', () => {
    const email = renderEmail(content, { ...ctx, recipient: { firstName: '<img src=x onerror=alert(1)>' } });
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('Bonjour &lt;img src=x onerror=alert(1)&gt;,');
    expect(email.html).toContain('Passez nous voir &lt;samedi&gt; &amp; dimanche.');
    expect(email.text).toContain('Passez nous voir <samedi> & dimanche.');
  });

  it('keeps a line break out of the subject header', () => {
    const email = renderEmail(content, { ...ctx, recipient: { firstName: 'Eve\r\nBcc: x@evil.test' } });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('shows a visible unsubscribe link and the postal address in both parts', () => {
    const email = renderEmail(content, ctx);
    expect(email.html).toMatch(
      /<a href="https:\/\/api\.test\/v1\/unsubscribe\/TOKEN"[^>]*>Se désinscrire<\/a>/,
    );
    expect(email.text).toContain('Se désinscrire: https://api.test/v1/unsubscribe/TOKEN');
    expect(email.html).toContain('12 rue de la Paix');
  });

  it('routes every content link through the click redirect, but never the unsubscribe link', () => {
    const track = clickTracker({
      apiUrl: 'https://api.test',
      campaignId: 'cmp1',
      clientId: 'cli1',
      secret: SECRET,
    });
    const email = renderEmail(content, { ...ctx, trackLink: track });
    const hrefs = [...email.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] as string);
    const tracked = hrefs.filter((href) => href.startsWith('https://api.test/v1/r/'));
    expect(tracked).toHaveLength(5); // three pieces, the image, the button
    const destinations = tracked.map(
      (href) => verifyClickToken(href.split('/v1/r/')[1] as string, SECRET)?.url,
    );
    expect(destinations).toEqual([
      'https://demo.test/p/aurore',
      'https://demo.test/p/lune',
      'https://demo.test/p/soleil',
      'https://demo.test/showroom',
      'https://demo.test/rdv',
    ]);
    expect(hrefs).toContain('https://api.test/v1/unsubscribe/TOKEN');
    expect(email.text).not.toContain('https://demo.test/rdv');
  });

  it('refuses blocks with unsafe links', () => {
    const bad = {
      ...content,
      blocks: [{ type: 'button' as const, label: 'x', href: 'javascript:alert(1)' }],
    };
    expect(() => renderEmail(bad, ctx)).toThrow();
  });
});

describe('rewriteLinks', () => {
  it('rewrites http(s) links only, and leaves marked links alone', () => {
    const html =
      '<a href="https://a.test/x?y=1&amp;z=2">A</a> <a href="mailto:x@y.test">M</a> <a data-untracked href="https://a.test/unsub">U</a>';
    const out = rewriteLinks(html, (url) => `https://r.test/?u=${encodeURIComponent(url)}`);
    expect(out).toContain('href="https://r.test/?u=https%3A%2F%2Fa.test%2Fx%3Fy%3D1%26z%3D2"');
    expect(out).toContain('href="mailto:x@y.test"');
    expect(out).toContain('href="https://a.test/unsub"');
  });
});
