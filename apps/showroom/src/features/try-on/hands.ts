import type { Hands, Options, Results } from '@mediapipe/hands';
import { MEDIAPIPE_HANDS_BASE as HANDS_BASE } from './asset-path.ts';
import type { Landmark } from './placement.ts';

/*
 * MediaPipe Hands (the legacy solution, Apache-2.0), its script, wasm and models served from this origin:
 * the showroom's build copies them out of the npm package (vite.config.ts, `mediapipeAssets`), and
 * `locateFile` points every file the solution asks for at that copy. Nothing is fetched from another host.
 * The package is a closure-compiled script that defines `window.Hands`, so it is loaded as a classic
 * script, on the first try-on only.
 */

let script: Promise<void> | null = null;

function loadScript(): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    if ((window as unknown as { Hands?: unknown }).Hands) return resolve();
    const element = document.createElement('script');
    element.src = `${HANDS_BASE}hands.js`;
    element.async = true;
    element.onload = () => resolve();
    element.onerror = () => reject(new Error('hands.js could not load'));
    document.head.append(element);
  });
  script.catch(() => {
    script = null;
  });
  return script;
}

export interface HandTracker {
  /** The first hand's 21 landmarks in the frame given, or null when there is none. */
  detect(image: HTMLVideoElement | HTMLImageElement | HTMLCanvasElement): Promise<Landmark[] | null>;
  close(): Promise<void>;
}

/** Loads the hand model (lite: a phone keeps its frame rate) and answers one frame at a time. */
export async function createHandTracker(options: Options = {}): Promise<HandTracker> {
  await loadScript();
  const HandsClass = (window as unknown as { Hands: new (config: object) => Hands }).Hands;
  const hands = new HandsClass({ locateFile: (file: string) => `${HANDS_BASE}${file}` });
  hands.setOptions({
    maxNumHands: 1,
    modelComplexity: 0,
    minDetectionConfidence: 0.6,
    minTrackingConfidence: 0.5,
    selfieMode: false,
    ...options,
  });
  let latest: Results | null = null;
  hands.onResults((results) => {
    latest = results;
  });
  await hands.initialize();
  return {
    async detect(image) {
      latest = null;
      await hands.send({ image });
      const found = (latest as Results | null)?.multiHandLandmarks?.[0];
      return found ? found.map(({ x, y, z }) => ({ x, y, z })) : null;
    },
    close: () => hands.close(),
  };
}
