import { intlLocale, type LocalizedText } from '#lib/locale.ts';
import { diameterFromRingSize, type RingSizeSystem } from '#lib/ring-sizes.ts';

/*
 * A design spec is what the AI design generator builds from: the piece, its metal, its stone and its size.
 * The model (or the offline parser) only ever fills this; geometry is computed from it in @carat/design.
 * Lengths are mm, weights g, money integer minor units.
 */

export const RING_PIECES = ['solitaire', 'halo', 'trilogy', 'eternity', 'band', 'signet'] as const;
/** Chains: a necklace or a bracelet of links, closed by a clasp, with stones along it or none. */
export const CHAIN_PIECES = ['necklace', 'bracelet'] as const;
export const PIECES = [...RING_PIECES, 'pendant', 'studs', 'bangle', ...CHAIN_PIECES] as const;
export type Piece = (typeof PIECES)[number];
export type RingPiece = (typeof RING_PIECES)[number];
export type ChainPiece = (typeof CHAIN_PIECES)[number];

export function isRingPiece(piece: Piece): piece is RingPiece {
  return (RING_PIECES as readonly string[]).includes(piece);
}

export function isChainPiece(piece: Piece): piece is ChainPiece {
  return (CHAIN_PIECES as readonly string[]).includes(piece);
}

/** Pieces that carry no stone: a plain band, a signet (engraved, not set) and a plain bangle. */
export const STONELESS_PIECES: readonly Piece[] = ['band', 'signet', 'bangle'];

/** The chains a jeweller names. */
export const CHAIN_STYLES = ['cable', 'curb', 'figaro', 'rope', 'box', 'cuban', 'snake'] as const;
export type ChainStyle = (typeof CHAIN_STYLES)[number];
/**
 * The ones the generator builds link by link. A rope, a box and a snake chain are woven or hinged from
 * many small parts; they are read from a brief and answered with the nearest made style (see
 * NEAREST_CHAIN_STYLE), which the jeweller is told.
 */
export const MADE_CHAIN_STYLES: readonly ChainStyle[] = ['cable', 'curb', 'figaro', 'cuban'];
export const NEAREST_CHAIN_STYLE: Readonly<Record<ChainStyle, ChainStyle>> = {
  cable: 'cable',
  curb: 'curb',
  figaro: 'figaro',
  cuban: 'cuban',
  rope: 'curb',
  box: 'cable',
  snake: 'curb',
};

/** Stones along a chain: none, a few at stations along a plain chain, or one in every unit (tennis). */
export const CHAIN_STONES = ['none', 'stations', 'tennis'] as const;
export type ChainStones = (typeof CHAIN_STONES)[number];

export interface ChainSpec {
  readonly style: ChainStyle;
  /** The chain's width as a jeweller quotes it ('3 mm curb'): a link's outer width. */
  readonly widthMm: number;
  /** End to end, clasp included. */
  readonly lengthMm: number;
  readonly stones: ChainStones;
  /** How many stones along it; 0 when `stones` is 'none'. */
  readonly stoneCount: number;
}

export const CHAIN_WIDTH_MIN_MM = 1;
export const CHAIN_WIDTH_MAX_MM = 12;
export const CHAIN_LENGTH_MIN_MM = 140;
export const CHAIN_LENGTH_MAX_MM = 1000;
export const CHAIN_STONE_COUNT_MAX = 120;
/** 'fine' / 'thin' and 'heavy' / 'large' for a chain, and the width when nothing is said. */
export const CHAIN_WIDTH_WORDS_MM = { thin: 1.5, standard: 2.5, wide: 5 } as const;
/** A necklace of 45 cm (princess length) and a bracelet of 18 cm when the brief gives none. */
export const DEFAULT_CHAIN_LENGTH_MM: Readonly<Record<ChainPiece, number>> = { necklace: 450, bracelet: 180 };

export function defaultChain(piece: ChainPiece): ChainSpec {
  return {
    style: 'cable',
    widthMm: CHAIN_WIDTH_WORDS_MM.standard,
    lengthMm: DEFAULT_CHAIN_LENGTH_MM[piece],
    stones: 'none',
    stoneCount: 0,
  };
}

