import { extract } from '#lib/extract.ts';

const ctx = {
  locale: 'fr' as const,
  now: new Date('2026-03-10T18:00:00Z'),
  timeZone: 'Europe/Zurich',
  currency: 'CHF' as const,
  expecting: null,
};
for (const t of process.argv.slice(2)) {
  const e = extract(t, ctx);
  console.log(t, '=>', JSON.stringify(e.fields), JSON.stringify(e.intent));
}
