import type { AutomationKind } from '@carat/db';
import { type IsoDate, todayIn } from '@carat/domain/dates';
import { createTranslator, defineMessages, type Locale } from '@carat/domain/locale';
import type { EmailContentInput } from '@carat/marketing/email';

/**
 * The studio's automations, as pure rules: which day is whose occasion, the key that makes each occasion
 * one email per client, and the email each one sends (French or English, personalised with {{firstName}}).
 */

export const AUTOMATION_ORDER: readonly AutomationKind[] = [
  'birthday',
  'anniversary',
  'review-request',
  're-engagement',
];

/** A review is asked for an order collected in the last 14 days (older ones are left alone). */
export const REVIEW_WINDOW_DAYS = 14;

/** Whether a yearly date (a birthday, a wedding anniversary) falls today; 29 February falls on the 28th. */
export function isYearlyOccasion(date: IsoDate | null, today: IsoDate): boolean {
  if (!date) return false;
  const monthDay = date.slice(5, 10);
  if (monthDay === today.slice(5, 10)) return true;
  const year = Number(today.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-29' && !leap && today.slice(5, 10) === '02-28';
}

/**
 * The occasion an email belongs to, unique per (business, client, kind): the year for a greeting, the
 * order for a review request, the last purchase's day for a re-engagement (buying again and lapsing again
 * is another occasion).
 */
export function automationPeriod(
  kind: AutomationKind,
  facts: { today: IsoDate; orderId?: string; lastPurchaseAt?: Date | null; timeZone: string },
): string {
  switch (kind) {
    case 'birthday':
    case 'anniversary':
      return facts.today.slice(0, 4);
    case 'review-request':
      if (!facts.orderId) throw new RangeError('a review request names its order');
      return facts.orderId;
    case 're-engagement':
      if (!facts.lastPurchaseAt) throw new RangeError('a re-engagement names the last purchase');
      return todayIn(facts.lastPurchaseAt, facts.timeZone);
  }
}

const texts = defineMessages({
  fr: {
    'birthday.subject': 'Joyeux anniversaire {{firstName}} !',
    'birthday.preheader': '{business} vous souhaite une belle journée.',
    'birthday.heading': 'Joyeux anniversaire {{firstName}} !',
    'birthday.text':
      'Toute l’équipe de {business} vous souhaite un très bel anniversaire. Au plaisir de vous accueillir bientôt.',
    'birthday.button': 'Découvrir nos créations',
    'anniversary.subject': 'Joyeux anniversaire de mariage {{firstName}}',
    'anniversary.preheader': 'Une date qui compte, et qui nous est chère.',
    'anniversary.heading': 'Joyeux anniversaire de mariage {{firstName}}',
    'anniversary.text':
      'Une année de plus à deux : {business} vous adresse ses plus chaleureuses félicitations. Un bijou pour marquer l’occasion ?',
    'anniversary.button': 'Voir nos créations',
    'review-request.subject': '{{firstName}}, votre avis compte pour nous',
    'review-request.preheader': 'Quelques mots sur votre bijou et notre accueil.',
    'review-request.heading': 'Merci {{firstName}} !',
    'review-request.text':
      'Nous espérons que votre bijou vous plaît. Votre avis aide {business} et ceux qui nous découvrent : il ne prend qu’une minute.',
    'review-request.button': 'Laisser un avis',
    're-engagement.subject': '{{firstName}}, cela fait longtemps',
    're-engagement.preheader': 'Nos dernières créations vous attendent.',
    're-engagement.heading': 'Vous nous avez manqué {{firstName}}',
    're-engagement.text':
      'Depuis votre dernière visite, {business} a imaginé de nouvelles pièces. Passez nous voir ou découvrez-les en ligne.',
    're-engagement.button': 'Voir les nouveautés',
  },
  en: {
    'birthday.subject': 'Happy birthday {{firstName}}!',
    'birthday.preheader': '{business} wishes you a wonderful day.',
    'birthday.heading': 'Happy birthday {{firstName}}!',
    'birthday.text':
      'Everyone at {business} wishes you a very happy birthday. We look forward to welcoming you again soon.',
    'birthday.button': 'Discover our pieces',
    'anniversary.subject': 'Happy anniversary {{firstName}}',
    'anniversary.preheader': 'A date that matters, and one we hold dear.',
    'anniversary.heading': 'Happy anniversary {{firstName}}',
    'anniversary.text':
      'One more year together: {business} sends you its warmest congratulations. A jewel to mark the day?',
    'anniversary.button': 'See our pieces',
    'review-request.subject': '{{firstName}}, we would love your review',
    'review-request.preheader': 'A few words about your piece and our welcome.',
    'review-request.heading': 'Thank you {{firstName}}!',
    'review-request.text':
      'We hope you love your piece. Your review helps {business} and those discovering us: it takes a minute.',
    'review-request.button': 'Leave a review',
    're-engagement.subject': '{{firstName}}, it has been a while',
    're-engagement.preheader': 'Our latest pieces are waiting for you.',
    're-engagement.heading': 'We have missed you {{firstName}}',
    're-engagement.text':
      'Since your last visit, {business} has imagined new pieces. Come and see us or discover them online.',
    're-engagement.button': 'See what is new',
  },
});

/** The email of one automation; the link goes to the showroom (its reviews page for a review request). */
export function automationContent(
  kind: AutomationKind,
  input: { locale: Locale; businessName: string; showroomUrl: string },
): EmailContentInput {
  const t = createTranslator(texts, input.locale);
  const params = { business: input.businessName };
  const href = kind === 'review-request' ? `${input.showroomUrl}/reviews` : input.showroomUrl;
  return {
    subject: t(`${kind}.subject`, params),
    preheader: t(`${kind}.preheader`, params),
    blocks: [
      { type: 'heading', text: t(`${kind}.heading`, params) },
      { type: 'text', text: t(`${kind}.text`, params) },
      { type: 'button', label: t(`${kind}.button`, params), href },
    ],
  };
}

/** The idempotency key of one automated email, for its Message-ID. */
export function automationSendKey(input: { kind: AutomationKind; clientId: string; period: string }): string {
  return `au1_${input.kind}_${input.clientId}_${input.period}`.replace(/[^a-z0-9_-]/gi, '-');
}
