import type { Context } from 'hono';
import type { AppEnv } from '#api/context.ts';

/** A PDF answer in the OpenAPI document. */
export const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
});

/** Answers a PDF as a download named `fileName` (ASCII: the names are ours), never cached. */
export function pdfAnswer(c: Context<AppEnv>, bytes: Uint8Array, fileName: string) {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}
