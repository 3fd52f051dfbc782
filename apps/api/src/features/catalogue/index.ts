// What other features use of catalogue: a feature imports another only through its index (`pnpm arch:check`).
export { categoryName, categoryRows } from './categories.ts';
export { publicCollections } from './collections.ts';
export { createProduct, getProduct } from './products.ts';
export { listPublicProducts } from './public.ts';
export { notifyJewellerOfReview } from './reviews.ts';
