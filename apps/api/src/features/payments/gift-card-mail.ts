import type { Locale } from '@carat/domain/locale';
import { escapeHtml } from '#api/mail/layout.ts';

/** The gift card emails (ADR 089): the card to its recipient on the send date, the receipt to the buyer. */

interface Shop {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

const shopLines = (shop: Shop) =>
  [shop.name, shop.address, shop.phone, shop.email].filter((l): l is string => !!l);

const expiryLine = (locale: Locale, expiresOn: string | null) =>
  locale === 'fr'
    ? expiresOn
      ? `Valable jusqu’au ${expiresOn}.`
      : 'Sans date d’expiration.'
    : expiresOn
      ? `Valid until ${expiresOn}.`
      : 'It does not expire.';

function render(subject: string, paragraphs: string[]) {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}

/** The card itself: the code to give at the counter, the shop where it is spent. */
export function giftCardRecipientMail(input: {
  locale: Locale;
  shop: Shop;
  amount: string;
  code: string;
  expiresOn: string | null;
  recipientName: string;
  buyerName: string;
  message: string | null;
}) {
  const { shop, amount, code } = input;
  const fr = input.locale === 'fr';
  return render(
    fr
      ? `${input.buyerName} vous offre une carte cadeau — ${shop.name}`
      : `${input.buyerName} sent you a gift card — ${shop.name}`,
    [
      fr ? `Bonjour ${input.recipientName},` : `Hello ${input.recipientName},`,
      fr
        ? `${input.buyerName} vous offre une carte cadeau de ${amount} à utiliser chez ${shop.name}.`
        : `${input.buyerName} has given you a ${amount} gift card to spend at ${shop.name}.`,
      ...(input.message ? [`« ${input.message} »`] : []),
      fr ? `Votre code : ${code}` : `Your code: ${code}`,
      `${expiryLine(input.locale, input.expiresOn)} ${fr ? 'Présentez ce code en boutique.' : 'Show this code in the shop.'}`,
      shopLines(shop).join('\n'),
    ],
  );
}

/** The buyer's receipt: what was paid, for whom, when it is sent (the code goes to the recipient only). */
export function giftCardBuyerMail(input: {
  locale: Locale;
  shop: Shop;
  amount: string;
  last4: string;
  expiresOn: string | null;
  recipientName: string;
  sendOn: string;
  reference: string;
}) {
  const { shop, amount } = input;
  const fr = input.locale === 'fr';
  return render(fr ? `Votre reçu : carte cadeau — ${shop.name}` : `Your receipt: gift card — ${shop.name}`, [
    fr ? 'Bonjour,' : 'Hello,',
    fr
      ? `Merci pour votre achat d’une carte cadeau de ${amount} (•••• ${input.last4}) pour ${input.recipientName}. Elle lui sera envoyée par e-mail le ${input.sendOn}.`
      : `Thank you for buying a ${amount} gift card (•••• ${input.last4}) for ${input.recipientName}. It will be emailed to them on ${input.sendOn}.`,
    `${expiryLine(input.locale, input.expiresOn)} ${fr ? 'Référence du paiement' : 'Payment reference'} : ${input.reference}`,
    shopLines(shop).join('\n'),
  ]);
}
