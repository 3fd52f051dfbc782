import { describe, expect, it } from 'vitest';
import far from './fixtures/far.json';
import near from './fixtures/near.json';
import rotated from './fixtures/rotated.json';
import straight from './fixtures/straight.json';
import tilted from './fixtures/tilted.json';
import {
  dot,
  length,
  normalise,
  placeRing,
  pxPerMmFromCard,
  pxPerMmFromHand,
  rotate,
  sub,
  toScene,
} from './placement.ts';

const fixtures = [straight, rotated, tilted, far, near];
const RING_SIZE_52_MM = 16.56;
const RING_SIZE_60_MM = 19.1;

describe.each(fixtures)('placing a ring on the $name hand', (fixture) => {
  const { image, landmarks } = fixture;
  const placement = placeRing({ landmarks, image, innerDiameterMm: RING_SIZE_52_MM });
  const mcp = toScene(landmarks[13]!, image);
  const pip = toScene(landmarks[14]!, image);
  const finger = sub(pip, mcp);

  it('centres it on the ring finger between the knuckle (13) and the middle joint (14), nearer 13', () => {
    const along = dot(sub(placement.position, mcp), finger) / dot(finger, finger);
    expect(along).toBeGreaterThan(0.2);
    expect(along).toBeLessThan(0.5);
    // On the segment itself, not beside it.
    const foot = { x: mcp.x + finger.x * along, y: mcp.y + finger.y * along, z: mcp.z + finger.z * along };
    expect(length(sub(placement.position, foot))).toBeLessThan(1e-6);
  });

  it("turns the ring's axis (model +z) along the finger and its head (+y) to the camera side", () => {
    const axis = rotate(placement.quaternion, { x: 0, y: 0, z: 1 });
    const head = rotate(placement.quaternion, { x: 0, y: 1, z: 0 });
    expect(dot(axis, normalise(finger))).toBeGreaterThan(0.9999);
    expect(Math.abs(dot(head, axis))).toBeLessThan(1e-6);
    expect(head.z).toBeGreaterThanOrEqual(0);
    const q = placement.quaternion;
    expect(Math.hypot(q.x, q.y, q.z, q.w)).toBeCloseTo(1, 9);
  });

  it('scales it from the hand within 10 % of the true pixels per mm, and exactly from a card', () => {
    expect(Math.abs(placement.scale / fixture.truth.pxPerMm - 1)).toBeLessThan(0.1);
    expect(placement.scaleSource).toBe('hand');
    const card = pxPerMmFromCard({ x: 10, y: 20 }, { x: 10 + 85.6 * fixture.truth.pxPerMm, y: 20 });
    const exact = placeRing({ landmarks, image, innerDiameterMm: RING_SIZE_52_MM, cardPxPerMm: card });
    expect(exact.scale).toBeCloseTo(fixture.truth.pxPerMm, 9);
    expect(exact.scaleSource).toBe('card');
    expect(exact.innerDiameterPx).toBeCloseTo(RING_SIZE_52_MM * fixture.truth.pxPerMm, 6);
  });

  it("sizes the ring's hole and the invisible finger in proportion to the inner diameter", () => {
    const larger = placeRing({ landmarks, image, innerDiameterMm: RING_SIZE_60_MM });
    expect(larger.innerDiameterPx / placement.innerDiameterPx).toBeCloseTo(
      RING_SIZE_60_MM / RING_SIZE_52_MM,
      9,
    );
    expect(larger.occluder.radius / placement.occluder.radius).toBeCloseTo(
      RING_SIZE_60_MM / RING_SIZE_52_MM,
      9,
    );
    expect(placement.occluder.radius).toBeLessThan(placement.innerDiameterPx / 2);
    expect(larger.position).toEqual(placement.position);
  });
});

describe('the hand and card scales', () => {
  it('differ by the hand size: a far hand gives fewer pixels per mm than a near one', () => {
    expect(pxPerMmFromHand(far.landmarks, far.image)).toBeLessThan(
      pxPerMmFromHand(near.landmarks, near.image),
    );
  });

  it('reads a card edge of 85.60 mm and refuses a degenerate one or a wrong hand', () => {
    expect(pxPerMmFromCard({ x: 0, y: 0 }, { x: 0, y: 428 })).toBeCloseTo(5, 9);
    expect(pxPerMmFromCard({ x: 0, y: 0 }, { x: 269.9, y: 0 }, 'short')).toBeCloseTo(5, 9);
    expect(() => pxPerMmFromCard({ x: 3, y: 3 }, { x: 3, y: 3 })).toThrow(RangeError);
    expect(() =>
      placeRing({ landmarks: straight.landmarks.slice(0, 20), image: straight.image, innerDiameterMm: 17 }),
    ).toThrow(RangeError);
    expect(() =>
      placeRing({ landmarks: straight.landmarks, image: straight.image, innerDiameterMm: 0 }),
    ).toThrow(RangeError);
  });
});
