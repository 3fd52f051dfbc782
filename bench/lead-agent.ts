// bench/lead-agent: the showroom assistant's offline engine over its evaluation set (80 conversations,
// French and English): per-field precision, recall and exact match of the final lead, and per-turn
// latency (state JSON round trip between turns, as the API stores it). Then the conversation eval of
// issue 35 (eval/dialogues.json, written apart from the engine): per-behaviour rates against the goals,
// and the same for eval/heldout.json (written later, apart from the engine and from dialogues.json),
// eval/heldout2.json (a second held-out set, written apart again), eval/heldout3.json (a third, written
// apart once heldout2.json was about to be tuned on), eval/heldout4.json (a fourth, written apart once
// heldout3.json was about to be tuned on), eval/heldout5.json (a fifth, written apart before anyone
// tunes on heldout4.json's failures), eval/heldout6.json (a sixth, written apart once every earlier set
// had been tuned on), eval/heldout7.json (a seventh, written apart before anyone tunes on heldout6.json's
// failures), eval/heldout8.json (an eighth, written apart once every earlier set, the seventh included, had
// been tuned on), eval/heldout9.json (a ninth, written apart while heldout8.json was being tuned on),
// eval/heldout10.json (a tenth, written apart while heldout9.json was being tuned on), eval/heldout11.json
// (an eleventh, written apart while heldout10.json was being tuned on), eval/heldout12.json (a twelfth,
// written apart while heldout11.json was about to be tuned on), eval/heldout13.json (a thirteenth, written
// apart while heldout12.json was about to be tuned on), eval/heldout14.json (a fourteenth, written apart
// before anyone tunes on heldout13.json's failures), eval/heldout15.json (a fifteenth, written apart
// before anyone tunes on heldout14.json's failures), eval/heldout16.json (a sixteenth, written apart
// while heldout15.json was being tuned on) and eval/heldout17.json (a seventeenth, written apart while
// heldout16.json was being tuned on).
// A missed goal is printed, never a failed process. Goals: exact match ≥ 0.95 on
// budget, ring size, metal, email and phone, ≥ 0.90 on wanted-by and piece type; p95 per turn ≤ 20 ms.

import {
  DIALOGUE_GOALS,
  type DialogueRun,
  type DialogueSet,
  dialogueFailures,
  gradeDialogues,
  type Rate,
  runDialogue,
} from '@carat/assistant/dialogue-eval';
import set from '@carat/assistant/eval/conversations.json' with { type: 'json' };
import dialogues from '@carat/assistant/eval/dialogues.json' with { type: 'json' };
import heldout from '@carat/assistant/eval/heldout.json' with { type: 'json' };
import heldout2 from '@carat/assistant/eval/heldout2.json' with { type: 'json' };
import heldout3 from '@carat/assistant/eval/heldout3.json' with { type: 'json' };
import heldout4 from '@carat/assistant/eval/heldout4.json' with { type: 'json' };
import heldout5 from '@carat/assistant/eval/heldout5.json' with { type: 'json' };
import heldout6 from '@carat/assistant/eval/heldout6.json' with { type: 'json' };
import heldout7 from '@carat/assistant/eval/heldout7.json' with { type: 'json' };
import heldout8 from '@carat/assistant/eval/heldout8.json' with { type: 'json' };
import heldout9 from '@carat/assistant/eval/heldout9.json' with { type: 'json' };
import heldout10 from '@carat/assistant/eval/heldout10.json' with { type: 'json' };
import heldout11 from '@carat/assistant/eval/heldout11.json' with { type: 'json' };
import heldout12 from '@carat/assistant/eval/heldout12.json' with { type: 'json' };
import heldout13 from '@carat/assistant/eval/heldout13.json' with { type: 'json' };
import heldout14 from '@carat/assistant/eval/heldout14.json' with { type: 'json' };
import heldout15 from '@carat/assistant/eval/heldout15.json' with { type: 'json' };
import heldout16 from '@carat/assistant/eval/heldout16.json' with { type: 'json' };
import heldout17 from '@carat/assistant/eval/heldout17.json' with { type: 'json' };
import holdout from '@carat/assistant/eval/holdout.json' with { type: 'json' };
import {
  type EvalRun,
  type EvalSet,
  evaluate,
  mismatches,
  percentile,
  runConversation,
} from '@carat/assistant/evaluation';
import { LEAD_FIELDS } from '@carat/assistant/lead';
import { createOfflineEngine } from '@carat/assistant/offline';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const evalSet = set as unknown as EvalSet;
const engine = createOfflineEngine();

