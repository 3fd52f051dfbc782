import { describe, expect, it } from 'vitest';
import { type EvalRun, type EvalSet, evaluate, mismatches, runConversation } from '#lib/evaluation.ts';
import { leadSchema } from '#lib/lead.ts';
import { createOfflineEngine } from '#lib/offline.ts';
import set from './conversations.json' with { type: 'json' };

const evalSet = set as unknown as EvalSet;

describe('evaluation set', () => {
  it('holds at least 40 French and 40 English conversations of several turns, with valid expected leads', () => {
    const fr = evalSet.conversations.filter((c) => c.locale === 'fr');
    const en = evalSet.conversations.filter((c) => c.locale === 'en');
    expect(fr.length).toBeGreaterThanOrEqual(40);
    expect(en.length).toBeGreaterThanOrEqual(40);
    for (const conversation of evalSet.conversations) {
      expect(conversation.turns.length).toBeGreaterThanOrEqual(2);
      expect(leadSchema.safeParse(conversation.expected).success).toBe(true);
    }
    for (const tag of ['typo', 'changed-mind', 'injection', 'mixed-language']) {
      expect(evalSet.conversations.some((c) => c.tags.includes(tag))).toBe(true);
    }
  });

  it('meets the per-field exact-match goals with the offline engine', async () => {
    const engine = createOfflineEngine();
    const runs: EvalRun[] = [];
    for (const conversation of evalSet.conversations)
      runs.push(await runConversation(engine, conversation, evalSet));
    const metrics = evaluate(runs);
    const failures = runs.flatMap((run) =>
      mismatches(run).map(
        (m) => `${run.id} ${m.field}: got ${JSON.stringify(m.got)} want ${JSON.stringify(m.want)}`,
      ),
    );
    // Printed so a failing goal shows which conversations missed.
    if (failures.length > 0) console.log(failures.join('\n'));
    for (const field of ['budget', 'ringSize', 'metal', 'email', 'phone'] as const) {
      expect(metrics[field].exactMatch, field).toBeGreaterThanOrEqual(0.95);
    }
    for (const field of ['wantedBy', 'pieceType'] as const) {
      expect(metrics[field].exactMatch, field).toBeGreaterThanOrEqual(0.9);
    }
    // Every appointment conversation ends booked, every lead with contact is valid.
    for (const run of runs) expect(leadSchema.safeParse(run.lead).success, run.id).toBe(true);
    const appointments = runs.filter(
      (run) => run.id && evalSet.conversations.find((c) => c.id === run.id)?.kind === 'appointment',
    );
    expect(appointments.every((run) => run.replies.at(-1)?.booking !== undefined)).toBe(true);
  });
});
