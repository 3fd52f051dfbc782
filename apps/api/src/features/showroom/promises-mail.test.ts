import { describe, expect, it } from 'vitest';
import { invoiceReceiptMail } from '#api/features/payments/mail.ts';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingReminderMail,
} from '#api/features/showroom/mail.ts';
import { promiseLines } from '#api/lib/promises.ts';

/**
 * Issue 36, item 5: a shop's promises are its own. The spec's lines belong to the demo jeweller (seed);
 * the emails a client receives print no promise at all, so a shop that set none is promised nothing there,
 * and the product page's lines come only from what the jeweller wrote (`promiseLines`; the API test in
 * showrooms.test.ts reads the product answer).
 */
const SPEC_LINES = [
  /livraison/i,
  /garantie/i,
  /retours? sous/i,
  /delivery/i,
  /guarantee/i,
  /returns? within|30-day returns|30 days? returns?/i,
];

const facts = (locale: 'fr' | 'en') => ({
  locale,
  businessName: 'Atelier Rhône',
  typeTitle: 'Consultation',
  startsAt: new Date('2027-05-03T12:00:00Z'),
  timeZone: 'Europe/Paris',
  place: '12 quai Saint-Antoine, Lyon',
  clientName: 'Léa Martin',
});

describe('no promise the jeweller has not set', () => {
  it.each(['fr', 'en'] as const)('in the client’s emails (%s)', (locale) => {
    const mails = [
      bookingConfirmationMail({
        ...facts(locale),
        kind: 'new',
        confirmed: false,
        deposit: '50,00 €',
        manageUrl: 'https://carat.test/manage',
        ics: 'BEGIN:VCALENDAR\nEND:VCALENDAR',
      }),
      bookingReminderMail({ ...facts(locale), showroomUrl: 'https://carat.test/atelier-rhone' }),
      bookingCancelledMail({ ...facts(locale), ics: 'BEGIN:VCALENDAR\nEND:VCALENDAR', showroomUrl: null }),
      invoiceReceiptMail({
        locale,
        clientName: 'Léa Martin',
        number: 'F-2027-0001',
        amount: '1 250,00 €',
        businessName: 'Atelier Rhône',
      }),
    ];
    for (const mail of mails) {
      for (const line of SPEC_LINES) {
        expect(mail.text, `${mail.subject}: ${line}`).not.toMatch(line);
        expect(mail.html).not.toMatch(line);
      }
    }
  });

  it('on the product page: only the lines written, the other language’s when one is missing', () => {
    expect(promiseLines({}, 'fr')).toEqual([]);
    expect(promiseLines({ delivery: { fr: '', en: '' } }, 'en')).toEqual([]);
    expect(promiseLines({ returns: { fr: 'Échange sous 14 jours', en: '' } }, 'en')).toEqual([
      { kind: 'returns', text: 'Échange sous 14 jours' },
    ]);
  });

  it('in the client’s receipt, the lines the shop set and nothing else', () => {
    const receipt = (promises?: string[]) =>
      invoiceReceiptMail({
        locale: 'fr',
        clientName: 'Léa Martin',
        number: 'F-2027-0001',
        amount: '1 250,00 €',
        businessName: 'Atelier Rhône',
        ...(promises ? { promises } : {}),
      });
    const lines = promiseLines({ guarantee: { fr: 'Garantie deux ans', en: 'Two-year guarantee' } }, 'fr');
    const mail = receipt(lines.map((line) => line.text));
    expect(mail.text).toContain('Garantie deux ans');
    expect(mail.html).toContain('Garantie deux ans');
    expect(mail.text).not.toMatch(/livraison|retour/i);
    expect(receipt([]).text).not.toMatch(/garantie/i);
  });
});
