// bench/upload-while-reading: a 9000 × 9000 PNG uploaded as a catalogue photo (POST /v1/products/{id}/images)
// and as a product file (POST /v1/files?kind=product, its 5 MB limit allowing), while /health and
// GET /v1/clients are asked every 10 ms. On the embedded database (PGlite) by default, the
// case the issue found: the image work ran inside the request's transaction and held every other request.
// Goal: both answer in under 50 ms (max) during the upload. Run on a quiet machine: on shared cores a
// neighbour's burst delays every answer alike (the test upload-concurrency.test.ts checks the cause
// instead: no transaction open while the photo is decoded).
import { createTestContext } from '@carat/api/testing';
import sharp from 'sharp';
import { ms, summary } from './lib/stats.ts';

const SIDE = 9000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_MS = 50;

const png = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#b08d3c' } })
  .png({ compressionLevel: 9 })
  .toBuffer();
const t = await createTestContext();
const user = await t.createUser('Bench Big Photo');
const created = await t.request('/v1/products', {
  method: 'POST',
  token: user.token,
  body: { nameFr: 'Bague lourde', category: 'RINGS', priceMinor: 100_000 },
});
const productId = ((await created.json()) as { id: string }).id;
await t.request('/v1/clients', { token: user.token });

async function during(upload: () => Promise<Response>) {
  const times: Record<string, number[]> = { '/health': [], '/v1/clients': [] };
  let done = false;
  const started = performance.now();
  const work = upload().finally(() => {
    done = true;
  });
  const poll = async (path: string) => {
    while (!done) {
      const at = performance.now();
      const res = await t.request(path, { token: user.token });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      times[path]!.push(performance.now() - at);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await Promise.all([work, ...Object.keys(times).map(poll)]);
  const res = await work;
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return { uploadMs: performance.now() - started, times };
}

const routes = {
  'catalogue photo': () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
    return Promise.resolve(
      t.app.request(`/v1/products/${productId}/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      }),
    );
  },
  'product file': () =>
    Promise.resolve(
      t.app.request('/v1/files?kind=product', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
        body: new Uint8Array(png),
      }),
    ),
};

console.log(
  `bench/upload-while-reading: a ${SIDE} × ${SIDE} PNG of ${(png.length / 1024).toFixed(0)} KB, ${ROUNDS} rounds, ${t.db.kind}`,
);
let worst = 0;
for (const [name, upload] of Object.entries(routes)) {
  for (let round = 0; round < ROUNDS; round++) {
    const { uploadMs, times } = await during(upload);
    const line = Object.entries(times).map(([path, samples]) => {
      const s = summary(samples);
      worst = Math.max(worst, s.max);
      return `${path} n ${s.n} median ${ms(s.p50)} max ${ms(s.max)}`;
    });
    console.log(`  ${name.padEnd(15)} upload ${ms(uploadMs)}  ${line.join('  ')}`);
  }
}
console.log(
  `  goal: /health and GET /v1/clients under ${GOAL_MS} ms: ${worst < GOAL_MS ? 'met' : 'NOT met'} (max ${ms(worst)})`,
);
await t.close();
