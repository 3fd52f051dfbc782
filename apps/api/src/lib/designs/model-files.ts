import { generateDesign, InvalidDesignSpecError } from '@carat/design';
import type { DesignSpec, Metal } from '@carat/domain/design';

/**
 * What one generation gives the API: the three files and the figures an estimate needs. Plain data, so it
 * crosses a worker boundary (design-worker.ts) as it is.
 */
export interface GeneratedFiles {
  glb: Uint8Array;
  stl: Uint8Array;
  usdz: Uint8Array;
  metalVolumeMm3: number;
  stones: number;
  totalCarat: number;
  weightsG: Record<Metal, number>;
}

export type GenerationAnswer =
  | { ok: true; files: GeneratedFiles }
  | { ok: false; invalid: boolean; message: string };

/** Builds a spec's files (geometry, GLB with a variant per alloy, STL of the metal, USDZ for Quick Look). */
export async function generateFiles(spec: DesignSpec): Promise<GenerationAnswer> {
  try {
    const model = await generateDesign(spec);
    return {
      ok: true,
      files: {
        glb: model.glb,
        stl: model.stl,
        usdz: model.usdz(),
        metalVolumeMm3: model.metalVolumeMm3,
        stones: model.stones,
        totalCarat: model.totalCarat,
        weightsG: { ...model.weightsG },
      },
    };
  } catch (error) {
    return {
      ok: false,
      invalid: error instanceof InvalidDesignSpecError || /not a valid solid/.test(String(error)),
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