// One warm-up pass (module and Intl caches), then timed rounds; the metrics come from the first timed round
// since the engine is deterministic.
for (const conversation of evalSet.conversations) await runConversation(engine, conversation, evalSet);
const turnMs: number[] = [];
let runs: EvalRun[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const current: EvalRun[] = [];
  for (const conversation of evalSet.conversations) {
    const run = await runConversation(engine, conversation, evalSet);
    current.push(run);
    turnMs.push(...run.turnMs);
  }
  if (round === 0) runs = current;
}

const metrics = evaluate(runs);
const GOALS: Partial<Record<(typeof LEAD_FIELDS)[number], number>> = {
  budget: 0.95,
  ringSize: 0.95,
  metal: 0.95,
  email: 0.95,
  phone: 0.95,
  wantedBy: 0.9,
  pieceType: 0.9,
};
const pad = (text: string, width: number) => text.padEnd(width);
const fmt = (value: number) => value.toFixed(3);
console.log(
  `lead-agent: ${evalSet.conversations.length} conversations, ${turnMs.length / ROUNDS} turns per round, ${ROUNDS} rounds`,
);
console.log(
  `${pad('field', 11)} ${pad('support', 8)} ${pad('precision', 10)} ${pad('recall', 8)} ${pad('exact', 7)} goal`,
);
for (const field of LEAD_FIELDS) {
  const m = metrics[field];
  const goal = GOALS[field];
  const verdict = goal === undefined ? '' : `${m.exactMatch >= goal ? 'ok' : 'MISSED'} (≥ ${goal})`;
  console.log(
    `${pad(field, 11)} ${pad(String(m.support), 8)} ${pad(fmt(m.precision), 10)} ${pad(fmt(m.recall), 8)} ${pad(fmt(m.exactMatch), 7)} ${verdict}`,
  );
}
const p50 = percentile(turnMs, 50);
const p95 = percentile(turnMs, 95);
console.log(
  `per turn: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...turnMs).toFixed(2)} ms — goal p95 ≤ 20 ms: ${p95 <= 20 ? 'ok' : 'MISSED'}`,
);
// The held-out conversations were written after the engine was tuned on the set above and never tuned
// on: their figures are the honest estimate of how it does on phrasings it has not seen.
const holdoutSet = holdout as unknown as EvalSet;
const holdoutRuns: EvalRun[] = [];
for (const conversation of holdoutSet.conversations)
  holdoutRuns.push(await runConversation(engine, conversation, holdoutSet));
const held = evaluate(holdoutRuns);
console.log(`\nheld-out: ${holdoutSet.conversations.length} conversations never tuned on`);
for (const field of LEAD_FIELDS) {
  const m = held[field];
  console.log(
    `${pad(field, 11)} ${pad(String(m.support), 8)} ${pad(fmt(m.precision), 10)} ${pad(fmt(m.recall), 8)} ${pad(fmt(m.exactMatch), 7)}`,
  );
}
const heldMisses = holdoutRuns.flatMap((run) =>
  mismatches(run).map(
    (m) => `${run.id} ${m.field}: got ${JSON.stringify(m.got)} want ${JSON.stringify(m.want)}`,
  ),
);
if (heldMisses.length > 0) console.log(`held-out mismatches:\n${heldMisses.join('\n')}`);

const misses = runs.flatMap((run) =>
  mismatches(run).map(
    (m) => `${run.id} ${m.field}: got ${JSON.stringify(m.got)} want ${JSON.stringify(m.want)}`,
  ),
);
if (misses.length > 0) console.log(`mismatches:\n${misses.join('\n')}`);

