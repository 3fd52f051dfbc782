import { type MailLocale, renderLayout } from '#api/mail/layout.ts';
import type { RenderedMail } from '#api/mail/templates.ts';

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

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

const texts: Record<
  MailLocale,
  (facts: NewReviewFacts) => Omit<RenderedMail, 'html' | 'text'> & {
    title: string;
    paragraphs: string[];
    action: string;
  }
> = {
  fr: (f) => ({
    subject: `Nouvel avis ${f.rating}/5 de ${f.reviewerName}`,
    title: 'Un nouvel avis sur votre showroom',
    paragraphs: [
      `${f.reviewerName} a laissé un avis${f.productName ? ` sur « ${f.productName} »` : ''} : ${stars(f.rating)} (${f.rating}/5)${f.verified ? ', vérifié (client connu)' : ''}.`,
      `« ${f.comment} »`,
      'Il est déjà visible sur votre showroom. Vous pouvez le masquer, le marquer vérifié ou y répondre publiquement.',
    ],
    action: 'Voir les avis',
  }),
  en: (f) => ({
    subject: `New ${f.rating}/5 review from ${f.reviewerName}`,
    title: 'A new review of your showroom',
    paragraphs: [
      `${f.reviewerName} left a review${f.productName ? ` of “${f.productName}”` : ''}: ${stars(f.rating)} (${f.rating}/5)${f.verified ? ', verified (a known client)' : ''}.`,
      `“${f.comment}”`,
      'It already shows on your showroom. You may hide it, mark it verified or reply to it in public.',
    ],
    action: 'See the reviews',
  }),
};

/** The jeweller's notice of a review left on their showroom (Settings → Notifications: order updates). */
export function newReviewMail(facts: NewReviewFacts): RenderedMail {
  const t = texts[facts.locale](facts);
  const body = renderLayout({
    locale: facts.locale,
    title: t.title,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: facts.reviewsUrl },
    signature: `Carat · ${facts.businessName}`,
  });
  return { subject: t.subject, ...body };
}
