// bench/catalogue-search: 20,000 pieces in one business on PostgreSQL; p50/p95 of the Catalogue page's
// search and list (GET /v1/products: JWT check, RLS transaction, ids from the definer function, rows,
// counts, JSON) and of the showroom's public list (GET /v1/showrooms/{slug}/products, as `anon`), in
// process. Goal: p95 ≤ 30 ms.
import { createTestContext } from '@carat/api/testing';
import { ms, summary, time, usePostgres } from './lib/stats.ts';

const PIECES = Number(process.env.BENCH_PIECES ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const server = usePostgres();

const t = await createTestContext();
const user = await t.createUser('Bench Joaillerie');

// Names from 14 kinds × 24 words × 12 materials (French, some English), numbered: a word matches a few
// hundred to a few thousand pieces, as in a real catalogue.
const KINDS =
  `Bague Alliance Solitaire Chevalière Collier Chaîne Pendentif Médaillon Bracelet Jonc Montre Créoles Puces Grillz`.split(
    /\s+/,
  );
const WORDS =
  `Éclat Soleil Lune Étoile Aurore Céleste Orphée Iris Opaline Ébène Rivière Tennis Cuban Figaro Vénitienne
  Torsade Boréale Majesté Émeraude Saphir Rubis Perle Onyx Jade`.split(/\s+/);
const MATERIALS =
  `or-jaune or-blanc or-rose platine argent vermeil diamant saphir rubis émeraude perle titane`.split(/\s+/);
const CATEGORIES = [
  'RINGS',
  'RINGS',
  'RINGS',
  'RINGS',
  'CHAINS',
  'CHAINS',
  'PENDANTS',
  'PENDANTS',
  'BRACELETS',
  'BRACELETS',
  'WATCHES',
  'EARRINGS',
  'EARRINGS',
  'GRILLS',
];

const [seedMs] = await time(async () => {
  await t.db.pool.query(
    // The number and the address are given, as the seed gives them: one statement inserting 20,000 rows
    // would otherwise ask for the next number and a free address 20,000 times with the plan of an empty table.
    `insert into public.products (business_id, ref, slug, name, name_fr, name_en, price_minor, currency, category,
       status, position, sizes, colours, images)
     select $1,
            i,
            public.product_slug_base(k || ' ' || w || ' ' || m || ' ' || i),
            k || ' ' || w || ' ' || replace(m, '-', ' ') || ' ' || i,
            k || ' ' || w || ' ' || replace(m, '-', ' ') || ' ' || i,
            case when i % 3 = 0 then 'Piece ' || w || ' ' || i end,
            100000 + (i * 7919) % 2000000,
            'GBP',
            ($5::text[])[1 + (i / 14) % 14],
            case when i % 20 = 0 then 'archived' when i % 7 = 0 then 'draft' else 'published' end,
            i,
            array['50','52','54','56'],
            array['Or jaune','Or blanc'],
            jsonb_build_array(jsonb_build_object('url', '/media/bench/' || i || '.webp', 'alt', k || ' ' || i))
       from generate_series(1, $2) as i,
            lateral (select ($3::text[])[1 + i % 14] as k, ($4::text[])[1 + (i / 3) % 24] as w,
                            ($6::text[])[1 + (i / 7) % 12] as m) words`,
    [user.businessId, PIECES, KINDS, WORDS, CATEGORIES, MATERIALS],
  );
  await t.db.pool.query('update public.showroom_settings set published = true where business_id = $1', [
    user.businessId,
  ]);
  await t.db.pool.query('vacuum analyze public.products');
});
const { rows: slugRows } = await t.db.pool.query<{ slug: string }>(
  'select slug from public.businesses where id = $1',
  [user.businessId],
);
const slug = slugRows[0]!.slug;

const perQuery = new Map<string, number[]>();

async function measure(paths: string[], token?: string) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS + 10; round++) {
    for (const path of paths) {
      const [elapsed, res] = await time(() => t.request(path, token ? { token } : {}));
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (round >= 10) {
        // the first rounds warm caches and the JIT
        samples.push(elapsed);
        perQuery.set(path, [...(perQuery.get(path) ?? []), elapsed]);
      }
    }
  }
  return summary(samples);
}

// A word (~800 pieces), a word without its accent, a kind (~1,400), a material, a full name (1), a number,
// two letters (no trigram), nothing.
const searches = [
  'aurore',
  'ECLAT',
  'chevaliere',
  'platine',
  'solitaire lune or rose 1234',
  '15001',
  'ém',
  'nothing-matches',
];
const tenantSearch = await measure(
  searches.map((q) => `/v1/products?pageSize=24&q=${encodeURIComponent(q)}`),
  user.token,
);
const tenantList = await measure(
  [
    '/v1/products?pageSize=24',
    '/v1/products?pageSize=24&category=RINGS',
    '/v1/products?pageSize=24&status=draft',
    '/v1/products?pageSize=24&sort=name',
    '/v1/products?pageSize=24&sort=price_desc',
    '/v1/products?pageSize=24&page=400',
    '/v1/products?pageSize=100&sort=recent',
  ],
  user.token,
);
const publicList = await measure([
  `/v1/showrooms/${slug}/products`,
  `/v1/showrooms/${slug}/products?category=BRACELETS`,
  `/v1/showrooms/${slug}/products?category=GRILLS&page=20`,
  `/v1/showrooms/${slug}/products?page=300`,
  `/v1/showrooms/${slug}/products?sort=price_asc`,
  `/v1/showrooms/${slug}/products?lang=en&sort=name`,
]);
const publicSearch = await measure(
  ['aurore', 'emeraude', 'montre', 'piece etoile', 'xyz-nothing'].map(
    (q) => `/v1/showrooms/${slug}/products?q=${encodeURIComponent(q)}`,
  ),
);

console.log(
  `bench/catalogue-search on ${new URL(server).host} (${t.db.kind}), ${PIECES.toLocaleString('en')} pieces in one business`,
);
console.log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
for (const [name, s] of [
  ['catalogue search', tenantSearch],
  ['catalogue list', tenantList],
  ['public list', publicList],
  ['public search', publicSearch],
] as const) {
  console.log(
    `  ${name.padEnd(17)} n=${s.n}  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`,
  );
}
if (process.env.BENCH_DETAIL) {
  for (const [path, samples] of perQuery) {
    const s = summary(samples);
    console.log(
      `    ${decodeURIComponent(path).replace(`/v1/showrooms/${slug}`, '…').padEnd(56)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}`,
    );
  }
}
const worst = Math.max(tenantSearch.p95, tenantList.p95, publicList.p95, publicSearch.p95);
console.log(`  goal p95 ≤ 30 ms: ${worst <= 30 ? 'met' : 'NOT met'} (worst p95 ${ms(worst)})`);
await t.close();
