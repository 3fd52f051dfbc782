// What other features use of leads: a feature imports another only through its index (`pnpm arch:check`).
export { attachRequestPhotos, storeRequestPhoto } from './photos.ts';
