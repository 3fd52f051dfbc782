import { countsWithoutPlural, createTranslator, mergeCatalogues } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { backOfficeCatalogue } from '#app/back-office-messages.ts';
import { catalogue } from '#app/i18n.ts';
import { toolCatalogue } from '#app/tool-messages.ts';
import { calendarMessages } from '#features/calendars/messages.ts';
import { marketingMessages } from '#features/marketing/messages.ts';
import { messagingMessages } from '#features/messaging/messages.ts';
import { metalMessages } from '#features/metal-rates/messages.ts';
import { repairsMessages } from '#features/repairs/messages.ts';
import { stockMessages } from '#features/stock/messages.ts';
import { welcomeMessages } from '#features/welcome/messages.ts';

/**
 * Counts shown with a noun go through ICU plural blocks: no '1 pièces', '0 demandes',
 * 'pièce(s)'. The few left out put a count before no noun to agree with, or an abbreviation.
 */
const NOT_A_NOUN = new Set([
  // 'N en stock', 'N in stock'.
  'fr:catalogue.stockCount',
  'en:catalogue.stockCount',
  // Units abbreviated (j, h, min, d) do not take a plural.
  'fr:analytics.duration.days',
  'en:analytics.duration.days',
  'fr:analytics.duration.hours',
  'en:analytics.duration.hours',
  'fr:analytics.duration.minutes',
  'en:analytics.duration.minutes',
  // 'au total', 'in all'; 'Étape 2 sur 5', 'Photo 2 envoyée par'; the English 'N sent'.
  'fr:invoices.tableCaption',
  'en:invoices.tableCaption',
  'fr:orders.tableCaption',
  'en:orders.tableCaption',
  'fr:orders.detail.stageOf',
  'en:orders.detail.stageOf',
  'fr:leads.detail.photoAlt',
  'en:leads.detail.photoAlt',
  'en:marketing.automations.sent',
  'en:marketing.campaigns.counts',
  // The comparison periods are 7, 30 or 90 days; the checklist has 7 steps (the spec's '0 sur 7 étapes').
  'fr:home.stats.range',
  'en:home.stats.range',
  'fr:home.stats.change.up',
  'en:home.stats.change.up',
  'fr:home.stats.change.down',
  'en:home.stats.change.down',
  'fr:home.stats.change.flat',
  'en:home.stats.change.flat',
  'fr:home.stats.change.newLong',
  'en:home.stats.change.newLong',
  'fr:onboarding.progress',
  'en:onboarding.progress',
]);

const all = mergeCatalogues(
  catalogue,
  backOfficeCatalogue,
  toolCatalogue,
  repairsMessages,
  stockMessages,
  metalMessages,
  messagingMessages,
  calendarMessages,
  welcomeMessages,
  marketingMessages,
);

describe('plurals in the dashboard’s texts', () => {
  it('no text puts a count before a noun without a plural form', () => {
    expect(countsWithoutPlural(all).filter((key) => !NOT_A_NOUN.has(key))).toEqual([]);
  });

  it.each([
    ['leads.results', ['0 demande', '1 demande', '2 demandes'], ['0 requests', '1 request', '2 requests']],
    ['clients.results', ['0 client', '1 client', '2 clients'], ['0 clients', '1 client', '2 clients']],
    ['catalogue.results', ['0 pièce', '1 pièce', '2 pièces'], ['0 pieces', '1 piece', '2 pieces']],
    ['orders.results', ['0 commande', '1 commande', '2 commandes'], ['0 orders', '1 order', '2 orders']],
    ['invoices.results', ['0 facture', '1 facture', '2 factures'], ['0 invoices', '1 invoice', '2 invoices']],
    ['leads.pieces', ['0 pièce', '1 pièce', '2 pièces'], ['0 pieces', '1 piece', '2 pieces']],
    ['reviews.results', ['0 avis', '1 avis', '2 avis'], ['0 reviews', '1 review', '2 reviews']],
    ['collections.pieces', ['0 pièce', '1 pièce', '2 pièces'], ['0 pieces', '1 piece', '2 pieces']],
    ['custody.count', ['Aucune pièce', '1 pièce', '2 pièces'], ['No pieces', '1 piece', '2 pieces']],
  ] as const)('%s for 0, 1 and 2', (key, fr, en) => {
    const read = (locale: 'fr' | 'en') =>
      [0, 1, 2].map((count) => createTranslator(all, locale)(key as never, { count }));
    expect(read('fr')).toEqual(fr);
    expect(read('en')).toEqual(en);
  });

  it('two counts in one text agree each with its own noun', () => {
    const t = createTranslator(all, 'fr');
    expect(t('team.seats' as never, { used: 1, limit: 3 })).toBe(
      '1 place utilisée sur 3 (membres et invitations en attente)',
    );
    expect(t('catalogue.import.done' as never, { count: 1 })).toBe('1 pièce importée');
    expect(createTranslator(all, 'en')('team.seats' as never, { used: 2, limit: 1 })).toBe(
      '2 of 1 seat in use (members and pending invitations)',
    );
  });
});
