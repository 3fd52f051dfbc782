import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/** The jeweller's notice of a review left on their showroom (Settings → Notifications: order updates). */

const texts = defineMessages({
  fr: {
    subject: 'Nouvel avis {rating}/5 de {name}',
    title: 'Un nouvel avis sur votre showroom',
    left: '{name} a laissé un avis : {stars} ({rating}/5).',
    leftOnPiece: '{name} a laissé un avis sur « {piece} » : {stars} ({rating}/5).',
    verified: 'Avis vérifié : son email est celui d’un client avec une commande ou un rendez-vous.',
    comment: '« {comment} »',
    next: 'Il est déjà visible sur votre showroom. Vous pouvez le masquer, le marquer vérifié ou y répondre publiquement.',
    action: 'Voir les avis',
  },
  en: {
    subject: 'New {rating}/5 review from {name}',
    title: 'A new review of your showroom',
    left: '{name} left a review: {stars} ({rating}/5).',
    leftOnPiece: '{name} left a review of “{piece}”: {stars} ({rating}/5).',
    verified: 'Verified review: the email is a client’s with an order or an appointment.',
    comment: '“{comment}”',
    next: 'It already shows on your showroom. You may hide it, mark it verified or reply to it in public.',
    action: 'See the reviews',
  },
});

export interface NewReviewFacts {
  locale: MailLocale;
  businessName: string;
  reviewerName: string;
  rating: number;
  comment: string;
  /** The piece reviewed, when the review is about one. */
  productName: string | null;
  verified: boolean;
  /** The dashboard's reviews page, where the jeweller may hide it or reply. */
  reviewsUrl: string;
}

export function newReviewMail(facts: NewReviewFacts): RenderedMail {
  const t = createTranslator(texts, facts.locale);
  const stars = `${'★'.repeat(facts.rating)}${'☆'.repeat(5 - facts.rating)}`;
  const about = { name: facts.reviewerName, rating: facts.rating, stars };
  return renderMail(t('subject', about), {
    locale: facts.locale,
    title: t('title'),
    paragraphs: [
      facts.productName ? t('leftOnPiece', { ...about, piece: facts.productName }) : t('left', about),
      ...(facts.verified ? [t('verified')] : []),
      t('comment', { comment: facts.comment }),
      t('next'),
    ],
    action: { label: t('action'), url: facts.reviewsUrl },
    signature: `Carat — ${facts.businessName}`,
  });
}
