import {
  type Cut,
  type DesignSpec,
  defaultDesignSpec,
  type Metal,
  normaliseDesignSpec,
  type Piece,
  type StoneType,
} from '@carat/domain/design';
import classifier from '#lib/photo/classifier.json' with { type: 'json' };
import { type PhotoModel, predictAny } from '#lib/photo/classifier.ts';
import { CROWN_NAMES, crownsOf } from '#lib/photo/crowns.ts';
import {
  OPENING_SHAPE_NAMES,
  OPENING_WALL_NAMES,
  openingShapeOf,
  openingWallOf,
  RING_SOLVE_NAMES,
  STONE_LAYOUT_NAMES,
  shankOf,
  stoneLayoutOf,
} from '#lib/photo/layout.ts';
import {
  type Component,
  close,
  components,
  dilate,
  distancePeaks,
  distanceTransform,
  downscale,
  edgeCoherence,
  erode,
  fitQuadratic,
  localContrast,
  open,
  type RgbaImage,
  type ShapeDescriptors,
  shapeOf,
  sobelMagnitude,
  toLab,
} from '#lib/photo/pixels.ts';
import { CUT_FEATURE_NAMES, stoneOutlineFeatures } from '#lib/photo/stone-outline.ts';

/*
 * The offline photo reader: a photo of one piece on a white or plain ground (or a sketch, dark lines on
 * white) → the DesignSpec the brief parser fills, with a confidence per field. Classic image processing
 * only, deterministic, no network:
 * 1. the ground: its colour estimated from the border, then a quadratic surface (L*, a*, b*) fitted to the
 *    pixels read as ground (vignettes and gradients), and every pixel's distance to it in Lab — chroma apart
 *    from lightness, so that the piece's soft shadow (darker, same hue) stays ground;
 * 2. the piece: that mask closed (morphology), its connected components (two alike: a pair of studs), its
 *    enclosed holes (a ring's or a bangle's opening);
 * 3. the stones: coloured pixels off the metals' hues, and colourless ones by their facets' contrast (a
 *    polished metal is smooth) where the gradients turn several ways (a metal rim is one long edge),
 *    opened, as components; their layout round the largest (layout.ts) and the largest one's outline,
 *    at the working size (elongation, solidity, rectangularity, corners, asymmetry: the rules' cut) and
 *    cropped from the full-resolution picture (stone-outline.ts);
 * 4. the metal: the hue and chroma of the metal's mid-tone pixels (yellow, white or rose);
 * 5. the piece and the metal colour from those measures as features, by the logistic regressions of
 *    classifier.json (trained on renders the eval set never uses); the hand rules answer for a sketch, for
 *    the cut, and whenever the file was trained on other features.
 * A sketch is read the same way after its closed outlines are filled. What a picture cannot tell (carats,
 * ring size, the stone's species beyond its colour) is left to the spec's defaults at low confidence.
 */

export type MetalColour = 'yellow' | 'white' | 'rose';

export interface PhotoConfidence {
  readonly piece: number;
  readonly metal: number;
  readonly stoneCut: number;
  readonly stoneCount: number;
  readonly stoneType: number;
  readonly band: number;
}

export interface PhotoMeasures {
  readonly kind: 'photo' | 'sketch';
  /** Share of the frame the piece covers. */
  readonly coverage: number;
  /** Separate parts of the piece (2 for a pair of studs). */
  readonly parts: number;
  /** The largest enclosed opening ÷ the piece's bounding box (a ring's or bangle's inside). */
  readonly opening: number;
  /** The band's width ÷ its outer diameter, measured across the opening (null without one). */
  readonly bandToDiameter: number | null;
  readonly metalColour: MetalColour;
  /** Stones seen (large and small). */
  readonly stonesSeen: number;
  /** The large stones: a centre stone, a trilogy's three, a pair of studs' two. */
  readonly mainStones: number;
  /** Whether a head (a setting standing above the band) is seen. */
  readonly head: boolean;
  readonly stoneShape: ShapeDescriptors | null;
  /** The metal's mean a* and b* (its colour). */
  readonly metalLab: readonly [number, number];
  /** The classifier's inputs, in the order of FEATURE_NAMES. */
  readonly features: readonly number[];
}

