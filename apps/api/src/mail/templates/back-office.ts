import { type MailLocale, renderLayout } from '#api/mail/layout.ts';
import type { RenderedMail } from '#api/mail/templates.ts';

/**
 * The back office's emails to a jeweller's clients, in French and English: an order moving to a new
 * workshop stage, an order cancelled, and an invoice (its PDF attached by the caller). Signed with the
 * business's name; replies go to the business.
 */

export function orderStageMail(input: {
  locale: MailLocale;
  businessName: string;
  clientName: string;
  orderNumber: string;
  item: string;
  stageLabel: string;
  note?: string | null;
}): RenderedMail {
  const t = {
    fr: {
      subject: `Votre commande ${input.orderNumber} : ${input.stageLabel}`,
      title: 'Votre pièce avance',
      body: [
        `Bonjour ${input.clientName},`,
        `Votre commande ${input.orderNumber} (${input.item}) vient de passer à l’étape « ${input.stageLabel} ».`,
        ...(input.note ? [input.note] : []),
        'Nous vous tiendrons informé(e) de la suite. N’hésitez pas à répondre à cet email pour toute question.',
      ],
    },
    en: {
      subject: `Your order ${input.orderNumber}: ${input.stageLabel}`,
      title: 'Your piece is progressing',
      body: [
        `Hello ${input.clientName},`,
        `Your order ${input.orderNumber} (${input.item}) has just moved to the “${input.stageLabel}” stage.`,
        ...(input.note ? [input.note] : []),
        'We will keep you posted. Feel free to reply to this email with any question.',
      ],
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    signature: input.businessName,
  });
  return { subject: t.subject, html, text };
}

export function orderCancelledMail(input: {
  locale: MailLocale;
  businessName: string;
  clientName: string;
  orderNumber: string;
  item: string;
  reason?: string | null;
}): RenderedMail {
  const t = {
    fr: {
      subject: `Votre commande ${input.orderNumber} est annulée`,
      title: 'Commande annulée',
      body: [
        `Bonjour ${input.clientName},`,
        `Votre commande ${input.orderNumber} (${input.item}) a été annulée.`,
        ...(input.reason ? [`Motif : ${input.reason}`] : []),
        'Répondez à cet email pour toute question.',
      ],
    },
    en: {
      subject: `Your order ${input.orderNumber} is cancelled`,
      title: 'Order cancelled',
      body: [
        `Hello ${input.clientName},`,
        `Your order ${input.orderNumber} (${input.item}) has been cancelled.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        'Reply to this email with any question.',
      ],
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    signature: input.businessName,
  });
  return { subject: t.subject, html, text };
}

export function invoiceMail(input: {
  locale: MailLocale;
  businessName: string;
  clientName: string;
  /** The invoice number, e.g. INV-2026-004. */
  number: string;
  /** What is asked, formatted ('1 234,50 £'). */
  amountDue: string;
  /** The due date, formatted. */
  dueDate: string;
  paid: boolean;
}): RenderedMail {
  const t = {
    fr: {
      subject: `Facture ${input.number} — ${input.businessName}`,
      title: `Facture ${input.number}`,
      body: [
        `Bonjour ${input.clientName},`,
        `Veuillez trouver ci-joint la facture ${input.number} d’un montant de ${input.amountDue}.`,
        input.paid
          ? 'Elle est réglée : merci !'
          : `Elle est payable au plus tard le ${input.dueDate}. Les coordonnées de paiement figurent sur la facture.`,
        'Merci pour votre confiance.',
      ],
    },
    en: {
      subject: `Invoice ${input.number} — ${input.businessName}`,
      title: `Invoice ${input.number}`,
      body: [
        `Hello ${input.clientName},`,
        `Please find attached invoice ${input.number} for ${input.amountDue}.`,
        input.paid
          ? 'It has been paid: thank you!'
          : `It is due by ${input.dueDate}. Payment details are on the invoice.`,
        'Thank you for your trust.',
      ],
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    signature: input.businessName,
  });
  return { subject: t.subject, html, text };
}
