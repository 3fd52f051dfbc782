import {
  BAND_PROFILES,
  type ChainStyle,
  CUTS,
  type DesignSpec,
  isChainPiece,
  MADE_CHAIN_STYLES,
  METALS,
  normaliseDesignSpec,
  PIECES,
  SETTINGS,
  STONE_TYPES,
} from '@carat/domain/design';
import { mulberry32 } from '@carat/domain/random';
import type { RingSizeSystem } from '@carat/domain/ring-sizes';

/** A small seeded PRNG, so a failing spec can be replayed from its seed. */
export const seededRandom = (seed: number): (() => number) => mulberry32(seed);

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, min: number, max: number, step: number) =>
  Math.round((min + random() * (max - min)) / step) * step;

/** Ring sizes drawn inside ISO 41–76 in each system's own scale. */
const SIZE_RANGES: Record<RingSizeSystem, [number, number, number]> = {
  eu: [41, 76, 1],
  fr: [41, 76, 1],
  ch: [1, 36, 1],
  us: [2, 13.5, 0.25],
  uk: [4, 31, 0.5],
  jp: [2, 28, 1],
};

/** Every piece but the chains, which are drawn apart (`randomChainSpec`: hundreds of links each). */
const SOLID_PIECES = PIECES.filter((piece) => !isChainPiece(piece));

/** A valid spec drawn at random across every piece, metal, stone, cut, setting, profile and size system. */
export function randomSpec(random: () => number): DesignSpec {
  const piece = pick(random, SOLID_PIECES);
  const system = pick(random, Object.keys(SIZE_RANGES) as RingSizeSystem[]);
  const [min, max, step] = SIZE_RANGES[system];
  const byCarat = random() < 0.6;
  const small = piece === 'eternity' || piece === 'studs';
  return normaliseDesignSpec({
    piece,
    metal: pick(random, METALS),
    stone: {
      type: pick(random, STONE_TYPES),
      cut: pick(random, CUTS),
      size: byCarat
        ? { unit: 'ct', value: between(random, small ? 0.02 : 0.1, small ? 0.5 : 3, 0.01) }
        : { unit: 'mm', value: between(random, small ? 1.2 : 3, small ? 5 : 10, 0.1) },
    },
    setting: pick(random, SETTINGS),
    band: {
      profile: pick(random, BAND_PROFILES),
      widthMm: between(random, 1.5, piece === 'bangle' ? 10 : 6, 0.1),
      thicknessMm: between(random, 1.4, 2.6, 0.1),
    },
    ringSize: { system, value: between(random, min, max, step) },
    innerDiameterMm: piece === 'bangle' ? between(random, 52, 72, 0.5) : null,
    engraving: random() < 0.3 ? 'À toi' : null,
  });
}

/** A valid necklace or bracelet drawn at random: style, width, length, metal, and stones along it or none. */
export function randomChainSpec(
  random: () => number,
  styles: readonly ChainStyle[] = MADE_CHAIN_STYLES,
): DesignSpec {
  const piece = random() < 0.5 ? 'necklace' : 'bracelet';
  const stones = pick(random, ['none', 'stations', 'tennis'] as const);
  const lengthMm = piece === 'necklace' ? between(random, 380, 600, 10) : between(random, 150, 210, 5);
  return normaliseDesignSpec({
    piece,
    metal: pick(random, METALS),
    stone: {
      type: pick(random, STONE_TYPES),
      cut: pick(random, CUTS),
      size: { unit: 'mm', value: between(random, 1.5, 3.5, 0.1) },
    },
    setting: random() < 0.5 ? 'bezel' : 'claws-4',
    band: { profile: 'court', widthMm: 2, thicknessMm: 1.7 },
    ringSize: null,
    innerDiameterMm: null,
    engraving: null,
    chain: {
      style: pick(random, styles),
      widthMm: between(random, 1.5, 5, 0.1),
      lengthMm,
      stones,
      stoneCount:
        stones === 'none'
          ? 0
          : stones === 'tennis'
            ? Math.floor(lengthMm / between(random, 5.5, 8, 0.5))
            : 1 + Math.floor(random() * 5),
    },
  });
}
