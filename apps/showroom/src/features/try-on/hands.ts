import type { Hands, Options } from '@mediapipe/hands';
import { MEDIAPIPE_HANDS_BASE as HANDS_BASE } from './asset-path.ts';
import {
  type LandmarkTracker,
  landmarkTracker,
  loadSolutionScript,
  solutionClass,
} from './solution-script.ts';

/** Loads MediaPipe Hands (lite: a phone keeps its frame rate) and answers one frame at a time. */
export async function createHandTracker(options: Options = {}): Promise<LandmarkTracker> {
  await loadSolutionScript(HANDS_BASE, 'hands.js', 'Hands');
  const hands = new (solutionClass<Hands>('Hands'))({ locateFile: (file: string) => `${HANDS_BASE}${file}` });
  hands.setOptions({
    maxNumHands: 1,
    modelComplexity: 0,
    minDetectionConfidence: 0.6,
    minTrackingConfidence: 0.5,
    selfieMode: false,
    ...options,
  });
  return landmarkTracker(hands, (results) => results.multiHandLandmarks?.[0]);
}
