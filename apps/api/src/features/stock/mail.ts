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
