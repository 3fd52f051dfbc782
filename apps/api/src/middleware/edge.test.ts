import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/testing.ts';

let t: TestContext;
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => setTimeout(r, 50));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

// Over real HTTP: the edge middleware writes its headers on Node's outgoing message.
describe('every answer, over HTTP', () => {
  it('carries the protective headers and a request id', async () => {
    const res = await fetch(`${base}/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('answers CORS for the apps’ origins only, preflight included', async () => {
    const app = 'http://localhost:5175';
    const allowed = await fetch(`${base}/health`, { headers: { origin: app } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(app);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    // Downloads (invoice PDFs, CSV exports) are named by Content-Disposition, read by the apps' script.
    expect(allowed.headers.get('access-control-expose-headers')).toContain('content-disposition');
    const refused = await fetch(`${base}/health`, { headers: { origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/v1/clients`, {
      method: 'OPTIONS',
      headers: {
        origin: app,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('refuses a declared body over 1 MB with 413, in JSON', async () => {
    const res = await fetch(`${base}/v1/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});
