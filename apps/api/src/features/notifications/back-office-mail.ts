import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/**
 * The back office's emails to a jeweller's clients, in French and English: an order moving to a new
 * workshop stage, an order cancelled, and an invoice (its PDF attached by the caller). Signed with the
 * business's name; replies go to the business.
 */

const texts = defineMessages({
  fr: {
    hello: 'Bonjour {name},',

    'stage.subject': 'Votre commande {number} : {stage}',
    'stage.title': 'Votre pièce avance',
    'stage.moved': 'Votre commande {number} ({item}) vient de passer à l’étape « {stage} ».',
    'stage.next':
      'Nous vous tiendrons informé(e) de la suite. N’hésitez pas à répondre à cet email pour toute question.',

    'cancelled.subject': 'Votre commande {number} est annulée',
    'cancelled.title': 'Commande annulée',
    'cancelled.body': 'Votre commande {number} ({item}) a été annulée.',
    'cancelled.reason': 'Motif : {reason}',
    'cancelled.next': 'Répondez à cet email pour toute question.',

    'invoice.subject': 'Facture {number} — {business}',
    'invoice.title': 'Facture {number}',
    'invoice.attached': 'Veuillez trouver ci-joint la facture {number} d’un montant de {amount}.',
    'invoice.paid': 'Elle est réglée : merci !',
    'invoice.payOnline': 'Payer en ligne',
    'invoice.due':
      'Elle est payable au plus tard le {dueDate}. Les coordonnées de paiement figurent sur la facture.',
    'invoice.thanks': 'Merci pour votre confiance.',
  },
  en: {
    hello: 'Hello {name},',

    'stage.subject': 'Your order {number}: {stage}',
    'stage.title': 'Your piece is progressing',
    'stage.moved': 'Your order {number} ({item}) has just moved to the “{stage}” stage.',
    'stage.next': 'We will keep you posted. Feel free to reply to this email with any question.',

    'cancelled.subject': 'Your order {number} is cancelled',
    'cancelled.title': 'Order cancelled',
    'cancelled.body': 'Your order {number} ({item}) has been cancelled.',
    'cancelled.reason': 'Reason: {reason}',
    'cancelled.next': 'Reply to this email with any question.',

    'invoice.subject': 'Invoice {number} — {business}',
    'invoice.title': 'Invoice {number}',
    'invoice.attached': 'Please find attached invoice {number} for {amount}.',
    'invoice.paid': 'It has been paid: thank you!',
    'invoice.payOnline': 'Pay online',
    'invoice.due': 'It is due by {dueDate}. Payment details are on the invoice.',
    'invoice.thanks': 'Thank you for your trust.',
  },
});

interface ClientMailFacts {
  locale: MailLocale;
  businessName: string;
  clientName: string;
}

/** A mail to the business's client: greeted by name, signed with the business's name. */
function clientMail(
  input: ClientMailFacts,
  subject: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const t = createTranslator(texts, input.locale);
  return renderMail(subject, {
    locale: input.locale,
    title,
    paragraphs: [t('hello', { name: input.clientName }), ...paragraphs],
    signature: input.businessName,
    ...(action ? { action } : {}),
  });
}

export function orderStageMail(
  input: ClientMailFacts & {
    orderNumber: string;
    item: string;
    stageLabel: string;
    note?: string | null;
    /** Issue 15: the deposit's or the balance's pay link, when the jeweller takes payments online. */
    payUrl?: string | null;
  },
): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const facts = { number: input.orderNumber, item: input.item, stage: input.stageLabel };
  return clientMail(
    input,
    t('stage.subject', facts),
    t('stage.title'),
    [t('stage.moved', facts), ...(input.note ? [input.note] : []), t('stage.next')],
    input.payUrl ? { label: t('invoice.payOnline'), url: input.payUrl } : undefined,
  );
}

export function orderCancelledMail(
  input: ClientMailFacts & { orderNumber: string; item: string; reason?: string | null },
): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const facts = { number: input.orderNumber, item: input.item };
  return clientMail(input, t('cancelled.subject', facts), t('cancelled.title'), [
    t('cancelled.body', facts),
    ...(input.reason ? [t('cancelled.reason', { reason: input.reason })] : []),
    t('cancelled.next'),
  ]);
}

export function invoiceMail(
  input: ClientMailFacts & {
    /** The invoice number, e.g. INV-2026-004. */
    number: string;
    /** What is asked, formatted ('1 234,50 £'). */
    amountDue: string;
    /** The due date, formatted. */
    dueDate: string;
    paid: boolean;
    /** 'Payer en ligne': the client's pay link, when the jeweller takes payments online. */
    payUrl?: string | null;
  },
): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const facts = {
    number: input.number,
    business: input.businessName,
    amount: input.amountDue,
    dueDate: input.dueDate,
  };
  return clientMail(
    input,
    t('invoice.subject', facts),
    t('invoice.title', facts),
    [
      t('invoice.attached', facts),
      t(input.paid ? 'invoice.paid' : 'invoice.due', facts),
      t('invoice.thanks'),
    ],
    input.payUrl && !input.paid ? { label: t('invoice.payOnline'), url: input.payUrl } : undefined,
  );
}
