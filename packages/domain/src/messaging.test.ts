import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  automaticRoute,
  campaignRecipients,
  DEFAULT_SMS_TEMPLATES,
  fillTemplate,
  marketingSendTime,
  quietHoursSendTime,
  replyKeyword,
  segmentCount,
  TEMPLATE_PLACEHOLDERS,
  WHATSAPP_CONTENT_SID,
  whatsappContentVariables,
  withinWhatsAppWindow,
  withOptOut,
} from './messaging.ts';

describe('segmentCount', () => {
  it('counts GSM-7: 160 in one part, 153 a part once split', () => {
    expect(segmentCount('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, perSegment: 160 });
    expect(segmentCount('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2, perSegment: 153 });
    expect(segmentCount('a'.repeat(306)).segments).toBe(2);
    expect(segmentCount('a'.repeat(307)).segments).toBe(3);
  });

  it('keeps é, è, à in GSM-7 and counts the extension table twice', () => {
    expect(segmentCount('Déjà là, élève').encoding).toBe('GSM-7');
    expect(segmentCount('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(segmentCount('€'.repeat(81)).segments).toBe(2);
  });

  it('switches the whole text to UCS-2 for one character outside GSM-7: 70, then 67 a part', () => {
    expect(segmentCount('l’atelier')).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(segmentCount(`’${'a'.repeat(69)}`)).toMatchObject({
      encoding: 'UCS-2',
      segments: 1,
      perSegment: 70,
    });
    expect(segmentCount(`’${'a'.repeat(70)}`)).toMatchObject({
      encoding: 'UCS-2',
      segments: 2,
      perSegment: 67,
    });
    expect(segmentCount('💍').units).toBe(2);
  });

  it('keeps the default templates in GSM-7', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const text of Object.values(DEFAULT_SMS_TEMPLATES[locale])) {
        expect(segmentCount(text).encoding, text).toBe('GSM-7');
      }
    }
  });
});

describe('quietHoursSendTime', () => {
  it('sends a reminder due at 23:30 local time at 08:00 the next morning', () => {
    // 23:30 in Paris on 10 June 2026 is 21:30 UTC (CEST, +2).
    const due = new Date('2026-06-10T21:30:00Z');
    expect(quietHoursSendTime(due, 'Europe/Paris').toISOString()).toBe('2026-06-11T06:00:00.000Z');
  });

  it('holds a text due before dawn until 08:00 the same day', () => {
    expect(quietHoursSendTime(new Date('2026-06-11T03:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-06-11T06:00:00.000Z',
    );
  });

  it('sends a daytime text at once', () => {
    const due = new Date('2026-06-11T12:00:00Z');
    expect(quietHoursSendTime(due, 'Europe/Paris')).toEqual(due);
  });

  it('gives 08:00 on the clock across the autumn and spring clock changes', () => {
    // Paris leaves summer time at 03:00 on Sunday 25 October 2026: 23:30 on Saturday is CEST (+2),
    // 08:00 on Sunday is CET (+1).
    expect(quietHoursSendTime(new Date('2026-10-24T21:30:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    // London enters summer time at 01:00 on Sunday 29 March 2026: 23:30 GMT, then 08:00 BST.
    expect(quietHoursSendTime(new Date('2026-03-28T23:30:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });
});

describe('replyKeyword', () => {
  it('opts out on STOP and its kin, whatever the case, accents or final punctuation', () => {
    for (const word of [
      'STOP',
      'stop',
      ' Stop! ',
      'STOPALL',
      'UNSUBSCRIBE',
      'ARRET',
      'ARRÊT',
      'arrêt.',
      'CANCEL',
      'END',
      'QUIT',
    ]) {
      expect(replyKeyword(word), word).toBe('opt_out');
    }
  });
  it('opts back in on START, YES, UNSTOP', () => {
    for (const word of ['START', 'yes', 'Unstop']) expect(replyKeyword(word)).toBe('opt_in');
  });
  it('reads a sentence as a message, not a keyword', () => {
    expect(replyKeyword('Stop by tomorrow?')).toBeNull();
    expect(replyKeyword('Merci, à demain')).toBeNull();
  });
});

describe('campaignRecipients', () => {
  const consent = fc.record({ email: fc.boolean(), sms: fc.boolean(), whatsapp: fc.boolean() });
  const client = fc.record({
    id: fc.uuid(),
    phone: fc.option(fc.constantFrom('+33612345678', '+447700900123'), { nil: null }),
    consents: consent,
  });

  it('never reaches a client without consent on the channel (random consent sets)', () => {
    fc.assert(
      fc.property(
        fc.array(client, { maxLength: 40 }),
        fc.constantFrom('sms' as const, 'whatsapp' as const),
        (clients, channel) => {
          const chosen = campaignRecipients(clients, channel);
          for (const c of chosen) {
            expect(c.consents[channel]).toBe(true);
            expect(c.phone).not.toBeNull();
          }
          // …and leaves out no one who agreed and has a number.
          expect(chosen.length).toBe(clients.filter((c) => c.consents[channel] && c.phone !== null).length);
        },
      ),
    );
  });
});

describe('templates and the WhatsApp window', () => {
  it('fills placeholders and leaves out a missing one', () => {
    expect(
      fillTemplate('{business}: {date} {missing} at {time}', {
        business: 'Maison',
        date: '12/06',
        time: '14:00',
      }),
    ).toBe('Maison: 12/06 at 14:00');
  });
  it('adds the opt-out line once', () => {
    expect(withOptOut('Soldes !', 'Reply STOP to opt out')).toBe('Soldes !\nReply STOP to opt out');
    expect(withOptOut('Soldes !\nReply STOP to opt out', 'Reply STOP to opt out')).toBe(
      'Soldes !\nReply STOP to opt out',
    );
  });
  it('allows free text within 24 h of the client’s last message only', () => {
    const now = new Date('2026-06-11T12:00:00Z');
    expect(withinWhatsAppWindow(new Date('2026-06-10T12:30:00Z'), now)).toBe(true);
    expect(withinWhatsAppWindow(new Date('2026-06-10T11:59:00Z'), now)).toBe(false);
    expect(withinWhatsAppWindow(null, now)).toBe(false);
  });
});

describe('marketing texts’ hours', () => {
  const PARIS = 'Europe/Paris';
  it('go between 08:00 and 20:00 local time, never on a Sunday', () => {
    // Tuesday 2027-03-02, 15:00 in Paris: at once.
    expect(marketingSendTime(new Date('2027-03-02T14:00:00Z'), PARIS).toISOString()).toBe(
      '2027-03-02T14:00:00.000Z',
    );
    // Tuesday 20:30: Wednesday 08:00.
    expect(marketingSendTime(new Date('2027-03-02T19:30:00Z'), PARIS).toISOString()).toBe(
      '2027-03-03T07:00:00.000Z',
    );
    // Saturday 21:00: not Sunday, Monday 08:00.
    expect(marketingSendTime(new Date('2027-03-06T20:00:00Z'), PARIS).toISOString()).toBe(
      '2027-03-08T07:00:00.000Z',
    );
    // Sunday noon: Monday 08:00 — the night of the clock change (Sunday 2027-03-28) still gives 08:00 local.
    expect(marketingSendTime(new Date('2027-03-28T10:00:00Z'), PARIS).toISOString()).toBe(
      '2027-03-29T06:00:00.000Z',
    );
  });
});

describe('whatsappContentVariables', () => {
  it('numbers the values in the order the business set, from 1', () => {
    const values = { business: 'Maison Or', date: '12/03', time: '14:30', link: 'https://x.test/m/1' };
    expect(whatsappContentVariables(['time', 'business', 'date'], values)).toEqual({
      '1': '14:30',
      '2': 'Maison Or',
      '3': '12/03',
    });
    expect(whatsappContentVariables([], values)).toEqual({});
  });

  it('never sends an empty variable, nor one with a line break (Meta refuses both)', () => {
    expect(whatsappContentVariables(['link', 'business'], { link: null, business: ' A\n\tB ' })).toEqual({
      '1': '-',
      '2': 'A B',
    });
  });

  it('gives exactly one non-empty variable per placeholder chosen', () => {
    const names = TEMPLATE_PLACEHOLDERS.booking_reminder;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...names), { maxLength: 6 }),
        fc.dictionary(fc.constantFrom(...names), fc.option(fc.string())),
        (order, values) => {
          const filled = whatsappContentVariables(order, values);
          expect(Object.keys(filled)).toEqual(order.map((_, i) => String(i + 1)));
          for (const value of Object.values(filled)) expect(value.trim()).not.toBe('');
        },
      ),
    );
  });
});

describe('TEMPLATE_PLACEHOLDERS', () => {
  it('names every placeholder the default texts use, so a template may take any of them', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const [key, names] of Object.entries(TEMPLATE_PLACEHOLDERS)) {
        const used = [
          ...DEFAULT_SMS_TEMPLATES[locale][key as keyof typeof TEMPLATE_PLACEHOLDERS].matchAll(/\{(\w+)\}/g),
        ].map((m) => m[1]);
        for (const name of used) expect(names).toContain(name);
      }
    }
  });
});

describe('WHATSAPP_CONTENT_SID', () => {
  it('takes HX and 32 hex digits only', () => {
    expect(WHATSAPP_CONTENT_SID.test(`HX${'a1'.repeat(16)}`)).toBe(true);
    expect(WHATSAPP_CONTENT_SID.test(`MG${'a1'.repeat(16)}`)).toBe(false);
    expect(WHATSAPP_CONTENT_SID.test(`HX${'a1'.repeat(15)}`)).toBe(false);
    expect(WHATSAPP_CONTENT_SID.test(`HX${'g1'.repeat(16)}`)).toBe(false);
  });
});

describe('automaticRoute', () => {
  const client = (sms: boolean, whatsapp: boolean, phone: string | null = '+33612345678') => ({
    phone,
    consents: { email: true, sms, whatsapp },
  });
  it('WhatsApp as text in the window, as the template outside it', () => {
    expect(automaticRoute({ client: client(true, true), windowOpen: true, templateSet: false })).toBe(
      'whatsapp_text',
    );
    expect(automaticRoute({ client: client(true, true), windowOpen: false, templateSet: true })).toBe(
      'whatsapp_template',
    );
  });
  it('without a template: SMS when agreed to, else email', () => {
    expect(automaticRoute({ client: client(true, true), windowOpen: false, templateSet: false })).toBe('sms');
    expect(automaticRoute({ client: client(false, true), windowOpen: false, templateSet: false })).toBe(
      'email',
    );
  });
  it('no WhatsApp consent or no number: as before', () => {
    expect(automaticRoute({ client: client(true, false), windowOpen: true, templateSet: true })).toBe('sms');
    expect(automaticRoute({ client: client(true, true, null), windowOpen: true, templateSet: true })).toBe(
      'email',
    );
  });
});
