import { describe, expect, it } from 'vitest';
import { ADULT_EYES_MM, LOBE_ALONG_OUTLINE, placeEarrings, pxPerMmFromFace } from './ear-placement.ts';
import { syntheticFace } from './fixtures/synthetic-face.ts';
import { dot, length, rotate, sub, toScene } from './placement.ts';

const faceOut = (q: Parameters<typeof rotate>[0]) => rotate(q, { x: 0, y: 0, z: 1 });
const studUp = (q: Parameters<typeof rotate>[0]) => rotate(q, { x: 0, y: 1, z: 0 });

describe('placing earrings on a face seen from the front', () => {
  const face = syntheticFace({ pxPerMm: 3 });
  const placement = placeEarrings(face);
  const [left, right] = placement.ears as [(typeof placement.ears)[0], (typeof placement.ears)[0]];
  const at = (i: number) => toScene(face.landmarks[i]!, face.image);

  it('reads the scale from the eyes against an adult average', () => {
    // The synthetic eyes' centres are 63 mm apart.
    expect(placement.scale).toBeCloseTo(3, 6);
    expect(placement.scaleSource).toBe('face');
    expect(pxPerMmFromFace(face.landmarks, face.image) * ADULT_EYES_MM).toBeCloseTo(63 * 3, 6);
  });

  it('hangs each stud below the outline at the ear, toward the jaw, a little outside the face', () => {
    expect(left.side).toBe('image-left');
    expect(right.side).toBe('image-right');
    const drop = (at(234).y - at(132).y) * LOBE_ALONG_OUTLINE;
    expect(left.position.y).toBeCloseTo(at(234).y - drop, 6);
    expect(right.position.y).toBeCloseTo(at(454).y - (at(454).y - at(361).y) * LOBE_ALONG_OUTLINE, 6);
    expect(left.position.x).toBeLessThan(at(234).x);
    expect(right.position.x).toBeGreaterThan(at(454).x);
    // Mirror images of each other about the face's middle.
    expect(left.position.x + right.position.x).toBeCloseTo(0, 6);
  });

  it('turns each face half outward, half forward, upright', () => {
    const outLeft = faceOut(left.quaternion);
    const outRight = faceOut(right.quaternion);
    expect(outLeft.x).toBeCloseTo(-Math.SQRT1_2, 3);
    expect(outLeft.z).toBeCloseTo(Math.SQRT1_2, 3);
    expect(outRight.x).toBeCloseTo(Math.SQRT1_2, 3);
    expect(outRight.z).toBeCloseTo(Math.SQRT1_2, 3);
    expect(studUp(left.quaternion).y).toBeCloseTo(1, 3);
    expect(left.visible && right.visible).toBe(true);
  });

  it('puts the head behind the lobes: an upright cylinder through both', () => {
    const { start, end, radius } = placement.head;
    const axis = sub(end, start);
    expect(Math.abs(axis.x) + Math.abs(axis.z)).toBeLessThan(1e-6);
    const centre = { x: (start.x + end.x) / 2, y: 0, z: (start.z + end.z) / 2 };
    for (const ear of placement.ears) {
      const across = Math.hypot(ear.position.x - centre.x, ear.position.z - centre.z);
      expect(across).toBeGreaterThan(radius);
      expect(across).toBeLessThan(radius * 1.05);
    }
  });

  it('takes the scale from a card when one was measured', () => {
    const carded = placeEarrings({ ...face, cardPxPerMm: 4.2 });
    expect(carded.scale).toBe(4.2);
    expect(carded.scaleSource).toBe('card');
  });
});

describe('a head tilted or turned', () => {
  it('tilts the studs with the head', () => {
    const placement = placeEarrings(syntheticFace({ rollDegrees: 20 }));
    for (const ear of placement.ears) {
      const up = studUp(ear.quaternion);
      expect((Math.atan2(-up.x, up.y) * 180) / Math.PI).toBeCloseTo(20, 1);
    }
    // The line between the lobes turns with the head too.
    const [a, b] = placement.ears;
    expect(
      (Math.atan2(b!.position.y - a!.position.y, b!.position.x - a!.position.x) * 180) / Math.PI,
    ).toBeCloseTo(20, 1);
  });

  it('hides the far earring when the head turns away from it, and keeps the scale', () => {
    const turned = syntheticFace({ yawDegrees: 60, pxPerMm: 2.5 });
    const placement = placeEarrings(turned);
    const [left, right] = placement.ears;
    // Turned toward the image's right: the image-right ear goes behind the head.
    expect(left!.visible).toBe(true);
    expect(right!.visible).toBe(false);
    // The eyes' 3D distance is kept when the head turns.
    expect(placement.scale).toBeCloseTo(2.5, 6);
    expect(dot(faceOut(left!.quaternion), { x: 0, y: 0, z: 1 })).toBeGreaterThan(0.5);
  });

  it('moves with the face across the picture and with its distance', () => {
    const near = placeEarrings(syntheticFace({ pxPerMm: 5, centre: { x: 400, y: 300 } }));
    const far = placeEarrings(syntheticFace({ pxPerMm: 2, centre: { x: 400, y: 300 } }));
    const span = (p: typeof near) => length(sub(p.ears[1]!.position, p.ears[0]!.position));
    expect(span(near) / span(far)).toBeCloseTo(2.5, 6);
    expect(near.scale / far.scale).toBeCloseTo(2.5, 6);
  });
});

describe('landmarks that are not a face', () => {
  it('refuses fewer than 468 points or points that are not numbers', () => {
    expect(() => placeEarrings({ ...syntheticFace(), landmarks: [] })).toThrow(RangeError);
    const face = syntheticFace();
    face.landmarks[33] = { x: Number.NaN, y: 0, z: 0 };
    expect(() => placeEarrings(face)).toThrow(RangeError);
  });
});
