/**
 * Where the showroom serves MediaPipe's own files (script, wasm, models) for the try-on, copied from the
 * npm packages at build time: Hands for rings, Face Mesh for earrings. The version is in the path so the
 * files can be cached for good; the build fails if an installed package is another version
 * (vite-mediapipe.ts).
 */
export const MEDIAPIPE_HANDS_VERSION = '0.4.1675469240';
export const MEDIAPIPE_HANDS_BASE = `/assets/mediapipe-hands@${MEDIAPIPE_HANDS_VERSION}/`;
export const MEDIAPIPE_FACE_MESH_VERSION = '0.4.1633559619';
export const MEDIAPIPE_FACE_MESH_BASE = `/assets/mediapipe-face-mesh@${MEDIAPIPE_FACE_MESH_VERSION}/`;

/** Each solution the try-on loads: its npm package, the version the paths name, where it is served. */
export const MEDIAPIPE_SOLUTIONS = [
  { packageName: '@mediapipe/hands', version: MEDIAPIPE_HANDS_VERSION, base: MEDIAPIPE_HANDS_BASE },
  {
    packageName: '@mediapipe/face_mesh',
    version: MEDIAPIPE_FACE_MESH_VERSION,
    base: MEDIAPIPE_FACE_MESH_BASE,
  },
] as const;
