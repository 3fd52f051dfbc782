import { utcToZoned } from '@carat/domain/dates';
import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith } from '#lib/converse-testing.ts';
import { type DialogueShop, questionOf } from '#lib/dialogue-eval.ts';
import type { ReplyOutput } from '#lib/engine.ts';

/**
 * Issue 35, item 2, through the offline engine: a visit asked for a service named or described shows
 * that service's slots; a pick by day and time books it with a name and an email given before, with or
 * after the pick; a service taking a deposit is held with its amount and link; a time that is not free
 * is said so; a phone refused is not asked for again.
 */

const NOW = new Date('2026-03-10T18:00:00Z'); // Tuesday 10 March 2026

const SHOP: DialogueShop = {
  business: {
    name: 'Atelier Test',
    currency: 'EUR',
    services: [
      {
        id: 'conseil',
        kind: 'consultation',
        name: { fr: 'Rendez-vous conseil', en: 'Consultation' },
        priceMinor: 0,
        durationMinutes: 45,
      },
      {
        id: 'creation',
        kind: 'custom',
        name: { fr: 'Rendez-vous création', en: 'Design appointment' },
        priceMinor: 9000,
        durationMinutes: 60,
        depositMinor: 9000,
      },
      {
        id: 'reparation',
        kind: 'repair',
        name: { fr: 'Réparation', en: 'Repair' },
        priceMinor: null,
        durationMinutes: 20,
      },
      {
        id: 'estimation',
        kind: 'valuation',
        name: { fr: 'Estimation', en: 'Valuation' },
        priceMinor: 5000,
        durationMinutes: 30,
      },
      {
        id: 'taille',
        kind: 'resize',
        name: { fr: 'Mise à taille', en: 'Ring resizing' },
        priceMinor: 4000,
        durationMinutes: 20,
      },
    ],
    openingHours: [2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '18:00' })),
    collaborations: [],
    leadTimeDays: {},
  },
  timeZone: 'Europe/Paris',
  slotTimes: ['10:00', '14:30'],
  catalogue: [
    { id: 'b1', name: 'Bague Solitaire', price: 1500, category: 'engagement-ring', metal: 'platinum' },
  ],
  faq: [],
};

async function converse(locale: Locale, turns: string[]) {
  const conversation = await converseWith(SHOP, locale, turns, NOW);
  const local = (start: string) => utcToZoned(new Date(start), SHOP.timeZone);
  return { ...conversation, local };
}

const slotServices = (out: ReplyOutput) => [
  ...new Set((out.choices ?? []).flatMap((choice) => (choice.kind === 'slot' ? [choice.serviceId] : []))),
];

describe('slots of the service asked for', () => {
  const cases: Array<[Locale, string, string]> = [
    ['en', 'Can I come in for a valuation next week?', 'estimation'],
    ['en', 'Could I get my grandmother’s ring valued? When are you free?', 'estimation'],
    ['en', 'Can I schedule an appraisal?', 'estimation'],
    ['en', 'Do you have any availability for a resize this week?', 'taille'],
    ['en', 'My ring is too tight, it needs to go from an M to an O. Can I bring it in?', 'taille'],
    ['en', 'I want to book in to get my ring made smaller', 'taille'],
    ['en', 'Could I see someone about fixing a clasp?', 'reparation'],
    ['en', 'I’d love to set up a bespoke design consultation.', 'creation'],
    ['en', 'I’d like a design session to create a pendant', 'creation'],
    ['fr', 'Je voudrais un rendez-vous pour faire estimer une bague', 'estimation'],
    ['fr', 'Pouvez-vous me recevoir pour une expertise ?', 'estimation'],
    ['fr', 'J’aimerais faire mettre ma bague à ma taille, quand puis-je venir ?', 'taille'],
    ['fr', 'Mon collier est cassé, je peux passer le déposer samedi ?', 'reparation'],
    ['fr', 'Quand pourrais-je faire réparer ma montre ?', 'reparation'],
    ['fr', 'Je voudrais rencontrer le bijoutier pour dessiner une bague de fiançailles', 'creation'],
    ['fr', 'J’aimerais réserver une séance pour créer une alliance', 'creation'],
    ['fr', 'Est-ce qu’il serait possible de faire estimer une montre mercredi ?', 'estimation'],
    ['en', 'Could I get my watch repaired on Saturday?', 'reparation'],
    // 'Rendez-vous' alone names no service: not the 'Rendez-vous création' one.
    ['fr', 'Je voudrais un rendez-vous', 'conseil'],
    ['en', 'Can I book an appointment?', 'conseil'],
  ];
  for (const [locale, text, service] of cases)
    it(`${locale}: ${text} → ${service}`, async () => {
      const { last } = await converse(locale, [text]);
      expect(slotServices(last)).toEqual([service]);
      // The times are in the text too (screen readers, transcripts).
      expect(last.reply).toMatch(/10:00|14:30/);
    });

  it('a day that is a deadline is no visit', async () => {
    const { last } = await converse('en', ['Could you repair my chain by Friday?']);
    expect(slotServices(last)).toEqual([]);
  });

  it('the service named before is the one booked when the visit is asked later', async () => {
    const en = await converse('en', [
      'My ring is too tight, I need it resized from an L to an N',
      'Can I book in?',
    ]);
    expect(slotServices(en.last)).toEqual(['taille']);
    const fr = await converse('fr', [
      'Je voudrais faire estimer le collier de ma grand-mère',
      'Je peux venir quand ?',
    ]);
    expect(slotServices(fr.last)).toEqual(['estimation']);
  });

  it('slots of another service when the visitor says what the visit is for', async () => {
    const { outputs } = await converse('en', [
      'Can I book an appointment?',
      'Actually, it’s for a valuation',
    ]);
    expect(slotServices(outputs[0]!)).toEqual(['conseil']);
    expect(slotServices(outputs[1]!)).toEqual(['estimation']);
  });
});