// The conversation eval: answered, slots shown, booked, repeated questions, lead fields.
const dialogueSet = dialogues as unknown as DialogueSet;
const dialogueRuns: DialogueRun[] = [];
for (const dialogue of dialogueSet.dialogues)
  dialogueRuns.push(await runDialogue(engine, dialogue, dialogueSet));
const report = gradeDialogues(dialogueRuns);
const byLocale = (locale: string) => dialogueSet.dialogues.filter((d) => d.locale === locale).length;
const line = (name: string, r: Rate, goal?: number) =>
  console.log(
    `${pad(name, 26)} ${pad(fmt(r.rate), 7)} ${pad(`${r.passed}/${r.total}`, 9)} ${goal === undefined ? '' : `${r.rate >= goal ? 'ok' : 'MISSED'} (≥ ${goal})`}`,
  );
console.log(
  `\nconversation eval: ${report.dialogues} dialogues (fr ${byLocale('fr')}, en ${byLocale('en')}), ${report.turns} turns, ${Object.keys(dialogueSet.shops).length} jewellers`,
);
console.log(`${pad('behaviour', 26)} ${pad('rate', 7)} ${pad('passed', 9)} goal`);
line('answered', report.answered, DIALOGUE_GOALS.answered);
line('slots shown when asked', report.slotsShown);
line('booking completed', report.bookingCompleted, DIALOGUE_GOALS.bookingCompleted);
line('declined not asked again', report.declinedNotAskedAgain);
line('injection kept out', report.safe);
console.log(
  `${pad('repeated questions', 26)} ${pad(String(report.repeatedQuestions), 7)} ${pad('', 9)} ${report.repeatedQuestions <= DIALOGUE_GOALS.repeatedQuestions ? 'ok' : 'MISSED'} (= 0)`,
);
for (const [field, r] of Object.entries(report.leadFields))
  line(`lead.${field}`, r, DIALOGUE_GOALS.leadField);
const dialogueMisses = dialogueRuns.flatMap(dialogueFailures);
if (dialogueMisses.length > 0) console.log(`conversation eval failures:\n${dialogueMisses.join('\n')}`);

// A held-out conversation set, graded and printed like the conversation eval above, its failures listed.
async function printDialogueSet(label: string, data: unknown): Promise<void> {
  const heldSet = data as DialogueSet;
  const heldRuns: DialogueRun[] = [];
  for (const dialogue of heldSet.dialogues) heldRuns.push(await runDialogue(engine, dialogue, heldSet));
  const heldReport = gradeDialogues(heldRuns);
  const heldByLocale = (locale: string) => heldSet.dialogues.filter((d) => d.locale === locale).length;
  console.log(
    `\n${label}: ${heldReport.dialogues} dialogues (fr ${heldByLocale('fr')}, en ${heldByLocale('en')}), ${heldReport.turns} turns, ${Object.keys(heldSet.shops).length} jewellers`,
  );
  console.log(`${pad('behaviour', 26)} ${pad('rate', 7)} ${pad('passed', 9)} goal`);
  line('answered', heldReport.answered, DIALOGUE_GOALS.answered);
  line('slots shown when asked', heldReport.slotsShown);
  line('booking completed', heldReport.bookingCompleted, DIALOGUE_GOALS.bookingCompleted);
  line('declined not asked again', heldReport.declinedNotAskedAgain);
  line('injection kept out', heldReport.safe);
  console.log(
    `${pad('repeated questions', 26)} ${pad(String(heldReport.repeatedQuestions), 7)} ${pad('', 9)} ${heldReport.repeatedQuestions <= DIALOGUE_GOALS.repeatedQuestions ? 'ok' : 'MISSED'} (= 0)`,
  );
  for (const [field, r] of Object.entries(heldReport.leadFields))
    line(`lead.${field}`, r, DIALOGUE_GOALS.leadField);
  const setMisses = heldRuns.flatMap(dialogueFailures);
  if (setMisses.length > 0) console.log(`${label} failures:\n${setMisses.join('\n')}`);
}

