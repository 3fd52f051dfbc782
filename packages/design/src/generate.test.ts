import {
  type DesignPriceTable,
  type DesignSpec,
  defaultDesignSpec,
  METAL_DENSITY_G_PER_CM3,
  METALS,
  normaliseDesignSpec,
  STONE_TYPES,
} from '@carat/domain/design';
import type { Dispersion, IOR } from '@gltf-transform/extensions';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { readGlb } from '#lib/formats/glb.ts';
import { withMetal } from '#lib/formats/metal-switch.ts';
import { estimateModel, generateDesign, InvalidDesignSpecError } from '#lib/generate.ts';

function plainBand(
  profile: 'court' | 'flat',
  widthMm: number,
  size: number,
  metal: DesignSpec['metal'],
): DesignSpec {
  return normaliseDesignSpec({
    ...defaultDesignSpec('band'),
    metal,
    band: { profile, widthMm, thicknessMm: 1.7 },
    ringSize: { system: 'eu', value: size },
  });
}

/**
 * Pappus: V = 2π ∫ ½ (r_out² − r_in²) dz over the width. Flat: a rectangle. Court: with u = 2z / w,
 * r_in = r0 + a·u², r_out = r0 + t − b·u² (a = 0.2 t, b = 0.35 t), integrated in closed form.
 */
function analyticVolume(profile: 'court' | 'flat', r0: number, t: number, w: number): number {
  if (profile === 'flat') return Math.PI * ((r0 + t) ** 2 - r0 ** 2) * w;
  const a = 0.2 * t;
  const b = 0.35 * t;
  const integral =
    2 * t * (2 * r0 + t) + (2 / 3) * (t * (a - b) - (a + b) * (2 * r0 + t)) - (2 / 5) * (a * a - b * b);
  return 2 * Math.PI * (w / 2) * 0.5 * integral;
}

describe('weights', () => {
  for (const metal of ['yellow-gold-18', 'platinum-950'] as const) {
    for (const [profile, width] of [
      ['court', 2],
      ['flat', 4],
    ] as const) {
      for (const size of [48, 54, 62]) {
        it(`a ${width} mm ${profile} band, size ${size}, in ${metal} is within 3 % of volume × density`, async () => {
          const model = await generateDesign(plainBand(profile, width, size, metal));
          const expected =
            (analyticVolume(profile, size / Math.PI / 2, 1.7, width) / 1000) * METAL_DENSITY_G_PER_CM3[metal];
          const got = model.weightsG[metal];
          expect(Math.abs(got - expected) / expected).toBeLessThan(0.03);
        });
      }
    }
  }
});

const prices: DesignPriceTable = {
  metalPerGram: Object.fromEntries(METALS.map((m) => [m, m === 'platinum-950' ? 3500 : 6500])) as Record<
    (typeof METALS)[number],
    number
  >,
  labour: 25000,
  stonePerCarat: Object.fromEntries(STONE_TYPES.map((s) => [s, 400000])) as Record<
    (typeof STONE_TYPES)[number],
    number
  >,
};

