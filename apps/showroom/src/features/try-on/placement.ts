/*
 * Where a ring sits on a hand in a picture, from MediaPipe's 21 hand landmarks: pure geometry, no DOM.
 *
 * Frames. Landmarks come normalised (x, y in 0–1 of the image's width and height, y down; z the depth
 * relative to the wrist, in roughly the scale of x, smaller = nearer the camera). Everything returned is in
 * the **scene frame** the renderer draws in with an orthographic camera: origin at the image's centre,
 * x right, y up, z toward the viewer, one unit = one image pixel.
 *
 * Model frame (the design generator's, see packages/design formats/still.ts): millimetres, the finger's
 * axis along +z, the head (stone) on +y. The rotation returned turns that frame onto the finger: +z along
 * the ring finger's proximal phalanx (landmark 13 MCP → 14 PIP), +y toward the camera side of the hand
 * (a visitor shows the back of the hand), and the scale is pixels per millimetre, so a model in mm comes
 * out at true size.
 */

export interface Landmark {
  x: number;
  y: number;
  z: number;
}

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Quaternion {
  x: number;
  y: number;
  z: number;
  w: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** An ID-1 card (bank or loyalty card), ISO/IEC 7810: 85.60 × 53.98 mm. */
export const ID1_CARD_MM = { long: 85.6, short: 53.98 } as const;

/**
 * Default adult hand measures between landmark joint centres, used when no card was measured: wrist (0)
 * to middle-finger knuckle (9) and index knuckle (5) to little-finger knuckle (17). Hands differ by about
 * ±10–15 % around these, which is why the card is offered for an exact scale.
 */
export const ADULT_HAND_MM = { wristToMiddleMcp: 90, indexToPinkyMcp: 58 } as const;

/** Where along 13 → 14 the ring sits: on the proximal phalanx, nearer the knuckle. */
export const RING_ALONG_PHALANX = 0.35;

/** The invisible finger that hides the back of the ring: a touch thinner than the ring's hole. */
export const OCCLUDER_RADIUS_RATIO = 0.96;

const RING_MCP = 13;
const RING_PIP = 14;
const RING_DIP = 15;

export const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const scale = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
export const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
export const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
export const length = (a: Vec3) => Math.hypot(a.x, a.y, a.z);
export const normalise = (a: Vec3): Vec3 => {
  const l = length(a);
  if (!(l > 1e-9)) throw new RangeError('zero-length vector');
  return scale(a, 1 / l);
};

/** A landmark in the scene frame (pixels, origin at the centre, y up, z toward the viewer). */
export function toScene(point: Landmark, image: ImageSize): Vec3 {
  return {
    x: point.x * image.width - image.width / 2,
    y: image.height / 2 - point.y * image.height,
    // MediaPipe's z shares x's scale (normalised by the width); smaller is nearer, so it flips.
    z: -point.z * image.width,
  };
}

function checkLandmarks(landmarks: readonly Landmark[]) {
  if (landmarks.length !== 21) throw new RangeError(`a hand has 21 landmarks, got ${landmarks.length}`);
  for (const point of landmarks) {
    if (![point.x, point.y, point.z].every(Number.isFinite)) throw new RangeError('landmark not finite');
  }
}

/**
 * Pixels per millimetre from the hand itself: two palm spans (3D, so a tilted hand is not foreshortened as
 * much) against an adult's average. Approximate by nature; the card makes it exact.
 */
export function pxPerMmFromHand(landmarks: readonly Landmark[], image: ImageSize): number {
  checkLandmarks(landmarks);
  const p = landmarks.map((point) => toScene(point, image));
  const at = (i: number) => p[i] as Vec3;
  const palmLength = length(sub(at(9), at(0))) / ADULT_HAND_MM.wristToMiddleMcp;
  const palmWidth = length(sub(at(17), at(5))) / ADULT_HAND_MM.indexToPinkyMcp;
  return (palmLength + palmWidth) / 2;
}

/** Pixels per millimetre from a card's long edge, its two ends given in image pixels. */
export function pxPerMmFromCard(
  a: { x: number; y: number },
  b: { x: number; y: number },
  edge: 'long' | 'short' = 'long',
): number {
  const px = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(px > 0)) throw new RangeError('the card edge has no length');
  return px / ID1_CARD_MM[edge];
}

