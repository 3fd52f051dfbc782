export { DISPLAY_FONT, loadBrandFonts, TEXT_FONT } from '#lib/visuals/fonts.ts';
export {
  FORMAT_SPECS,
  type FormatSpec,
  type Insets,
  isVisualFormat,
  VISUAL_FORMATS,
  type VisualFormat,
} from '#lib/visuals/formats.ts';
export {
  coverPhoto,
  type ImageInput,
  type PreparedImage,
  type PreparedPhoto,
  prepareLogo,
  preparePhoto,
} from '#lib/visuals/photo.ts';
export {
  type ImageType,
  type PreparedVisual,
  prepareVisual,
  type RenderedVisual,
  type RenderOptions,
  renderAllFormats,
  renderSvg,
  renderVisual,
  type VisualBrand,
  type VisualPiece,
  type VisualRequest,
} from '#lib/visuals/render.ts';
export { type BrandColors, DEFAULT_BRAND_COLORS, photoRect, type Rect } from '#lib/visuals/template.ts';