export interface PhotoReading {
  readonly spec: DesignSpec;
  readonly confidence: PhotoConfidence;
  /** Stones the piece carries as read: centre stones, or an eternity's whole row (extrapolated). */
  readonly stoneCount: number;
  readonly measures: PhotoMeasures;
}

/** Colourless stone pixels: their gradients' coherence stays below this (a metal edge's is near 1). */
const STONE_COHERENCE = 0.75;

/** The reader works at this size: a phone's 12 Mpx photo is box-averaged down first. */
const WORKING_SIDE = 320;

const METAL_OF_COLOUR: Record<MetalColour, Metal> = {
  yellow: 'yellow-gold-18',
  white: 'white-gold-18',
  rose: 'rose-gold-18',
};

export class UnreadablePhotoError extends Error {
  constructor(readonly reason: 'empty' | 'no_piece' | 'too_small') {
    super(`photo not readable: ${reason}`);
    this.name = 'UnreadablePhotoError';
  }
}

/** Debug hook: the masks the reader made (for eval pictures only). */
export interface ReaderMasks {
  width: number;
  height: number;
  piece: Uint8Array;
  stone: Uint8Array;
}

export function readPhoto(source: RgbaImage, debug?: (masks: ReaderMasks) => void): PhotoReading {
  if (source.width < 16 || source.height < 16) throw new UnreadablePhotoError('too_small');
  const image = downscale(source, WORKING_SIDE);
  const { width, height } = image;
  const n = width * height;
  const { lab } = toLab(image);

  // 1. The ground: the border's median colour, then a fitted surface over what is ground.
  const border: number[][] = [[], [], []];
  for (let x = 0; x < width; x++) {
    for (const y of [0, 1, height - 2, height - 1]) {
      for (let c = 0; c < 3; c++) border[c]!.push(lab[(y * width + x) * 3 + c]!);
    }
  }
  for (let y = 0; y < height; y++) {
    for (const x of [0, 1, width - 2, width - 1]) {
      for (let c = 0; c < 3; c++) border[c]!.push(lab[(y * width + x) * 3 + c]!);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ground0 = border.map(median) as [number, number, number];
  const rough = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const dl = lab[p * 3]! - ground0[0];
    const da = lab[p * 3 + 1]! - ground0[1];
    const db = lab[p * 3 + 2]! - ground0[2];
    rough[p] = Math.hypot(da, db) > 10 || dl < -28 || dl > 12 ? 1 : 0;
  }
  const roughGrown = dilate(rough, width, height, 3);
  const isGround = (p: number) => roughGrown[p] === 0;
  const surfaces = [0, 1, 2].map((c) => fitQuadratic(width, height, (p) => lab[p * 3 + c]!, isGround));

  // Sketch or photo: a sketch's ground is paper and its drawing thin, dark and colourless.
  const groundL = new Float32Array(n);
  const deltaL = new Float32Array(n);
  const deltaC = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      groundL[p] = surfaces[0]!(x, y);
      deltaL[p] = lab[p * 3]! - groundL[p]!;
      deltaC[p] = Math.hypot(lab[p * 3 + 1]! - surfaces[1]!(x, y), lab[p * 3 + 2]! - surfaces[2]!(x, y));
    }
  }
  // Edges: polished metal against a plain ground has a sharp outline even where its colour is the
  // ground's (a white metal's highlights); a shadow or a vignette has none.
  const edge = sobelMagnitude(lab, width, height);
  let dark = 0;
  let differing = 0;
  let colourful = 0;
  const darkMask = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (deltaL[p]! < -35) {
      dark++;
      darkMask[p] = 1;
    }
    if (deltaL[p]! < -10 || deltaC[p]! > 8) differing++;
    if (deltaC[p]! > 15) colourful++;
  }
  // A drawing's strokes are thin: one erosion leaves little of them (a photo's dark metal stays).
  const thickDark = erode(darkMask, width, height, 1).reduce((s, v) => s + v, 0);
  const kind: PhotoMeasures['kind'] =
    differing > 0 &&
    dark / differing > 0.5 &&
    colourful / differing < 0.1 &&
    differing / n < 0.15 &&
    thickDark < dark * 0.25
      ? 'sketch'
      : 'photo';

  // 2. The piece.
  let mask: Uint8Array = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    mask[p] =
      kind === 'sketch'
        ? deltaL[p]! < -25
          ? 1
          : 0
        : deltaC[p]! > 7 || deltaL[p]! > 5 || deltaL[p]! < -24 || edge[p]! > 14
          ? 1
          : 0;
  }
  const thin = close(mask, width, height, 1);
  mask = close(mask, width, height, kind === 'sketch' ? 1 : 3);
  // Holes: ground enclosed by the piece. Small ones are noise (a sparkle's gap) and are filled; in a sketch
  // every closed outline is filled but the largest central one (a ring's opening).
  const holes = components(mask, width, height, 0);
  const enclosed = holes.list.filter((h) => !h.touchesBorder);
  let pieceParts = components(mask, width, height, 1).list;
  const pieceArea = pieceParts.reduce((s, c) => s + c.area, 0);
  if (pieceArea < n * 0.002) throw new UnreadablePhotoError('no_piece');
  const largestHole = enclosed.reduce<Component | null>((a, h) => (!a || h.area > a.area ? h : a), null);
  const keepHole = (h: Component) =>
    h === largestHole && h.area > pieceArea * (kind === 'sketch' ? 0.25 : 0.08) && centredIn(h, pieceParts);
  for (const hole of enclosed) {
    if (keepHole(hole)) continue;
    for (let p = 0; p < n; p++) if (holes.labels[p] === hole.label) mask[p] = 1;
  }
  const parts = components(mask, width, height, 1);
  pieceParts = parts.list.filter((c) => c.area > pieceArea * 0.04).sort((a, b) => b.area - a.area);
  const main = pieceParts[0]!;
  // A pair: two parts alike in size, apart (side by side or one above the other, as the camera turns);
  // a ring's broken outline overlaps itself.
  const second = pieceParts[1];
  const twin =
    second &&
    second.area > main.area * 0.45 &&
    (second.minX > main.maxX || second.maxX < main.minX || second.minY > main.maxY || second.maxY < main.minY)
      ? second
      : null;
  const opening = largestHole && keepHole(largestHole) ? largestHole : null;
  const bbox = union(pieceParts);
  const bboxArea = (bbox.maxX - bbox.minX + 1) * (bbox.maxY - bbox.minY + 1);
  const openingShare = opening ? opening.area / bboxArea : 0;
  const partLabels = new Set(pieceParts.map((c) => c.label));

  // 3. The stones.
  const stone = new Uint8Array(n);
  const inPiece = (p: number) => partLabels.has(parts.labels[p]!);
  if (kind === 'photo') {
    const texture = localContrast(lab, width, height, 2);
    // A band's rim or an outline is one long edge; facets turn every way.
    const coherence = edgeCoherence(lab, width, height);
    // Colourless stones are looked for away from the piece's outline, whose edge is as sharp as a facet.
    const interior = erode(mask, width, height, 3);
    for (let p = 0; p < n; p++) {
      if (!inPiece(p)) continue;
      const a = lab[p * 3 + 1]!;
      const b = lab[p * 3 + 2]!;
      const chroma = Math.hypot(a, b);
      const hue = (Math.atan2(b, a) * 180) / Math.PI;
      const coloured = chroma > 28 && (hue < 48 || hue > 110 || hue < -10);
      const colourless =
        interior[p] === 1 && chroma < 12 && texture[p]! > 30 && coherence[p]! < STONE_COHERENCE;
      stone[p] = coloured || colourless ? 1 : 0;
    }
  } else {
    // In a sketch, a stone is a small closed outline inside the piece (filled above, not drawn).
    for (const hole of enclosed) {
      if (keepHole(hole) || hole.area > pieceArea * 0.5) continue;
      for (let p = 0; p < n; p++) if (holes.labels[p] === hole.label) stone[p] = 1;
    }
  }
  debug?.({ width, height, piece: mask, stone });
  const openedStone = open(stone, width, height, kind === 'photo' ? 1 : 0);
  const stones = components(openedStone, width, height, 1);
  const minStone = Math.max(4, pieceArea * 0.002);
  const seen = stones.list.filter((c) => c.area >= minStone).sort((a, b) => b.area - a.area);
  const largest = seen[0] ?? null;
  const mainStones = largest ? seen.filter((c) => c.area >= largest.area * 0.3) : [];
  const smallStones = seen.length - mainStones.length;
  const stoneShape = largest ? shapeOf(stones.labels, width, largest.label) : null;

  // 4. The metal: mid-tone pixels of the piece that are not stone.
  let sumA = 0;
  let sumB = 0;
  let sumL = 0;
  let metalPixels = 0;
  for (let p = 0; p < n; p++) {
    if (!inPiece(p) || stone[p]) continue;
    const l = lab[p * 3]!;
    if (l < 30 || l > 92) continue;
    sumA += lab[p * 3 + 1]!;
    sumB += lab[p * 3 + 2]!;
    sumL += l;
    metalPixels++;
  }
  const meanA = metalPixels ? sumA / metalPixels : 0;
  const meanB = metalPixels ? sumB / metalPixels : 0;
  const ruleMetal = metalColour(meanA, meanB, kind);

  // The band across the opening: its width (the ring's wall seen around the opening) to the outer size.
  // The band: its thinnest wall beside the opening (where it is seen edge on: its thickness) to the
  // piece's outer width. A bangle's wall is thin against its size, a ring's is not.
  let bandToDiameter: number | null = null;
  if (opening) {
    const outer = Math.max(bbox.maxX - bbox.minX + 1, 1);
    const from = Math.round(opening.minY + (opening.maxY - opening.minY) * 0.3);
    const to = Math.round(opening.minY + (opening.maxY - opening.minY) * 0.7);
    let thinnest = Infinity;
    for (let y = from; y <= to; y++) {
      let x = 0;
      while (x < width && holes.labels[y * width + x] !== opening.label) x++;
      const inside = x;
      let wall = 0;
      for (x = inside - 1; x >= 0 && mask[y * width + x]; x--) wall++;
      if (wall > 0) thinnest = Math.min(thinnest, wall);
      x = width - 1;
      while (x >= 0 && holes.labels[y * width + x] !== opening.label) x--;
      wall = 0;
      for (let xx = x + 1; xx < width && mask[y * width + xx]; xx++) wall++;
      if (wall > 0) thinnest = Math.min(thinnest, wall);
    }
    if (Number.isFinite(thinnest)) bandToDiameter = thinnest / outer;
  }
  // A head: the piece stands taller above its opening than below it (a setting, a signet's plate).
  const head = opening !== null && opening.minY - bbox.minY > 1.5 * Math.max(1, bbox.maxY - opening.maxY);

  const measures: PhotoMeasures = {
    kind,
    coverage: pieceArea / n,
    parts: twin ? 2 : 1,
    opening: openingShare,
    bandToDiameter,
    metalColour: ruleMetal.colour,
    stonesSeen: seen.length,
    mainStones: mainStones.length,
    head,
    stoneShape,
    metalLab: [meanA, meanB],
    features: [],
  };
  const features = featuresOf({
    measures,
    smallStones,
    pieceArea,
    bbox,
    main,
    second: pieceParts[1] ?? null,
    silhouette: shapeOf(parts.labels, width, main.label),
    largestEnclosed: largestHole?.area ?? 0,
    mask,
    width,
    stones: seen,
    stoneLabels: stones.labels,
    metalL: metalPixels ? sumL / metalPixels : 0,
    ground: ground0,
    narrowHole: narrowHoleOf(thin, width, height, bbox),
  });
  if (kind === 'photo') {
    features.push(
      ...stoneLayoutOf(openedStone, width, height, minStone),
      ...openingShapeOf(opening, bbox, holes.labels, mask, width),
      ...stoneOutlineFeatures(
        source,
        largest
          ? {
              labels: stones.labels,
              width,
              stone: largest,
              factor: Math.max(1, Math.ceil(Math.max(source.width, source.height) / WORKING_SIDE)),
            }
          : null,
      ),
      ...openingWallOf(opening, holes.labels, mask, width, height),
      ...shankOf(opening, holes.labels, mask, width, height),
      ...crownsOf(source, mask, width, bbox),
    );
  }
  const learned = kind === 'photo' && classifierFits ? learnedReading(features) : null;
  const piece = learned?.piece ?? pieceOf(measures, smallStones);
  const cut =
    learned?.cut ?? (stoneShape ? cutOf(stoneShape) : { cut: 'round-brilliant' as Cut, confidence: 0.2 });
  const metal = learned?.metal ?? ruleMetal;
  const stoneType = stoneTypeOf(lab, stone, largest ? stones.labels : null, largest?.label ?? 0);
  const stoneCount = countOf(piece.piece, measures, () => eternityRowCount(openedStone, width, height, bbox));

  const base = defaultDesignSpec(piece.piece);
  const spec = normaliseDesignSpec({
    ...base,
    metal: METAL_OF_COLOUR[metal.colour],
    stone: base.stone ? { ...base.stone, type: stoneType.type, cut: cut.cut } : null,
    band:
      bandToDiameter !== null && (piece.piece === 'band' || piece.piece === 'bangle')
        ? {
            ...base.band,
            widthMm:
              Math.round(
                Math.min(
                  piece.piece === 'bangle' ? 10 : 6,
                  Math.max(1.5, bandWidthMm(piece.piece, bandToDiameter)),
                ) * 10,
              ) / 10,
          }
        : base.band,
  });
  return {
    spec,
    stoneCount,
    measures: { ...measures, metalColour: metal.colour, features },
    confidence: {
      piece: piece.confidence,
      metal: metal.confidence,
      stoneCut: base.stone ? cut.confidence : 1,
      stoneCount: piece.confidence * (stoneCount > 3 ? 0.5 : 0.9),
      stoneType: base.stone ? stoneType.confidence : 1,
      band: bandToDiameter === null ? 0.2 : 0.5,
    },
  };
}

