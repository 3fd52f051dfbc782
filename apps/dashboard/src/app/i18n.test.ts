import { createTranslator, LOCALES, type MessageKey } from '@carat/ui/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '#features/auth/messages.ts';
import { calendarMessages } from '#features/calendars/messages.ts';
import { marketingMessages } from '#features/marketing/messages.ts';
import { messagingMessages } from '#features/messaging/messages.ts';
import { repairsMessages } from '#features/repairs/messages.ts';
import { stockMessages } from '#features/stock/messages.ts';
import { addMessages, catalogue, loadBackOfficeMessages, loadShellMessages } from './i18n.ts';

describe('the dashboard catalogue, in parts', () => {
  it('holds the pages met before signing in at first, the shell with the home, the tools with their pages', async () => {
    expect(catalogue.en['payment.title']).toBeTruthy();
    expect(catalogue.en['auth.signin.title']).toBeUndefined();
    expect(catalogue.en['home.stats.title']).toBeUndefined();
    await loadShellMessages();
    expect(catalogue.en['home.stats.title']).toBeTruthy();
    expect(catalogue.en['nav.catalogue']).toBe('Catalogue');
    expect(catalogue.en['orders.status.cancelled']).toBeUndefined();
    await loadBackOfficeMessages();
    expect(catalogue.en['orders.status.cancelled']).toBeTruthy();
  });
});

describe('the dashboard catalogue', () => {
  beforeAll(() => loadBackOfficeMessages());

  it('has every text in French and in English', () => {
    const keys = (locale: 'fr' | 'en') => Object.keys(catalogue[locale]).sort();
    expect(keys('en')).toEqual(keys('fr'));
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogue[locale]))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('is registered: `t` takes its keys only, an unknown key fails the type-check', () => {
    const t = createTranslator(catalogue, 'en');
    expect(t('nav.dashboard')).toBe('Dashboard');
    // @ts-expect-error not a key of the dashboard
    expect(t('nav.unknown')).toBe('nav.unknown');
    const known: MessageKey = 'orders.status.cancelled';
    // @ts-expect-error useI18n().t and useT() take the registered keys, so this is refused too
    const unknown: MessageKey = 'orders.status.unknown';
    expect([known, unknown]).toHaveLength(2);
  });
});

describe("the sign-in pages' texts", () => {
  it('has every text in French and in English, and joins the catalogue with the pages that show them', () => {
    expect(Object.keys(authMessages.en).sort()).toEqual(Object.keys(authMessages.fr).sort());
    expect(catalogue.en['auth.signin.title']).toBeUndefined();
    addMessages(authMessages);
    expect(catalogue.en['auth.signin.title']).toBe('Sign in');
  });
});

describe("the counter's own part", () => {
  it('has every text in French and in English, and joins the catalogue when its pages come', () => {
    expect(Object.keys(repairsMessages.en).sort()).toEqual(Object.keys(repairsMessages.fr).sort());
    expect(catalogue.en['repairs.stage.bench']).toBeUndefined();
    addMessages(repairsMessages);
    expect(catalogue.en['repairs.stage.bench']).toBe('At the bench');
  });
});

describe('stock and the sale', () => {
  it('has every text in French and in English, and joins the catalogue when its pages come', () => {
    expect(Object.keys(stockMessages.en).sort()).toEqual(Object.keys(stockMessages.fr).sort());
    expect(catalogue.en['sale.method.old-gold']).toBeUndefined();
    addMessages(stockMessages);
    expect(catalogue.en['sale.method.old-gold']).toBe('Old gold');
  });
});

describe('the marketing studio', () => {
  it('has every text in French and in English, and joins the catalogue when its page comes', () => {
    expect(Object.keys(marketingMessages.en).sort()).toEqual(Object.keys(marketingMessages.fr).sort());
    expect(catalogue.en['sms.campaign.title']).toBeUndefined();
    addMessages(marketingMessages);
    expect(catalogue.en['sms.campaign.title']).toBe('Campaign by text');
  });
});

describe('client messages', () => {
  it('has every text in French and in English, and joins the catalogue with the pages that show them', () => {
    expect(Object.keys(messagingMessages.en).sort()).toEqual(Object.keys(messagingMessages.fr).sort());
    expect(catalogue.en['messaging.title']).toBeUndefined();
    addMessages(messagingMessages);
    expect(catalogue.en['messaging.title']).toBe('Messages');
  });
});

describe('calendar settings', () => {
  it('has every text in French and in English, and joins the catalogue with Settings', () => {
    expect(Object.keys(calendarMessages.en).sort()).toEqual(Object.keys(calendarMessages.fr).sort());
    expect(catalogue.en['calendar.feed.title']).toBeUndefined();
    addMessages(calendarMessages);
    expect(catalogue.en['calendar.feed.title']).toBe('Your calendar on your phone');
  });
});
