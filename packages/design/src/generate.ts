import {
  type DesignEstimate,
  type DesignPriceTable,
  type DesignSpec,
  estimateDesign,
  METAL_DENSITY_G_PER_CM3,
  type Metal,
  metalWeightG,
} from '@carat/domain/design';
import { designSpecSchema } from '@carat/validation/designs';
import { writeGlb } from '#lib/formats/glb.ts';
import { writeStl } from '#lib/formats/stl.ts';
import { writeUsdz } from '#lib/formats/usdz.ts';
import { type BuildOptions, buildGeometry, type DesignGeometry } from '#lib/geometry/build.ts';
import type { Manufacturability } from '#lib/manufacturability.ts';

export interface DesignModel {
  readonly spec: DesignSpec;
  readonly geometry: DesignGeometry;
  readonly glb: Uint8Array;
  /** The metal alone, mm, for casting or printing. */
  readonly stl: Uint8Array;
  /** For Quick Look on iOS; made on first call (an AR tap), not with every generation. */
  readonly usdz: () => Uint8Array;
  readonly metalVolumeMm3: number;
  /** The weight in every alloy, g: what a metal switch shows without regenerating. */
  readonly weightsG: Readonly<Record<Metal, number>>;
  readonly stones: number;
  readonly totalCarat: number;
  readonly notes: readonly string[];
  /** The caster's checks measured on the metal: one solid, members at least the metal's minimum, stones seated. */
  readonly manufacturability: Manufacturability;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

export class InvalidDesignSpecError extends Error {
  override readonly name = 'InvalidDesignSpecError';
}

/** A spec → the piece's files and figures. Throws on a spec the schema refuses or a solid that is not one. */
export async function generateDesign(spec: DesignSpec, options: BuildOptions = {}): Promise<DesignModel> {
  const parsed = designSpecSchema.safeParse(spec);
  if (!parsed.success) throw new InvalidDesignSpecError(parsed.error.issues.map((i) => i.message).join('; '));
  const geometry = await buildGeometry(spec, options);
  if (geometry.status !== 'NoError') throw new Error(`metal is not a valid solid: ${geometry.status}`);
  const glb = await writeGlb(geometry, { metal: spec.metal });
  const weightsG = Object.fromEntries(
    Object.keys(METAL_DENSITY_G_PER_CM3).map((metal) => [
      metal,
      metalWeightG(metal as Metal, geometry.metalVolumeMm3),
    ]),
  ) as Record<Metal, number>;
  return {
    spec,
    geometry,
    glb,
    stl: writeStl(geometry.metal),
    usdz: once(() => writeUsdz(geometry, spec.metal)),
    metalVolumeMm3: geometry.metalVolumeMm3,
    weightsG,
    stones: geometry.gems.length,
    totalCarat: geometry.gems.reduce((sum, gem) => sum + gem.carat, 0),
    notes: geometry.notes,
    manufacturability: geometry.manufacturability,
  };
}

/** The quote's starting point for a generated model, in a metal (the spec's, or one switched to). */
export function estimateModel(
  model: DesignModel,
  prices: DesignPriceTable,
  metal: Metal = model.spec.metal,
): DesignEstimate {
  return estimateDesign(
    {
      metal,
      metalVolumeMm3: model.metalVolumeMm3,
      stoneType: model.spec.stone?.type ?? null,
      stones: model.stones,
      totalCarat: model.totalCarat,
    },
    prices,
  );
}
