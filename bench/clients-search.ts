// bench/clients-search: 100,000 clients in one business on PostgreSQL; p50/p95 of search and list
// through the API (JWT check, RLS transaction, query, JSON), in process. Goal: p95 ≤ 30 ms.
import { createTestContext } from '@carat/api/testing';
import { ms, summary, time, usePostgres } from './lib/stats.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const server = usePostgres();

const t = await createTestContext();
const user = await t.createUser('Bench Jewellers');

// Names drawn from 40 first names × 60 surnames (many with accents), so a fragment matches what it
// would in a real client book: a surname a few hundred clients, a first name a few thousand.
const FIRST =
  `Émilie Sophie James Zoë Hugo Amélie Oliver Charlotte Léa Noah Chloé Arthur Inès Louis Manon Jules Camille
  Gabriel Élise Raphaël Alice Thomas Clara Lucas Anaïs Victor Margaux Adam Jeanne Paul Agathe Nathan Lina Ethan Maëlle Samuel
  Rose Théo Iris Liam`.split(/\s+/);
const LAST =
  `Dubois Martin Whitfield Lefèvre Moreau Laurent Bennett Ashworth Smith Taylor Bernard Petit Durand Leroy Roux
  Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Faure André Mercier Blanc Guérin Boyer Garnier
  Chevalier François Legrand Gauthier Garcia Perrin Robin Clément Morin Nicolas Henry Roussel Mathieu Gautier Masson
  Marchand Duval Denis Dumont Marie Lemaire Noël Meyer Dufour Meunier Brun Blanchard Giraud Joly`.split(
    /\s+/,
  );

const [seedMs] = await time(() =>
  t.db.pool.query(
    `insert into public.clients (business_id, name, email, phone, status, location, created_at)
     select $1,
            ($3::text[])[1 + i % 40] || ' ' || ($4::text[])[1 + (i * 7 + i / 40) % 60],
            'client' || i || '@example.com',
            '+44 7700 ' || lpad(i::text, 6, '0'),
            (array['vip','active','new'])[1 + i % 3],
            (array['London','Paris','Leeds'])[1 + i % 3],
            now() - (i || ' minutes')::interval
       from generate_series(1, $2) as i`,
    [user.businessId, CLIENTS, FIRST, LAST],
  ),
);
await t.db.pool.query('vacuum analyze public.clients');

// A first name (~2,500 matches), a surname (~1,700), a full name (~40), an email, a phone, short
// fragments (two letters cannot use trigrams), nothing.
const searches = [
  'EMILIE',
  'lefev',
  'zoe lef',
  'guerin',
  'client777',
  '7700 0123',
  'mael',
  'lé',
  'nobody-matches',
];
const lists = ['', '&status=vip', '&page=50', '&page=2000', '&sort=recent'];

const perQuery = new Map<string, number[]>();

async function measure(queries: string[]) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS + 10; round++) {
    for (const query of queries) {
      const [elapsed, res] = await time(() =>
        t.request(`/v1/clients?pageSize=24${query}`, { token: user.token }),
      );
      if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (round >= 10) {
        // the first rounds warm caches and the JIT
        samples.push(elapsed);
        perQuery.set(query, [...(perQuery.get(query) ?? []), elapsed]);
      }
    }
  }
  return summary(samples);
}

const search = await measure(searches.map((q) => `&q=${encodeURIComponent(q)}`));
const list = await measure(lists);
const firstPage = await measure(['']);

console.log(
  `bench/clients-search on ${new URL(server).host} (${t.db.kind}), ${CLIENTS.toLocaleString('en')} clients in one business`,
);
console.log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
for (const [name, s] of [
  ['search', search],
  ['list', list],
  ['list (page 1)', firstPage],
] as const) {
  console.log(
    `  ${name.padEnd(14)} n=${s.n}  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`,
  );
}
if (process.env.BENCH_DETAIL) {
  for (const [query, samples] of perQuery) {
    const s = summary(samples);
    console.log(`    ${decodeURIComponent(query).padEnd(24)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}`);
  }
}
const worst = Math.max(search.p95, list.p95);
console.log(`  goal p95 ≤ 30 ms: ${worst <= 30 ? 'met' : 'NOT met'} (worst p95 ${ms(worst)})`);
await t.close();
