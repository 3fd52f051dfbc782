export {
  type BriefPhoto,
  type BriefResult,
  createModelBriefEngine,
  type DesignBriefEngine,
  languageModelFromConfig,
  type ModelEngineOptions,
  type ModelProviderConfig,
  offlineBriefEngine,
} from '#lib/brief/engine.ts';
export { type NotMade, type ParsedBrief, parseBrief } from '#lib/brief/parse-brief.ts';
export { type EvalBrief, scoreBriefs } from '#lib/eval-score.ts';
export { readGlb, writeGlb } from '#lib/formats/glb.ts';
export { GEM_LOOKS, METAL_LOOKS } from '#lib/formats/materials.ts';
export { withMetal } from '#lib/formats/metal-switch.ts';
export { renderStill, type StillImage, type StillView } from '#lib/formats/still.ts';
export { readStl, writeStl } from '#lib/formats/stl.ts';
export { designUsda, writeUsdz } from '#lib/formats/usdz.ts';
export { type DesignModel, estimateModel, generateDesign, InvalidDesignSpecError } from '#lib/generate.ts';
export { type BuildOptions, buildGeometry, type DesignGeometry } from '#lib/geometry/build.ts';
export { DEFAULT_FEATURE_LIMITS, type FeatureLimits, featureLimits } from '#lib/geometry/limits.ts';
export type {
  Manufacturability,
  ManufacturabilityCheck,
  ManufacturabilityCode,
} from '#lib/manufacturability.ts';
export {
  createModelPhotoEngine,
  type DesignPhoto,
  type DesignPhotoEngine,
  type ModelPhotoEngineOptions,
  mergeBriefAndPhoto,
  offlinePhotoEngine,
  type PhotoResult,
} from '#lib/photo/engine.ts';
export { PHOTO_SETS, type PhotoCase, type PhotoSet, photoCases } from '#lib/photo/eval-cases.ts';
export type { RgbaImage } from '#lib/photo/pixels.ts';
export {
  type MetalColour,
  type PhotoConfidence,
  type PhotoMeasures,
  type PhotoReading,
  readPhoto,
  UnreadablePhotoError,
} from '#lib/photo/read-photo.ts';
export { expectedStoneCount, metalColourOf, type PhotoScore, scoreReading } from '#lib/photo/score.ts';
export { randomChainSpec, randomSpec, seededRandom } from '#lib/testing/random-specs.ts';
