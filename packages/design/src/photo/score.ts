import { type DesignSpec, isChainPiece, type Metal, STONELESS_PIECES } from '@carat/domain/design';
import type { MetalColour, PhotoReading } from '#lib/photo/read-photo.ts';

/*
 * How a reading compares with the spec that was drawn. The fields the photo eval scores: the piece, the
 * metal's colour (a picture cannot tell 9 from 18 ct, nor platinum from white gold or silver), the stone's
 * cut (pieces with a stone) and the stone count: the large stones (a halo's or a pendant's centre stone is
 * one; a trilogy three; a pair of studs two; none for a band, a signet or a bangle), and for an eternity
 * the whole row within 30 % (its back is hidden).
 */

export function metalColourOf(metal: Metal): MetalColour {
  if (metal.startsWith('yellow')) return 'yellow';
  if (metal.startsWith('rose')) return 'rose';
  return 'white';
}

export function expectedStoneCount(spec: DesignSpec, gems: number): number {
  if (STONELESS_PIECES.includes(spec.piece) || !spec.stone) return 0;
  if (spec.piece === 'eternity' || isChainPiece(spec.piece)) return gems;
  if (spec.piece === 'trilogy') return 3;
  if (spec.piece === 'studs') return 2;
  return 1;
}

export interface PhotoScore {
  readonly piece: boolean;
  readonly metal: boolean;
  /** Null when the piece has no stone. */
  readonly cut: boolean | null;
  readonly count: boolean;
}

export function scoreReading(truth: DesignSpec, gems: number, reading: PhotoReading): PhotoScore {
  const expected = expectedStoneCount(truth, gems);
  const count =
    truth.piece === 'eternity'
      ? Math.abs(reading.stoneCount - expected) <= expected * 0.3
      : reading.stoneCount === expected;
  return {
    piece: reading.spec.piece === truth.piece,
    metal: metalColourOf(reading.spec.metal) === metalColourOf(truth.metal),
    cut: truth.stone ? reading.spec.stone?.cut === truth.stone.cut : null,
    count,
  };
}
