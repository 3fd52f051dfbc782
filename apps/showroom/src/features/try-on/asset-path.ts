/**
 * Where the showroom serves MediaPipe Hands' own files (script, wasm, models), copied from the npm package
 * at build time. The version is in the path so the files can be cached for good; the build fails if the
 * installed package is another version (vite.config.ts).
 */
export const MEDIAPIPE_HANDS_VERSION = '0.4.1675469240';
export const MEDIAPIPE_HANDS_BASE = `/assets/mediapipe-hands@${MEDIAPIPE_HANDS_VERSION}/`;