/**
 * The classifier's inputs: what was measured, made independent of the picture's size (shares and ratios),
 * for the piece (silhouette, opening, parts, where and how large the stones are), the cut (the largest
 * stone's outline) and the metal (its Lab colour, and against the ground's, whose tint the light carries).
 */
export const FEATURE_NAMES = [
  'coverage',
  'twin',
  'secondPart',
  'opening',
  'bandToDiameter',
  'head',
  'enclosedHole',
  'aspect',
  'fill',
  'silhouetteElongation',
  'silhouetteSolidity',
  'silhouetteRectangularity',
  'silhouetteAsymmetry',
  'silhouetteEllipseFit',
  'topMass',
  'mirror',
  'stonesSeen',
  'mainStones',
  'smallStones',
  'stoneShare',
  'largestStone',
  'secondStone',
  'thirdStone',
  'stoneX',
  'stoneY',
  'stoneSpread',
  'stoneRowTilt',
  'cutElongation',
  'cutSolidity',
  'cutRectangularity',
  'cutCorners',
  'cutAsymmetry',
  'cutEllipseFit',
  'cutRoundness',
  'metalL',
  'metalA',
  'metalB',
  'metalChroma',
  'metalHueCos',
  'metalHueSin',
  'metalAOverGround',
  'metalBOverGround',
  'narrowHole',
  'narrowHoleAspect',
  'narrowHoleY',
  ...STONE_LAYOUT_NAMES,
  ...OPENING_SHAPE_NAMES,
  ...CUT_FEATURE_NAMES,
  ...OPENING_WALL_NAMES,
  ...RING_SOLVE_NAMES,
  ...CROWN_NAMES,
] as const;