export const METALS = [
  'yellow-gold-9',
  'yellow-gold-14',
  'yellow-gold-18',
  'white-gold-9',
  'white-gold-14',
  'white-gold-18',
  'rose-gold-9',
  'rose-gold-14',
  'rose-gold-18',
  'platinum-950',
  'silver-925',
] as const;
export type Metal = (typeof METALS)[number];

/**
 * Densities in g/cm³ used for weights. Alloys differ by maker, so these are one documented choice each:
 * - 18 ct yellow 15.5, 14 ct yellow 13.1, 9 ct yellow 11.2, 18 ct white 15.0 (nickel whites 14.7, palladium
 *   whites up to 15.9: the middle), 18 ct rose 15.1, platinum 950 20.8 (Pt-Co; Pt-Ir is 21.5), sterling
 *   silver 10.4: Stuller's and assayers' metal tables as gathered in shared/reference/wave2-facts.md.
 * - 14 ct white 13.0 and rose 13.0, 9 ct white 11.4 and rose 11.1: not in those notes; taken from the
 *   same makers' alloy sheets (a white or rose alloy of a fineness weighs within ±3 % of the yellow one).
 * A business with a different alloy should override these (see `estimateDesign`).
 */
export const METAL_DENSITY_G_PER_CM3: Readonly<Record<Metal, number>> = {
  'yellow-gold-9': 11.2,
  'yellow-gold-14': 13.1,
  'yellow-gold-18': 15.5,
  'white-gold-9': 11.4,
  'white-gold-14': 13.0,
  'white-gold-18': 15.0,
  'rose-gold-9': 11.1,
  'rose-gold-14': 13.0,
  'rose-gold-18': 15.1,
  'platinum-950': 20.8,
  'silver-925': 10.4,
};

export const METAL_LABELS: Readonly<Record<Metal, LocalizedText>> = {
  'yellow-gold-9': { fr: 'Or jaune 9 carats', en: '9 ct yellow gold' },
  'yellow-gold-14': { fr: 'Or jaune 14 carats', en: '14 ct yellow gold' },
  'yellow-gold-18': { fr: 'Or jaune 18 carats', en: '18 ct yellow gold' },
  'white-gold-9': { fr: 'Or blanc 9 carats', en: '9 ct white gold' },
  'white-gold-14': { fr: 'Or blanc 14 carats', en: '14 ct white gold' },
  'white-gold-18': { fr: 'Or blanc 18 carats', en: '18 ct white gold' },
  'rose-gold-9': { fr: 'Or rose 9 carats', en: '9 ct rose gold' },
  'rose-gold-14': { fr: 'Or rose 14 carats', en: '14 ct rose gold' },
  'rose-gold-18': { fr: 'Or rose 18 carats', en: '18 ct rose gold' },
  'platinum-950': { fr: 'Platine 950', en: 'Platinum 950' },
  'silver-925': { fr: 'Argent 925', en: 'Sterling silver 925' },
};

export const STONE_TYPES = ['diamond', 'lab-diamond', 'moissanite', 'sapphire', 'ruby', 'emerald'] as const;
export type StoneType = (typeof STONE_TYPES)[number];

export interface StoneOptics {
  /** Refractive index (n_D). */
  readonly ior: number;
  /** Abbe number, from which glTF's KHR_materials_dispersion value is 20 / abbe. */
  readonly abbe: number;
  /** Specific gravity: a ruby of the same size weighs more carats than a diamond. */
  readonly specificGravity: number;
}

/**
 * Optics and densities from gemmological tables (GIA): diamond n 2.417, SG 3.52, Abbe ≈ 55; moissanite
 * n ≈ 2.65, SG 3.21, Abbe ≈ 28 (its fire is about 2.4× a diamond's); corundum (sapphire, ruby) n ≈ 1.77,
 * SG 4.00, Abbe ≈ 72; beryl (emerald) n ≈ 1.57, SG 2.72, Abbe ≈ 66. A lab diamond is a diamond.
 */
export const STONE_OPTICS: Readonly<Record<StoneType, StoneOptics>> = {
  diamond: { ior: 2.417, abbe: 55, specificGravity: 3.52 },
  'lab-diamond': { ior: 2.417, abbe: 55, specificGravity: 3.52 },
  moissanite: { ior: 2.65, abbe: 28, specificGravity: 3.21 },
  sapphire: { ior: 1.77, abbe: 72, specificGravity: 4.0 },
  ruby: { ior: 1.77, abbe: 72, specificGravity: 4.0 },
  emerald: { ior: 1.57, abbe: 66, specificGravity: 2.72 },
};

