import type { Locale } from '@carat/domain/locale';
import type { PIECE_MARKS, PIECE_TYPES } from '@carat/validation/repairs';

/** The counter's words for a piece, in the client's language (emails and PDFs). */
export const PIECE_TYPE_LABELS: Record<Locale, Record<(typeof PIECE_TYPES)[number], string>> = {
  fr: {
    ring: 'bague',
    chain: 'chaîne',
    necklace: 'collier',
    bracelet: 'bracelet',
    earrings: "boucles d'oreilles",
    pendant: 'pendentif',
    brooch: 'broche',
    watch: 'montre',
    other: 'pièce',
  },
  en: {
    ring: 'ring',
    chain: 'chain',
    necklace: 'necklace',
    bracelet: 'bracelet',
    earrings: 'earrings',
    pendant: 'pendant',
    brooch: 'brooch',
    watch: 'watch',
    other: 'piece',
  },
};

export const PIECE_MARK_LABELS: Record<Locale, Record<(typeof PIECE_MARKS)[number], string>> = {
  fr: {
    hallmark: 'poinçon',
    engraving: 'gravure',
    scratches: 'rayures',
    dents: 'chocs',
    worn_prongs: 'griffes usées',
    loose_stone: 'pierre qui bouge',
    missing_stone: 'pierre manquante',
    chipped_stone: 'pierre ébréchée',
    broken_clasp: 'fermoir cassé',
    broken_link: 'maillon cassé',
    bent: 'déformée',
    tarnished: 'ternie',
  },
  en: {
    hallmark: 'hallmark',
    engraving: 'engraving',
    scratches: 'scratches',
    dents: 'dents',
    worn_prongs: 'worn prongs',
    loose_stone: 'loose stone',
    missing_stone: 'missing stone',
    chipped_stone: 'chipped stone',
    broken_clasp: 'broken clasp',
    broken_link: 'broken link',
    bent: 'bent',
    tarnished: 'tarnished',
  },
};

export function pieceLabel(locale: Locale, type: string): string {
  return PIECE_TYPE_LABELS[locale][type as (typeof PIECE_TYPES)[number]] ?? type;
}
export function markLabel(locale: Locale, mark: string): string {
  return PIECE_MARK_LABELS[locale][mark as (typeof PIECE_MARKS)[number]] ?? mark;
}
