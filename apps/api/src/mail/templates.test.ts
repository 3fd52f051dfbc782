import { describe, expect, it } from 'vitest';
import { deletionScheduledMail, signInCodeMail } from '#api/features/account/mail.ts';
import { newReviewMail } from '#api/features/catalogue/reviews-mail.ts';
import { invoiceMail, orderStageMail } from '#api/features/notifications/back-office-mail.ts';
import { jewellerAgendaMail, overdueInvoicesMail } from '#api/features/notifications/mail.ts';
import {
  bookingConfirmationMail,
  leadNotificationMail,
  showroomMailTexts,
} from '#api/features/showroom/mail.ts';
import { invitationDeclinedMail, teamInvitationMail } from '#api/features/team/mail.ts';
import { emailChangeMail, passwordResetMail, welcomeJewellerMail } from '#api/mail/templates.ts';

const booking = {
  businessName: 'Maison {Or}',
  typeTitle: 'Estimation',
  startsAt: new Date('2027-05-03T13:00:00Z'),
  timeZone: 'Europe/London',
  place: '12 Bond Street',
  clientName: 'Léa Martin',
};

/** One mail of each template family, in a locale. */
const mails = (locale: 'fr' | 'en') => [
  welcomeJewellerMail({ locale, name: 'Ann', dashboardUrl: 'https://app' }),
  passwordResetMail({ locale, url: 'https://reset' }),
  emailChangeMail({ locale, url: 'https://change', newEmail: 'new@example.com' }),
  deletionScheduledMail({ locale, date: '12 December 2026', ownsBusiness: true, settingsUrl: 'https://s' }),
  signInCodeMail({ locale, code: '123456', url: 'https://in' }),
  orderStageMail({
    locale,
    businessName: 'B',
    clientName: 'C',
    orderNumber: 'ORD-1',
    item: 'Ring',
    stageLabel: 'Setting',
  }),
  invoiceMail({
    locale,
    businessName: 'B',
    clientName: 'C',
    number: 'INV-1',
    amountDue: '£5',
    dueDate: 'x',
    paid: false,
  }),
  jewellerAgendaMail({
    locale,
    businessName: 'B',
    day: 'Monday',
    lines: [{ time: '10:00', typeTitle: 'T', clientName: 'C', mode: 'shop', pending: true }],
    dashboardUrl: 'https://d',
  }),
  overdueInvoicesMail({
    locale,
    businessName: 'B',
    lines: [{ number: 'INV-1', clientName: '', amountDue: '£5', dueDate: '1 May', daysLate: 3 }],
    dashboardUrl: 'https://d',
  }),
  bookingConfirmationMail({
    ...booking,
    locale,
    kind: 'new',
    confirmed: false,
    deposit: '£10.00',
    manageUrl: 'https://manage',
    ics: 'ICS',
  }),
  leadNotificationMail({
    locale,
    kind: 'basket',
    businessName: 'B',
    name: 'N',
    email: 'n@example.com',
    phone: null,
    message: 'About {size}',
    budget: null,
    items: [{ name: 'Ring', ref: 3, price: '£1', choices: '' }],
    dashboardUrl: 'https://d',
  }),
  newReviewMail({
    locale,
    businessName: 'B',
    reviewerName: 'R',
    rating: 4,
    comment: 'Lovely {size}',
    productName: 'Ring',
    verified: true,
    reviewsUrl: 'https://d',
  }),
  teamInvitationMail({ locale, business: 'B', inviter: 'Ann', role: 'staff', url: 'https://invite' }),
  invitationDeclinedMail({ locale, business: 'B', email: 'x@example.com', teamUrl: 'https://team' }),
];

describe('mail templates', () => {
  it('fill every placeholder of their catalogue, in both languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const mail of mails(locale)) {
        // Braces that are left come from the values (a business or a message may hold some), never a key.
        const left = `${mail.subject}\n${mail.text}`.replaceAll('{Or}', '').replaceAll('{size}', '');
        expect(left, mail.subject).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('write each language its own way', () => {
    const [fr, en] = [mails('fr'), mails('en')];
    for (const [i, mail] of fr.entries()) expect(mail.subject).not.toBe(en[i]!.subject);
    expect(fr[8]!.text).toContain('INV-1 — client — £5 — échue le 1 May (3 j de retard)');
    expect(en[8]!.text).toContain('INV-1 — client — £5 — due 1 May (3 days late)');
    expect(fr[9]!.text).toContain(
      'Votre demande est en attente de confirmation par Maison {Or}. Le fichier joint l’ajoute à votre agenda',
    );
    expect(en[7]!.text).toContain('10:00 — T — C (shop) — to confirm');
    expect(showroomMailTexts('fr')('deposit.simulated', { money: '10 £' })).toBe('10 £ — paiement simulé');
  });
});
