import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith, NOW, PROPERTY_SHOP } from '#lib/converse-testing.ts';

/**
 * Issue 35 (ADR 094): a property test of the booking flow. Small grammars, in French and English, write
 * many ways of asking for a visit, of naming one of the slots shown (by rank, by day and time in several
 * spellings, by date, by part of the day, by where it stands in time, left to the shop, corrected in the
 * same message) and of giving the contact; whatever the combination, the conversation must end with the
 * slot meant booked. The grammars are ours, not any evaluation set's; a seeded draw keeps the run the same
 * every time while covering combinations no one wrote by hand.
 */

const SHOP = PROPERTY_SHOP;

/**
 * The made-up shop opens Tuesday to Saturday with slots at 10:00 and 15:00 (Paris, UTC+1 in March); after
 * `NOW` (Tuesday 10 March, evening) the four shown are Wednesday 11 and Thursday 12, at 10:00 and 15:00.
 */
const SHOWN = [
  '2026-03-11T09:00:00.000Z',
  '2026-03-11T14:00:00.000Z',
  '2026-03-12T09:00:00.000Z',
  '2026-03-12T14:00:00.000Z',
] as const;

/** A seeded draw (mulberry32): the same cases every run. */
function drawer(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
}

type Grammar = Record<Locale, readonly string[]>;

/** Asking for a visit: a wish and what is wished, or a question of when. */
const WISHES: Grammar = {
  fr: ['Je voudrais', 'Nous aimerions', 'Est-ce possible d’avoir', 'Je souhaiterais', 'J’aimerais bien'],
  en: ["I'd like", 'We would love', 'Could I get', 'I need', 'Is it possible to have', 'Can we book'],
};
const ASKED: Grammar = {
  fr: ['un rendez-vous', 'un rdv', 'une consultation', 'un créneau pour passer'],
  en: ['an appointment', 'a consultation', 'a slot to come in', 'a session with the jeweller'],
};
const WHEN_QUESTIONS: Grammar = {
  fr: [
    'Quelles sont vos disponibilités ?',
    'Vous avez de la place cette semaine ?',
    'Quand est-ce que je peux passer vous voir ?',
    'Montrez-moi les créneaux libres svp',
    'Vous auriez un moment pour moi ?',
    'On peut se voir quand ?',
    'Je peux passer à la boutique ?',
  ],
  en: [
    'Any availability this week?',
    'When could I come in?',
    'Show me your free times please',
    'What slots do you have?',
    'Could we meet?',
    'I want to come to the shop',
    'Are there times available next week?',
    'Can you fit me in?',
  ],
};

/** Ranks as written, for each place in the list. */
const RANKS: Record<Locale, readonly (readonly string[])[]> = {
  fr: [
    ['le premier', 'le 1er', 'la première', 'le n°1', 'le numéro un', 'option 1'],
    ['le deuxième', 'le 2e', 'le second', 'la 2ème', 'le numéro deux', 'le n°2'],
    ['le troisième', 'le 3e', 'la 3ème', 'le numéro 3', 'option 3'],
    ['le quatrième', 'le 4e', 'le 4ème', 'le dernier'],
  ],
  en: [
    ['the first one', '1st', 'number one', 'option 1', '#1', 'the first slot', 'the top one'],
    ['the second one', '2nd', 'number two', 'option 2', '#2', 'the second slot'],
    ['the third one', '3rd', 'number 3', 'option three', '#3'],
    ['the fourth one', '4th', 'number four', 'the last one', 'the bottom one'],
  ],
};
const ASSENT: Grammar = {
  fr: ['', 'ok ', 'oui, ', 'parfait, ', 'va pour '],
  en: ['', 'ok ', 'yes, ', 'great, '],
};
const COURTESY: Grammar = { fr: ['', ' svp', ' merci', ' s’il vous plaît'], en: ['', ' please', ' thanks'] };

/** Each slot shown by its day and time, in the spellings of each language. */
const BY_DAY_AND_TIME: Record<Locale, readonly (readonly string[])[]> = {
  fr: [
    [
      'mercredi 10h',
      'mercredi à 10h00',
      'mercredi 11 à 10 heures',
      'le 11 à 10h',
      'mercredi matin',
      'demain à dix heures',
      'mer. 10h',
    ],
    [
      'mercredi 15h',
      'mercredi à 15:00',
      'mercredi 11 mars à 15h',
      'le 11 à 15h',
      'mercredi après-midi',
      'demain 15.00',
    ],
    [
      'jeudi 10h',
      'jeudi à 10h00',
      'jeudi 12 à 10h',
      'le 12 à 10h',
      'jeudi matin',
      'jeudi en matinée',
      'après-demain 10h',
    ],
    [
      'jeudi 15h',
      'jeudi à 15 h',
      'jeudi 12 mars 15h00',
      'le 12 à 15h',
      'jeudi après-midi',
      'jeudi aprem',
      'jeudi à quinze heures',
      'jeu. 15h',
      'jeudi 15.00',
    ],
  ],
  en: [
    [
      'Wednesday at 10',
      'Wednesday 10am',
      'Wed at 10:00',
      'the 11th at 10am',
      'Wednesday morning',
      'Wednesday at ten',
      'tomorrow at 10am',
    ],
    [
      'Wednesday at 3pm',
      'Wednesday 3 pm',
      'Wed 15:00',
      'the 11th at 3pm',
      'Wednesday afternoon',
      "tomorrow at three o'clock",
      'tmrw 3pm',
    ],
    [
      'Thursday at 10am',
      'Thursday 10:00',
      'Thu 10am',
      'the 12th at 10',
      'Thursday morning',
      'the day after tomorrow at 10',
    ],
    [
      'Thursday at 3pm',
      'Thursday 3:00pm',
      'Thursday 12 March at 15:00',
      'Thursday afternoon',
      'Thursday at three',
      'Thu 3.00pm',
      'March 12 at 3pm',
    ],
  ],
};