export const STONE_LABELS: Readonly<Record<StoneType, LocalizedText>> = {
  diamond: { fr: 'Diamant', en: 'Diamond' },
  'lab-diamond': { fr: 'Diamant de synthèse', en: 'Lab-grown diamond' },
  moissanite: { fr: 'Moissanite', en: 'Moissanite' },
  sapphire: { fr: 'Saphir', en: 'Sapphire' },
  ruby: { fr: 'Rubis', en: 'Ruby' },
  emerald: { fr: 'Émeraude', en: 'Emerald' },
};

export const CUTS = ['round-brilliant', 'oval', 'princess', 'cushion', 'emerald', 'pear'] as const;
export type Cut = (typeof CUTS)[number];

export interface CutProportions {
  /** Length ÷ width of the girdle outline. */
  readonly lengthToWidth: number;
  /** Total depth ÷ width. */
  readonly depthRatio: number;
  /** ct = length × width × depth (mm) × factor, for a diamond (SG 3.52); the trade's weight estimate. */
  readonly weightFactor: number;
}

/**
 * Typical proportions and the trade's weight-estimation factors (GIA / Leveridge formulas): round
 * D² × depth × 0.0061 (Tolkowsky depth ≈ 60 %: 6.5 mm ≈ 1.00 ct), oval 0.0062, princess 0.0083,
 * cushion 0.0080, emerald cut 0.0080, pear 0.0059.
 */
export const CUT_PROPORTIONS: Readonly<Record<Cut, CutProportions>> = {
  'round-brilliant': { lengthToWidth: 1, depthRatio: 0.6, weightFactor: 0.0061 },
  oval: { lengthToWidth: 1.4, depthRatio: 0.62, weightFactor: 0.0062 },
  princess: { lengthToWidth: 1, depthRatio: 0.7, weightFactor: 0.0083 },
  cushion: { lengthToWidth: 1.05, depthRatio: 0.65, weightFactor: 0.008 },
  emerald: { lengthToWidth: 1.45, depthRatio: 0.65, weightFactor: 0.008 },
  pear: { lengthToWidth: 1.6, depthRatio: 0.6, weightFactor: 0.0059 },
};

export const SETTINGS = ['claws-4', 'claws-6', 'bezel', 'halo'] as const;
export type Setting = (typeof SETTINGS)[number];

export const BAND_PROFILES = ['court', 'flat', 'd'] as const;
export type BandProfile = (typeof BAND_PROFILES)[number];

/** A stone's size as the client gave it: a weight in carats or a width (the girdle's short side) in mm. */
export type StoneSize =
  | { readonly unit: 'ct'; readonly value: number }
  | { readonly unit: 'mm'; readonly value: number };

export interface StoneSpec {
  readonly type: StoneType;
  readonly cut: Cut;
  /** Of the centre stone; for an eternity, of each stone. */
  readonly size: StoneSize;
}

export interface BandSpec {
  readonly profile: BandProfile;
  readonly widthMm: number;
  readonly thicknessMm: number;
}

export interface RingSize {
  readonly system: RingSizeSystem;
  readonly value: number;
}

export interface DesignSpec {
  readonly piece: Piece;
  readonly metal: Metal;
  /** Null for a stoneless piece (band, signet, bangle). */
  readonly stone: StoneSpec | null;
  readonly setting: Setting;
  /** The ring's shank, the bangle's section; for a pendant or studs it is unused but kept for a later switch. */
  readonly band: BandSpec;
  /** As the client said it; null for pieces worn elsewhere than a finger. */
  readonly ringSize: RingSize | null;
  /**
   * The one number geometry reads: the inner diameter in mm, derived from ringSize for a ring (see
   * normaliseDesignSpec), chosen directly for a bangle, null for a pendant or studs.
   */
  readonly innerDiameterMm: number | null;
  /** Text engraved inside; kept on the spec and the order, not modelled in the mesh. */
  readonly engraving: string | null;
  /** The chain of a necklace or a bracelet; absent or null for every other piece. */
  readonly chain?: ChainSpec | null;
}

