import type { RepairPiece } from '@carat/api-client/react';
import type { MessageKey } from '@carat/ui/i18n';
import { PIECE_MARKS, PIECE_TYPES } from '@carat/validation/repairs';

type Translate = (key: MessageKey) => string;

/** The piece in a few words: its kind, metal and stones ("Bague · or jaune 18 ct · diamant"). */
export function pieceLine(piece: RepairPiece, t: Translate): string {
  const kind = (PIECE_TYPES as readonly string[]).includes(piece.type)
    ? t(`repairs.piece.${piece.type as (typeof PIECE_TYPES)[number]}`)
    : piece.type;
  return [kind, piece.metal, piece.stones].filter(Boolean).join(' · ');
}

/** The marks ticked at intake, in words. */
export function markWords(marks: readonly string[], t: Translate): string {
  return marks
    .map((mark) =>
      (PIECE_MARKS as readonly string[]).includes(mark)
        ? t(`repairs.mark.${mark as (typeof PIECE_MARKS)[number]}`)
        : mark,
    )
    .join(', ');
}