interface FeatureInputs {
  readonly measures: PhotoMeasures;
  readonly smallStones: number;
  readonly pieceArea: number;
  readonly bbox: { minX: number; maxX: number; minY: number; maxY: number };
  readonly main: Component;
  readonly second: Component | null;
  readonly silhouette: ShapeDescriptors;
  readonly largestEnclosed: number;
  readonly mask: Uint8Array;
  readonly width: number;
  readonly stones: readonly Component[];
  readonly stoneLabels: Int32Array;
  readonly metalL: number;
  readonly ground: readonly [number, number, number];
  readonly narrowHole: { share: number; aspect: number; y: number };
}

/**
 * A ring seen nearly edge on shows its opening as a thin sliver that the piece mask's closing fills: the
 * largest enclosed ground region of the mask closed by 1 px only, as a share of the piece's box, its width
 * to its height, and its centre's height in the box.
 */
function narrowHoleOf(
  thin: Uint8Array,
  width: number,
  height: number,
  box: { minX: number; maxX: number; minY: number; maxY: number },
) {
  const boxW = box.maxX - box.minX + 1;
  const boxH = box.maxY - box.minY + 1;
  let best: Component | null = null;
  for (const hole of components(thin, width, height, 0).list) {
    if (hole.touchesBorder || hole.area < 4) continue;
    if (hole.minX < box.minX || hole.maxX > box.maxX || hole.minY < box.minY || hole.maxY > box.maxY)
      continue;
    if (!best || hole.area > best.area) best = hole;
  }
  if (!best) return { share: 0, aspect: 0, y: 0.5 };
  return {
    share: best.area / (boxW * boxH),
    aspect: (best.maxX - best.minX + 1) / (best.maxY - best.minY + 1),
    y: ((best.minY + best.maxY) / 2 - box.minY) / boxH,
  };
}