/** The rotation whose columns are the given orthonormal axes (model x, y, z in the scene frame). */
export function quaternionFromBasis(xAxis: Vec3, yAxis: Vec3, zAxis: Vec3): Quaternion {
  const m00 = xAxis.x;
  const m01 = yAxis.x;
  const m02 = zAxis.x;
  const m10 = xAxis.y;
  const m11 = yAxis.y;
  const m12 = zAxis.y;
  const m20 = xAxis.z;
  const m21 = yAxis.z;
  const m22 = zAxis.z;
  const trace = m00 + m11 + m22;
  if (trace > 0) {
    const s = 0.5 / Math.sqrt(trace + 1);
    return { w: 0.25 / s, x: (m21 - m12) * s, y: (m02 - m20) * s, z: (m10 - m01) * s };
  }
  if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    return { w: (m21 - m12) / s, x: 0.25 * s, y: (m01 + m10) / s, z: (m02 + m20) / s };
  }
  if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    return { w: (m02 - m20) / s, x: (m01 + m10) / s, y: 0.25 * s, z: (m12 + m21) / s };
  }
  const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
  return { w: (m10 - m01) / s, x: (m02 + m20) / s, y: (m12 + m21) / s, z: 0.25 * s };
}

/** Turns a vector by a unit quaternion. */
export function rotate(q: Quaternion, v: Vec3): Vec3 {
  const u = { x: q.x, y: q.y, z: q.z };
  const t = scale(cross(u, v), 2);
  return add(add(v, scale(t, q.w)), cross(u, t));
}

export interface RingPlacement {
  /** The ring's centre (scene frame, px). */
  position: Vec3;
  /** Model frame → scene frame. */
  quaternion: Quaternion;
  /** Pixels per millimetre: the uniform scale of a model in mm. */
  scale: number;
  /** The ring's hole across, in pixels (inner diameter × scale). */
  innerDiameterPx: number;
  /** The finger's axis (unit, scene frame), 13 → 14. */
  fingerAxis: Vec3;
  /** The invisible finger: a cylinder from `start` to `end` (scene frame) of `radius` px. */
  occluder: { start: Vec3; end: Vec3; radius: number };
  /** Where the scale came from. */
  scaleSource: 'hand' | 'card';
}

export interface PlacementInput {
  landmarks: readonly Landmark[];
  image: ImageSize;
  innerDiameterMm: number;
  /** Pixels per mm measured from a card in view; without it the hand's own spans give it. */
  cardPxPerMm?: number | null;
}

/**
 * The ring on the ring finger: centred on the proximal phalanx a little nearer the knuckle than the middle
 * joint, its axis along the finger, its head turned to the camera side of the hand, at true scale.
 */
export function placeRing({ landmarks, image, innerDiameterMm, cardPxPerMm }: PlacementInput): RingPlacement {
  checkLandmarks(landmarks);
  if (!(innerDiameterMm > 0)) throw new RangeError('inner diameter must be positive');
  const p = landmarks.map((point) => toScene(point, image));
  const at = (i: number) => p[i] as Vec3;
  const mcp = at(RING_MCP);
  const pip = at(RING_PIP);
  const fingerAxis = normalise(sub(pip, mcp));

  // The back of the hand: the palm's plane from the wrist and the index and little-finger knuckles, its
  // normal made square to the finger and turned to the viewer (the side a visitor shows the camera).
  let normal = cross(sub(at(5), at(0)), sub(at(17), at(0)));
  normal = sub(normal, scale(fingerAxis, dot(normal, fingerAxis)));
  if (length(normal) < 1e-6) normal = { x: 0, y: 0, z: 1 };
  normal = normalise(normal);
  if (normal.z < 0) normal = scale(normal, -1);
  const xAxis = normalise(cross(normal, fingerAxis));
  const yAxis = normalise(cross(fingerAxis, xAxis));
  const quaternion = quaternionFromBasis(xAxis, yAxis, fingerAxis);

  const source = cardPxPerMm && cardPxPerMm > 0 ? 'card' : 'hand';
  const pxPerMm = source === 'card' ? (cardPxPerMm as number) : pxPerMmFromHand(landmarks, image);
  const position = add(mcp, scale(sub(pip, mcp), RING_ALONG_PHALANX));
  const radius = (innerDiameterMm / 2) * pxPerMm * OCCLUDER_RADIUS_RATIO;
  return {
    position,
    quaternion,
    scale: pxPerMm,
    innerDiameterPx: innerDiameterMm * pxPerMm,
    fingerAxis,
    // From a little behind the knuckle to the last joint: the part of the finger a ring can pass behind.
    occluder: { start: sub(mcp, scale(sub(pip, mcp), 0.25)), end: at(RING_DIP), radius },
    scaleSource: source,
  };
}
