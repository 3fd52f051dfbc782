// The deploy step of hosted mode: `pnpm --filter @carat/db migrate` with DATABASE_URL set.
import { connect } from '#lib/connection.ts';
import { migrate } from '#lib/migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: migrations are applied to the database it names.');
  process.exit(2);
}
const handle = connect(url, { max: 1, applicationName: 'carat-migrate' });
try {
  const result = await migrate(handle.pool, { log: (line) => console.log(line) });
  console.log(`${result.applied.length} applied, ${result.skipped} already there`);
} finally {
  await handle.close();
}
