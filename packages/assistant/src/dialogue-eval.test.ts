import { utcToZoned } from '@carat/domain/dates';
import { describe, expect, it } from 'vitest';
import {
  type Dialogue,
  type DialogueSet,
  type DialogueShop,
  dialogueFailures,
  gradeDialogues,
  mentions,
  questionOf,
  runDialogue,
} from '#lib/dialogue-eval.ts';
import type { AssistantEngine, ReplyInput, ReplyOutput } from '#lib/engine.ts';
import { emptyLead, type Lead, leadSchema } from '#lib/lead.ts';
import type { ConversationState } from '#lib/state.ts';
import type { Choice } from '#lib/tools.ts';
import set from '../eval/dialogues.json' with { type: 'json' };
import heldout2 from '../eval/heldout2.json' with { type: 'json' };

const shop: DialogueShop = {
  timeZone: 'Europe/London',
  slotTimes: ['11:00', '15:00'],
  business: {
    name: 'Test & Co',
    currency: 'GBP',
    services: [
      {
        id: 'consultation',
        kind: 'consultation',
        name: { fr: 'Conseil', en: 'Consultation' },
        priceMinor: 0,
        durationMinutes: 30,
      },
    ],
    openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
    collaborations: [],
    leadTimeDays: {},
  },
  catalogue: [
    { id: 'r1', name: 'Aurora Ring', price: 900, category: 'ring', metal: 'platinum', keywords: ['ring'] },
    {
      id: 'n1',
      name: 'Moon Necklace',
      price: 300,
      category: 'necklace',
      metal: 'silver',
      keywords: ['necklace'],
    },
  ],
  faq: [
    {
      question: { fr: 'Livrez-vous ?', en: 'Do you deliver?' },
      answer: { fr: 'Oui, sous 3 jours.', en: 'Yes, within 3 days.' },
      keywords: ['deliver'],
    },
  ],
};

const dialogues: Dialogue[] = [
  {
    id: 'rings',
    locale: 'en',
    shop: 'test',
    kind: 'catalogue',
    tags: [],
    turns: [
      { say: 'What rings do you have?', expect: { answers: { pieces: ['r1'] } } },
      { say: 'Do you deliver?', expect: { answers: { mentions: ['3 days'] } } },
    ],
  },
  {
    id: 'book',
    locale: 'en',
    shop: 'test',
    kind: 'booking',
    tags: [],
    turns: [
      { say: 'Can I book an appointment?', expect: { showsSlots: true } },
      { say: 'the second one', expect: { picksRank: 2 } },
      {
        say: 'Ann Lee, ann@example.com',
        expect: { books: { name: 'Ann Lee', email: 'ann@example.com' } },
      },
    ],
    lead: { name: 'Ann Lee', email: 'ann@example.com', phone: null },
  },
];
const testSet: DialogueSet = { now: '2026-03-10T18:00:00Z', shops: { test: shop }, dialogues };

interface FakeState {
  lead: Lead;
  offered: Choice[];
  picked: Choice | null;
  booked: boolean;
}

