// What other features use of clients: a feature imports another only through its index (`pnpm arch:check`).
export { createClient } from './clients.ts';
