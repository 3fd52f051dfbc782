// What other features use of stock: a feature imports another only through its index (`pnpm arch:check`).
// The stock and sale routes are mounted by app.ts from routes.ts; payments make a card link's sale.
export { createSale } from './sales.ts';
