import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/** The client's receipt for an invoice paid online on the jeweller's account. */
const texts = defineMessages({
  fr: {
    'receipt.subject': 'Reçu de paiement — facture {number}',
    'receipt.title': 'Paiement reçu',
    'receipt.hello': 'Bonjour {name},',
    'receipt.body': 'Nous avons bien reçu votre paiement de {amount} pour la facture {number}. Merci !',
  },
  en: {
    'receipt.subject': 'Payment receipt — invoice {number}',
    'receipt.title': 'Payment received',
    'receipt.hello': 'Hello {name},',
    'receipt.body': 'We have received your payment of {amount} for invoice {number}. Thank you!',
  },
});

export function invoiceReceiptMail(input: {
  locale: MailLocale;
  clientName: string;
  number: string;
  amount: string;
  businessName: string;
  /** The shop's own delivery, guarantee and returns lines, as it wrote them; none when it set none. */
  promises?: readonly string[];
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const facts = { name: input.clientName, number: input.number, amount: input.amount };
  return renderMail(t('receipt.subject', facts), {
    locale: input.locale,
    title: t('receipt.title'),
    paragraphs: [t('receipt.hello', facts), t('receipt.body', facts), ...(input.promises ?? [])],
    signature: input.businessName,
  });
}
