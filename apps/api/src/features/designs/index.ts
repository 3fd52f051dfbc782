// What other features use of designs: a feature imports another only through its index (`pnpm arch:check`).
export { getDesign, readDesignFile, readProductModel } from './designs.ts';
