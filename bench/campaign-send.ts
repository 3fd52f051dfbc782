// bench/campaign-send: a campaign to 10,000 consenting clients (and 2,000 who did not consent) on
// PostgreSQL, sent by a worker process that is killed (SIGKILL) twice mid-send and started again.
// Prints emails per second and checks exactly-once: every consenting client has one email in the queue,
// nobody else any. The database is a fresh one on the server (created and dropped by the test helper).
import { fork } from 'node:child_process';
import { createTestContext } from '@carat/api/testing';
import { usePostgres } from './lib/stats.ts';

const CONSENTING = Number(process.env.BENCH_CONSENTING ?? 10_000);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 2_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const KILLS = 2;
usePostgres();

const t = await createTestContext();
try {
  const user = await t.createUser('Bench Campagnes');
  const databaseUrl = t.db.url;

  // The client book: consenting clients first, then those without consent (half never asked, half withdrawn).
  await t.db.pool.query(
    `insert into public.clients (business_id, name, email, status)
     select $1, 'Client' || i || ' Bench', 'client' || i || '@bench.test', (array['vip','active','new'])[1 + i % 3]
       from generate_series(1, $2) as i`,
    [user.businessId, CONSENTING + OTHERS],
  );
  await t.db.pool.query(
    `insert into public.client_marketing_consents (client_id, business_id, granted_at, source, withdrawn_at, withdrawn_via)
     select c.id, c.business_id, now() - interval '30 days', 'import',
            case when n > $2 then now() - interval '1 day' end, case when n > $2 then 'one-click' end
       from (select id, business_id, split_part(split_part(email, '@', 1), 'client', 2)::int as n
               from public.clients where business_id = $1) c
      where c.n <= $2 or c.n % 2 = 0`,
    [user.businessId, CONSENTING],
  );

  const created = await t.request('/v1/campaigns', {
    method: 'POST',
    token: user.token,
    body: {
      name: 'Bench',
      subject: '{{firstName}}, la collection arrive',
      blocks: [
        { type: 'heading', text: 'Bonjour {{firstName}},' },
        { type: 'text', text: 'Nos nouvelles pièces sont arrivées.' },
        { type: 'button', label: 'Voir la collection', href: 'https://example.com/collection' },
      ],
      audience: { kind: 'all' },
    },
  });
  const campaign = (await created.json()) as { id: string };
  const scheduled = await t.request(`/v1/campaigns/${campaign.id}/schedule`, {
    method: 'POST',
    token: user.token,
  });
  if (scheduled.status !== 200) throw new Error(`schedule: ${scheduled.status} ${await scheduled.text()}`);

  /** Runs the worker; with `killAfter`, kills it (SIGKILL) once that many more emails are committed. */
  function runWorker(killAfter: number | null): Promise<{ killed: boolean; sentAtExit: number }> {
    return new Promise((resolve, reject) => {
      const child = fork(
        new URL('./campaign-send-worker.ts', import.meta.url).pathname,
        [databaseUrl, campaign.id, String(BATCH)],
        {
          execArgv: ['--import', 'tsx'],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      );
      let sent = 0;
      let killed = false;
      child.on('message', (message: { sent?: number }) => {
        if (typeof message.sent !== 'number') return;
        sent = message.sent;
        // A little after the threshold, so the kill lands inside a batch's transaction.
        if (killAfter !== null && sent >= killAfter && !killed) {
          killed = true;
          setTimeout(() => child.kill('SIGKILL'), 15);
        }
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (!killed && code !== 0) reject(new Error(`worker exited with ${code ?? signal}`));
        else resolve({ killed: signal === 'SIGKILL', sentAtExit: sent });
      });
    });
  }

  const started = performance.now();
  const runs: string[] = [];
  for (let i = 0; i < KILLS; i++) {
    const run = await runWorker(Math.round((CONSENTING / (KILLS + 1)) * 0.5));
    runs.push(`run ${i + 1}: killed=${run.killed} after ${run.sentAtExit} committed in that run`);
  }
  const last = await runWorker(null);
  runs.push(`run ${KILLS + 1}: finished, ${last.sentAtExit} committed in that run`);
  const seconds = (performance.now() - started) / 1000;

  const { rows: recipients } = await t.db.pool.query(
    `select status, count(*)::int as n from public.campaign_recipients where campaign_id = $1 group by status`,
    [campaign.id],
  );
  const { rows: perAddress } = await t.db.pool.query(
    `select data->>'to' as address, count(*)::int as n from pgboss.job where name = 'email.send' group by 1`,
  );
  const { rows: consentingRows } = await t.db.pool.query(
    `select c.email from public.clients c join public.client_marketing_consents k on k.client_id = c.id
      where c.business_id = $1 and k.withdrawn_at is null`,
    [user.businessId],
  );
  const consenting = new Set(consentingRows.map((row: { email: string }) => row.email));
  const counts = new Map(perAddress.map((row: { address: string; n: number }) => [row.address, row.n]));
  const missing = [...consenting].filter((address) => counts.get(address) !== 1);
  const extra = [...counts.entries()].filter(([address, n]) => !consenting.has(address) || n !== 1);
  const { rows: campaignRow } = await t.db.pool.query(
    'select status, recipient_count, sent_count from public.marketing_campaigns where id = $1',
    [campaign.id],
  );

  console.log(
    `${CONSENTING} consenting + ${OTHERS} without consent (${OTHERS / 2} never asked, ${OTHERS / 2} withdrawn), batches of ${BATCH}`,
  );
  for (const line of runs) console.log(`  ${line}`);
  console.log(`  recipients: ${JSON.stringify(recipients)}  campaign: ${JSON.stringify(campaignRow[0])}`);
  console.log(
    `  ${consenting.size} emails queued in ${seconds.toFixed(1)} s (3 worker processes, 2 killed): ${(consenting.size / seconds).toFixed(0)} emails/s`,
  );
  console.log(
    `  exactly once: ${missing.length === 0 && extra.length === 0 ? 'YES' : 'NO'} (consenting without exactly one: ${missing.length}; others or duplicates: ${extra.length})`,
  );
  if (missing.length || extra.length) process.exitCode = 1;
} finally {
  await t.close();
}