describe('booking by day and time, contact given before, with or after the pick', () => {
  it('EN: name and email in the same turn as the day and time', async () => {
    const { fake, last, local } = await converse('en', [
      'Can I come in for a valuation?',
      'Friday at 2:30pm please. Jane Doe, jane@doe.com',
    ]);
    expect(last.booking).toBeDefined();
    expect(fake.bookings[0]).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@doe.com',
      serviceId: 'estimation',
    });
    expect(local(fake.bookings[0]!.start)).toEqual({ date: '2026-03-13', time: '14:30' });
  });

  it('FR: name and email before the slots, a day and a time then', async () => {
    const { fake, last, local } = await converse('fr', [
      'Bonjour, c’est Marie Curie (marie@curie.fr). Je voudrais un rendez-vous pour une estimation',
      'samedi 10h',
    ]);
    expect(last.booking).toBeDefined();
    expect(fake.bookings[0]).toMatchObject({ name: 'Marie Curie', serviceId: 'estimation' });
    expect(local(fake.bookings[0]!.start)).toEqual({ date: '2026-03-14', time: '10:00' });
  });

  it('reads the day and time in many forms', async () => {
    const forms: Array<[Locale, string, string, string]> = [
      ['en', 'thurs at 2:30', '2026-03-12', '14:30'],
      ['en', 'March 13 at 10am', '2026-03-13', '10:00'],
      ['en', 'Saturday morning', '2026-03-14', '10:00'],
      ['fr', 'jeudi à 14 heures 30', '2026-03-12', '14:30'],
      ['fr', 'le vendredi 13 à 10h', '2026-03-13', '10:00'],
      ['fr', 'vendredi après-midi', '2026-03-13', '14:30'],
    ];
    for (const [locale, pick, date, time] of forms) {
      const { fake, local } = await converse(locale, [
        locale === 'fr' ? 'Je voudrais prendre rendez-vous' : 'I would like an appointment',
        pick,
        'Alex Martin, alex@martin.fr',
      ]);
      expect(fake.bookings.length, pick).toBe(1);
      expect(local(fake.bookings[0]!.start), pick).toEqual({ date, time });
    }
  });

  it('a time that is not free is said so, with that day’s free slots, and not read as a date', async () => {
    const { last } = await converse('fr', ['Je voudrais prendre rendez-vous', 'samedi 11h']);
    expect(last.reply).toMatch(/n’est pas libre/);
    expect(last.lead.wantedBy).toBeNull();
    const slots = (last.choices ?? []).filter((choice) => choice.kind === 'slot');
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.label).toMatch(/^samedi/);
  });
});