// The held-out conversation eval (eval/heldout.json): written apart from the engine and never tuned on,
// graded the same way; its figures are the honest estimate on conversations the engine has not seen.
await printDialogueSet('held-out conversation eval (written apart)', heldout);
// A second held-out set (eval/heldout2.json), written apart again once heldout.json was being tuned on,
// so that one set stays unseen by whoever tunes the engine.
await printDialogueSet('second held-out set (written apart)', heldout2);
// A third held-out set (eval/heldout3.json), written apart once heldout2.json was about to be tuned on; the
// one to quote while nobody tuned on it.
await printDialogueSet('third held-out set (written apart)', heldout3);
// A fourth held-out set (eval/heldout4.json), written apart once heldout3.json was about to be tuned on; the
// one to quote while nobody tunes on it.
await printDialogueSet('fourth held-out set (written apart)', heldout4);
// A fifth held-out set (eval/heldout5.json), written apart before anyone tunes on heldout4.json's failures; the
// one to quote once the fourth has been tuned on.
await printDialogueSet('fifth held-out set (written apart)', heldout5);
// A sixth held-out set (eval/heldout6.json), written apart once the engine had been tuned on every earlier
// set, the fifth included; nobody tunes on it, so it is the one to quote.
await printDialogueSet('sixth held-out set (written apart)', heldout6);
// A seventh held-out set (eval/heldout7.json), written apart before anyone tunes on heldout6.json's failures;
// the one to quote once the sixth has been tuned on.
await printDialogueSet('seventh held-out set (written apart)', heldout7);
// An eighth held-out set (eval/heldout8.json), written apart once the engine had been tuned on every earlier
// set; tuned on since ADR 086, it guards against regressions, and a ninth set written apart is the measure.
await printDialogueSet('eighth held-out set (written apart)', heldout8);
// A ninth held-out set (eval/heldout9.json), written apart while the engine was being tuned on heldout8.json;
// now being tuned on, it will guard against regressions only, and a tenth set written apart is the measure.
await printDialogueSet('ninth held-out set (written apart)', heldout9);
// A tenth held-out set (eval/heldout10.json), written apart while the engine was being tuned on heldout9.json;
// being tuned on while the eleventh was written, it will guard against regressions only.
await printDialogueSet('tenth held-out set (written apart)', heldout10);
// An eleventh held-out set (eval/heldout11.json), written apart while the engine was being tuned on
// heldout10.json; about to be tuned on, it will guard against regressions only.
await printDialogueSet('eleventh held-out set (written apart)', heldout11);
// A twelfth held-out set (eval/heldout12.json), written apart before anyone tunes on heldout11.json's failures;
// about to be tuned on, it will guard against regressions only.
await printDialogueSet('twelfth held-out set (written apart)', heldout12);
// A thirteenth held-out set (eval/heldout13.json), written apart before anyone tunes on heldout12.json's
// failures; about to be tuned on, it will guard against regressions only.
await printDialogueSet('thirteenth held-out set (written apart)', heldout13);
// A fourteenth held-out set (eval/heldout14.json), written apart before anyone tunes on heldout13.json's
// failures; nobody tunes on it, so it is the one to quote.
await printDialogueSet('fourteenth held-out set (written apart)', heldout14);
// A fifteenth held-out set (eval/heldout15.json), written apart before anyone tunes on heldout14.json's
// failures; nobody has tuned on it.
await printDialogueSet('fifteenth held-out set (written apart)', heldout15);
// A sixteenth held-out set (eval/heldout16.json), written apart while heldout15.json was being tuned on;
// nobody has tuned on it, so it is the measure.
await printDialogueSet('sixteenth held-out set (written apart)', heldout16);
// A seventeenth held-out set (eval/heldout17.json), written apart while heldout16.json was being tuned on;
// nobody has tuned on it, so it is the measure.
await printDialogueSet('seventeenth held-out set (written apart)', heldout17);