function featuresOf(f: FeatureInputs): number[] {
  const m = f.measures;
  const w = f.bbox.maxX - f.bbox.minX + 1;
  const h = f.bbox.maxY - f.bbox.minY + 1;
  // Mass above the box's middle, and how alike the silhouette is to its left–right mirror.
  let top = 0;
  let total = 0;
  let mirrored = 0;
  const midY = (f.bbox.minY + f.bbox.maxY) / 2;
  for (let y = f.bbox.minY; y <= f.bbox.maxY; y++) {
    for (let x = f.bbox.minX; x <= f.bbox.maxX; x++) {
      if (!f.mask[y * f.width + x]) continue;
      total++;
      if (y < midY) top++;
      const mx = f.bbox.minX + f.bbox.maxX - x;
      if (f.mask[y * f.width + mx]) mirrored++;
    }
  }
  const stoneArea = f.stones.reduce((s, c) => s + c.area, 0);
  const largest = f.stones[0];
  const centre = (c: Component) => [(c.minX + c.maxX) / 2, (c.minY + c.maxY) / 2] as const;
  const mains = f.stones.slice(0, 3).filter((c) => largest && c.area >= largest.area * 0.3);
  const xs = mains.map((c) => centre(c)[0]);
  const ys = mains.map((c) => centre(c)[1]);
  const spreadX = xs.length ? Math.max(...xs) - Math.min(...xs) : 0;
  const spreadY = ys.length ? Math.max(...ys) - Math.min(...ys) : 0;
  const s = m.stoneShape;
  const [a, b] = m.metalLab;
  const chroma = Math.hypot(a, b);
  return [
    m.coverage,
    m.parts === 2 ? 1 : 0,
    f.second ? f.second.area / f.main.area : 0,
    m.opening,
    m.bandToDiameter ?? 0,
    m.head ? 1 : 0,
    f.largestEnclosed / f.pieceArea,
    w / h,
    f.pieceArea / (w * h),
    Math.min(6, f.silhouette.elongation),
    f.silhouette.solidity,
    f.silhouette.rectangularity,
    f.silhouette.asymmetry,
    f.silhouette.ellipseFit,
    total ? top / total : 0.5,
    total ? mirrored / total : 1,
    Math.log1p(m.stonesSeen),
    Math.min(6, m.mainStones),
    Math.log1p(f.smallStones),
    stoneArea / f.pieceArea,
    largest ? largest.area / f.pieceArea : 0,
    largest && f.stones[1] ? f.stones[1].area / largest.area : 0,
    largest && f.stones[2] ? f.stones[2].area / largest.area : 0,
    largest ? (centre(largest)[0] - f.bbox.minX) / w : 0.5,
    largest ? (centre(largest)[1] - f.bbox.minY) / h : 0.5,
    spreadX / w,
    spreadX > 0 ? spreadY / spreadX : 0,
    s ? Math.min(4, s.elongation) : 1,
    s?.solidity ?? 1,
    s?.rectangularity ?? 0.785,
    s?.corners ?? 0,
    s?.asymmetry ?? 0,
    s?.ellipseFit ?? 1,
    s?.roundness ?? 1,
    f.metalL,
    a,
    b,
    chroma,
    chroma > 0 ? a / chroma : 1,
    chroma > 0 ? b / chroma : 0,
    a - f.ground[1],
    b - f.ground[2],
    f.narrowHole.share,
    Math.min(20, f.narrowHole.aspect),
    f.narrowHole.y,
  ];
}