/** A tiny scripted engine that does what the set expects, through the tools only. */
const goodEngine: AssistantEngine = {
  async reply(input: ReplyInput): Promise<ReplyOutput> {
    const previous = input.state as unknown as FakeState | null;
    const state: FakeState = previous ?? { lead: emptyLead(), offered: [], picked: null, booked: false };
    const text = input.text.toLowerCase();
    let reply = 'Noted. Anything else?';
    let choices: Choice[] | undefined;
    let booking: ReplyOutput['booking'];
    if (text.includes('ring')) {
      const products = await input.tools.searchCatalogue({ query: 'ring' });
      choices = products.map((p) => ({
        kind: 'product',
        id: p.id,
        label: p.name,
        priceMinor: p.priceMinor,
        currency: p.currency,
      }));
      reply = `We have ${products.map((p) => p.name).join(', ')}.`;
    } else if (text.includes('deliver')) {
      reply = (await input.tools.answerFromFaq(input.text))?.answer ?? 'I do not know.';
    } else if (text.includes('appointment')) {
      const slots = await input.tools.getFreeSlots({
        from: input.now.toISOString().slice(0, 10),
        days: 7,
        serviceId: 'consultation',
      });
      choices = slots.slice(0, 3).map((slot) => {
        const local = utcToZoned(new Date(slot.start), input.timeZone);
        return {
          kind: 'slot',
          start: slot.start,
          serviceId: slot.serviceId,
          label: `${local.date} ${local.time}`,
        };
      });
      state.offered = choices;
      reply = `Free slots: ${choices.map((c) => c.label).join(', ')}. Which suits you?`;
    } else if (text.includes('second')) {
      state.picked = state.offered[1] ?? null;
      reply = 'Good. What name and email shall I book it under?';
    } else if (text.includes('@')) {
      const [name, email] = input.text.split(',').map((part) => part.trim()) as [string, string];
      state.lead = { ...state.lead, name, email };
      if (state.picked?.kind === 'slot') {
        const result = await input.tools.bookAppointment({
          slotStart: state.picked.start,
          serviceId: state.picked.serviceId,
          name,
          email,
          phone: '',
        });
        if (result.ok)
          booking = {
            appointmentId: result.appointmentId,
            start: result.start,
            serviceId: result.serviceId,
            depositUrl: result.depositUrl ?? null,
          };
        reply = 'You are booked.';
      }
    }
    return {
      state: state as unknown as ConversationState,
      reply,
      choices,
      lead: state.lead,
      booking,
      engine: 'offline',
    };
  },
};

/** The form-filler of issue 35: the same question every turn, nothing shown, nothing booked. */
const formEngine: AssistantEngine = {
  async reply(): Promise<ReplyOutput> {
    return {
      state: { lead: emptyLead() } as unknown as ConversationState,
      reply: 'Thanks. What name shall I put on your request?',
      lead: emptyLead(),
      engine: 'offline',
    };
  },
};

describe('dialogue eval grader', () => {
  it('reads the question of a reply as its last sentence ending in ?', () => {
    expect(questionOf('Here are our rings. Which metal do you prefer? Thanks.')).toBe(
      'which metal do you prefer',
    );
    expect(questionOf('Noted.')).toBeNull();
    expect(questionOf('Parfait ! Quel est votre budget ?')).toBe('quel est votre budget');
  });

  it('matches prices and times however they are spaced', () => {
    expect(mentions('Elle coûte 1\u202f850 €.', '1850 €')).toBe(true);
    expect(mentions('It is £1,850.', '£1850')).toBe(true);
    expect(mentions('Open until 7pm', ['19:00', '7pm'])).toBe(true);
    expect(mentions('Open until 6pm', ['19:00', '7pm'])).toBe(false);
    // Whole words only: 'Noted' does not say 'not'.
    expect(mentions('Noted: diamond.', ['no', 'not'])).toBe(false);
    expect(mentions('Not in our collection.', ['no', 'not'])).toBe(true);
  });

  it('gives full marks to an engine that answers, shows slots and books', async () => {
    const runs = [];
    for (const dialogue of dialogues) runs.push(await runDialogue(goodEngine, dialogue, testSet));
    const report = gradeDialogues(runs);
    expect(runs.flatMap(dialogueFailures)).toEqual([]);
    expect(report.answered).toEqual({ passed: 2, total: 2, rate: 1 });
    expect(report.slotsShown.rate).toBe(1);
    expect(report.bookingCompleted).toEqual({ passed: 1, total: 1, rate: 1 });
    expect(report.repeatedQuestions).toBe(0);
    expect(report.leadFields.email?.rate).toBe(1);
    expect(report.leadFields.phone?.rate).toBe(1);
  });

  it('counts every failure of a form-filling engine, and each repeated question', async () => {
    const runs = [];
    for (const dialogue of dialogues) runs.push(await runDialogue(formEngine, dialogue, testSet));
    const report = gradeDialogues(runs);
    expect(report.answered.rate).toBe(0);
    expect(report.slotsShown.rate).toBe(0);
    expect(report.bookingCompleted.rate).toBe(0);
    // 2 turns then 3 turns, each reply asking what the previous one asked: 1 + 2 repeats.
    expect(report.repeatedQuestions).toBe(3);
    expect(report.leadFields.name?.rate).toBe(0);
    // Phone was expected null and stayed null.
    expect(report.leadFields.phone?.rate).toBe(1);
  });

  it('books the slot picked by rank, not another', async () => {
    const wrongPick: AssistantEngine = {
      async reply(input) {
        const text = input.text.toLowerCase();
        return goodEngine.reply({ ...input, text: text.includes('second') ? 'the first one' : input.text });
      },
    };
    const run = await runDialogue(wrongPick, dialogues[1]!, testSet);
    expect(run.checks.booked).toEqual([0, 1]);
  });
});

