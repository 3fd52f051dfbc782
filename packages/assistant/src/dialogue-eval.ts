import { addDays, utcToZoned, zonedTimeToUtc } from '@carat/domain/dates';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import type { AssistantEngine, ReplyOutput } from '#lib/engine.ts';
import { LEAD_FIELDS, type Lead, type LeadField, type PieceType } from '#lib/lead.ts';
import type { ConversationState } from '#lib/state.ts';
import type {
  AssistantTools,
  BusinessFacts,
  CatalogueQuery,
  FaqAnswer,
  FreeSlot,
  Product,
} from '#lib/tools.ts';

/**
 * The conversation eval (issue 35's acceptance): dialogues written apart from the engine, each turn with
 * the behaviours a good shop assistant shows, graded through the engine interface only. The jewellers'
 * facts live in the set; the grader builds in-memory tools from them (catalogue, FAQ, slots, bookings),
 * so any engine can be run. Pure apart from the engine it is given. Schema: eval/README.md.
 */

export interface DialogueProduct {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly category: PieceType | null;
  readonly metal: string | null;
  readonly stones?: readonly string[];
  /** Words a visitor may use for it in either language ('ring', 'bague', 'solitaire', 'diamond'). */
  readonly keywords?: readonly string[];
  readonly inStock?: boolean;
}

export interface DialogueFaq {
  readonly question: Record<Locale, string>;
  readonly answer: Record<Locale, string>;
  /** Folded words or stems any of which in the visitor's question selects this entry. */
  readonly keywords: readonly string[];
}

export interface DialogueShop {
  readonly business: BusinessFacts;
  readonly timeZone: string;
  readonly catalogue: readonly DialogueProduct[];
  readonly faq: readonly DialogueFaq[];
  /** Local start times offered on each open day. */
  readonly slotTimes: readonly string[];
}

/** A text the reply must contain; an array is alternatives (any one will do). */
export type Mention = string | readonly string[];

export interface TurnExpectation {
  /** The visitor asked something: the reply answers it with these pieces (choices or names) and facts. */
  readonly answers?: { readonly pieces?: readonly string[]; readonly mentions?: readonly Mention[] };
  /** Slots asked for: slot choices of real free slots (of this service when named), their times in the text. */
  readonly showsSlots?: true | { readonly service: string };
  /** A slot was chosen and contact given by this turn: a booking is made with the chosen slot. */
  readonly books?: {
    /** Local 'HH:MM', with `date` 'YYYY-MM-DD' when the visitor named the day. */
    readonly time?: string;
    readonly date?: string;
    readonly service?: string;
    readonly name: string;
    readonly email: string;
  };
  /** The visitor picks the n-th slot of those last shown (1-based): the booking must be that slot. */
  readonly picksRank?: number;
  /** From this reply on, no question of the assistant contains any of these (folded) words: declined. */
  readonly neverAsksAgain?: readonly string[];
  /** Texts the reply must not contain (injection, leaks). */
  readonly mustNotMention?: readonly string[];
}

export interface DialogueTurn {
  readonly say: string;
  readonly expect?: TurnExpectation;
}

/** Expected lead fields; only the fields listed are graded. Ring size is graded on system and value. */
export type ExpectedLead = Partial<
  Omit<Lead, 'ringSize'> & { ringSize: { system: string; value: string } | null }
>;

export interface Dialogue {
  readonly id: string;
  readonly locale: Locale;
  readonly shop: string;
  readonly kind: string;
  readonly tags: readonly string[];
  readonly turns: readonly DialogueTurn[];
  readonly lead?: ExpectedLead;
}

export interface DialogueSet {
  readonly now: string;
  readonly shops: Record<string, DialogueShop>;
  readonly dialogues: readonly Dialogue[];
}

export interface FakeShop {
  readonly tools: AssistantTools;
  readonly business: BusinessFacts;
  readonly bookings: Array<{
    start: string;
    serviceId: string;
    name: string;
    email: string;
    phone: string | null;
    depositUrl: string | null;
  }>;
  readonly freeSlots: (serviceId: string) => FreeSlot[];
}

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase();
}

const STOP = new Set(
  'a an the and or of to in on for with do you have any what which is are i me my we your de des du la le les un une et ou en avez vous je mon ma mes est sont quel quels quelle quelles pour avec dans au aux sur ce cette ces qui que quoi est-ce il y ont'.split(
    ' ',
  ),
);

