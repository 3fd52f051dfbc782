import {
  CUT_LABELS,
  type DesignSpec,
  designTitle,
  METAL_LABELS,
  PIECE_LABELS,
  STONE_LABELS,
} from '@carat/domain/design';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import type { Piece } from '@carat/marketing/captions';

/**
 * A design from the design generator as the studio writes about it: its real metal and stone as the spec
 * holds them, its estimate as the price. A design has no showroom page of its own, so the link is the
 * showroom (the caption engine tags it with UTM parameters).
 */
export function designCaptionPiece(
  design: { id: string; spec: DesignSpec; priceMinor: number; currency: Currency },
  locale: Locale,
  business: { showroomUrl: string },
): Piece {
  const { spec } = design;
  const piece = PIECE_LABELS[spec.piece][locale];
  return {
    id: design.id,
    name: piece.slice(0, 120),
    category: piece.toLowerCase().slice(0, 60),
    metal: METAL_LABELS[spec.metal][locale].toLowerCase(),
    stone: spec.stone ? designStone(spec.stone, locale) : null,
    priceMinor: design.priceMinor,
    currency: design.currency,
    url: business.showroomUrl,
  };
}

/** 'diamant taille ovale 1,5 ct' / 'oval cut diamond 1.5 ct'. */
function designStone(stone: NonNullable<DesignSpec['stone']>, locale: Locale): string {
  const size = `${stone.size.value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB')} ${stone.size.unit}`;
  const type = STONE_LABELS[stone.type][locale].toLowerCase();
  const cut = CUT_LABELS[stone.cut][locale].toLowerCase();
  return `${type} ${cut} ${size}`.slice(0, 80);
}

/** The name a design's visual shows: its one-line title ('Bague solitaire, Or rose 18 carats, …'). */
export function designVisualName(spec: DesignSpec, locale: Locale): string {
  return designTitle(spec, locale).slice(0, 120);
}