interface PhotoClassifier {
  readonly features: readonly string[];
  readonly piece: PhotoModel | null;
  readonly cut: PhotoModel | null;
  readonly metal: PhotoModel | null;
}

const model = classifier as unknown as PhotoClassifier;
/** The committed model is used only when it was trained on exactly these features. */
const classifierFits =
  model.features.length === FEATURE_NAMES.length && model.features.every((n, i) => n === FEATURE_NAMES[i]);

function learnedReading(features: readonly number[]) {
  const of = <T extends string>(fitted: PhotoModel | null) => {
    if (!fitted) return undefined;
    const inputs = fitted.inputs ? fitted.inputs.map((i) => features[i]!) : features;
    const { label, probability } = predictAny(fitted, inputs);
    return { label: label as T, confidence: Math.round(Math.min(0.95, probability) * 100) / 100 };
  };
  const piece = of<Piece>(model.piece);
  const cut = of<Cut>(model.cut);
  const metal = of<MetalColour>(model.metal);
  return {
    piece: piece && { piece: piece.label, confidence: piece.confidence },
    cut: cut && { cut: cut.label, confidence: cut.confidence },
    metal: metal && { colour: metal.label, confidence: metal.confidence },
  };
}

function union(list: Component[]) {
  return {
    minX: Math.min(...list.map((c) => c.minX)),
    maxX: Math.max(...list.map((c) => c.maxX)),
    minY: Math.min(...list.map((c) => c.minY)),
    maxY: Math.max(...list.map((c) => c.maxY)),
  };
}

