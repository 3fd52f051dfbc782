import type { FaceMesh, Options } from '@mediapipe/face_mesh';
import { MEDIAPIPE_FACE_MESH_BASE as FACE_BASE } from './asset-path.ts';
import {
  type LandmarkTracker,
  landmarkTracker,
  loadSolutionScript,
  solutionClass,
} from './solution-script.ts';

/**
 * Loads MediaPipe Face Mesh (468 landmarks, no iris refinement: the earrings need the face's outline and
 * eyes only) and answers one frame at a time.
 */
export async function createFaceTracker(options: Options = {}): Promise<LandmarkTracker> {
  await loadSolutionScript(FACE_BASE, 'face_mesh.js', 'FaceMesh');
  const mesh = new (solutionClass<FaceMesh>('FaceMesh'))({
    locateFile: (file: string) => `${FACE_BASE}${file}`,
  });
  mesh.setOptions({
    maxNumFaces: 1,
    refineLandmarks: false,
    minDetectionConfidence: 0.5,
    minTrackingConfidence: 0.5,
    selfieMode: false,
    ...options,
  });
  return landmarkTracker(mesh, (results) => results.multiFaceLandmarks?.[0]);
}
