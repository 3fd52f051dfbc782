// Loads the demo jewellers into the database at DATABASE_URL (local development only).
import { connect } from '#lib/connection.ts';
import { migrate } from '#lib/migrate.ts';
import { seedDemo } from '#lib/seed/index.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (the embedded database is seeded by the API on start).');
  process.exit(2);
}
const handle = connect(url, { max: 2, applicationName: 'carat-seed' });
try {
  await migrate(handle.pool);
  const result = await seedDemo(handle.db, { log: (line) => console.log(line) });
  console.log(
    `created: ${result.created.join(', ') || 'none'}; already there: ${result.skipped.join(', ') || 'none'}`,
  );
} finally {
  await handle.close();
}