/** ISO 8653 sizes run from 41 to 76 mm around (wave2-facts). */
export const RING_INNER_DIAMETER_MIN_MM = 41 / Math.PI;
export const RING_INNER_DIAMETER_MAX_MM = 76 / Math.PI;
export const BANGLE_INNER_DIAMETER_MIN_MM = 50;
export const BANGLE_INNER_DIAMETER_MAX_MM = 75;
/** A medium adult bangle. */
export const DEFAULT_BANGLE_INNER_DIAMETER_MM = 62;
export const BAND_WIDTH_MIN_MM = 1.2;
export const BAND_WIDTH_MAX_MM = 12;
export const BAND_THICKNESS_MIN_MM = 1.2;
export const BAND_THICKNESS_MAX_MM = 3.5;
export const STONE_CARAT_MIN = 0.01;
export const STONE_CARAT_MAX = 10;
export const STONE_MM_MIN = 1;
export const STONE_MM_MAX = 16;

/** Widths the words 'fin' / 'thin' and 'large' / 'wide' stand for, and the one used when nothing is said. */
export const BAND_WIDTH_WORDS_MM = { thin: 1.6, standard: 2, wide: 4 } as const;

export const DEFAULT_RING_SIZE: RingSize = { system: 'eu', value: 54 };

/** What a brief that says nothing gets: a classic 4-claw 0.5 ct diamond solitaire in 18 ct yellow gold. */
export function defaultDesignSpec(piece: Piece = 'solitaire'): DesignSpec {
  return normaliseDesignSpec({
    piece,
    metal: 'yellow-gold-18',
    stone: { type: 'diamond', cut: 'round-brilliant', size: { unit: 'ct', value: defaultCarat(piece) } },
    setting: defaultSetting(piece),
    band: { profile: 'court', widthMm: defaultBandWidth(piece), thicknessMm: defaultBandThickness(piece) },
    ringSize: DEFAULT_RING_SIZE,
    innerDiameterMm: null,
    engraving: null,
  });
}

export function defaultSetting(piece: Piece): Setting {
  if (piece === 'halo') return 'halo';
  if (isChainPiece(piece)) return 'bezel';
  if (piece === 'eternity' || piece === 'signet' || piece === 'band') return 'bezel';
  return 'claws-4';
}

/** An eternity's stones are small (each), a trilogy's centre a little smaller than a solitaire's. */
export function defaultCarat(piece: Piece): number {
  if (piece === 'eternity' || isChainPiece(piece)) return 0.05;
  if (piece === 'studs') return 0.25;
  return 0.5;
}

export function defaultBandWidth(piece: Piece): number {
  if (piece === 'eternity') return 2.5;
  if (piece === 'signet') return 3;
  if (piece === 'bangle') return 4;
  return BAND_WIDTH_WORDS_MM.standard;
}

/** Eternity stones sit in seats cut into the shank, so it is thicker. */
export function defaultBandThickness(piece: Piece): number {
  if (piece === 'eternity') return 2.2;
  if (piece === 'bangle') return 2.5;
  return 1.7;
}

/**
 * Makes a spec consistent: the inner diameter follows the ring size (or the bangle's own), pieces without a
 * stone lose it, a halo piece has a halo setting, an eternity's stone fits its band.
 */
export function normaliseDesignSpec(spec: DesignSpec): DesignSpec {
  const ring = isRingPiece(spec.piece);
  const ringSize = ring ? (spec.ringSize ?? DEFAULT_RING_SIZE) : null;
  let innerDiameterMm: number | null = null;
  if (ringSize) innerDiameterMm = diameterFromRingSize(ringSize.system, ringSize.value);
  else if (spec.piece === 'bangle')
    innerDiameterMm = spec.innerDiameterMm ?? DEFAULT_BANGLE_INNER_DIAMETER_MM;
  const chainPiece = isChainPiece(spec.piece);
  const chain = chainPiece ? normaliseChain(spec.chain ?? defaultChain(spec.piece as ChainPiece)) : null;
  const stoneless = STONELESS_PIECES.includes(spec.piece) || chain?.stones === 'none';
  let setting = spec.setting;
  if (spec.piece === 'halo') setting = 'halo';
  else if (setting === 'halo' && spec.piece !== 'pendant' && spec.piece !== 'studs') setting = 'claws-4';
  const normalised: DesignSpec = {
    ...spec,
    stone: stoneless ? null : (spec.stone ?? defaultDesignStone(spec.piece)),
    setting,
    ringSize,
    innerDiameterMm,
  };
  // Only a chain piece carries the key, so every other spec keeps the shape it always had.
  if (chain) return { ...normalised, chain };
  const { chain: _dropped, ...rest } = normalised;
  return rest;
}

