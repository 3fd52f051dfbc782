// What other features use of files: a feature imports another only through its index (`pnpm arch:check`).
export { assertOwnFiles, readFileBytes } from './files.ts';