function centredIn(hole: Component, parts: Component[]): boolean {
  const box = union(parts);
  const cx = (hole.minX + hole.maxX) / 2;
  const cy = (hole.minY + hole.maxY) / 2;
  const w = box.maxX - box.minX + 1;
  const h = box.maxY - box.minY + 1;
  return (
    Math.abs(cx - (box.minX + box.maxX) / 2) < w * 0.3 && Math.abs(cy - (box.minY + box.maxY) / 2) < h * 0.35
  );
}

function metalColour(
  a: number,
  b: number,
  kind: PhotoMeasures['kind'],
): { colour: MetalColour; confidence: number } {
  if (kind === 'sketch') return { colour: 'yellow', confidence: 0.1 };
  const chroma = Math.hypot(a, b);
  if (chroma < 9) return { colour: 'white', confidence: Math.min(0.95, 0.6 + (9 - chroma) / 20) };
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  // Rose gold's hue sits nearer red (a* large against b*), yellow gold's near 75–90°.
  if (hue < 62) return { colour: 'rose', confidence: Math.min(0.95, 0.55 + (62 - hue) / 40) };
  return { colour: 'yellow', confidence: Math.min(0.95, 0.55 + (hue - 62) / 40) };
}

function stoneTypeOf(
  lab: Float32Array,
  stone: Uint8Array,
  labels: Int32Array | null,
  label: number,
): { type: StoneType; confidence: number } {
  if (!labels) return { type: 'diamond', confidence: 0.2 };
  let a = 0;
  let b = 0;
  let count = 0;
  for (let p = 0; p < labels.length; p++) {
    if (labels[p] !== label || !stone[p]) continue;
    a += lab[p * 3 + 1]!;
    b += lab[p * 3 + 2]!;
    count++;
  }
  a /= count || 1;
  b /= count || 1;
  if (Math.hypot(a, b) < 12) return { type: 'diamond', confidence: 0.5 };
  if (a < -8 && a < b) return { type: 'emerald', confidence: 0.7 };
  if (b < -10) return { type: 'sapphire', confidence: 0.7 };
  return { type: 'ruby', confidence: 0.6 };
}

