import type { Locale } from '@carat/domain/locale';

/** The receipt's email: a few lines, the PDF attached. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function saleReceiptMail(input: {
  locale: Locale;
  businessName: string;
  number: string;
  total: string;
}) {
  const { businessName, number, total } = input;
  const lines =
    input.locale === 'fr'
      ? {
          subject: `Votre ticket ${number} — ${businessName}`,
          body: [
            `Bonjour,`,
            `Merci pour votre achat. Votre ticket ${number} (${total}) est joint à ce message.`,
            businessName,
          ],
        }
      : {
          subject: `Your receipt ${number} — ${businessName}`,
          body: [
            `Hello,`,
            `Thank you for your purchase. Your receipt ${number} (${total}) is attached.`,
            businessName,
          ],
        };
  return {
    subject: lines.subject,
    text: lines.body.join('\n\n'),
    html: lines.body.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/**
 * A layaway instalment's reminder to its client: the amount still owed and its date (coming, or passed),
 * the balance, and the pay link when the business takes payments online.
 */
export function layawayReminderMail(input: {
  locale: Locale;
  kind: 'upcoming' | 'overdue';
  businessName: string;
  clientName: string;
  number: string;
  amount: string;
  dueDate: string;
  balance: string;
  payUrl: string | null;
}) {
  const { businessName, clientName, number, amount, dueDate, balance, payUrl } = input;
  const lines =
    input.locale === 'fr'
      ? {
          subject:
            input.kind === 'overdue'
              ? `Échéance en retard — réservation ${number}`
              : `Prochaine échéance — réservation ${number}`,
          body: [
            `Bonjour ${clientName},`,
            input.kind === 'overdue'
              ? `L’échéance de ${amount} prévue le ${dueDate} pour votre réservation ${number} n’est pas encore réglée.`
              : `Une échéance de ${amount} est prévue le ${dueDate} pour votre réservation ${number}.`,
            `Reste à régler sur la réservation : ${balance}.`,
            payUrl ? `Vous pouvez régler en ligne : ${payUrl}` : 'Vous pouvez la régler en boutique.',
            businessName,
          ],
        }
      : {
          subject:
            input.kind === 'overdue'
              ? `Instalment overdue — layaway ${number}`
              : `Next instalment — layaway ${number}`,
          body: [
            `Hello ${clientName},`,
            input.kind === 'overdue'
              ? `The instalment of ${amount} due on ${dueDate} for your layaway ${number} has not been paid yet.`
              : `An instalment of ${amount} is due on ${dueDate} for your layaway ${number}.`,
            `Balance left on the layaway: ${balance}.`,
            payUrl ? `You can pay online: ${payUrl}` : 'You can pay it in the shop.',
            businessName,
          ],
        };
  return {
    subject: lines.subject,
    text: lines.body.join('\n\n'),
    html: lines.body.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