/** A chain with no stones has a count of 0; stones asked without a count get one per station or unit. */
function normaliseChain(chain: ChainSpec): ChainSpec {
  if (chain.stones === 'none') return { ...chain, stoneCount: 0 };
  return { ...chain, stoneCount: Math.max(1, Math.round(chain.stoneCount || 1)) };
}

function defaultDesignStone(piece: Piece): StoneSpec {
  return { type: 'diamond', cut: 'round-brilliant', size: { unit: 'ct', value: defaultCarat(piece) } };
}

export interface StoneDimensions {
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly depthMm: number;
  readonly carat: number;
}

/**
 * A stone's girdle and depth from its weight or width, by the cut's proportions, and its weight: the
 * diamond factor scaled by specific gravity (a 1 ct ruby is smaller than a 1 ct diamond).
 */
export function stoneDimensions(stone: StoneSpec): StoneDimensions {
  const cut = CUT_PROPORTIONS[stone.cut];
  const gravity = STONE_OPTICS[stone.type].specificGravity / STONE_OPTICS.diamond.specificGravity;
  // ct = L·W·D·f·g with L = r·W and D = d·W, so ct = r·d·f·g·W³.
  const caratPerCubicWidth = cut.lengthToWidth * cut.depthRatio * cut.weightFactor * gravity;
  const widthMm =
    stone.size.unit === 'mm' ? stone.size.value : Math.cbrt(stone.size.value / caratPerCubicWidth);
  const carat = stone.size.unit === 'ct' ? stone.size.value : caratPerCubicWidth * widthMm ** 3;
  return { lengthMm: widthMm * cut.lengthToWidth, widthMm, depthMm: widthMm * cut.depthRatio, carat };
}

/** Editable by the business: integer minor units of its currency. */
export interface DesignPriceTable {
  readonly metalPerGram: Readonly<Record<Metal, number>>;
  readonly labour: number;
  readonly stonePerCarat: Readonly<Record<StoneType, number>>;
}

export interface DesignEstimate {
  readonly metalVolumeMm3: number;
  /** Rounded to 0.01 g, as a jeweller's scale shows it. */
  readonly weightG: number;
  readonly stones: number;
  /** Rounded to 0.01 ct. */
  readonly totalCarat: number;
  /** Integer minor units. */
  readonly price: number;
}

export interface EstimateInput {
  readonly metal: Metal;
  readonly metalVolumeMm3: number;
  readonly stoneType: StoneType | null;
  readonly stones: number;
  readonly totalCarat: number;
}

/** Grams of a volume of metal: mm³ → cm³ is ÷ 1000. */
export function metalWeightG(
  metal: Metal,
  volumeMm3: number,
  densities: Readonly<Record<Metal, number>> = METAL_DENSITY_G_PER_CM3,
): number {
  return (volumeMm3 / 1000) * densities[metal];
}

/**
 * The estimate a quote starts from: metal by weight, stones by carat, plus labour. Each part is rounded to a
 * minor unit before adding, so the parts a quote lists add up to its total.
 */
export function estimateDesign(
  input: EstimateInput,
  prices: DesignPriceTable,
  densities: Readonly<Record<Metal, number>> = METAL_DENSITY_G_PER_CM3,
): DesignEstimate {
  const weight = metalWeightG(input.metal, input.metalVolumeMm3, densities);
  const metalPrice = Math.round(weight * prices.metalPerGram[input.metal]);
  const stonePrice = input.stoneType
    ? Math.round(input.totalCarat * prices.stonePerCarat[input.stoneType])
    : 0;
  return {
    metalVolumeMm3: Math.round(input.metalVolumeMm3 * 100) / 100,
    weightG: Math.round(weight * 100) / 100,
    stones: input.stones,
    totalCarat: Math.round(input.totalCarat * 100) / 100,
    price: metalPrice + stonePrice + Math.round(prices.labour),
  };
}

