// What other features use of stock: a feature imports another only through its index (`pnpm arch:check`).
// The stock and sale routes are mounted by app.ts from routes.ts; payments make a card link's sale and issue
// the gift cards sold online.
export { giftCardSettings, issueGiftCard } from './gift-cards.ts';
export { createSale } from './sales.ts';
