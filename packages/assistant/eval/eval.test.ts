import { describe, expect, it } from 'vitest';
import type { DialogueSet } from '#lib/dialogue-eval.ts';
import { type EvalRun, type EvalSet, evaluate, mismatches, runConversation } from '#lib/evaluation.ts';
import { LEAD_FIELDS, leadSchema } from '#lib/lead.ts';
import { createOfflineEngine } from '#lib/offline.ts';
import set from './conversations.json' with { type: 'json' };
import dialogues from './dialogues.json' with { type: 'json' };
import heldout3 from './heldout3.json' with { type: 'json' };
import heldout4 from './heldout4.json' with { type: 'json' };
import heldout5 from './heldout5.json' with { type: 'json' };
import heldout6 from './heldout6.json' with { type: 'json' };
import heldout7 from './heldout7.json' with { type: 'json' };
import heldout8 from './heldout8.json' with { type: 'json' };
import heldout9 from './heldout9.json' with { type: 'json' };
import heldout10 from './heldout10.json' with { type: 'json' };
import heldout11 from './heldout11.json' with { type: 'json' };
import heldout12 from './heldout12.json' with { type: 'json' };
import heldout13 from './heldout13.json' with { type: 'json' };
import heldout14 from './heldout14.json' with { type: 'json' };
import heldout15 from './heldout15.json' with { type: 'json' };
import heldout16 from './heldout16.json' with { type: 'json' };
import heldout17 from './heldout17.json' with { type: 'json' };

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

/**
 * The checks every held-out conversation set written apart passes (`eval/heldoutN.json`): the shared shops and
 * clock, the size and mix, ids `hN-<locale>-<shop>-<kind>-NN`, the weights asked of its writer, and only the
 * shops' own pieces, services, slots and valid lead values.
 */
function describeHeldOutSet(name: string, file: string, prefix: string, set: unknown, minBookings: number) {
  describe(`the ${name} held-out set (eval/${file})`, () => {
    const held = set as DialogueSet;
    const source = dialogues as unknown as DialogueSet;
    const kinds = [
      'catalogue',
      'faq',
      'service',
      'hours',
      'booking',
      'custom',
      'repair',
      'valuation',
      'buy',
      'resize',
      'off-topic',
      'hostile',
      'injection',
    ];
    const count = (test: (d: DialogueSet['dialogues'][number]) => boolean) =>
      held.dialogues.filter(test).length;

    it('shares the jewellers and the clock of dialogues.json', () => {
      expect(held.now).toBe(source.now);
      expect(held.shops).toEqual(source.shops);
    });

    it(`holds at least 150 dialogues, about half French and half English, every kind, unique ${prefix}- ids`, () => {
      expect(held.dialogues.length).toBeGreaterThanOrEqual(150);
      const fr = count((d) => d.locale === 'fr');
      const en = count((d) => d.locale === 'en');
      expect(fr + en).toBe(held.dialogues.length);
      expect(Math.min(fr, en) / held.dialogues.length).toBeGreaterThanOrEqual(0.4);
      for (const kind of kinds)
        expect(
          count((d) => d.kind === kind),
          kind,
        ).toBeGreaterThan(0);
      const ids = held.dialogues.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const d of held.dialogues) {
        expect(d.id, d.id).toMatch(new RegExp(`^${prefix}-(fr|en)-[a-z]+-[a-z]+-\\d{2}$`));
        expect(d.id.startsWith(`${prefix}-${d.locale}-`), d.id).toBe(true);
        expect(kinds, d.id).toContain(d.kind);
      }
    });

    it('weights bookings, ring sizes and wanted-by dates, and has enough adversarial dialogues', () => {
      expect(count((d) => d.kind === 'booking')).toBeGreaterThanOrEqual(minBookings);
      expect(count((d) => d.tags.includes('deposit'))).toBeGreaterThanOrEqual(8);
      expect(count((d) => d.lead?.ringSize != null)).toBeGreaterThanOrEqual(20);
      expect(count((d) => d.lead?.wantedBy != null)).toBeGreaterThanOrEqual(15);
      for (const kind of ['off-topic', 'hostile', 'injection'])
        expect(
          count((d) => d.kind === kind),
          kind,
        ).toBeGreaterThanOrEqual(5);
      expect(count((d) => d.tags.includes('vague'))).toBeGreaterThanOrEqual(5);
      expect(count((d) => d.tags.includes('declines'))).toBeGreaterThanOrEqual(5);
    });

    it("names only the shops' own pieces, services and slots, and valid lead values", () => {
      for (const d of held.dialogues) {
        const shop = held.shops[d.shop];
        expect(shop, d.id).toBeDefined();
        const services = shop!.business.services.map((s) => s.id);
        for (const turn of d.turns) {
          const e = turn.expect ?? {};
          for (const id of e.answers?.pieces ?? [])
            expect(
              shop!.catalogue.some((p) => p.id === id),
              `${d.id} ${id}`,
            ).toBe(true);
          if (e.showsSlots && e.showsSlots !== true) expect(services, d.id).toContain(e.showsSlots.service);
          if (e.books?.service) expect(services, d.id).toContain(e.books.service);
          if (e.books?.time) expect(shop!.slotTimes, d.id).toContain(e.books.time);
          if (e.books?.date) {
            // A named day is one the shop opens on.
            const day = new Date(`${e.books.date}T00:00:00Z`).getUTCDay();
            expect(
              shop!.business.openingHours.some((h) => h.day === day),
              `${d.id} ${e.books.date}`,
            ).toBe(true);
          }
        }
        if (d.lead) {
          const { ringSize, ...rest } = d.lead;
          for (const field of Object.keys(rest)) expect(LEAD_FIELDS, d.id).toContain(field);
          const full = { ...rest, ringSize: ringSize ? { ...ringSize, diameterMm: 17 } : null };
          const shape = leadSchema.partial().safeParse(full);
          expect(shape.success, `${d.id} ${JSON.stringify(shape.error?.issues)}`).toBe(true);
        }
      }
    });
  });
}

describeHeldOutSet('third', 'heldout3.json', 'h3', heldout3, 40);
describeHeldOutSet('fourth', 'heldout4.json', 'h4', heldout4, 45);
describeHeldOutSet('fifth', 'heldout5.json', 'h5', heldout5, 45);
describeHeldOutSet('sixth', 'heldout6.json', 'h6', heldout6, 45);
describeHeldOutSet('seventh', 'heldout7.json', 'h7', heldout7, 45);
describeHeldOutSet('eighth', 'heldout8.json', 'h8', heldout8, 45);
describeHeldOutSet('ninth', 'heldout9.json', 'h9', heldout9, 45);
describeHeldOutSet('tenth', 'heldout10.json', 'h10', heldout10, 45);
describeHeldOutSet('eleventh', 'heldout11.json', 'h11', heldout11, 45);
describeHeldOutSet('twelfth', 'heldout12.json', 'h12', heldout12, 45);
describeHeldOutSet('thirteenth', 'heldout13.json', 'h13', heldout13, 45);
describeHeldOutSet('fourteenth', 'heldout14.json', 'h14', heldout14, 45);
describeHeldOutSet('fifteenth', 'heldout15.json', 'h15', heldout15, 45);
describeHeldOutSet('sixteenth', 'heldout16.json', 'h16', heldout16, 45);
describeHeldOutSet('seventeenth', 'heldout17.json', 'h17', heldout17, 45);
