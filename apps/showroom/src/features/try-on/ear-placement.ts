/*
 * Where a pair of earrings sits on a face in a picture, from MediaPipe Face Mesh's 468 landmarks: pure
 * geometry, no DOM. Same frames as placement.ts (the ring's): landmarks normalised, results in the scene
 * frame (origin at the image's centre, x right, y up, z toward the viewer, one unit = one image pixel).
 *
 * Model frame (the design generator's studs): millimetres, each stud's face toward +z, its post along −z,
 * +y up. The rotation returned turns a stud so that its face looks out from the ear lobe, half sideways and
 * half forward (a lobe's outer side is seen at about 45° from the front), upright with the head.
 *
 * Face Mesh has no landmark on the ear itself: the lobe is taken below the face's outline at the ear
 * (234 / 454, level with the tragus), 55 % of the way down to the outline at the jaw (132 / 361), a little
 * outward. The scale comes from the eyes: the distance between the eyes' centres against an adult's
 * average interpupillary distance, 63 mm (±8 % from person to person, said on screen), or exactly from a
 * card held in view, as for the ring.
 */
import {
  add,
  cross,
  dot,
  type ImageSize,
  type Landmark,
  length,
  normalise,
  type Quaternion,
  quaternionFromBasis,
  scale,
  sub,
  toScene,
  type Vec3,
} from './placement.ts';

/** An adult's average distance between the pupils (eye centres), in mm. */
export const ADULT_EYES_MM = 63;
/** How far down from the outline at the ear (234/454) toward the outline at the jaw (132/361) the lobe is. */
export const LOBE_ALONG_OUTLINE = 0.55;
/** The lobe stands this far outside the face's outline, in mm. */
export const LOBE_OUTSIDE_MM = 3;

/** Face Mesh indices (the subject's right is the image's left in an unmirrored picture). */
const FACE = {
  rightEyeOuter: 33,
  rightEyeInner: 133,
  leftEyeInner: 362,
  leftEyeOuter: 263,
  forehead: 10,
  chin: 152,
  rightEar: 234,
  leftEar: 454,
  rightJaw: 132,
  leftJaw: 361,
} as const;

export const FACE_LANDMARKS = 468;

export interface EarPlacement {
  /** The image's left ear first (the subject's right), then the image's right. */
  ears: readonly {
    side: 'image-left' | 'image-right';
    /** Where the stud's back meets the lobe (scene frame, px). */
    position: Vec3;
    /** Model frame → scene frame. */
    quaternion: Quaternion;
    /** Whether this ear faces the camera enough to be seen (a head turned away hides it). */
    visible: boolean;
  }[];
  /** Pixels per millimetre: the uniform scale of a model in mm. */
  scale: number;
  /**
   * The head behind the lobes, as an invisible upright cylinder through both lobes: what a stud's post goes
   * into, and what hides the far earring when the head turns.
   */
  head: { start: Vec3; end: Vec3; radius: number };
  scaleSource: 'face' | 'card';
}

function checkFace(landmarks: readonly Landmark[]) {
  if (landmarks.length < FACE_LANDMARKS) {
    throw new RangeError(`a face has ${FACE_LANDMARKS} landmarks, got ${landmarks.length}`);
  }
  for (const i of Object.values(FACE)) {
    const point = landmarks[i] as Landmark;
    if (![point.x, point.y, point.z].every(Number.isFinite)) throw new RangeError('landmark not finite');
  }
}

const mid = (a: Vec3, b: Vec3): Vec3 => scale(add(a, b), 0.5);

/** Pixels per millimetre from the eyes' centres, 3D (a turned head is not foreshortened as much). */
export function pxPerMmFromFace(landmarks: readonly Landmark[], image: ImageSize): number {
  checkFace(landmarks);
  const at = (i: number) => toScene(landmarks[i] as Landmark, image);
  const right = mid(at(FACE.rightEyeOuter), at(FACE.rightEyeInner));
  const left = mid(at(FACE.leftEyeOuter), at(FACE.leftEyeInner));
  return length(sub(left, right)) / ADULT_EYES_MM;
}

/** Both studs on the ear lobes, turned with the head, at true scale. */
export function placeEarrings({
  landmarks,
  image,
  cardPxPerMm,
}: {
  landmarks: readonly Landmark[];
  image: ImageSize;
  cardPxPerMm?: number | null;
}): EarPlacement {
  checkFace(landmarks);
  const at = (i: number) => toScene(landmarks[i] as Landmark, image);
  const source = cardPxPerMm && cardPxPerMm > 0 ? 'card' : 'face';
  const pxPerMm = source === 'card' ? (cardPxPerMm as number) : pxPerMmFromFace(landmarks, image);

  // The face's own axes: across (image-left ear → image-right ear, along the eyes), up (chin → forehead,
  // square to across), and forward (out of the face).
  const eyesRight = mid(at(FACE.rightEyeOuter), at(FACE.rightEyeInner));
  const eyesLeft = mid(at(FACE.leftEyeOuter), at(FACE.leftEyeInner));
  const across = normalise(sub(eyesLeft, eyesRight));
  let up = sub(at(FACE.forehead), at(FACE.chin));
  up = normalise(sub(up, scale(across, dot(up, across))));
  let forward = normalise(cross(across, up));
  if (forward.z < 0) forward = scale(forward, -1);

  const lobe = (ear: number, jaw: number, outward: Vec3): Vec3 => {
    const top = at(ear);
    const down = dot(sub(at(jaw), top), up) * LOBE_ALONG_OUTLINE;
    return add(add(top, scale(up, down)), scale(outward, LOBE_OUTSIDE_MM * pxPerMm));
  };
  const outwardLeft = scale(across, -1);
  const lobes = [
    {
      side: 'image-left' as const,
      at: lobe(FACE.rightEar, FACE.rightJaw, outwardLeft),
      outward: outwardLeft,
    },
    { side: 'image-right' as const, at: lobe(FACE.leftEar, FACE.leftJaw, across), outward: across },
  ];

  const ears = lobes.map(({ side, at: position, outward }) => {
    const faceOut = normalise(add(outward, forward));
    const yAxis = normalise(sub(up, scale(faceOut, dot(up, faceOut))));
    const xAxis = normalise(cross(yAxis, faceOut));
    return {
      side,
      position,
      quaternion: quaternionFromBasis(xAxis, yAxis, faceOut),
      // Seen when the stud's face is not turned away from the camera.
      visible: faceOut.z > -0.2,
    };
  });

  // The head: an upright cylinder whose surface passes through both lobes, a touch inside them so a stud's
  // back is not cut; 20 cm tall, centred on the lobes.
  const [first, second] = lobes as [(typeof lobes)[0], (typeof lobes)[0]];
  const centre = mid(first.at, second.at);
  const radius = (length(sub(second.at, first.at)) / 2) * 0.97;
  const half = scale(up, 100 * pxPerMm);
  return {
    ears,
    scale: pxPerMm,
    head: { start: sub(centre, half), end: add(centre, half), radius },
    scaleSource: source,
  };
}
