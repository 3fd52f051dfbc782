import type { Landmark } from './placement.ts';

/*
 * MediaPipe's legacy solutions (Hands, Face Mesh; Apache-2.0) are closure-compiled scripts that define a
 * global class (`window.Hands`, `window.FaceMesh`), so they are loaded as classic scripts from the copy the
 * showroom serves itself (asset-path.ts), on the first try-on only. Nothing is fetched from another host.
 */

const loading = new Map<string, Promise<void>>();

/** Loads `${base}${file}` once, resolving when `window[globalName]` exists. */
export function loadSolutionScript(base: string, file: string, globalName: string): Promise<void> {
  const url = `${base}${file}`;
  let script = loading.get(url);
  if (!script) {
    script = new Promise<void>((resolve, reject) => {
      if ((window as unknown as Record<string, unknown>)[globalName]) return resolve();
      const element = document.createElement('script');
      element.src = url;
      element.async = true;
      element.onload = () => resolve();
      element.onerror = () => reject(new Error(`${file} could not load`));
      document.head.append(element);
    });
    loading.set(url, script);
    script.catch(() => loading.delete(url));
  }
  return script;
}

/** The solution's class, once its script has run. */
export function solutionClass<T>(globalName: string): new (config: object) => T {
  return (window as unknown as Record<string, new (config: object) => T>)[globalName] as new (
    config: object,
  ) => T;
}

export interface LandmarkTracker {
  /** The first hand's (or face's) landmarks in the frame given, or null when there is none. */
  detect(image: HTMLVideoElement | HTMLImageElement | HTMLCanvasElement): Promise<Landmark[] | null>;
  close(): Promise<void>;
}

/** What the legacy solutions have in common: results by callback, one frame sent at a time. */
interface Solution<R> {
  onResults(listener: (results: R) => void): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLVideoElement | HTMLImageElement | HTMLCanvasElement }): Promise<void>;
  close(): Promise<void>;
}

/** A solution made ready, answering one frame at a time with the landmarks `first` picks from its results. */
export async function landmarkTracker<R>(
  solution: Solution<R>,
  first: (results: R) => readonly Landmark[] | undefined,
): Promise<LandmarkTracker> {
  let latest: R | null = null;
  solution.onResults((results) => {
    latest = results;
  });
  await solution.initialize();
  return {
    async detect(image) {
      latest = null;
      await solution.send({ image });
      const found = latest ? first(latest) : undefined;
      return found ? found.map(({ x, y, z }) => ({ x, y, z })) : null;
    },
    close: () => solution.close(),
  };
}
