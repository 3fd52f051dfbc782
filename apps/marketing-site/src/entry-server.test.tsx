import { LANDING_PLANS } from '@carat/domain';
import { describe, expect, it } from 'vitest';
import { routeFor } from '#app/routes.ts';
import { FAQ_CATEGORIES } from '#features/faq/content.ts';
import { FEATURED_FAQ } from '#features/faq/featured.ts';
import { env } from '#lib/env.ts';
import { render } from './entry-server.tsx';

/** What the pre-rendering writes for a path (the built files are checked end to end, JavaScript off). */
async function page(path: string) {
  return render(routeFor(path));
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('pre-rendered pages', () => {
  it('/ holds the hero, the plans and the FAQ in French, with its head tags', async () => {
    const { html, head } = await page('/');
    const content = text(html);
    expect(content).toContain('Votre bijouterie mérite un écrin digital');
    expect(content).toContain('Commencer gratuitement');
    for (const plan of LANDING_PLANS) expect(content).toContain(plan.name);
    expect(content).toContain('Most Popular');
    for (const entry of FEATURED_FAQ) expect(content).toContain(entry.question.fr);
    expect(content).toContain('View All Questions');
    expect(head).toContain('<title>Carat — La plateforme tout-en-un des joailliers</title>');
    expect(head).toContain(`<link rel="canonical" href="${env.siteUrl}/" />`);
    expect(head).toContain('property="og:image"');
    expect(head).toContain('"@type":"Organization"');
  });

  it('/faq holds the eight categories with their question counts, and FAQPage data', async () => {
    const { html, head } = await page('/faq');
    expect(FAQ_CATEGORIES.map((category) => category.title)).toEqual([
      'General',
      'Features',
      'Pricing & Subscriptions',
      'Artificial Intelligence',
      'Security & Privacy',
      'Billing & Support',
      'Development & Future',
      'Other Questions',
    ]);
    const content = text(html);
    for (const category of FAQ_CATEGORIES) {
      expect(content).toContain(category.title);
      expect(content).toContain(`${category.entries.length} questions`);
    }
    expect(head).toContain('"@type":"FAQPage"');
    const questions = FAQ_CATEGORIES.reduce((sum, category) => sum + category.entries.length, 0);
    expect(head.match(/"@type":"Question"/g)).toHaveLength(questions);
  });

  it.each([
    ['/legal', 'Mentions légales', 10],
    ['/privacy', 'Politique de confidentialité', 12],
    ['/terms', "Conditions générales d'utilisation", 13],
  ])(
    '%s has its sections, last updated 11 October 2025, with the header and footer',
    async (path, title, count) => {
      const { html } = await page(path);
      const content = text(html);
      expect(content).toContain(title);
      expect(content).toContain('Dernière mise à jour : 11 octobre 2025');
      expect(html.match(/<section /g)).toHaveLength(count);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
    },
  );

  it('the 404 is not indexed', async () => {
    const { html, head } = await page('/no/such/page');
    expect(text(html)).toContain('Page introuvable');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
  });
});