/** The first or the last slot, by where it stands in time or left to the shop. */
const BY_POSITION: Record<Locale, { readonly first: readonly string[]; readonly last: readonly string[] }> = {
  fr: {
    first: ['le plus tôt', 'peu importe', 'n’importe lequel', 'le plus proche'],
    last: ['le dernier', 'le plus tard possible'],
  },
  en: {
    first: ['the earliest', 'whichever', 'any of them is fine', 'the soonest'],
    last: ['the last one', 'the latest'],
  },
};

/** The slot shown on a day, by where it stands in that day ('the later one on Thursday', 'jeudi le plus tôt'). */
const BY_PLACE_IN_DAY: Record<Locale, readonly ((day: 'wed' | 'thu', last: boolean) => string)[]> = {
  fr: [
    (day, last) => `${day === 'wed' ? 'mercredi' : 'jeudi'} le plus ${last ? 'tard' : 'tôt'}`,
    (day, last) => `celui de ${day === 'wed' ? 'mercredi' : 'jeudi'} ${last ? 'après-midi' : 'matin'}`,
  ],
  en: [
    (day, last) => `the ${last ? 'later' : 'earlier'} one on ${day === 'wed' ? 'Wednesday' : 'Thursday'}`,
    (day, last) =>
      `${day === 'wed' ? 'Wednesday' : 'Thursday'}, the ${last ? 'latest' : 'earliest'} you have`,
  ],
};

/** A choice corrected in the same message: the rank given up, then the one meant. */
const CORRECTIONS: Record<Locale, readonly ((given: string, meant: string) => string)[]> = {
  fr: [
    (given, meant) => `${given}… ah non, ${meant}`,
    (given, meant) => `pas ${given}, ${meant}`,
    (given, meant) => `plutôt ${meant}, ${given} je travaille`,
    (given, meant) => `finalement ${meant}, ${given} ne me va pas`,
  ],
  en: [
    (given, meant) => `${given}, no wait, ${meant}`,
    (given, meant) => `not ${given}, ${meant}`,
    (given, meant) => `${meant} please, ${given} I'm busy`,
    (given, meant) => `${meant} instead, ${given} doesn't work`,
  ],
};

const FIRST = ['Lina', 'Marc', 'Sofia', 'Yann', 'Claire', 'Hugo', 'Nadia', 'Paul'];
const LAST = ['Moreau', 'Keller', 'Okafor', 'Lindqvist', 'Barbier', 'Duval'];
/** The contact, given in the ways people give it. */
const CONTACTS: Record<Locale, readonly ((name: string, email: string) => string)[]> = {
  fr: [
    (name, email) => `${name}, ${email}`,
    (name, email) => `${email} — ${name}`,
    (name, email) => `Je suis ${name}, mon mail : ${email}`,
    (name, email) => `au nom de ${name}, ${email}`,
  ],
  en: [
    (name, email) => `${name}, ${email}`,
    (name, email) => `${name} ${email}`,
    (name, email) => `My name is ${name}, email ${email}`,
    (name, email) => `put it under ${name}, ${email}`,
  ],
};

interface Case {
  readonly locale: Locale;
  readonly turns: readonly string[];
  readonly slot: string;
  readonly name: string;
}

function askFor(locale: Locale, pick: <T>(items: readonly T[]) => T): string {
  return pick([0, 1]) === 0 ? `${pick(WISHES[locale])} ${pick(ASKED[locale])}` : pick(WHEN_QUESTIONS[locale]);
}

function choiceOf(locale: Locale, pick: <T>(items: readonly T[]) => T): { text: string; slot: string } {
  const form = pick(['rank', 'day', 'position', 'place-in-day', 'correction'] as const);
  const place = pick([0, 1, 2, 3]);
  if (form === 'rank')
    return {
      text: `${pick(ASSENT[locale])}${pick(RANKS[locale][place]!)}${pick(COURTESY[locale])}`,
      slot: SHOWN[place]!,
    };
  if (form === 'day')
    return {
      text: `${pick(ASSENT[locale])}${pick(BY_DAY_AND_TIME[locale][place]!)}${pick(COURTESY[locale])}`,
      slot: SHOWN[place]!,
    };
  if (form === 'position') {
    const last = pick([false, true]);
    const words = last ? BY_POSITION[locale].last : BY_POSITION[locale].first;
    return { text: pick(words), slot: last ? SHOWN[3] : SHOWN[0] };
  }
  if (form === 'place-in-day') {
    const day = pick(['wed', 'thu'] as const);
    const last = pick([false, true]);
    return {
      text: pick(BY_PLACE_IN_DAY[locale])(day, last),
      slot: SHOWN[(day === 'wed' ? 0 : 2) + (last ? 1 : 0)]!,
    };
  }
  const given = pick([0, 1, 2, 3].filter((other) => other !== place));
  // The rank given up is said plainly; the one meant in any spelling of it.
  const plain = RANKS[locale][given]![0]!;
  return { text: pick(CORRECTIONS[locale])(plain, pick(RANKS[locale][place]!)), slot: SHOWN[place]! };
}

