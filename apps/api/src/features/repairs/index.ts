// What other features use of repairs: a feature imports another only through its index (`pnpm arch:check`).
// Nothing yet: the counter's routes are mounted by app.ts from routes.ts.
export {};
