import {
  buildGeometry,
  generateDesign,
  InvalidDesignSpecError,
  type Manufacturability,
  renderStill,
} from '@carat/design';
import type { DesignSpec, Metal } from '@carat/domain/design';
import sharp from 'sharp';

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
  /** The caster's checks measured on the metal. */
  manufacturability: Manufacturability;
}

export type GenerationAnswer =
  | { ok: true; files: GeneratedFiles }
  | { ok: false; invalid: boolean; message: string };

export type StillAnswer = { ok: true; image: Uint8Array } | { ok: false; invalid: boolean; message: string };

function failure(error: unknown) {
  return {
    ok: false as const,
    invalid: error instanceof InvalidDesignSpecError || /not a valid solid/.test(String(error)),
    message: error instanceof Error ? error.message : String(error),
  };
}

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
        manufacturability: model.manufacturability,
      },
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * A spec's still picture, 640 × 640 JPEG (the design's card, the marketing studio's posts): drawn when it is
 * first asked for, not with every generation (≈ 150–250 ms: bench/design-generator), then kept.
 */
export async function generateStill(spec: DesignSpec): Promise<StillAnswer> {
  try {
    const still = renderStill(await buildGeometry(spec), spec.metal);
    const jpeg = await sharp(still.rgba, { raw: { width: still.width, height: still.height, channels: 4 } })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
    return { ok: true, image: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength) };
  } catch (error) {
    return failure(error);
  }
}