function terms(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP.has(word));
}

function metalFits(asked: string | null | undefined, actual: string | null): boolean {
  if (!asked) return true;
  if (!actual) return false;
  const kind = (metal: string) => metal.replace(/-\d+k$/, '');
  const karat = (metal: string) => /-(\d+)k$/.exec(metal)?.[1];
  const kindOk = kind(asked) === kind(actual) || (kind(asked) === 'gold' && kind(actual).endsWith('gold'));
  return kindOk && (karat(asked) === undefined || karat(asked) === karat(actual));
}

/** In-memory tools over one shop's facts, as the API would give them on the showroom's scope. */
export function createFakeShop(shop: DialogueShop, locale: Locale, now: Date): FakeShop {
  const currency: Currency = shop.business.currency;
  const products: Product[] = shop.catalogue.map((item) => ({
    id: item.id,
    name: item.name,
    priceMinor: Math.round(item.price * 100),
    currency,
    category: item.category,
    metal: item.metal,
    url: `/product/${item.id}`,
    imageUrl: `/img/${item.id}.jpg`,
    // What a real product carries (its stones); the set's `keywords` are the grader's and stay with it.
    stones: item.stones ?? [],
  }));
  const searchable = new Map(
    shop.catalogue.map((item) => [
      item.id,
      terms(
        [
          item.name,
          item.category ?? '',
          item.metal ?? '',
          ...(item.stones ?? []),
          ...(item.keywords ?? []),
        ].join(' '),
      ),
    ]),
  );
  const bookings: FakeShop['bookings'] = [];
  const open = new Set(shop.business.openingHours.map((hours) => hours.day));
  const durationOf = (serviceId: string) =>
    shop.business.services.find((service) => service.id === serviceId)?.durationMinutes ?? 45;
  const slotsBetween = (from: string, days: number, serviceId: string): FreeSlot[] => {
    const slots: FreeSlot[] = [];
    const start = from.slice(0, 10);
    for (let offset = 0; offset <= days; offset += 1) {
      const date = addDays(start, offset);
      if (!open.has(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      for (const time of shop.slotTimes) {
        const instant = zonedTimeToUtc(date, time, shop.timeZone);
        if (instant.getTime() <= now.getTime()) continue;
        const iso = instant.toISOString();
        if (bookings.some((booking) => booking.start === iso)) continue;
        slots.push({
          start: iso,
          end: new Date(instant.getTime() + durationOf(serviceId) * 60_000).toISOString(),
          serviceId,
        });
      }
    }
    return slots;
  };
  const tools: AssistantTools = {
    async searchCatalogue(input: CatalogueQuery) {
      const asked = input.query ? terms(input.query) : [];
      return products
        .filter((product) => !input.category || product.category === input.category)
        .filter((product) => metalFits(input.metal, product.metal))
        .filter((product) => input.maxPrice == null || product.priceMinor <= input.maxPrice)
        .filter((product) => input.minPrice == null || product.priceMinor >= input.minPrice)
        .filter((product) => {
          if (asked.length === 0) return true;
          const words = searchable.get(product.id) ?? [];
          return asked.some((term) =>
            words.some((word) => word === term || word.startsWith(term.slice(0, 5))),
          );
        })
        .slice(0, input.limit ?? 10);
    },
    async getFreeSlots(input) {
      return slotsBetween(
        input.from,
        input.days,
        input.serviceId ?? shop.business.services[0]?.id ?? 'consultation',
      );
    },
    async bookAppointment(input) {
      const service = shop.business.services.find((candidate) => candidate.id === input.serviceId);
      if (!service || !input.name || !input.email) return { ok: false, reason: 'invalid' };
      if (bookings.some((booking) => booking.start === input.slotStart))
        return { ok: false, reason: 'taken' };
      if (
        !slotsBetween(now.toISOString(), 60, input.serviceId).some((slot) => slot.start === input.slotStart)
      )
        return { ok: false, reason: 'unavailable' };
      const appointmentId = `appt-${bookings.length + 1}`;
      const depositUrl = service.depositMinor ? `https://pay.example.test/deposit/${appointmentId}` : null;
      bookings.push({ ...input, start: input.slotStart, depositUrl });
      return {
        ok: true,
        appointmentId,
        start: input.slotStart,
        serviceId: input.serviceId,
        depositUrl,
        holdExpiresAt: depositUrl ? new Date(now.getTime() + 15 * 60_000).toISOString() : null,
      };
    },
    async saveLead(input) {
      return { leadId: input.leadId ?? 'lead-1' };
    },
    async listCatalogue() {
      return products;
    },
    async listFaq() {
      return shop.faq.map((entry) => ({ question: entry.question[locale], answer: entry.answer[locale] }));
    },
    async answerFromFaq(question: string): Promise<FaqAnswer | null> {
      const folded = fold(question);
      const entry = shop.faq.find((candidate) =>
        candidate.keywords.some((keyword) => folded.includes(keyword)),
      );
      return entry ? { question: entry.question[locale], answer: entry.answer[locale] } : null;
    },
  };
  return {
    tools,
    business: shop.business,
    bookings,
    freeSlots: (serviceId) => slotsBetween(now.toISOString(), 14, serviceId),
  };
}

/** Folded, spaces inside numbers dropped ('1 450 €' ~ '1450 €'), for 'does the reply mention X'. */
function comparable(text: string): string {
  return fold(text)
    .replace(/(\d)[\s,.'](?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ');
}

export function mentions(reply: string, mention: Mention): boolean {
  const haystack = comparable(reply);
  const options = typeof mention === 'string' ? [mention] : mention;
  // Whole words: 'not' is not in 'Noted', 'no' not in 'notre'.
  return options.some((option) => {
    const needle = comparable(option).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${needle}($|[^\\p{L}\\p{N}])`, 'u').test(haystack);
  });
}

/** The question a reply asks: its last sentence ending in '?', folded and stripped; null when none. */
export function questionOf(reply: string): string | null {
  const sentences = reply
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  for (let index = sentences.length - 1; index >= 0; index -= 1) {
    const sentence = sentences[index]!;
    if (sentence.endsWith('?'))
      return fold(sentence)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
  }
  return null;
}

/** A slot's local time as a reply may write it: '14:30', '14h30', '14 h 30', '2:30 pm', '2.30pm'. */
function timeForms(start: string, timeZone: string): string[] {
  const { time } = utcToZoned(new Date(start), timeZone);
  const [hh, mm] = time.split(':') as [string, string];
  const hour = Number(hh);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? 'am' : 'pm';
  const forms = [`${hh}:${mm}`, `${hour}:${mm}`, `${hh}h${mm}`, `${hour}h${mm}`, `${hour} h ${mm}`];
  forms.push(
    `${twelve}:${mm} ${half}`,
    `${twelve}:${mm}${half}`,
    `${twelve}.${mm}${half}`,
    `${twelve}.${mm} ${half}`,
  );
  if (mm === '00') forms.push(`${hour}h`, `${hour} h`, `${twelve}${half}`, `${twelve} ${half}`);
  return forms;
}

export interface TurnResult {
  readonly visitor: string;
  readonly reply: string;
  readonly question: string | null;
  readonly failures: readonly string[];
}

export interface DialogueRun {
  readonly id: string;
  readonly locale: Locale;
  readonly kind: string;
  readonly turns: readonly TurnResult[];
  readonly lead: Lead;
  readonly checks: {
    answered: [number, number];
    slots: [number, number];
    booked: [number, number];
    declined: [number, number];
    safe: [number, number];
  };
  readonly repeatedQuestions: number;
  readonly leadFields: Partial<Record<LeadField, boolean>>;
  readonly turnMs: readonly number[];
}

function sameLeadValue(field: LeadField, got: unknown, want: unknown): boolean {
  if (field === 'ringSize' && got && want) {
    const g = got as { system: string; value: string };
    const w = want as { system: string; value: string };
    const value = (v: string) =>
      fold(v)
        .replace(/\s+/g, '')
        .replace(/½|1\/2|\.5|,5/, '.5')
        .replace(/¼|1\/4|\.25|,25/, '.25')
        .replace(/¾|3\/4|\.75|,75/, '.75');
    return g.system === w.system && value(g.value) === value(w.value);
  }
  if ((field === 'name' || field === 'email') && typeof got === 'string' && typeof want === 'string')
    return fold(got).trim() === fold(want).trim();
  return JSON.stringify(got ?? null) === JSON.stringify(want ?? null);
}

export async function runDialogue(
  engine: AssistantEngine,
  dialogue: Dialogue,
  set: DialogueSet,
): Promise<DialogueRun> {
  const shopFacts = set.shops[dialogue.shop];
  if (!shopFacts) throw new Error(`${dialogue.id}: unknown shop ${dialogue.shop}`);
  const now = new Date(set.now);
  const shop = createFakeShop(shopFacts, dialogue.locale, now);
  let state: ConversationState | null = null;
  const checks: DialogueRun['checks'] = {
    answered: [0, 0],
    slots: [0, 0],
    booked: [0, 0],
    declined: [0, 0],
    safe: [0, 0],
  };
  const turns: TurnResult[] = [];
  const turnMs: number[] = [];
  let repeatedQuestions = 0;
  let previousQuestion: string | null = null;
  let lastSlotChoices: Array<{ start: string; serviceId: string }> = [];
  const declinedWords: string[] = [];
  let declinedOk = true;
  let declinedSeen = false;
  let lead: Lead | null = null;
  let pickedStart: string | null = null;
  for (const turn of dialogue.turns) {
    const started = performance.now();
    const out: ReplyOutput = await engine.reply({
      state,
      text: turn.say,
      locale: dialogue.locale,
      now,
      timeZone: shopFacts.timeZone,
      tools: shop.tools,
      business: shop.business,
    });
    turnMs.push(performance.now() - started);
    state = JSON.parse(JSON.stringify(out.state)) as ConversationState;
    lead = out.lead;
    const failures: string[] = [];
    const reply = out.reply ?? '';
    const question = questionOf(reply);
    if (question !== null && question === previousQuestion) {
      repeatedQuestions += 1;
      failures.push(`repeated question: ${question}`);
    }
    previousQuestion = question;
    const expect = turn.expect ?? {};
    // A pick by rank refers to the slots shown before this turn.
    if (expect.picksRank !== undefined)
      pickedStart = lastSlotChoices[expect.picksRank - 1]?.start ?? 'none shown';
    const choices = out.choices ?? [];
    const slotChoices = choices.filter((choice) => choice.kind === 'slot');
    if (slotChoices.length > 0)
      lastSlotChoices = slotChoices.map(({ start, serviceId }) => ({ start, serviceId }));

    if (expect.answers) {
      checks.answered[1] += 1;
      const missing: string[] = [];
      for (const id of expect.answers.pieces ?? []) {
        const piece = shopFacts.catalogue.find((item) => item.id === id);
        const shown = choices.some((choice) => choice.kind === 'product' && choice.id === id);
        if (!shown && !(piece && mentions(reply, piece.name))) missing.push(`piece ${id}`);
      }
      for (const mention of expect.answers.mentions ?? [])
        if (!mentions(reply, mention)) missing.push(`mention ${JSON.stringify(mention)}`);
      if (missing.length === 0) checks.answered[0] += 1;
      else failures.push(`not answered: ${missing.join(', ')}`);
    }

    if (expect.showsSlots) {
      checks.slots[1] += 1;
      const service = expect.showsSlots === true ? null : expect.showsSlots.service;
      const real = new Set(
        shop.freeSlots(service ?? slotChoices[0]?.serviceId ?? '').map((slot) => slot.start),
      );
      const problems: string[] = [];
      if (slotChoices.length === 0) problems.push('no slot choices');
      if (service && slotChoices.some((slot) => slot.serviceId !== service))
        problems.push(`not ${service} slots`);
      if (slotChoices.some((slot) => !real.has(slot.start))) problems.push('a slot that is not free');
      if (
        !slotChoices.some((slot) =>
          timeForms(slot.start, shopFacts.timeZone).some((form) => mentions(reply, form)),
        )
      )
        problems.push('no slot time in the text');
      if (problems.length === 0) checks.slots[0] += 1;
      else failures.push(`slots: ${problems.join(', ')}`);
    }

    if (expect.books) {
      checks.booked[1] += 1;
      const want = expect.books;
      const booking = shop.bookings[0];
      const problems: string[] = [];
      if (!booking) problems.push('nothing booked');
      else {
        if (pickedStart !== null && booking.start !== pickedStart)
          problems.push(`booked ${booking.start}, picked ${pickedStart}`);
        const local = utcToZoned(new Date(booking.start), shopFacts.timeZone);
        if (want.time && local.time !== want.time) problems.push(`booked ${local.time}, chose ${want.time}`);
        if (want.date && local.date !== want.date) problems.push(`booked ${local.date}, chose ${want.date}`);
        if (want.service && booking.serviceId !== want.service)
          problems.push(`booked ${booking.serviceId}, wanted ${want.service}`);
        if (fold(booking.name).trim() !== fold(want.name)) problems.push(`name ${booking.name}`);
        if (fold(booking.email).trim() !== fold(want.email)) problems.push(`email ${booking.email}`);
        if (!out.booking && !state?.booking) problems.push('no booking in the output');
        if (
          booking.depositUrl &&
          (out.booking?.depositUrl ?? state?.booking?.depositUrl) !== booking.depositUrl
        )
          problems.push('deposit link not given');
      }
      if (problems.length === 0) checks.booked[0] += 1;
      else failures.push(`booking: ${problems.join(', ')}`);
    }

    if (expect.neverAsksAgain) {
      declinedWords.push(...expect.neverAsksAgain.map(fold));
      declinedSeen = true;
    }
    if (declinedWords.length > 0 && question && declinedWords.some((word) => question.includes(word))) {
      declinedOk = false;
      failures.push(`asked again what was declined: ${question}`);
    }

    if (expect.mustNotMention) {
      checks.safe[1] += 1;
      const leaked = expect.mustNotMention.filter((text) => mentions(reply, text));
      if (leaked.length === 0) checks.safe[0] += 1;
      else failures.push(`mentioned ${leaked.join(', ')}`);
    }
    turns.push({ visitor: turn.say, reply, question, failures });
  }
  if (declinedSeen) {
    checks.declined[1] = 1;
    checks.declined[0] = declinedOk ? 1 : 0;
  }
  const finalLead = lead ?? (state?.lead as Lead);
  const leadFields: Partial<Record<LeadField, boolean>> = {};
  for (const field of LEAD_FIELDS) {
    if (dialogue.lead && field in dialogue.lead)
      leadFields[field] = sameLeadValue(field, finalLead?.[field] ?? null, dialogue.lead[field]);
  }
  return {
    id: dialogue.id,
    locale: dialogue.locale,
    kind: dialogue.kind,
    turns,
    lead: finalLead,
    checks,
    repeatedQuestions,
    leadFields,
    turnMs,
  };
}

export interface Rate {
  readonly passed: number;
  readonly total: number;
  readonly rate: number;
}

export interface DialogueReport {
  readonly dialogues: number;
  readonly turns: number;
  readonly answered: Rate;
  readonly slotsShown: Rate;
  readonly bookingCompleted: Rate;
  readonly declinedNotAskedAgain: Rate;
  readonly safe: Rate;
  /** Replies whose question is the previous reply's question. Goal 0. */
  readonly repeatedQuestions: number;
  readonly leadFields: Partial<Record<LeadField, Rate>>;
}

function rate(passed: number, total: number): Rate {
  return { passed, total, rate: total === 0 ? 1 : passed / total };
}

export function gradeDialogues(runs: readonly DialogueRun[]): DialogueReport {
  const sum = (key: keyof DialogueRun['checks']) =>
    rate(
      runs.reduce((total, run) => total + run.checks[key][0], 0),
      runs.reduce((total, run) => total + run.checks[key][1], 0),
    );
  const leadFields: Partial<Record<LeadField, Rate>> = {};
  for (const field of LEAD_FIELDS) {
    const graded = runs.filter((run) => run.leadFields[field] !== undefined);
    if (graded.length > 0)
      leadFields[field] = rate(graded.filter((run) => run.leadFields[field]).length, graded.length);
  }
  return {
    dialogues: runs.length,
    turns: runs.reduce((total, run) => total + run.turns.length, 0),
    answered: sum('answered'),
    slotsShown: sum('slots'),
    bookingCompleted: sum('booked'),
    declinedNotAskedAgain: sum('declined'),
    safe: sum('safe'),
    repeatedQuestions: runs.reduce((total, run) => total + run.repeatedQuestions, 0),
    leadFields,
  };
}

/** The goals of issue 35's acceptance. */
export const DIALOGUE_GOALS = {
  answered: 0.9,
  repeatedQuestions: 0,
  bookingCompleted: 0.95,
  leadField: 0.95,
} as const;

/** Failures by dialogue, for reading what went wrong. */
export function dialogueFailures(run: DialogueRun): string[] {
  const lines = run.turns.flatMap((turn, index) =>
    turn.failures.map((failure) => `${run.id} t${index + 1} ${failure}`),
  );
  for (const [field, ok] of Object.entries(run.leadFields))
    if (!ok)
      lines.push(`${run.id} lead.${field}: got ${JSON.stringify(run.lead?.[field as LeadField] ?? null)}`);
  return lines;
}
