import type { Locale } from '@carat/domain/locale';
import {
  CTA_LINES,
  OCCASION_HASHTAGS,
  OPENERS,
  type OpenerContext,
  PIECE_LINES_WITH_STONE,
  PIECE_LINES_WITHOUT_STONE,
  PRICE_LINES,
  PRICE_ON_REQUEST_LINES,
  SIGNOFFS,
  TONE_LINES,
  toneFamily,
} from '#lib/captions/grammar.ts';
import { slugify, utmLink } from '#lib/captions/links.ts';
import { formatPiecePrice } from '#lib/captions/prices.ts';
import {
  type CaptionSubject,
  type CaptionsInput,
  type CaptionsResult,
  type CaptionVariant,
  captionsInputSchema,
  captionsResultSchema,
  type ParsedCaptionsInput,
  type Piece,
  PLATFORMS,
  type Platform,
  subjectPieces,
} from '#lib/captions/schema.ts';
import { createRandom, type Random } from '#lib/captions/seeded-random.ts';

/** Fills {slots}; a slot without a value is a bug in the phrase bank, so it throws rather than print '{x}'. */
export function fillSlots(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const value = values[slot];
    if (value === undefined) throw new Error(`no value for slot {${slot}} in '${template}'`);
    return value;
  });
}

export function openerContext(subject: CaptionSubject): OpenerContext {
  switch (subject.kind) {
    case 'pieces':
      return 'piece';
    case 'collection':
      return 'collection';
    case 'occasion':
      return subject.occasion;
  }
}

/** utm_campaign: the occasion, the collection or the (first) piece, as a slug. */
export function campaignName(subject: CaptionSubject): string {
  switch (subject.kind) {
    case 'occasion':
      return subject.occasion;
    case 'collection':
      return slugify(subject.collection.name);
    case 'pieces':
      return slugify(subject.pieces[0]?.name ?? 'showroom');
  }
}

/** A post about one piece links to that piece; anything wider links to the showroom's home. */
export function captionTarget(input: ParsedCaptionsInput, platform: Platform): string {
  const { subject } = input;
  const single = subject.kind === 'pieces' && subject.pieces.length === 1 ? subject.pieces[0] : undefined;
  return utmLink(single?.url ?? input.business.showroomUrl, platform, campaignName(subject));
}

/** '18 ct rose gold' → '#18ctrosegold'; null when nothing usable is left. */
export function hashtagify(text: string): string | null {
  const body = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return body.length > 0 && body.length <= 60 ? `#${body}` : null;
}

function describePiece(piece: Piece, locale: Locale, random: Random): string {
  const lines = piece.stone ? PIECE_LINES_WITH_STONE[locale] : PIECE_LINES_WITHOUT_STONE[locale];
  const description = fillSlots(random.pick(lines), {
    name: piece.name,
    metal: piece.metal,
    stone: piece.stone ?? '',
    category: piece.category,
  });
  const price =
    piece.priceMinor === null
      ? random.pick(PRICE_ON_REQUEST_LINES[locale])
      : fillSlots(random.pick(PRICE_LINES[locale]), {
          price: formatPiecePrice(piece.priceMinor, piece.currency, locale),
        });
  return `${description} ${price}`;
}

function hashtagsFor(input: ParsedCaptionsInput, platform: Platform, random: Random): string[] {
  const context = openerContext(input.subject);
  const fromPieces = subjectPieces(input.subject).flatMap((piece) => [
    hashtagify(piece.metal),
    piece.stone ? hashtagify(piece.stone) : null,
    hashtagify(piece.category),
  ]);
  const fromBusiness = [
    hashtagify(input.business.name),
    input.business.city ? hashtagify(input.business.city) : null,
  ];
  const pool = [...OCCASION_HASHTAGS[context][input.locale], ...fromPieces, ...fromBusiness].filter(
    (tag): tag is string => tag !== null,
  );
  const unique = [...new Set(pool)];
  // Instagram rewards a handful of precise tags; on Facebook more than three reads as spam.
  const count =
    platform === 'instagram'
      ? Math.min(unique.length, 6 + random.int(4))
      : Math.min(unique.length, 2 + random.int(2));
  return random.shuffle(unique).slice(0, count);
}

function composeVariant(
  input: ParsedCaptionsInput,
  platform: Platform,
  opener: string,
  random: Random,
): CaptionVariant {
  const { locale, business, subject } = input;
  const link = captionTarget(input, platform);
  const collection = subject.kind === 'collection' ? subject.collection.name : '';
  const blocks: string[] = [fillSlots(opener, { collection })];
  const toneLine = random.pick(TONE_LINES[toneFamily(input.tone)][locale]);
  const toneFirst = random.next() < 0.5;
  if (toneFirst) blocks.push(toneLine);
  const pieces = subjectPieces(subject);
  if (pieces.length > 0) blocks.push(pieces.map((piece) => describePiece(piece, locale, random)).join('\n'));
  if (!toneFirst) blocks.push(toneLine);
  blocks.push(fillSlots(random.pick(CTA_LINES[platform][locale]), { link }));
  const signoffs = business.city ? SIGNOFFS[locale].withCity : SIGNOFFS[locale].plain;
  blocks.push(fillSlots(random.pick(signoffs), { business: business.name, city: business.city ?? '' }));
  return { platform, text: blocks.join('\n\n'), hashtags: hashtagsFor(input, platform, random), link };
}

/** Variants for one platform; openers are dealt from a shuffled deck so a result never repeats one. */
export function offlineVariantsFor(
  input: ParsedCaptionsInput,
  platform: Platform,
  count: number,
): CaptionVariant[] {
  const random = createRandom(`${input.seed}:${platform}`);
  const deck = random.shuffle(OPENERS[openerContext(input.subject)][input.locale]);
  return Array.from({ length: count }, (_, index) =>
    composeVariant(input, platform, deck[index % deck.length] as string, random),
  );
}

/**
 * The offline engine: no network, no model, the same seed always gives the same captions. Every fact it
 * writes is read from the input pieces.
 */
export function generateOfflineCaptions(raw: CaptionsInput): CaptionsResult {
  const input = captionsInputSchema.parse(raw);
  const variants = PLATFORMS.flatMap((platform) =>
    offlineVariantsFor(input, platform, input.variantsPerPlatform),
  );
  return captionsResultSchema.parse({ variants });
}
