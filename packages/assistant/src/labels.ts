import { createTranslator, defineMessages, intlLocale, type Locale, localize } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import type { Budget, Cut, Lead, MetalKind, PieceType, RingSize, Stone } from '#lib/lead.ts';
import { splitMetal } from '#lib/normalise/vocabulary.ts';

/** How the lead's codes read back to the visitor, in their language. */
type Labels<T extends string> = Record<T, readonly [fr: string, en: string]>;

const PIECES: Labels<PieceType> = {
  'engagement-ring': ['bague de fiançailles', 'engagement ring'],
  'wedding-band': ['alliance', 'wedding band'],
  ring: ['bague', 'ring'],
  necklace: ['collier', 'necklace'],
  pendant: ['pendentif', 'pendant'],
  chain: ['chaîne', 'chain'],
  bracelet: ['bracelet', 'bracelet'],
  earrings: ['boucles d’oreilles', 'earrings'],
  brooch: ['broche', 'brooch'],
  cufflinks: ['boutons de manchette', 'cufflinks'],
  watch: ['montre', 'watch'],
};

const METAL_LABELS: Labels<MetalKind> = {
  gold: ['or', 'gold'],
  'yellow-gold': ['or jaune', 'yellow gold'],
  'white-gold': ['or blanc', 'white gold'],
  'rose-gold': ['or rose', 'rose gold'],
  platinum: ['platine', 'platinum'],
  silver: ['argent', 'silver'],
  palladium: ['palladium', 'palladium'],
  titanium: ['titane', 'titanium'],
};

const STONE_LABELS: Labels<Stone> = {
  diamond: ['diamant', 'diamond'],
  sapphire: ['saphir', 'sapphire'],
  ruby: ['rubis', 'ruby'],
  emerald: ['émeraude', 'emerald'],
  pearl: ['perle', 'pearl'],
  moissanite: ['moissanite', 'moissanite'],
  aquamarine: ['aigue-marine', 'aquamarine'],
  amethyst: ['améthyste', 'amethyst'],
  topaz: ['topaze', 'topaz'],
  opal: ['opale', 'opal'],
  tanzanite: ['tanzanite', 'tanzanite'],
  morganite: ['morganite', 'morganite'],
  garnet: ['grenat', 'garnet'],
};

const CUT_LABELS: Labels<Cut> = {
  round: ['taille brillant', 'round brilliant cut'],
  oval: ['taille ovale', 'oval cut'],
  princess: ['taille princesse', 'princess cut'],
  emerald: ['taille émeraude', 'emerald cut'],
  cushion: ['taille coussin', 'cushion cut'],
  pear: ['taille poire', 'pear cut'],
  marquise: ['taille marquise', 'marquise cut'],
  radiant: ['taille radiant', 'radiant cut'],
  asscher: ['taille asscher', 'asscher cut'],
  heart: ['taille cœur', 'heart cut'],
  baguette: ['taille baguette', 'baguette cut'],
};

const pick = (pair: readonly [string, string] | undefined, locale: Locale) =>
  pair?.[localize({ fr: 0, en: 1 }, locale)] ?? '';

/** The sentences around the values. */
const PHRASES = defineMessages({
  fr: {
    karat: '{base} {karat} carats',
    budgetRange: 'budget de {min} à {max}',
    budgetUpTo: 'budget jusqu’à {max}',
    budgetFrom: 'budget à partir de {min}',
    ringSize: 'taille {system}{value}',
    wantedBy: 'pour le {date}',
  },
  en: {
    karat: '{karat}k {base}',
    budgetRange: 'budget {min} to {max}',
    budgetUpTo: 'budget up to {max}',
    budgetFrom: 'budget from {min}',
    ringSize: 'size {system}{value}',
    wantedBy: 'by {date}',
  },
});

const phrase = (locale: Locale) => createTranslator(PHRASES, locale);

export function pieceLabel(piece: PieceType, locale: Locale): string {
  return pick(PIECES[piece], locale);
}

export function metalLabel(metal: string, locale: Locale): string {
  const [kind, karat] = splitMetal(metal);
  // A jeweller's own word for the metal ('Platine', 'Or jaune') is said as they wrote it.
  if (!kind || !(kind in METAL_LABELS)) return metal;
  const base = pick(METAL_LABELS[kind], locale);
  if (karat === null) return base;
  return phrase(locale)('karat', { base, karat });
}

export function stoneLabel(stone: string, locale: Locale): string {
  const [kind, cut] = stone.split('/') as [Stone, Cut | undefined];
  const base = pick(STONE_LABELS[kind], locale);
  return cut ? `${base} ${pick(CUT_LABELS[cut], locale)}` : base;
}

export function moneyLabel(amount: number, currency: Currency, locale: Locale): string {
  return formatMoney(amount, currency, locale, { trailingZeroDisplay: 'stripIfInteger' });
}

export function budgetLabel(budget: Budget, locale: Locale): string {
  const money = (amount: number) => moneyLabel(amount, budget.currency, locale);
  const t = phrase(locale);
  if (budget.min !== null && budget.max !== null) {
    return t('budgetRange', { min: money(budget.min), max: money(budget.max) });
  }
  if (budget.max !== null) return t('budgetUpTo', { max: money(budget.max) });
  return t('budgetFrom', { min: money(budget.min ?? 0) });
}

export function ringSizeLabel(size: RingSize, locale: Locale): string {
  const system = size.system === 'fr' ? '' : `${size.system.toUpperCase()} `;
  return phrase(locale)('ringSize', { system, value: size.value });
}

export function dateLabel(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function slotLabel(start: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(start));
}

/** The values a message added or changed, as the visitor would say them back. */
export function changedLabels(before: Lead, after: Lead, locale: Locale): string[] {
  const items: string[] = [];
  if (after.pieceType && after.pieceType !== before.pieceType)
    items.push(pieceLabel(after.pieceType, locale));
  if (after.budget && JSON.stringify(after.budget) !== JSON.stringify(before.budget))
    items.push(budgetLabel(after.budget, locale));
  if (after.metal && after.metal !== before.metal) items.push(metalLabel(after.metal, locale));
  if (after.stone && after.stone !== before.stone) items.push(stoneLabel(after.stone, locale));
  if (after.ringSize && JSON.stringify(after.ringSize) !== JSON.stringify(before.ringSize))
    items.push(ringSizeLabel(after.ringSize, locale));
  if (after.wantedBy && after.wantedBy !== before.wantedBy) {
    items.push(phrase(locale)('wantedBy', { date: dateLabel(after.wantedBy, locale) }));
  }
  if (after.email && after.email !== before.email) items.push(after.email);
  if (after.phone && after.phone !== before.phone) items.push(after.phone);
  return items;
}
