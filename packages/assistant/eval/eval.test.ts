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

describe('the third held-out set (eval/heldout3.json)', () => {
  const held = heldout3 as unknown as DialogueSet;
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

  it('holds at least 150 dialogues, about half French and half English, every kind, unique h3- ids', () => {
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
      expect(d.id, d.id).toMatch(/^h3-(fr|en)-[a-z]+-[a-z]+-\d{2}$/);
      expect(d.id.startsWith(`h3-${d.locale}-`), d.id).toBe(true);
      expect(kinds, d.id).toContain(d.kind);
    }
  });

  it('weights bookings, ring sizes and wanted-by dates, and has enough adversarial dialogues', () => {
    expect(count((d) => d.kind === 'booking')).toBeGreaterThanOrEqual(40);
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

describe('the fourth held-out set (eval/heldout4.json)', () => {
  const held = heldout4 as unknown as DialogueSet;
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

  it('holds at least 150 dialogues, about half French and half English, every kind, unique h4- ids', () => {
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
      expect(d.id, d.id).toMatch(/^h4-(fr|en)-[a-z]+-[a-z]+-\d{2}$/);
      expect(d.id.startsWith(`h4-${d.locale}-`), d.id).toBe(true);
      expect(kinds, d.id).toContain(d.kind);
    }
  });

  it('weights bookings, ring sizes and wanted-by dates, and has enough adversarial dialogues', () => {
    expect(count((d) => d.kind === 'booking')).toBeGreaterThanOrEqual(45);
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

describe('the fifth held-out set (eval/heldout5.json)', () => {
  const held = heldout5 as unknown as DialogueSet;
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

  it('holds at least 150 dialogues, about half French and half English, every kind, unique h5- ids', () => {
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
      expect(d.id, d.id).toMatch(/^h5-(fr|en)-[a-z]+-[a-z]+-\d{2}$/);
      expect(d.id.startsWith(`h5-${d.locale}-`), d.id).toBe(true);
      expect(kinds, d.id).toContain(d.kind);
    }
  });

  it('weights bookings, ring sizes and wanted-by dates, and has enough adversarial dialogues', () => {
    expect(count((d) => d.kind === 'booking')).toBeGreaterThanOrEqual(45);
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

describe('the sixth held-out set (eval/heldout6.json)', () => {
  const held = heldout6 as unknown as DialogueSet;
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

  it('holds at least 150 dialogues, about half French and half English, every kind, unique h6- ids', () => {
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
      expect(d.id, d.id).toMatch(/^h6-(fr|en)-[a-z]+-[a-z]+-\d{2}$/);
      expect(d.id.startsWith(`h6-${d.locale}-`), d.id).toBe(true);
      expect(kinds, d.id).toContain(d.kind);
    }
  });

  it('weights bookings, ring sizes and wanted-by dates, and has enough adversarial dialogues', () => {
    expect(count((d) => d.kind === 'booking')).toBeGreaterThanOrEqual(45);
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

describe('the seventh held-out set (eval/heldout7.json)', () => {
  const held = heldout7 as unknown as DialogueSet;
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

  it('holds at least 150 dialogues, about half French and half English, every kind, unique h7- ids', () => {
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
      expect(d.id, d.id).toMatch(/^h7-(fr|en)-[a-z]+-[a-z]+-\d{2}$/);
      expect(d.id.startsWith(`h7-${d.locale}-`), d.id).toBe(true);
      expect(kinds, d.id).toContain(d.kind);
    }
  });

  it('weights bookings, ring sizes and wanted-by dates, and has enough adversarial dialogues', () => {
    expect(count((d) => d.kind === 'booking')).toBeGreaterThanOrEqual(45);
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

describe('the eighth held-out set (eval/heldout8.json)', () => {
  const held = heldout8 as unknown as DialogueSet;
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

  it('holds at least 150 dialogues, about half French and half English, every kind, unique h8- ids', () => {
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
      expect(d.id, d.id).toMatch(/^h8-(fr|en)-[a-z]+-[a-z]+-\d{2}$/);
      expect(d.id.startsWith(`h8-${d.locale}-`), d.id).toBe(true);
      expect(kinds, d.id).toContain(d.kind);
    }
  });

  it('weights bookings, ring sizes and wanted-by dates, and has enough adversarial dialogues', () => {
    expect(count((d) => d.kind === 'booking')).toBeGreaterThanOrEqual(45);
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