describe('generateDesign', () => {
  it('answers a solitaire with one stone, its carat, and a price that follows the metal', async () => {
    const spec = normaliseDesignSpec({
      ...defaultDesignSpec(),
      stone: { type: 'diamond', cut: 'oval', size: { unit: 'ct', value: 1.5 } },
    });
    const model = await generateDesign(spec);
    expect(model.stones).toBe(1);
    expect(model.totalCarat).toBeCloseTo(1.5, 9);
    const gold = estimateModel(model, prices);
    const platinum = estimateModel(model, prices, 'platinum-950');
    expect(gold.metalVolumeMm3).toBe(platinum.metalVolumeMm3);
    expect(platinum.weightG).toBeGreaterThan(gold.weightG);
    expect(Number.isInteger(gold.price)).toBe(true);
    expect(gold.price).toBe(Math.round(model.weightsG['yellow-gold-18'] * 6500) + 600000 + 25000);
  });

  it('counts a halo’s small stones and a pair of studs’ two', async () => {
    const halo = await generateDesign(defaultDesignSpec('halo'));
    expect(halo.stones).toBeGreaterThan(10);
    expect(halo.totalCarat).toBeGreaterThan(0.5);
    const studs = await generateDesign(defaultDesignSpec('studs'));
    expect(studs.stones).toBe(2);
    expect(studs.totalCarat).toBeCloseTo(0.5, 9);
  });

  it('refuses a spec the schema refuses', async () => {
    await expect(generateDesign({ ...defaultDesignSpec(), innerDiameterMm: 30 })).rejects.toBeInstanceOf(
      InvalidDesignSpecError,
    );
  });

  it('writes gems with their refractive index, transmission, volume and dispersion, and one variant per alloy', async () => {
    const spec = normaliseDesignSpec({
      ...defaultDesignSpec(),
      stone: { type: 'sapphire', cut: 'cushion', size: { unit: 'ct', value: 1 } },
    });
    const doc = await readGlb((await generateDesign(spec)).glb);
    const json = doc.getRoot();
    const stone = json.listMaterials().find((m) => m.getName() === 'stone-sapphire')!;
    expect(stone.getExtension<IOR>('KHR_materials_ior')?.getIOR()).toBeCloseTo(1.77, 5);
    expect(stone.getExtension('KHR_materials_transmission')).not.toBeNull();
    expect(stone.getExtension('KHR_materials_volume')).not.toBeNull();
    expect(stone.getExtension<Dispersion>('KHR_materials_dispersion')?.getDispersion()).toBeCloseTo(
      20 / 72,
      5,
    );
    const variants = doc
      .getRoot()
      .listExtensionsUsed()
      .find((e) => e.extensionName === 'KHR_materials_variants');
    expect(variants).toBeDefined();
    expect(json.listMaterials().filter((m) => m.getName().startsWith('metal')).length).toBe(METALS.length);
  });

  it('switches metal by rewriting only the JSON chunk: same geometry bytes, still a valid GLB', async () => {
    const model = await generateDesign(defaultDesignSpec());
    const switched = withMetal(model.glb, 'platinum-950');
    const binary = (glb: Uint8Array) =>
      glb.subarray(20 + new DataView(glb.buffer, glb.byteOffset).getUint32(12, true));
    expect(Buffer.from(binary(switched)).equals(Buffer.from(binary(model.glb)))).toBe(true);
    expect((await validateBytes(switched)).issues.numErrors).toBe(0);
    const metal = (await readGlb(switched))
      .getRoot()
      .listMaterials()
      .find((m) => m.getName() === 'metal')!;
    expect(metal.getBaseColorFactor().slice(0, 3)).toEqual([0.673, 0.637, 0.585]);
  });

  it('packs the USDZ as Quick Look needs: stored, a .usda first, data on 64-byte boundaries', async () => {
    const model = await generateDesign(defaultDesignSpec('halo'));
    const usdz = model.usdz();
    const view = new DataView(usdz.buffer, usdz.byteOffset);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(8, true)).toBe(0);
    const nameLength = view.getUint16(26, true);
    const extraLength = view.getUint16(28, true);
    const name = new TextDecoder().decode(usdz.subarray(30, 30 + nameLength));
    expect(name.endsWith('.usda')).toBe(true);
    const dataStart = 30 + nameLength + extraLength;
    expect(dataStart % 64).toBe(0);
    const text = new TextDecoder().decode(usdz.subarray(dataStart, dataStart + 200));
    expect(text.startsWith('#usda 1.0')).toBe(true);
    const usda = new TextDecoder().decode(usdz.subarray(dataStart, dataStart + view.getUint32(18, true)));
    expect(usda).toContain('UsdPreviewSurface');
    expect(usda.match(/def Mesh "Stone_/g)?.length).toBe(model.stones);
  });
});
