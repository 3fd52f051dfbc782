import type { Metal, StoneType } from '@carat/domain/design';

/*
 * Looks, in linear RGB as glTF and USD expect. Metals: measured F0 reflectance of gold, platinum and silver
 * (physicallybased.info), lighter and paler for lower finenesses; white golds are shown rhodium-plated, as
 * they are sold. Gems: colour by absorption (KHR_materials_volume), not by tinting the surface.
 */

export interface MetalLook {
  readonly color: readonly [number, number, number];
  readonly roughness: number;
}

export const METAL_LOOKS: Readonly<Record<Metal, MetalLook>> = {
  'yellow-gold-9': { color: [0.93, 0.77, 0.5], roughness: 0.18 },
  'yellow-gold-14': { color: [0.97, 0.77, 0.42], roughness: 0.16 },
  'yellow-gold-18': { color: [1.0, 0.766, 0.336], roughness: 0.15 },
  'white-gold-9': { color: [0.86, 0.84, 0.8], roughness: 0.16 },
  'white-gold-14': { color: [0.86, 0.85, 0.82], roughness: 0.14 },
  'white-gold-18': { color: [0.87, 0.86, 0.84], roughness: 0.12 },
  'rose-gold-9': { color: [0.93, 0.69, 0.6], roughness: 0.18 },
  'rose-gold-14': { color: [0.95, 0.66, 0.56], roughness: 0.16 },
  'rose-gold-18': { color: [0.96, 0.63, 0.52], roughness: 0.15 },
  'platinum-950': { color: [0.673, 0.637, 0.585], roughness: 0.14 },
  'silver-925': { color: [0.972, 0.96, 0.915], roughness: 0.12 },
};

export interface GemLook {
  /** Colour light keeps after `attenuationMm` inside the stone. */
  readonly attenuation: readonly [number, number, number];
  readonly attenuationMm: number;
}

export const GEM_LOOKS: Readonly<Record<StoneType, GemLook>> = {
  diamond: { attenuation: [1, 1, 1], attenuationMm: 1000 },
  'lab-diamond': { attenuation: [1, 1, 1], attenuationMm: 1000 },
  moissanite: { attenuation: [0.98, 0.99, 0.96], attenuationMm: 20 },
  sapphire: { attenuation: [0.12, 0.25, 0.85], attenuationMm: 2 },
  ruby: { attenuation: [0.85, 0.06, 0.14], attenuationMm: 2 },
  emerald: { attenuation: [0.12, 0.62, 0.3], attenuationMm: 2.5 },
};

/** The glTF material name of the metal, which `withMetal` looks for. */
export const METAL_MATERIAL_NAME = 'metal';

/** Edges sharper than this keep a crease in the metal's shading (claw and bezel edges), flatter ones are smooth. */
export const METAL_CREASE_DEGREES = 40;
