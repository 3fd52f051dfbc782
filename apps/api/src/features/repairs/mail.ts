import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/** The counter's emails to the client: the quote to approve, and the piece ready to collect. */
const texts = defineMessages({
  fr: {
    'quote.subject': 'Devis {number} — {business}',
    'quote.title': 'Votre devis',
    'quote.hello': 'Bonjour {name},',
    'quote.body':
      'Voici le devis pour votre {piece} ({number}) : {amount}. Vous pouvez le consulter et l’accepter en ligne.',
    'quote.action': 'Voir et accepter le devis',
    'ready.subject': 'Votre pièce est prête — {number}',
    'ready.title': 'Votre pièce est prête',
    'ready.hello': 'Bonjour {name},',
    'ready.body': 'Votre {piece} ({number}) est prête. Vous pouvez venir la récupérer en boutique.',
    'ready.balance': 'Solde à régler au retrait : {amount}.',
    'ready.balanceOnline':
      'Solde à régler : {amount}. Vous pouvez le payer en ligne dès maintenant, ou en boutique au retrait.',
    'ready.pay': 'Payer le solde en ligne ({amount})',
    'ready.paid': 'Rien ne reste à régler.',
    'ready.ticket': 'Pensez à apporter votre ticket de dépôt.',
  },
  en: {
    'quote.subject': 'Quote {number} — {business}',
    'quote.title': 'Your quote',
    'quote.hello': 'Hello {name},',
    'quote.body':
      'Here is the quote for your {piece} ({number}): {amount}. You can read and approve it online.',
    'quote.action': 'See and approve the quote',
    'ready.subject': 'Your piece is ready — {number}',
    'ready.title': 'Your piece is ready',
    'ready.hello': 'Hello {name},',
    'ready.body': 'Your {piece} ({number}) is ready. You can collect it from the shop.',
    'ready.balance': 'Balance to pay on collection: {amount}.',
    'ready.balanceOnline': 'Balance due: {amount}. You can pay it online now, or in the shop on collection.',
    'ready.pay': 'Pay the balance online ({amount})',
    'ready.paid': 'Nothing is left to pay.',
    'ready.ticket': 'Please bring your claim ticket.',
  },
});

export function repairQuoteMail(input: {
  locale: MailLocale;
  clientName: string;
  number: string;
  piece: string;
  amount: string;
  businessName: string;
  url: string;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const facts = {
    name: input.clientName,
    number: input.number,
    piece: input.piece,
    amount: input.amount,
    business: input.businessName,
  };
  return renderMail(t('quote.subject', facts), {
    locale: input.locale,
    title: t('quote.title'),
    paragraphs: [t('quote.hello', facts), t('quote.body', facts)],
    action: { label: t('quote.action'), url: input.url },
    signature: input.businessName,
  });
}

export function repairReadyMail(input: {
  locale: MailLocale;
  clientName: string;
  number: string;
  piece: string;
  /** The balance due, formatted; null when nothing is owed. */
  balance: string | null;
  businessName: string;
  /** A pay link for the balance, when one can be made. */
  payUrl: string | null;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const facts = {
    name: input.clientName,
    number: input.number,
    piece: input.piece,
    amount: input.balance ?? '',
  };
  return renderMail(t('ready.subject', facts), {
    locale: input.locale,
    title: t('ready.title'),
    paragraphs: [
      t('ready.hello', facts),
      t('ready.body', facts),
      input.balance ? t(input.payUrl ? 'ready.balanceOnline' : 'ready.balance', facts) : t('ready.paid'),
      t('ready.ticket'),
    ],
    ...(input.payUrl && input.balance ? { action: { label: t('ready.pay', facts), url: input.payUrl } } : {}),
    signature: input.businessName,
  });
}
