// What other features use of stock: a feature imports another only through its index (`pnpm arch:check`).
// Nothing yet: the stock and sale routes are mounted by app.ts from routes.ts.
export {};