function casesFrom(seed: number, count: number): Case[] {
  const pick = drawer(seed);
  return Array.from({ length: count }, () => {
    const locale = pick(['fr', 'en'] as const);
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const email = `${name.toLowerCase().replace(' ', '.')}@example.net`;
    const choice = choiceOf(locale, pick);
    return {
      locale,
      turns: [askFor(locale, pick), choice.text, pick(CONTACTS[locale])(name, email)],
      slot: choice.slot,
      name,
    };
  });
}

describe('the booking flow over generated phrasings', () => {
  const cases = casesFrom(2026_11_30, 320);

  it('shows the slots to every way of asking', async () => {
    const failures: string[] = [];
    for (const { locale, turns } of cases.slice(0, 80)) {
      const { outputs } = await converseWith(SHOP, locale, turns.slice(0, 1), NOW);
      const starts = (outputs[0]!.choices ?? []).flatMap((choice) =>
        choice.kind === 'slot' ? [choice.start] : [],
      );
      if (starts.join() !== SHOWN.join()) failures.push(`${turns[0]} → ${outputs[0]!.reply}`);
    }
    expect(failures).toEqual([]);
  });

  it('books the slot meant, whatever the wording of the choice and of the contact', async () => {
    const failures: string[] = [];
    for (const { locale, turns, slot, name } of cases) {
      const { fake } = await converseWith(SHOP, locale, turns, NOW);
      const booked = fake.bookings[0];
      if (booked?.start !== slot || booked.name !== name)
        failures.push(
          `${turns.join(' | ')} → ${booked ? `${booked.start} ${booked.name}` : 'nothing booked'}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('takes a change of mind to a day and time not shown, shows it with its day, and books it', async () => {
    // Slots beyond those shown: Friday 13, Saturday 14, Tuesday 17, Wednesday 18, at 10:00 or 15:00.
    const beyond: Record<Locale, readonly (readonly [string, string])[]> = {
      fr: [
        ['vendredi 13 à 15h', '2026-03-13T14:00:00.000Z'],
        ['samedi à 10h', '2026-03-14T09:00:00.000Z'],
        ['mardi 17 vers 10h', '2026-03-17T09:00:00.000Z'],
        ['le 18 à 15h', '2026-03-18T14:00:00.000Z'],
        ['samedi 14 mars, 15h00', '2026-03-14T14:00:00.000Z'],
      ],
      en: [
        ['Friday the 13th at 3pm', '2026-03-13T14:00:00.000Z'],
        ['Saturday at 10am', '2026-03-14T09:00:00.000Z'],
        ['Tuesday 17 at 10', '2026-03-17T09:00:00.000Z'],
        ['the 18th at 3pm', '2026-03-18T14:00:00.000Z'],
        ['Saturday 14 March, 15:00', '2026-03-14T14:00:00.000Z'],
      ],
    };
    const before: Grammar = {
      fr: ['Finalement ', 'Ah non, plutôt ', 'En fait ', ''],
      en: ['Actually ', 'Hmm, ', 'Sorry, make it ', ''],
    };
    const after: Grammar = {
      fr: [' plutôt', ' si possible', ' ?', ''],
      en: [' would be better', ' instead', ' if possible', '?'],
    };
    const pick = drawer(11);
    const failures: string[] = [];
    for (const { locale, turns, name } of cases.slice(0, 60)) {
      const [when, start] = pick(beyond[locale]);
      const changed = `${pick(before[locale])}${when}${pick(after[locale])}`;
      const asked = [turns[0]!, turns[1]!, changed, turns[2]!];
      const { fake, outputs } = await converseWith(SHOP, locale, asked, NOW);
      const shown = (outputs[2]!.choices ?? []).some(
        (choice) => choice.kind === 'slot' && choice.start === start,
      );
      const booked = fake.bookings[0];
      if (!shown || booked?.start !== start || booked.name !== name)
        failures.push(`${asked.join(' | ')} → shown ${shown}, ${booked ? booked.start : 'nothing booked'}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets a held slot go for another day said without its time, and books the one taken there', async () => {
    const days: Record<Locale, readonly (readonly [string, string, string])[]> = {
      fr: [
        ['vendredi', 'celui du matin', '2026-03-13T09:00:00.000Z'],
        ['samedi', "celui de l'après-midi", '2026-03-14T14:00:00.000Z'],
        ['mardi prochain', 'le matin', '2026-03-17T09:00:00.000Z'],
      ],
      en: [
        ['Friday', 'the morning one', '2026-03-13T09:00:00.000Z'],
        ['Saturday', 'the afternoon one', '2026-03-14T14:00:00.000Z'],
        ['next Tuesday', 'morning', '2026-03-17T09:00:00.000Z'],
      ],
    };
    const changes: Record<Locale, readonly ((day: string) => string)[]> = {
      fr: [
        (day) => `finalement ${day} plutôt ?`,
        (day) => `en fait, ${day} ce serait mieux`,
        (day) => `et si on faisait ${day} à la place ?`,
      ],
      en: [
        (day) => `actually can we do ${day} instead?`,
        (day) => `what about ${day}?`,
        (day) => `${day} would be better actually`,
      ],
    };
    const pick = drawer(42);
    const failures: string[] = [];
    for (const { locale, turns, name } of cases.slice(0, 40)) {
      const [day, part, start] = pick(days[locale]);
      const asked = [
        turns[0]!,
        pick(RANKS[locale][pick([0, 1, 2, 3])]!),
        pick(changes[locale])(day),
        part,
        turns[2]!,
      ];
      const { fake } = await converseWith(SHOP, locale, asked, NOW);
      const booked = fake.bookings[0];
      if (booked?.start !== start || booked.name !== name)
        failures.push(`${asked.join(' | ')} → ${booked ? booked.start : 'nothing booked'}`);
    }
    expect(failures).toEqual([]);
  });

  it('books a slot taken up again after a no to the offer', async () => {
    const declines: Grammar = {
      fr: ['non merci, pas pour le moment', 'je vais réfléchir', 'pas tout de suite'],
      en: ['not now, thanks', "I'll think about it", 'maybe later'],
    };
    const resumes: Grammar = {
      fr: ['bon finalement ', 'en fait ', 'ok, '],
      en: ['ok actually ', 'on second thought, ', 'fine, '],
    };
    const pick = drawer(7);
    const failures: string[] = [];
    for (const { locale, turns, name } of cases.slice(0, 40)) {
      const place = pick([0, 1, 2, 3]);
      const asked = [
        turns[0]!,
        pick(declines[locale]),
        `${pick(resumes[locale])}${pick(RANKS[locale][place]!)}`,
        turns[2]!,
      ];
      const { fake } = await converseWith(SHOP, locale, asked, NOW);
      const booked = fake.bookings[0];
      if (!booked || booked.start !== SHOWN[place] || booked.name !== name)
        failures.push(`${asked.join(' | ')} → ${booked ? booked.start : 'nothing booked'}`);
    }
    expect(failures).toEqual([]);
  });

  it('shows the slots of the service a purpose calls for, the contact given before or after', async () => {
    // What the visitor wants done, in the words of each language, and the service it books.
    const purposes: Record<Locale, readonly (readonly [string, string])[]> = {
      en: [
        ['design', 'I want a custom engagement ring designed'],
        ['design', 'we would like to create our wedding bands'],
        ['resize', 'my ring is too tight'],
        ['resize', 'I need my ring resized'],
        ['repair', 'the clasp on my bracelet broke'],
        ['repair', 'my chain snapped'],
      ],
      fr: [
        ['design', 'je voudrais créer une bague de fiançailles sur mesure'],
        ['design', 'nous aimerions faire nos alliances sur mesure'],
        ['resize', 'il faut agrandir ma bague'],
        ['resize', 'ma bague est trop grande'],
        ['repair', 'le fermoir de mon bracelet est cassé'],
        ['repair', 'ma chaîne est cassée'],
      ],
    };
    const asks: Grammar = {
      en: [
        'when can you see me?',
        'can I come in for that?',
        'what times do you have?',
        'when could you?',
        'can I drop it off this week?',
        'could I bring it to you?',
      ],
      fr: [
        'quand pouvez-vous me recevoir ?',
        'je peux passer ?',
        'quels créneaux avez-vous ?',
        'quand pourriez-vous ?',
        'vous avez un moment cette semaine ?',
        'je peux vous l’apporter ?',
      ],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const [service, purpose] of purposes[locale])
        for (const ask of asks[locale])
          for (const contactFirst of [false, true]) {
            const said = `${purpose[0]!.toUpperCase()}${purpose.slice(1)}, ${ask}`;
            const second = locale === 'fr' ? 'le 2e' : 'the 2nd';
            const turns = contactFirst
              ? [`Ana Ruiz, ana.ruiz@example.net. ${said}`, second]
              : [said, second, 'Ana Ruiz, ana.ruiz@example.net'];
            const { fake } = await converseWith(SHOP, locale, turns, NOW);
            const booked = fake.bookings[0];
            if (booked?.start !== SHOWN[1] || booked.serviceId !== service)
              failures.push(
                `${turns.join(' | ')} → ${booked ? `${booked.start} ${booked.serviceId}` : 'nothing booked'}`,
              );
          }
    expect(failures).toEqual([]);
  });

  it('books under the name said with the choice in one message, in any order and with any particle', async () => {
    const names = [
      'Jean-Luc Moreau',
      "Siobhan O'Neill",
      'Anne de la Tour',
      'Li Wei',
      'Zoé Lefèvre',
      'Ana María López',
    ];
    const together: Record<Locale, readonly ((name: string, email: string) => string)[]> = {
      fr: [
        (name, email) => `le 2e, ${name}, ${email}`,
        (name, email) => `Le deuxième svp. ${name} — ${email}`,
        (name, email) => `mercredi 15h pour ${name} (${email})`,
        (name, email) => `ok pour le 2, je m'appelle ${name} et mon mail est ${email}`,
        (name, email) => `2e créneau. Nom : ${name}. Email : ${email}`,
        (name, email) => `${name}, ${email}, le deuxième créneau`,
        (name, email) => `c'est pour ${name}, ${email}, le 2`,
      ],
      en: [
        (name, email) => `the 2nd, ${name}, ${email}`,
        (name, email) => `Second one please. ${name} - ${email}`,
        (name, email) => `Wednesday 3pm for ${name} (${email})`,
        (name, email) => `2 works, my name is ${name} and my email is ${email}`,
        (name, email) => `Option 2. Name: ${name}. Email: ${email}`,
        (name, email) => `${name}, ${email}, second slot`,
        (name, email) => `book it for ${name}, ${email}, the 2nd`,
      ],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const said of together[locale])
        for (const name of names) {
          const turns = [askFor(locale, drawer(name.length)), said(name, 'client@example.org')];
          const { fake } = await converseWith(SHOP, locale, turns, NOW);
          const booked = fake.bookings[0];
          if (booked?.start !== SHOWN[1] || booked.name.toLowerCase() !== name.toLowerCase())
            failures.push(
              `${turns.join(' | ')} → ${booked ? `${booked.start} ${booked.name}` : 'nothing booked'}`,
            );
        }
    expect(failures).toEqual([]);
  });

  it('books a slot said after a question answered in between', async () => {
    const failures: string[] = [];
    const interruptions: Grammar = {
      fr: ['Au fait, c’est gratuit ?', 'Vous êtes où exactement ?', 'Il faut verser un acompte ?'],
      en: ['By the way, is it free?', 'Where are you exactly?', 'Do I pay anything upfront?'],
    };
    const pick = drawer(94);
    for (const { locale, turns, slot, name } of cases.slice(0, 40)) {
      const [ask, choice, contact] = turns;
      const asked = [ask!, pick(interruptions[locale]), choice!, contact!];
      const { fake } = await converseWith(SHOP, locale, asked, NOW);
      const booked = fake.bookings[0];
      if (booked?.start !== slot || booked.name !== name)
        failures.push(`${asked.join(' | ')} → ${booked ? booked.start : 'nothing booked'}`);
    }
    expect(failures).toEqual([]);
  });

  // ADR 097: the kinds of the twelfth held-out set, as grammars of our own.

  it('books the later or earlier time of the day asked, weighed as two', async () => {
    // Thursday asked: Thursday 12 and 19 are shown, at 10:00 and 15:00; 'the later one' is Thursday 12 at 15:00.
    const asks: Grammar = {
      fr: ['un rdv jeudi, c’est possible ?', 'Vous avez de la place jeudi ?', 'Je voudrais passer jeudi'],
      en: ['an appointment on Thursday?', 'Can I come in Thursday?', 'any consultation on thursday?'],
    };
    const weighed: Record<Locale, readonly (readonly [string, boolean])[]> = {
      fr: [
        ['le plus tard des deux', true],
        ['le plus tôt des deux', false],
        ['plutôt le plus tard des deux svp', true],
      ],
      en: [
        ['the later one', true],
        ['the earlier one please', false],
        ['the later of the two', true],
        ['ok the earlier slot', false],
      ],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const ask of asks[locale])
        for (const [said, later] of weighed[locale]) {
          const turns = [ask, said, 'Ana Ruiz, ana.ruiz@example.net'];
          const { fake } = await converseWith(SHOP, locale, turns, NOW);
          const start = later ? SHOWN[3] : SHOWN[2];
          if (fake.bookings[0]?.start !== start)
            failures.push(`${turns.join(' | ')} → ${fake.bookings[0]?.start ?? 'nothing booked'}`);
        }
    expect(failures).toEqual([]);
  });

  it('books the rank said to be better after a change of mind', async () => {
    const before: Grammar = {
      fr: ['non, ', 'attendez, non, ', 'finalement ', ''],
      en: ['wait no, ', 'hmm no, ', 'actually ', ''],
    };
    const better: Record<Locale, readonly ((rank: number) => string)[]> = {
      fr: [
        (rank) => `le ${rank} m’arrange mieux`,
        (rank) => `le ${rank} c’est mieux`,
        (rank) => `${rank} me convient mieux`,
      ],
      en: [
        (rank) => `${rank} is better for me`,
        (rank) => `${rank} works better`,
        (rank) => `${rank} would be better`,
        (rank) => `${rank} suits me better`,
      ],
    };
    const pick = drawer(12);
    const failures: string[] = [];
    for (const { locale, turns, name } of cases.slice(0, 60)) {
      const first = pick([0, 1, 2, 3]);
      const meant = pick([0, 1, 2, 3].filter((place) => place !== first));
      const asked = [
        turns[0]!,
        RANKS[locale][first]![0]!,
        `${pick(before[locale])}${pick(better[locale])(meant + 1)}`,
        turns[2]!,
      ];
      const { fake } = await converseWith(SHOP, locale, asked, NOW);
      const booked = fake.bookings[0];
      if (booked?.start !== SHOWN[meant] || booked?.name !== name)
        failures.push(`${asked.join(' | ')} → ${booked ? booked.start : 'nothing booked'}`);
    }
    expect(failures).toEqual([]);
  });

  it('shows the slots to a visit asked in text-speak', async () => {
    const typed: Grammar = {
      fr: [
        'qd est-ce que vs êtes dispo ?',
        'vs avez un créneau pr un rdv ?',
        'qd est-ce que je peux passer ?',
        'je voudrais un rdv pr une consultation svp',
      ],
      en: [
        'when r u free',
        'can u fit me in this week',
        'r u free thurs? need an appt',
        'wen can i come in pls',
        "what's ur next slot",
        'can i book an appt pls',
      ],
    };
    const purposes: Grammar = {
      fr: ['', 'ma bague est trop grande, ', 'ma chaîne est cassée, '],
      en: ['', 'my ring needs resizing, ', 'my chain broke, '],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const purpose of purposes[locale])
        for (const ask of typed[locale]) {
          const { outputs } = await converseWith(SHOP, locale, [`${purpose}${ask}`], NOW);
          if (!(outputs[0]!.choices ?? []).some((choice) => choice.kind === 'slot'))
            failures.push(`${purpose}${ask} → ${outputs[0]!.reply}`);
        }
    expect(failures).toEqual([]);
  });

  it('books the service whose terms were answered, after a go-ahead', async () => {
    const asks: Grammar = {
      fr: [
        'Combien coûte l’atelier de création ?',
        'Quel acompte pour l’atelier de création ?',
        'L’atelier de création dure combien de temps ?',
      ],
      en: [
        'How much is the design session?',
        'What deposit do you take for a design session?',
        'How long is the design session?',
      ],
    };
    const goAheads: Grammar = {
      fr: ['ok allons-y', 'bon, on y va', 'parfait, c’est parti', 'd’accord, je réserve'],
      en: ["ok let's do it", 'sure, go ahead', 'great, book me in', "alright let's go"],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const ask of asks[locale])
        for (const go of goAheads[locale]) {
          const turns = [ask, go, RANKS[locale][1]![0]!, 'Ana Ruiz, ana.ruiz@example.net'];
          const { fake, outputs } = await converseWith(SHOP, locale, turns, NOW);
          const shown = (outputs[1]!.choices ?? []).some((choice) => choice.kind === 'slot');
          const booked = fake.bookings[0];
          if (!shown || booked?.start !== SHOWN[1] || booked.serviceId !== 'design')
            failures.push(
              `${turns.join(' | ')} → shown ${shown}, ${booked ? `${booked.start} ${booked.serviceId}` : 'nothing booked'}`,
            );
        }
    expect(failures).toEqual([]);
  });

  // ADR 098: the kinds of the thirteenth held-out set, as grammars of our own.

  it('shows the resize’s slots to a resize asked as a job, and books it', async () => {
    const wishes: Grammar = {
      fr: ['Je voudrais', 'J’aimerais', 'Il faudrait', 'Est-ce que je peux', 'Bonjour, je souhaite'],
      en: ['Can I', 'I’d like to', 'Could I', 'I need to', 'Hi, I want to'],
    };
    const jobs: Grammar = {
      fr: [
        'la faire mettre à taille',
        'faire agrandir ma bague',
        'faire rétrécir mon alliance',
        'faire remettre ma bague à la taille',
        'faire mettre ma chevalière à taille',
      ],
      en: [
        'get my ring resized',
        'have my wedding band resized',
        'get my ring sized down',
        'have my ring made smaller',
        'get her ring sized up',
      ],
    };
    const when: Grammar = {
      fr: ['', ' cette semaine', ', rapidement si possible', ' bientôt'],
      en: ['', ' this week', ' soon', ', quickly if possible'],
    };
    const pick = drawer(98);
    const failures: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const locale = pick(['fr', 'en'] as const);
      const asked = `${pick(wishes[locale])} ${pick(jobs[locale])}${pick(when[locale])}`;
      const place = pick([0, 1, 2, 3]);
      const turns = [asked, RANKS[locale][place]![0]!, 'Ana Ruiz, ana.ruiz@example.net'];
      const { fake, outputs } = await converseWith(SHOP, locale, turns, NOW);
      const shown = (outputs[0]!.choices ?? []).filter((choice) => choice.kind === 'slot');
      const booked = fake.bookings[0];
      if (
        shown.length === 0 ||
        shown.some((choice) => choice.kind === 'slot' && choice.serviceId !== 'resize') ||
        booked?.start !== SHOWN[place] ||
        booked?.serviceId !== 'resize'
      )
        failures.push(`${turns.join(' | ')} → ${outputs[0]!.reply} → ${booked?.start ?? 'nothing booked'}`);
    }
    expect(failures).toEqual([]);
  });

  it('shows the slots to a session taken like an appointment, and to French text-speak', async () => {
    const asked: Grammar = {
      fr: [
        'on peut prendre une séance de création ?',
        'je voudrais caler une consultation',
        'peut-on fixer un entretien avec le bijoutier ?',
        'je peux programmer une séance ?',
        'slt je px passer jeudi ?',
        'bjr, jpeux venir demain ?',
        'c possible de passer cette semaine ?',
        'on pe passer samedi ? c pr voir une bague',
        'je px vs voir qd ?',
        'dc je peu passer mercredi ?',
      ],
      en: [
        'can we take a design session?',
        'could I grab a consultation this week?',
        'we would like to do a fitting',
        'I want to take an appointment',
      ],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const said of asked[locale]) {
        const { outputs } = await converseWith(SHOP, locale, [said], NOW);
        if (!(outputs[0]!.choices ?? []).some((choice) => choice.kind === 'slot'))
          failures.push(`${said} → ${outputs[0]!.reply}`);
      }
    expect(failures).toEqual([]);
  });

  it('books the earlier or later slot of a day that was not shown, said with the day', async () => {
    // Shown: Wednesday 11 and Thursday 12. Said: days beyond them, with where the slot stands in that day.
    const days: Record<Locale, readonly (readonly [string, string])[]> = {
      fr: [
        ['vendredi', '2026-03-13'],
        ['samedi', '2026-03-14'],
        ['mardi 17', '2026-03-17'],
        ['mercredi 18', '2026-03-18'],
      ],
      en: [
        ['Friday', '2026-03-13'],
        ['Saturday', '2026-03-14'],
        ['Tuesday 17th', '2026-03-17'],
        ['Wednesday 18th', '2026-03-18'],
      ],
    };
    const forms: Record<Locale, readonly ((day: string, later: boolean) => string)[]> = {
      fr: [
        (day, later) => `${day}, le plus ${later ? 'tard' : 'tôt'}`,
        (day, later) => `plutôt ${day} le plus ${later ? 'tard' : 'tôt'} possible`,
        (day, later) => `${day}, le créneau le plus ${later ? 'tard' : 'tôt'}`,
        (day, later) => `n’importe quelle heure ${day}, ${later ? 'le plus tard' : 'au plus tôt'}`,
      ],
      en: [
        (day, later) => `${day}, the ${later ? 'later' : 'earlier'} one`,
        (day, later) => `${day} the ${later ? 'later' : 'earlier'} slot`,
        (day, later) => `hmm whichever is ${later ? 'latest' : 'earliest'} on ${day}`,
        (day, later) => `the ${later ? 'latest' : 'earliest'} you have ${day} please`,
      ],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const [day, date] of days[locale])
        for (const form of forms[locale])
          for (const later of [false, true]) {
            const turns = [askFor(locale, drawer(date.length + Number(later))), form(day, later)];
            const contact = 'Ana Ruiz, ana.ruiz@example.net';
            const { fake } = await converseWith(SHOP, locale, [...turns, contact], NOW);
            // 10:00 and 15:00 in Paris (UTC+1 in March).
            const start = `${date}T${later ? '14' : '09'}:00:00.000Z`;
            if (fake.bookings[0]?.start !== start)
              failures.push(`${turns.join(' | ')} → ${fake.bookings[0]?.start ?? 'nothing booked'}`);
          }
    expect(failures).toEqual([]);
  });

  it('books the date a weekday said relative to this week names, not its next occurrence (ADR 101)', async () => {
    // NOW is Tuesday 10 March: 'X en huit' / 'X week' is a week after X's next occurrence, 'X next week'
    // falls in the week from Monday 16, 'next Tuesday' said on a Tuesday is not today.
    const days: Record<Locale, readonly (readonly [string, string, string])[]> = {
      fr: [
        ['mercredi', '2026-03-18', '2026-03-18'],
        ['vendredi', '2026-03-20', '2026-03-20'],
        ['samedi', '2026-03-21', '2026-03-21'],
        ['mardi', '2026-03-17', '2026-03-17'],
      ],
      en: [
        ['Wednesday', '2026-03-18', '2026-03-18'],
        ['Friday', '2026-03-20', '2026-03-20'],
        ['Saturday', '2026-03-21', '2026-03-21'],
        ['Tuesday', '2026-03-17', '2026-03-17'],
      ],
    };
    const weekLater: Record<Locale, readonly ((day: string, hour: string) => string)[]> = {
      fr: [
        (day, hour) => `un rdv ${day} en huit à ${hour} ?`,
        (day, hour) => `je peux passer ${day} en huit vers ${hour} ?`,
        (day, hour) => `Bonjour, ${day} en huit, ${hour}, c’est libre pour un rendez-vous ?`,
      ],
      en: [
        (day, hour) => `can I come in ${day} week at ${hour}?`,
        (day, hour) => `${day} week, ${hour} — is that free for an appointment?`,
        (day, hour) => `could I book a week on ${day} at ${hour}?`,
      ],
    };
    const nextWeek: Record<Locale, readonly ((day: string, hour: string) => string)[]> = {
      fr: [
        (day, hour) => `un rendez-vous ${day} de la semaine prochaine à ${hour} ?`,
        (day, hour) => `la semaine prochaine, ${day} à ${hour}, je peux passer ?`,
      ],
      en: [
        (day, hour) => `an appointment ${day} next week at ${hour}?`,
        (day, hour) => `next week on ${day} at ${hour}, can I come in?`,
      ],
    };
    const hours: Record<Locale, readonly (readonly [string, string])[]> = {
      fr: [
        ['15h', '14'],
        ['10h', '09'],
      ],
      en: [
        ['3pm', '14'],
        ['10am', '09'],
      ],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const [day, inEight, ofNextWeek] of days[locale])
        for (const [hour, utc] of hours[locale]) {
          const cases = [
            ...weekLater[locale].map((form) => [form(day, hour), inEight] as const),
            ...nextWeek[locale].map((form) => [form(day, hour), ofNextWeek] as const),
          ];
          // 'next Tuesday' / 'mardi prochain' said on a Tuesday: the one a week away.
          if (day.toLowerCase().startsWith('t') || day === 'mardi')
            cases.push([
              locale === 'fr'
                ? `un rdv mardi prochain à ${hour} ?`
                : `next Tuesday at ${hour}, can I come in?`,
              '2026-03-17',
            ]);
          for (const [said, date] of cases) {
            const { fake } = await converseWith(SHOP, locale, [said, 'Ana Ruiz, ana.ruiz@example.net'], NOW);
            const start = `${date}T${utc}:00:00.000Z`;
            if (fake.bookings[0]?.start !== start)
              failures.push(`${said} → ${fake.bookings[0]?.start ?? 'nothing booked'}, want ${start}`);
          }
        }
    expect(failures).toEqual([]);
  });

  it('shows the resize’s slots to a ring said to turn or be tightened, and books it (ADR 101)', async () => {
    const causes: Grammar = {
      fr: [
        'j’ai perdu du poids et ma bague tourne, il faudrait la resserrer.',
        'mon alliance tourne sur mon doigt.',
        'ma bague glisse tout le temps, vous pouvez la resserrer ?',
        'il faudrait élargir ma chevalière, elle me serre.',
        'je voudrais faire resserrer ma bague.',
      ],
      en: [
        'my ring keeps spinning around since I lost weight.',
        'my band slips off my finger all the time.',
        'my wedding ring keeps sliding around, it needs fixing.',
        'the ring spins round on my finger.',
        'my ring slips around and I want it fixed.',
      ],
    };
    const when: Grammar = {
      fr: ['Un créneau cette semaine ?', 'Je peux passer quand ?', 'Vous avez des disponibilités ?'],
      en: ['Any slot this week?', 'When can I come in?', 'Do you have availability?'],
    };
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const cause of causes[locale])
        for (const [index, ask] of when[locale].entries()) {
          const turns = [`${cause} ${ask}`, RANKS[locale][index]![0]!, 'Ana Ruiz, ana.ruiz@example.net'];
          const { fake, outputs } = await converseWith(SHOP, locale, turns, NOW);
          const shown = (outputs[0]!.choices ?? []).filter((choice) => choice.kind === 'slot');
          const booked = fake.bookings[0];
          if (
            shown.length === 0 ||
            shown.some((choice) => choice.kind === 'slot' && choice.serviceId !== 'resize') ||
            booked?.start !== SHOWN[index] ||
            booked?.serviceId !== 'resize'
          )
            failures.push(
              `${turns.join(' | ')} → ${outputs[0]!.reply} → ${booked?.serviceId ?? 'nothing booked'}`,
            );
        }
    expect(failures).toEqual([]);
  });

  it('shows the slots to a visit asked as what is open, in text-speak too, and books a rank (ADR 101)', async () => {
    const leads = [
      'want to look at engagement rings w my gf,',
      'hi, need to talk about a custom pendant —',
      'looking at wedding bands with my fiancé.',
      '',
    ];
    const asks = [
      'what do u have open',
      'what do you have free this week?',
      'what have you got open?',
      'u got anything open saturday?',
      'what do ya have free',
    ];
    const failures: string[] = [];
    for (const [index, lead] of leads.entries())
      for (const ask of asks) {
        const place = (index + ask.length) % 4;
        const turns = [`${lead} ${ask}`.trim(), `#${place + 1}`, 'Jordan Lee jordan.lee@example.net'];
        const { fake, outputs } = await converseWith(SHOP, 'en', turns, NOW);
        const shown = (outputs[0]!.choices ?? []).filter((choice) => choice.kind === 'slot');
        const offered = shown[place];
        if (shown.length === 0 || offered?.kind !== 'slot' || fake.bookings[0]?.start !== offered.start)
          failures.push(
            `${turns.join(' | ')} → ${outputs[0]!.reply} → ${fake.bookings[0]?.start ?? 'nothing booked'}`,
          );
      }
    expect(failures).toEqual([]);
  });

  it('books the hour said bare as a clause beside the contact (ADR 101)', async () => {
    const forms: Record<Locale, readonly ((hour: string) => string)[]> = {
      fr: [
        (hour) => `${hour} me va. Ana Ruiz, ana.ruiz@example.net`,
        (hour) => `à ${hour} c’est parfait, Ana Ruiz ana.ruiz@example.net`,
        (hour) => `${hour} ça marche ! Ana Ruiz, ana.ruiz@example.net`,
      ],
      en: [
        (hour) => `${hour} is fine. Ana Ruiz, ana.ruiz@example.net`,
        (hour) => `${hour} works, Ana Ruiz ana.ruiz@example.net`,
        (hour) => `at ${hour} please. Ana Ruiz, ana.ruiz@example.net`,
      ],
    };
    const hours = [
      ['10', SHOWN[0]],
      ['15', SHOWN[1]],
    ] as const;
    const failures: string[] = [];
    for (const locale of ['fr', 'en'] as const)
      for (const form of forms[locale])
        for (const [hour, start] of hours) {
          const turns = [askFor(locale, drawer(hour.length + form(hour).length)), form(hour)];
          const { fake } = await converseWith(SHOP, locale, turns, NOW);
          if (fake.bookings[0]?.start !== start)
            failures.push(`${turns.join(' | ')} → ${fake.bookings[0]?.start ?? 'nothing booked'}`);
        }
    expect(failures).toEqual([]);
  });
});
