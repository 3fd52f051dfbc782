import Module, { type CrossSection, type Manifold, type ManifoldToplevel } from 'manifold-3d';

/*
 * manifold-3d is WASM: its objects live outside the JS heap and are freed only by `.delete()`. Every
 * builder takes a Scope, registers what it creates, and the caller disposes the scope once the results are
 * read out into plain arrays.
 */

let loading: Promise<ManifoldToplevel> | undefined;

/** Loads and sets up the module once per process (≈ 30 ms). */
export function loadManifold(): Promise<ManifoldToplevel> {
  loading ??= Module().then((wasm) => {
    wasm.setup();
    return wasm;
  });
  return loading;
}

interface Deletable {
  delete(): void;
}

export class Scope {
  private readonly owned = new Set<Deletable>();

  constructor(readonly wasm: ManifoldToplevel) {}

  /** Registers a WASM object for deletion with the scope and hands it back. */
  keep<T extends Manifold | CrossSection>(value: T): T {
    this.owned.add(value);
    return value;
  }

  dispose(): void {
    for (const value of [...this.owned].reverse()) value.delete();
    this.owned.clear();
  }
}

export type { CrossSection, Manifold, ManifoldToplevel };
