/*
 * Writes the try-on's landmark fixtures (src/features/try-on/fixtures/*.json): an adult right hand's 21
 * joint centres in millimetres (back of the hand to the camera, fingers up), turned and placed in front of
 * a pinhole-free (orthographic) camera at a known pixels-per-mm, then normalised as MediaPipe gives them.
 * They are made, not recorded from a camera: what they carry is a known truth (the scale and the finger's
 * true direction) for the placement test. Run: pnpm --filter @carat/showroom exec tsx scripts/tryon-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

type P = [number, number, number];

// Image frame in mm: x right, y down, z away from the camera; wrist at the origin.
const HAND_MM: P[] = [
  [0, 0, 0],
  [-22, -18, -5],
  [-38, -38, -8],
  [-50, -58, -8],
  [-58, -75, -8],
  [-22, -85, 0],
  [-25, -125, 0],
  [-27, -150, 0],
  [-28, -172, 0],
  [-2, -88, 0],
  [-2, -133, 0],
  [-2, -161, 0],
  [-2, -184, 0],
  [17, -83, 0],
  [19, -124, 0],
  [21, -150, 0],
  [22, -172, 0],
  [34, -74, 0],
  [38, -104, 0],
  [40, -122, 0],
  [42, -140, 0],
];

function rotX(p: P, a: number): P {
  const [x, y, z] = p;
  return [x, y * Math.cos(a) - z * Math.sin(a), y * Math.sin(a) + z * Math.cos(a)];
}
function rotY(p: P, a: number): P {
  const [x, y, z] = p;
  return [x * Math.cos(a) + z * Math.sin(a), y, -x * Math.sin(a) + z * Math.cos(a)];
}
function rotZ(p: P, a: number): P {
  const [x, y, z] = p;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a), z];
}

const deg = Math.PI / 180;
const cases = [
  { name: 'straight', width: 720, height: 1280, pxPerMm: 4, wrist: [360, 1050], turn: [0, 0, 0] },
  { name: 'rotated', width: 1280, height: 720, pxPerMm: 3.5, wrist: [500, 650], turn: [0, 0, 40] },
  { name: 'tilted', width: 720, height: 1280, pxPerMm: 4, wrist: [380, 1000], turn: [35, 25, -10] },
  { name: 'far', width: 1280, height: 720, pxPerMm: 1.8, wrist: [640, 560], turn: [10, -15, 5] },
  { name: 'near', width: 720, height: 1280, pxPerMm: 7, wrist: [300, 1270], turn: [-20, 10, -25] },
] as const;

const dir = path.join(import.meta.dirname, '../src/features/try-on/fixtures');
for (const c of cases) {
  const placed = HAND_MM.map((p) => {
    const [ax, ay, az] = c.turn;
    const t = rotZ(rotY(rotX(p, ax * deg), ay * deg), az * deg);
    return [c.wrist[0] + t[0] * c.pxPerMm, c.wrist[1] + t[1] * c.pxPerMm, t[2] * c.pxPerMm] as P;
  });
  const landmarks = placed.map(([x, y, z]) => ({
    x: +(x / c.width).toFixed(5),
    y: +(y / c.height).toFixed(5),
    z: +(z / c.width).toFixed(5),
  }));
  const fixture = {
    name: c.name,
    made: 'synthesised from an adult hand skeleton (mm), not recorded from a camera',
    image: { width: c.width, height: c.height },
    truth: { pxPerMm: c.pxPerMm, turnDegrees: c.turn },
    landmarks,
  };
  writeFileSync(path.join(dir, `${c.name}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
}
