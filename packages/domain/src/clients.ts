import type { LocalizedText } from '#lib/locale.ts';

export const CLIENT_STATUSES = ['vip', 'active', 'new'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Badges as the client cards show them (VIP, ACTIVE, NEW). */
export const CLIENT_STATUS_LABELS: Readonly<Record<ClientStatus, LocalizedText>> = {
  vip: { fr: 'VIP', en: 'VIP' },
  active: { fr: 'ACTIF', en: 'ACTIVE' },
  new: { fr: 'NOUVEAU', en: 'NEW' },
};

export const ORDER_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** French labels as the demo shows them (En attente, En cours, Terminé, Annulé). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, LocalizedText>> = {
  pending: { fr: 'En attente', en: 'Pending' },
  'in-progress': { fr: 'En cours', en: 'In progress' },
  completed: { fr: 'Terminé', en: 'Completed' },
  cancelled: { fr: 'Annulé', en: 'Cancelled' },
};

/** Spec colours: completed green, in-progress blue, pending orange; cancelled is not shown, so neutral. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, 'green' | 'blue' | 'orange' | 'gray'>> = {
  pending: 'orange',
  'in-progress': 'blue',
  completed: 'green',
  cancelled: 'gray',
};

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * A client book's single name as a booking's first and last name (the first word, then the rest; each at
 * most `max` characters). One word gives an empty last name.
 */
export function splitClientName(name: string, max = 100): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  const [first, last] = space === -1 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space + 1)];
  return { firstName: first.slice(0, max), lastName: last.slice(0, max) };
}

export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, LocalizedText>> = {
  pending: { fr: 'En attente', en: 'Pending' },
  confirmed: { fr: 'Confirmé', en: 'Confirmed' },
  cancelled: { fr: 'Annulé', en: 'Cancelled' },
  completed: { fr: 'Terminé', en: 'Completed' },
};

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function firstLetter(word: string): string {
  for (const { segment } of graphemes.segment(word)) {
    if (LETTER_OR_DIGIT.test(segment)) return segment;
  }
  return '';
}

/**
 * The avatar's initials: first letter of the first and of the last word, upper-cased in French and
 * composed (NFC), so 'Émilie Dubois' → 'ÉD' whether the É was typed as one character or two.
 * 'Jean-Pierre Martin' gives 'JM'; a single name gives one letter.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => firstLetter(word) !== '');
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = firstLetter(first) + (last === undefined ? '' : firstLetter(last));
  return initials.toLocaleUpperCase('fr').normalize('NFC');
}