describe('the dialogue set', () => {
  const full = set as unknown as DialogueSet;
  it('holds at least 100 dialogues, French and English, over several jewellers, with every kind', () => {
    expect(full.dialogues.length).toBeGreaterThanOrEqual(100);
    const fr = full.dialogues.filter((d) => d.locale === 'fr').length;
    const en = full.dialogues.filter((d) => d.locale === 'en').length;
    expect(Math.min(fr, en)).toBeGreaterThanOrEqual(45);
    expect(Object.keys(full.shops).length).toBeGreaterThanOrEqual(3);
    for (const kind of [
      'catalogue',
      'faq',
      'service',
      'hours',
      'booking',
      'custom',
      'repair',
      'valuation',
      'off-topic',
      'hostile',
      'injection',
    ])
      expect(
        full.dialogues.some((d) => d.kind === kind),
        kind,
      ).toBe(true);
    for (const dialogue of full.dialogues) {
      expect(full.shops[dialogue.shop], dialogue.id).toBeDefined();
      for (const turn of dialogue.turns)
        for (const id of turn.expect?.answers?.pieces ?? [])
          expect(
            full.shops[dialogue.shop]!.catalogue.some((p) => p.id === id),
            `${dialogue.id} ${id}`,
          ).toBe(true);
    }
  });
});

describe('the second held-out set (eval/heldout2.json)', () => {
  const held = heldout2 as unknown as DialogueSet;
  const source = set as unknown as DialogueSet;

  it('holds at least 120 dialogues, about half French, on the same jewellers and clock as dialogues.json', () => {
    expect(held.dialogues.length).toBeGreaterThanOrEqual(120);
    const fr = held.dialogues.filter((d) => d.locale === 'fr').length;
    const en = held.dialogues.filter((d) => d.locale === 'en').length;
    expect(Math.min(fr, en)).toBeGreaterThanOrEqual(55);
    expect(held.now).toBe(source.now);
    expect(held.shops).toEqual(source.shops);
    const ids = held.dialogues.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^h2-/);
    for (const kind of [
      'catalogue',
      'faq',
      'service',
      'hours',
      'booking',
      'custom',
      'repair',
      'valuation',
      'resize',
      'off-topic',
      'hostile',
      'injection',
    ])
      expect(
        held.dialogues.some((d) => d.kind === kind),
        kind,
      ).toBe(true);
  });

  it('expects only pieces, services and lead values the shops and the lead schema know', () => {
    const lead = leadSchema.partial().extend({
      ringSize: leadSchema.shape.ringSize.unwrap().omit({ diameterMm: true }).nullable().optional(),
    });
    for (const dialogue of held.dialogues) {
      const shopFacts = held.shops[dialogue.shop];
      expect(shopFacts, dialogue.id).toBeDefined();
      const services = new Set(shopFacts!.business.services.map((service) => service.id));
      let shownSlots = false;
      for (const turn of dialogue.turns) {
        expect(turn.say.trim().length, dialogue.id).toBeGreaterThan(0);
        const expectation = turn.expect ?? {};
        for (const id of expectation.answers?.pieces ?? [])
          expect(
            shopFacts!.catalogue.some((piece) => piece.id === id),
            `${dialogue.id} ${id}`,
          ).toBe(true);
        if (typeof expectation.showsSlots === 'object')
          expect(services.has(expectation.showsSlots.service), dialogue.id).toBe(true);
        if (expectation.books?.service)
          expect(services.has(expectation.books.service), dialogue.id).toBe(true);
        // A pick by rank refers to slots an earlier turn asked to see.
        if (expectation.picksRank !== undefined) expect(shownSlots, dialogue.id).toBe(true);
        if (expectation.showsSlots) shownSlots = true;
      }
      if (dialogue.lead) expect(lead.safeParse(dialogue.lead).success, dialogue.id).toBe(true);
    }
  });
});