describe('a service taking a deposit', () => {
  it('EN: held until paid, with the amount and the link', async () => {
    const { fake, last } = await converse('en', [
      'I’d like to book a design appointment',
      'Thursday at 10am',
      'Tom Baker, tom@baker.co.uk',
    ]);
    expect(fake.bookings[0]).toMatchObject({ serviceId: 'creation' });
    expect(last.booking?.depositUrl).toBe(fake.bookings[0]!.depositUrl);
    expect(last.reply).toContain(last.booking!.depositUrl!);
    expect(last.reply).toContain('held for you until the deposit of €90 is paid');
    expect(last.reply).not.toMatch(/You are booked/);
  });

  it('FR: réservé jusqu’au paiement, avec le montant et le lien', async () => {
    const { last } = await converse('fr', [
      'Je souhaite une séance de création pour nos alliances',
      'le premier, Léa et Hugo Martin, lea.martin@exemple.fr',
    ]);
    expect(last.booking?.depositUrl).toMatch(/^https:\/\/pay\.example\.test\//);
    expect(last.reply).toContain(last.booking!.depositUrl!);
    expect(last.reply).toMatch(/réservé jusqu’au paiement de l’acompte de 90\s€/);
  });
});

describe('a phone refused', () => {
  it('is never asked for again, in either language', async () => {
    const en = await converse('en', [
      'The clasp on my bracelet is broken',
      'It is gold',
      'Anna Bell',
      'I’d rather not give my number',
      'ok',
      'thanks',
    ]);
    for (const out of en.outputs.slice(3)) expect(questionOf(out.reply) ?? '').not.toMatch(/phone|number/);
    const fr = await converse('fr', [
      'Ma chaîne est cassée',
      'Je préfère ne pas donner mon numéro',
      'Léa Roux',
      'd’accord',
      'merci',
    ]);
    for (const out of fr.outputs.slice(1))
      expect(questionOf(out.reply) ?? '').not.toMatch(/telephone|numero/);
    // The email is still asked for, once.
    expect(fr.outputs.some((out) => /e mail/.test(questionOf(out.reply) ?? ''))).toBe(true);
  });
});

describe('slots asked again', () => {
  it('a day asked about after the slots shows that day’s, in French and English', async () => {
    const en = await converse('en', [
      'Can I book an appointment?',
      'Anything on Saturday?',
      'the first one',
      'Jo Bloggs jo@bloggs.com',
    ]);
    expect(en.outputs[1]!.booking).toBeUndefined();
    for (const choice of en.outputs[1]!.choices ?? []) expect(choice.label).toMatch(/^Saturday/);
    expect(en.local(en.fake.bookings[0]!.start)).toEqual({ date: '2026-03-14', time: '10:00' });
    const fr = await converse('fr', [
      'Je voudrais prendre rendez-vous',
      'Et samedi, vous avez quelque chose ?',
    ]);
    for (const choice of fr.last.choices ?? []) expect(choice.label).toMatch(/^samedi/);
  });

  it('a visit asked again after another question shows the slots again', async () => {
    const { last } = await converse('en', [
      'Can I book an appointment?',
      'Actually first, what metals do you do?',
      'OK, so can I come in on Friday?',
    ]);
    expect(last.choices?.length).toBeGreaterThan(0);
    for (const choice of last.choices ?? []) expect(choice.label).toMatch(/^Friday/);
  });
});

describe('a day and time said with the request', () => {
  it('takes that slot when free, the day’s others shown beside it', async () => {
    const en = await converse('en', [
      'Can I book a valuation for Friday at 2:30pm?',
      'Jane Doe, jane@doe.com',
    ]);
    expect(slotServices(en.outputs[0]!)).toEqual(['estimation']);
    expect(en.last.booking).toBeDefined();
    expect(en.local(en.fake.bookings[0]!.start)).toEqual({ date: '2026-03-13', time: '14:30' });
    const fr = await converse('fr', [
      'Je voudrais un rendez-vous samedi à 14h30 pour une création',
      'Marie Curie marie@curie.fr',
    ]);
    expect(fr.last.booking?.depositUrl).toBeTruthy();
    expect(fr.local(fr.fake.bookings[0]!.start)).toEqual({ date: '2026-03-14', time: '14:30' });
  });

  it('says a time that is not free, and a rank then picks among the day’s', async () => {
    const { outputs, fake, local } = await converse('fr', [
      'Je voudrais un rendez-vous samedi à 11h',
      'le premier',
      'Marie Curie marie@curie.fr',
    ]);
    expect(outputs[0]!.reply).toMatch(/n’est pas libre/);
    expect(local(fake.bookings[0]!.start)).toEqual({ date: '2026-03-14', time: '10:00' });
  });
});

describe('a name written beside the choice', () => {
  it('is read with the day and time, the email after it books', async () => {
    const en = await converse('en', [
      'Can I book an appointment?',
      'Thursday at 2:30pm please, Jane Doe',
      'jane@doe.com',
    ]);
    expect(en.fake.bookings[0]).toMatchObject({ name: 'Jane Doe', email: 'jane@doe.com' });
    const fr = await converse('fr', [
      'Je voudrais prendre rendez-vous',
      'Jeudi 14h30. Paul Martin',
      'paul@martin.fr',
    ]);
    expect(fr.fake.bookings[0]).toMatchObject({ name: 'Paul Martin' });
    // A piece's name is no name.
    const piece = await converse('fr', [
      'Je voudrais prendre rendez-vous',
      'le premier, Bague Solitaire',
      'paul@martin.fr',
    ]);
    expect(piece.fake.bookings).toHaveLength(0);
    expect(piece.last.lead.name).toBeNull();
  });
});
