// bench/assistant-api: the showroom assistant's offline engine through the API — the visitor turns of the
// conversation eval (packages/assistant/eval/dialogues.json, 343 turns) posted to
// POST /v1/showrooms/{slug}/assistant/messages of a jeweller created here, the whole route each time
// (rate limits, the showroom's facts, catalogue and FAQ search, free slots, booking, the lead and the
// conversation saved). Prints the time per turn; goal: p95 ≤ 100 ms on a quiet machine.
// PGlite by default; PostgreSQL with DATABASE_URL. A missed goal is printed, never a failed process.
import { randomBytes } from 'node:crypto';
import { createTestContext } from '@carat/api/testing';
import type { DialogueSet } from '@carat/assistant/dialogue-eval';
import dialogues from '@carat/assistant/eval/dialogues.json' with { type: 'json' };
import { percentile } from '@carat/assistant/evaluation';

const GOAL_P95_MS = 100;
const set = dialogues as unknown as DialogueSet;

const t = await createTestContext();
// 343 turns from one address would pass the per-address limit (120 in 10 minutes): the limits are still
// counted on every request, but never refuse here.
const limits = t.deps.rateLimits;
t.deps.rateLimits = Object.assign(Object.create(limits), {
  hit: async (key: string, windowMs: number) => ({ ...(await limits.hit(key, windowMs)), count: 1 }),
});

const user = await t.createUser('Atelier Banc', { plan: 'DIAMOND' });
async function ok(method: string, path: string, body?: unknown) {
  const res = await t.request(path, { method, token: user.token, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}
await ok('POST', '/v1/showroom/page/publish');
const { slug } = (await ok('GET', '/v1/showroom/settings')) as { slug: string };
await ok('PUT', '/v1/availability', {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00', '11:30', '14:00', '16:00'] })),
  closedDates: [],
  bufferMinutes: 0,
});
// The catalogue of the eval's first shop, as the jeweller would publish it.
const shop = Object.values(set.shops)[0]!;
const CATEGORY: Record<string, string> = {
  'engagement-ring': 'RINGS',
  'wedding-band': 'RINGS',
  ring: 'RINGS',
  necklace: 'PENDANTS',
  pendant: 'PENDANTS',
  chain: 'CHAINS',
  bracelet: 'BRACELETS',
  earrings: 'EARRINGS',
};
for (const item of shop.catalogue) {
  await ok('POST', '/v1/products', {
    nameFr: item.name,
    category: CATEGORY[item.category ?? ''] ?? 'RINGS',
    priceMinor: Math.round(item.price * 100),
    metals: item.metal ? [item.metal] : [],
    stones: item.stones ?? [],
    status: 'published',
  });
}
await ok('PUT', '/v1/assistant/settings', {
  enabled: true,
  welcomeFr: null,
  welcomeEn: null,
  tone: 'warm',
  handoffEmail: null,
  faq: shop.faq.flatMap((entry) => [
    { question: entry.question.fr, answer: entry.answer.fr },
    { question: entry.question.en, answer: entry.answer.en },
  ]),
});

async function turn(token: string, text: string, locale: 'fr' | 'en', conversationId: string | null) {
  const started = performance.now();
  const res = await t.request(`/v1/showrooms/${slug}/assistant/messages`, {
    method: 'POST',
    headers: { 'x-visitor-token': token },
    body: { text, locale, ...(conversationId ? { conversationId } : {}) },
  });
  const body = (await res.json()) as { conversationId?: string };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`turn refused: ${res.status} ${JSON.stringify(body)}`);
  return { ms, conversationId: body.conversationId ?? null };
}

async function pass(): Promise<number[]> {
  const times: number[] = [];
  for (const dialogue of set.dialogues) {
    const token = randomBytes(32).toString('base64url');
    let conversationId: string | null = null;
    for (const step of dialogue.turns) {
      const out = await turn(token, step.say, dialogue.locale, conversationId);
      conversationId = out.conversationId;
      times.push(out.ms);
    }
  }
  return times;
}

await pass(); // warm-up: modules, prepared statements, the search indexes' first build
const times = await pass();
const p50 = percentile(times, 50);
const p95 = percentile(times, 95);
const max = Math.max(...times);
console.log(
  `assistant through the API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${times.length} turns of ${set.dialogues.length} conversations`,
);
console.log(`per turn: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
console.log(p95 <= GOAL_P95_MS ? `goal p95 ≤ ${GOAL_P95_MS} ms: ok` : `goal p95 ≤ ${GOAL_P95_MS} ms: MISSED`);
await t.close();