/** The piece from what was measured: opening, parts, stones large and small. */
function pieceOf(m: PhotoMeasures, smallStones: number): { piece: Piece; confidence: number } {
  if (m.parts === 2) return { piece: 'studs', confidence: 0.8 };
  if (m.opening > 0) {
    // A bangle's opening takes more of its outline than a ring's (its wall is thin against its size).
    const wide = m.opening >= 0.465;
    if (m.mainStones === 0) {
      if (wide) return { piece: 'bangle', confidence: 0.6 };
      return { piece: m.head ? 'signet' : 'band', confidence: 0.5 };
    }
    if (m.mainStones >= 6 || (m.stonesSeen >= 8 && smallStones >= 6 && !m.head)) {
      return { piece: 'eternity', confidence: 0.7 };
    }
    if (smallStones >= 4) return { piece: 'halo', confidence: 0.65 };
    if (m.mainStones === 3 || m.mainStones === 2) return { piece: 'trilogy', confidence: 0.65 };
    return { piece: 'solitaire', confidence: 0.7 };
  }
  if (m.mainStones === 0) return { piece: 'signet', confidence: 0.3 };
  return { piece: 'pendant', confidence: 0.6 };
}

/**
 * The cut from the largest stone's outline. Seen from an angle a round stone's outline is an ellipse, so
 * elongation alone does not tell round from oval: corners and straight sides (rectangularity) tell the
 * step and princess cuts, asymmetry the pear, and elongation the rest.
 */
export function cutOf(s: ShapeDescriptors): { cut: Cut; confidence: number } {
  if (s.asymmetry > 0.35 && s.elongation > 1.25) return { cut: 'pear', confidence: 0.6 };
  if (s.rectangularity > 0.86 && s.corners >= 3) {
    return s.elongation > 1.3 ? { cut: 'emerald', confidence: 0.6 } : { cut: 'princess', confidence: 0.55 };
  }
  if (s.rectangularity > 0.82) return { cut: 'cushion', confidence: 0.45 };
  if (s.elongation > 1.45) return { cut: 'oval', confidence: 0.5 };
  return { cut: 'round-brilliant', confidence: 0.55 };
}

/**
 * The stones the piece carries: a piece whose layout is fixed carries its layout's large stones whatever
 * one view shows (a trilogy three — a side stone hidden behind the centre or merged with it is still there —
 * a pair of studs two, a solitaire, a halo's centre or a pendant one, a stoneless piece none whatever
 * sparkled); an eternity's row is counted round the ring (`eternityRowCount`), else twice the stones seen.
 */
function countOf(piece: Piece, m: PhotoMeasures, row: () => number | null): number {
  switch (piece) {
    case 'band':
    case 'signet':
    case 'bangle':
      return 0;
    case 'trilogy':
      return 3;
    case 'studs':
      return 2;
    case 'eternity':
      return Math.max(row() ?? m.stonesSeen * 2, 8);
    default:
      return 1;
  }
}

/**
 * An eternity's row, for its count: the stones' centres as the distance transform's peaks (touching stones
 * come apart), the row's pitch as the median distance from each to its nearest, and the stones the ring's
 * outer circumference holds at that pitch (the piece's larger side is its outer diameter). Null below two
 * stones. A colourless stone's mask is its facets' edges, thinner than the stone, so peaks closer than
 * `overlap` × their depths' sum are one stone: 1 for filled stones, 1.6 in a picture (set on the tuning
 * set's six eternities: 1 over-counted four of them by 30–60 %, 1.6 read all six within 30 %).
 */
export function eternityRowCount(
  stoneMask: Uint8Array,
  width: number,
  height: number,
  box: { minX: number; maxX: number; minY: number; maxY: number },
  overlap = 1.6,
): number | null {
  const peaks = distancePeaks(distanceTransform(stoneMask, width, height), width, height, 1, overlap);
  if (peaks.length < 2) return null;
  const nearest = peaks
    .map((a) => Math.min(...peaks.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y))))
    .sort((a, b) => a - b);
  const diameter = Math.max(box.maxX - box.minX + 1, box.maxY - box.minY + 1);
  return Math.round((Math.PI * diameter) / nearest[Math.floor(nearest.length / 2)]!);
}

/** A band's width from its share of the outer size, at the piece's typical diameter (17.5 mm, 62 mm). */
function bandWidthMm(piece: Piece, bandToDiameter: number): number {
  const outer = piece === 'bangle' ? 66 : 20;
  return bandToDiameter * outer * 2;
}
