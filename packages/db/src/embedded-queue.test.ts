import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serializeConnectionTurns } from '#lib/embedded-queue.ts';

/**
 * Two kinds of clients at once, as the API runs them: one sends parameterized statements outside any
 * transaction (what pg-boss's polling does), others run short transactions of parameterized statements
 * (what every request does). With message-level queueing their protocol exchanges interleave; served
 * turn by turn, every statement gets its own parameters and every transaction finishes. 'hung' after 60 s:
 * a real interleaving deadlocks for ever, while CI's two loaded cores can take 20 s for the 250 statements.
 */
async function hammer(serialize: boolean) {
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  if (serialize) serializeConnectionTurns(server);
  await server.start();
  const [, port] = server.getServerConn().split(':');
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 8 });
  const errors: string[] = [];
  try {
    await pool.query('create table t (id serial primary key, n integer not null, label text not null)');
    const poller = (async () => {
      for (let i = 0; i < 150; i++) {
        const { rows } = await pool.query('select $1::int + $2::int as sum, $3::text as tag', [i, 1, 'poll']);
        if (rows[0].sum !== i + 1 || rows[0].tag !== 'poll')
          errors.push(`poll ${i}: ${JSON.stringify(rows[0])}`);
      }
    })().catch((error: Error) => errors.push(`poller: ${error.message}`));
    const writers = Array.from({ length: 4 }, (_, w) =>
      (async () => {
        for (let i = 0; i < 25; i++) {
          const client = await pool.connect();
          try {
            await client.query('begin');
            await client.query(`select set_config('app.writer', $1, true)`, [String(w)]);
            await client.query('insert into t (n, label) values ($1, $2)', [i, `w${w}`]);
            const { rows } = await client.query(`select current_setting('app.writer') as writer`);
            if (rows[0].writer !== String(w)) errors.push(`writer ${w} saw ${rows[0].writer}`);
            await client.query('commit');
          } finally {
            client.release();
          }
        }
      })().catch((error: Error) => errors.push(`writer ${w}: ${error.message}`)),
    );
    const done = Promise.all([poller, ...writers]).then(() => 'done');
    const outcome = await Promise.race([
      done,
      new Promise((resolve) => setTimeout(() => resolve('hung'), 60_000)),
    ]);
    const { rows } =
      outcome === 'done' ? await pool.query('select count(*)::int as n from t') : { rows: [{ n: -1 }] };
    return { outcome, errors, inserted: rows[0].n as number };
  } finally {
    await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 1000))]);
    await server.stop();
    await db.close();
  }
}

describe('the embedded database socket', () => {
  it('serves each connection a whole turn at a time, so concurrent clients never mix statements', async () => {
    expect(await hammer(true)).toEqual({ outcome: 'done', errors: [], inserted: 100 });
  }, 120_000);
});