export const PIECE_LABELS: Readonly<Record<Piece, LocalizedText>> = {
  solitaire: { fr: 'Bague solitaire', en: 'Solitaire ring' },
  halo: { fr: 'Bague halo', en: 'Halo ring' },
  trilogy: { fr: 'Bague trilogie', en: 'Trilogy ring' },
  eternity: { fr: 'Alliance éternité', en: 'Eternity ring' },
  band: { fr: 'Alliance', en: 'Wedding band' },
  signet: { fr: 'Chevalière', en: 'Signet ring' },
  pendant: { fr: 'Pendentif', en: 'Pendant' },
  studs: { fr: 'Puces d’oreilles', en: 'Stud earrings' },
  bangle: { fr: 'Jonc', en: 'Bangle' },
  necklace: { fr: 'Chaîne (collier)', en: 'Chain necklace' },
  bracelet: { fr: 'Bracelet chaîne', en: 'Chain bracelet' },
};

export const CHAIN_STYLE_LABELS: Readonly<Record<ChainStyle, LocalizedText>> = {
  cable: { fr: 'Forçat', en: 'Cable' },
  curb: { fr: 'Gourmette', en: 'Curb' },
  figaro: { fr: 'Figaro', en: 'Figaro' },
  rope: { fr: 'Corde', en: 'Rope' },
  box: { fr: 'Vénitienne', en: 'Box' },
  cuban: { fr: 'Maille cubaine', en: 'Cuban' },
  snake: { fr: 'Serpent', en: 'Snake' },
};

export const CUT_LABELS: Readonly<Record<Cut, LocalizedText>> = {
  'round-brilliant': { fr: 'Rond brillant', en: 'Round brilliant' },
  oval: { fr: 'Ovale', en: 'Oval' },
  princess: { fr: 'Princesse', en: 'Princess' },
  cushion: { fr: 'Coussin', en: 'Cushion' },
  emerald: { fr: 'Émeraude', en: 'Emerald' },
  pear: { fr: 'Poire', en: 'Pear' },
};

export const SETTING_LABELS: Readonly<Record<Setting, LocalizedText>> = {
  'claws-4': { fr: '4 griffes', en: '4 claws' },
  'claws-6': { fr: '6 griffes', en: '6 claws' },
  bezel: { fr: 'Clos', en: 'Bezel' },
  halo: { fr: 'Halo', en: 'Halo' },
};

export const BAND_PROFILE_LABELS: Readonly<Record<BandProfile, LocalizedText>> = {
  court: { fr: 'Demi-jonc confort', en: 'Court' },
  flat: { fr: 'Plat', en: 'Flat' },
  d: { fr: 'Demi-jonc (D)', en: 'D shape' },
};

/**
 * A new business's price inputs until it sets its own (minor units of its currency): metal per gram as a
 * jeweller's selling price of the alloy, labour for a made-to-order piece, stones per carat. Starting points
 * for a quote, editable in the design page's settings.
 */
export const DEFAULT_DESIGN_PRICES: DesignPriceTable = {
  metalPerGram: {
    'yellow-gold-9': 3600,
    'yellow-gold-14': 5400,
    'yellow-gold-18': 7000,
    'white-gold-9': 3700,
    'white-gold-14': 5500,
    'white-gold-18': 7200,
    'rose-gold-9': 3600,
    'rose-gold-14': 5400,
    'rose-gold-18': 7000,
    'platinum-950': 4500,
    'silver-925': 200,
  },
  labour: 25_000,
  stonePerCarat: {
    diamond: 400_000,
    'lab-diamond': 80_000,
    moissanite: 40_000,
    sapphire: 150_000,
    ruby: 200_000,
    emerald: 150_000,
  },
};

/** A design's one-line name for an order or a catalogue piece: 'Bague solitaire, Or rose 18 carats, Diamant 1.5 ct'. */
export function designTitle(spec: DesignSpec, locale: 'fr' | 'en'): string {
  const parts = [PIECE_LABELS[spec.piece][locale], METAL_LABELS[spec.metal][locale]];
  if (spec.stone) {
    // '1,5 ct' in French, '1.5 ct' in English.
    const value = spec.stone.size.value.toLocaleString(intlLocale(locale));
    const size = `${value} ${spec.stone.size.unit}`;
    parts.push(
      `${STONE_LABELS[spec.stone.type][locale]} ${CUT_LABELS[spec.stone.cut][locale].toLowerCase()} ${size}`,
    );
  }
  return parts.join(', ');
}
