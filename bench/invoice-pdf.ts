// bench/invoice-pdf: the time to produce one invoice PDF through the API (GET /v1/invoices/{id}/pdf: JWT
// check, RLS transaction, reading the invoice, its lines, the settings and the logo, drawing the PDF),
// in process, on PostgreSQL. A 5-line invoice with a PNG logo, and a 40-line one. Goal: median ≤ 150 ms.
import { crc32, deflateSync } from 'node:zlib';
import { createTestContext } from '@carat/api/testing';
import { ms, summary, time, usePostgres } from './lib/stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const server = usePostgres();

/** A real PNG of one colour, as a logo upload would be (signature, IHDR, IDAT, IEND). */
function png(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const t = await createTestContext();
const user = await t.createUser('Bench Joaillerie');
const auth = { authorization: `Bearer ${user.token}` };

const logo = await t.app.request('/v1/files?kind=logo', {
  method: 'POST',
  headers: { ...auth, 'content-type': 'image/png' },
  body: png(480, 160, [176, 141, 60]),
});
const logoId = ((await logo.json()) as { id: string }).id;
await t.request('/v1/invoice-settings', {
  method: 'PUT',
  token: user.token,
  body: { logoFileId: logoId, invoiceColor: 'purple', bankDetails: 'IBAN GB29 NWBK 6016 1331 9268 19' },
});

async function invoiceWith(lines: number): Promise<string> {
  const res = await t.request('/v1/invoices', {
    method: 'POST',
    token: user.token,
    body: {
      clientName: 'Zoë Lefèvre',
      clientEmail: 'zoe@example.com',
      clientAddress: '12 Bond Street\nLondon W1S 1SP',
      items: Array.from({ length: lines }, (_, i) => ({
        description: `Bague solitaire or rose 18k, ligne ${i + 1}`,
        quantity: 1 + (i % 3),
        price: `${1000 + i * 7}.99`,
      })),
    },
  });
  const id = ((await res.json()) as { id: string }).id;
  await t.request(`/v1/invoices/${id}/issue`, { method: 'POST', token: user.token });
  return id;
}

async function measure(id: string) {
  const samples: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS + 10; round++) {
    const [elapsed, size] = await time(async () => {
      const res = await t.request(`/v1/invoices/${id}/pdf`, { token: user.token });
      if (res.status !== 200) throw new Error(`pdf: ${res.status} ${await res.text()}`);
      return (await res.arrayBuffer()).byteLength;
    });
    bytes = size;
    if (round >= 10) samples.push(elapsed); // the first rounds warm the JIT and the fonts
  }
  return { ...summary(samples), bytes };
}

const small = await measure(await invoiceWith(5));
const large = await measure(await invoiceWith(40));

console.log(
  `bench/invoice-pdf on ${new URL(server).host} (${t.db.kind}), ${ROUNDS} PDFs each, through the API`,
);
for (const [name, s] of [
  ['5 lines, logo', small],
  ['40 lines, logo', large],
] as const) {
  console.log(
    `  ${name.padEnd(15)} median ${ms(s.p50)}  p95 ${ms(s.p95)}  max ${ms(s.max)}  (${(s.bytes / 1024).toFixed(1)} KB)`,
  );
}
const worst = Math.max(small.p50, large.p50);
console.log(
  `  goal median ≤ 150 ms per PDF: ${worst <= 150 ? 'met' : 'NOT met'} (worst median ${ms(worst)})`,
);
await t.close();
