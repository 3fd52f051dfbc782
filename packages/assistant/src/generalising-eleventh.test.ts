import type { Locale } from '@carat/domain/locale';
import { describe, expect, it } from 'vitest';
import { converseWith, EN_CONTEXT, MADE_UP_SERVICES, madeUpShop, NOW } from '#lib/converse-testing.ts';
import type { ReplyOutput } from '#lib/engine.ts';
import { extract } from '#lib/extract.ts';
import { pickOfferedSlot, withHourWordsAsDigits, withWhenWordsSpelt } from '#lib/slot-choice.ts';
import { fold } from '#lib/text.ts';
import type { Choice } from '#lib/tools.ts';
import { asksForVisit } from '#lib/visit.ts';

/**
 * Issue 35 (ADR 094): the kinds of failure found on the eleventh held-out set, fixed where the engine
 * understands — a visit asked in words of wishing, showing or bringing; a change of mind to a day and time
 * not shown; a rank ruled out beside the one taken; the name given beside a slot; a day the shop is
 * closed; marrying said as a verb; the general word of a piece after a finer one; a model's name that is a
 * piece word; a piece asked to be feasible; a piece of the shop taken by its name. Every wording here is
 * our own.
 */

const fields = (text: string, locale: Locale = 'en') => extract(text, { ...EN_CONTEXT, locale }).fields;
const intentOf = (text: string, locale: Locale = 'en') =>
  extract(text, { ...EN_CONTEXT, locale }).intent?.intent ?? null;
const visit = (text: string) => asksForVisit(fold(text));
const slotsOf = (out: ReplyOutput) => (out.choices ?? []).filter((choice) => choice.kind === 'slot');

const SHOP = madeUpShop({
  name: 'Atelier Onze',
  currency: 'EUR',
  services: MADE_UP_SERVICES,
  catalogue: [
    {
      id: 'opal',
      name: 'Bague Opale Marine',
      price: 640,
      category: 'ring',
      metal: 'white-gold',
      stones: ['opal'],
      keywords: [],
    },
    {
      id: 'band',
      name: 'Alliance Jonc Soleil',
      price: 510,
      category: 'wedding-band',
      metal: 'yellow-gold',
      stones: [],
      keywords: [],
    },
  ],
});
const converse = (locale: Locale, turns: string[]) => converseWith(SHOP, locale, turns, NOW);

describe('a visit asked in words of wishing, showing or bringing', () => {
  it('is a visit', () => {
    expect(visit('Visiting from Lyon, and would love a fitting session before Saturday')).toBe(true);
    expect(visit('we would need a consultation about an heirloom')).toBe(true);
    expect(visit('send me some dates please')).toBe(true);
    expect(visit('list your openings')).toBe(true);
    expect(visit('Montrez-moi vos disponibilités')).toBe(true);
    expect(visit('Quels jours auriez-vous ?')).toBe(true);
    expect(visit('Le fermoir de mon collier a lâché, quand pourriez-vous ?')).toBe(true);
    expect(visit('my chain snapped, when could you?')).toBe(true);
    expect(visit('could I bring my watch to your workshop for a check?')).toBe(true);
    expect(visit('may I take my ring to you for a resize')).toBe(true);
    expect(visit('Vous auriez un moment jeudi ?')).toBe(true);
    expect(visit('on pourrait se voir la semaine prochaine ?')).toBe(true);
    expect(visit('could we meet next week?')).toBe(true);
    expect(visit('I would like to come to your showroom')).toBe(true);
    expect(visit('are there any times free on Friday?')).toBe(true);
    expect(visit('einen Termin bitte, je parle un peu français')).toBe(true);
    expect(visit('could someone look at my bracelet on Saturday?')).toBe(true);
    expect(visit('y a moyen de venir mardi ?')).toBe(true);
    expect(visit("j'aimerais qu'on se voie pour une alliance")).toBe(true);
    expect(visit("when's your next opening?")).toBe(true);
  });

  it('guards: a piece wished for, a parcel, the hours or a making time are no visit', () => {
    expect(visit('I would love a silver bracelet')).toBe(false);
    expect(visit('il faut un moment pour la fabriquer ?')).toBe(false);
    expect(visit('can I post my ring for a resize?')).toBe(false);
    expect(visit('tell me your opening hours')).toBe(false);
    expect(visit('when can you deliver it?')).toBe(false);
    expect(visit('quand sera-t-elle terminée ?')).toBe(false);
    expect(visit('see you soon, thanks!')).toBe(false);
  });

  it('shows the slots of the service, and a rank said next books it', async () => {
    const { fake, outputs } = await converse('fr', [
      'Bonjour, Rose Vidal, rose.vidal@example.fr. Ma bague est trop petite, quand pourriez-vous ?',
      'le 2e créneau',
    ]);
    expect(slotsOf(outputs[0]!).length).toBeGreaterThan(0);
    expect(fake.bookings.map((booking) => [booking.start, booking.name])).toEqual([
      ['2026-03-11T14:00:00.000Z', 'Rose Vidal'],
    ]);
  });
});

describe('a change of mind to a day and time not shown', () => {
  it('shows that day with the slot taken, and books it', async () => {
    const { fake, outputs } = await converse('en', [
      'Could I book a consultation?',
      'Actually Friday 13th at 10 would suit me better',
      'Ivo Hart, ivo.hart@example.org',
    ]);
    expect(slotsOf(outputs[1]!).map((slot) => slot.kind === 'slot' && slot.start)).toContain(
      '2026-03-13T09:00:00.000Z',
    );
    expect(outputs[1]!.reply).toContain('10:00');
    expect(fake.bookings.map((booking) => booking.start)).toEqual(['2026-03-13T09:00:00.000Z']);
  });

  it('another day without a time lets the held slot go and shows that day', async () => {
    const { fake, outputs } = await converse('en', [
      'Could I book a consultation?',
      'the 1st',
      'hmm, could we do Saturday instead?',
      'the afternoon one',
      'Ivo Hart, ivo.hart@example.org',
    ]);
    expect(
      slotsOf(outputs[2]!).every((slot) => slot.kind === 'slot' && slot.label.startsWith('Saturday')),
    ).toBe(true);
    expect(fake.bookings.map((booking) => booking.start)).toEqual(['2026-03-14T14:00:00.000Z']);
  });

  it('a rank among those shown keeps them on screen in the same order', async () => {
    const { outputs } = await converse('fr', ['Je souhaiterais un rendez-vous', 'le troisième']);
    expect(slotsOf(outputs[1]!)).toEqual(slotsOf(outputs[0]!));
  });
});

describe('a rank ruled out beside the one taken', () => {
  const SLOTS: Choice[] = ['09:00', '14:00'].flatMap((hour) =>
    ['11', '12'].map((day) => ({
      kind: 'slot' as const,
      start: `2026-03-${day}T${hour}:00.000Z`,
      serviceId: 'advice',
      label: `${day} ${hour}`,
    })),
  );
  const SHOWN = [...SLOTS].sort((a, b) =>
    a.kind === 'slot' && b.kind === 'slot' ? a.start.localeCompare(b.start) : 0,
  );
  const rank = (text: string) => {
    // Read as the engine reads a message: when words spelt, hours in words as digits.
    const said = withHourWordsAsDigits(withWhenWordsSpelt(fold(text)));
    const picked = pickOfferedSlot(said, SHOWN, 'Europe/Paris', { now: NOW });
    return picked ? SHOWN.indexOf(picked) + 1 : null;
  };

  it('is no choice', () => {
    expect(rank('Le deuxième, le premier je bosse')).toBe(2);
    expect(rank('the fourth — the second one I am working')).toBe(4);
    expect(rank('not the 1st, the 3rd')).toBe(3);
    expect(rank('pas le premier, plutôt le quatrième')).toBe(4);
    expect(rank("the 2nd please, the first doesn't work")).toBe(2);
  });

  it('reads a clause that is a rank beside the contact', () => {
    expect(rank('ok pour le 3, je suis Léa')).toBe(3);
    expect(rank('4 works, thanks')).toBe(4);
    expect(rank('merci, le 2 me va')).toBe(2);
  });

  it('reads one before the last, and a rank in its own sentence beside a question', () => {
    expect(rank("l'avant-dernier")).toBe(3);
    expect(rank('second to last please')).toBe(3);
    expect(rank('the penultimate one')).toBe(3);
    expect(rank('le 2e. Il faut apporter la bague ?')).toBe(2);
  });

  it('guards: a number that counts something is no rank', () => {
    expect(rank('I want 2 rings')).toBeNull();
  });

  it('takes the rank said first, and one corrected to an end of the list', () => {
    expect(rank('le 3e ou le 1er')).toBe(3);
    expect(rank('le premier… non, le dernier')).toBe(4);
    expect(rank('on second thought, number 2')).toBe(2);
  });

  it('reads the slot at either end of the list, or of the day said', () => {
    expect(rank('the later one please')).toBe(4);
    expect(rank('peu importe')).toBe(1);
    expect(rank("n'importe lequel")).toBe(1);
    expect(rank('the earlier one on Thursday')).toBe(3);
    expect(rank('jeudi, le plus tard possible')).toBe(4);
  });

  it('reads hours said in words, the day after tomorrow, French day abbreviations and a dotted time', () => {
    // Shown: Wednesday 11 and Thursday 12 at 10:00 and 15:00 (Paris); now is Tuesday 10.
    expect(rank('jeudi à quinze heures')).toBe(4);
    expect(rank('Wednesday at ten please')).toBe(1);
    expect(rank("thursday, eleven o'clock")).toBeNull();
    expect(rank('après-demain à 10h')).toBe(3);
    expect(rank('the day after tomorrow at 3pm')).toBe(4);
    expect(rank('jeu. 10h')).toBe(3);
    expect(rank('mer 15h')).toBe(2);
    expect(rank('Thursday 15.00')).toBe(4);
    expect(rank('Thu 3.00pm')).toBe(4);
  });

  it('guards: an hour word that counts something stays a word', () => {
    expect(withHourWordsAsDigits('at one of your shops')).toBe('at one of your shops');
    expect(withHourWordsAsDigits('trois bagues a deux cents euros')).toBe('trois bagues a deux cents euros');
  });

  it('guards: a reason that goes on to a time of its own leaves the rank taken', () => {
    expect(rank('plutôt le deuxième, je travaille le matin')).toBe(2);
  });
});

describe('the name given beside a slot', () => {
  it('is read when introduced or beside the email', async () => {
    const introduced = await converse('fr', [
      'Un rendez-vous jeudi matin possible ?',
      'oui jeudi matin, au nom de Maëlle Roux, maelle.roux@example.fr',
    ]);
    expect(introduced.fake.bookings.map((booking) => booking.name)).toEqual(['Maëlle Roux']);
    const beside = await converse('en', [
      'Any slot on Thursday afternoon?',
      'great, Thursday afternoon. Owen Pratt owen.pratt@example.com',
    ]);
    expect(beside.fake.bookings.map((booking) => booking.name)).toEqual(['Owen Pratt']);
  });

  it('keeps the particles of a surname', () => {
    expect(fields('Anne de la Tour, anne.tour@example.fr', 'fr').name).toBe('Anne de la Tour');
    expect(fields('my name is Joost van der Berg').name).toBe('Joost van der Berg');
  });

  it('reads whom the slot is for, but no feast', async () => {
    const person = await converse('fr', [
      'Un rendez-vous svp',
      'jeudi 10h pour Hélène da Costa (helene@example.fr)',
    ]);
    expect(person.fake.bookings.map((booking) => booking.name)).toEqual(['Hélène da Costa']);
    const feast = await converse('en', ['An appointment please', "Thursday 10am for Mother's Day"]);
    expect(feast.last.lead.name).toBeNull();
  });

  it('takes the name a booking is put under over the couple said first', () => {
    expect(fields('Ada and Tom Lee — put it under Ada Lee, ada.lee@example.com').name).toBe('Ada Lee');
    expect(fields('Nora and Ben Hale, booking under Nora Hale please').name).toBe('Nora Hale');
  });
});

describe('a day the shop is closed', () => {
  it('is said to be closed, with the nearest slots', async () => {
    const fr = await converse('fr', ['Je pourrais venir dimanche ?']);
    expect(fold(fr.outputs[0]!.reply)).toContain('pas ouvert le dimanche');
    expect(slotsOf(fr.outputs[0]!).length).toBeGreaterThan(0);
    const en = await converse('en', ['Could I pop in on Monday?']);
    expect(en.outputs[0]!.reply).toContain('closed on Mondays');
  });

  it('guards: an open day is not said to be closed', async () => {
    const { outputs } = await converse('en', ['Could I pop in on Friday?']);
    expect(outputs[0]!.reply).not.toContain('closed');
  });
});

describe('marrying said as a verb', () => {
  it('is a wedding', () => {
    expect(fields('nous nous marions à la fin de l’été', 'fr').occasion).toBe('wedding');
    expect(fields('on se marie en octobre, il nous faut deux alliances', 'fr').occasion).toBe('wedding');
    expect(fields('my brother gets married in July').occasion).toBe('wedding');
    expect(fields("we're tying the knot next spring").occasion).toBe('wedding');
  });

  it('guards: a first name Marie is no wedding', () => {
    expect(fields('Je suis Marie Lenoir', 'fr').occasion).toBeUndefined();
  });
});

describe('the general word of a piece after a finer one', () => {
  it('keeps the finer one', async () => {
    const { last } = await converse('en', [
      'I would like an engagement ring made in platinum',
      'size L, I took the size from her own ring',
    ]);
    expect(last.lead.pieceType).toBe('engagement-ring');
  });

  it('guards: a finer word after the general one is taken', async () => {
    const { last } = await converse('en', ['I need a ring', 'an engagement ring, actually']);
    expect(last.lead.pieceType).toBe('engagement-ring');
  });
});

describe("a model's name that is a piece word", () => {
  it('is no piece of its own', () => {
    expect(fields("I'll buy the yellow gold wedding band, the bangle one").pieceType).toBe('wedding-band');
    expect(fields("l'alliance en or jaune, le modèle jonc", 'fr').pieceType).toBe('wedding-band');
  });

  it('guards: the piece word alone is the piece', () => {
    expect(fields('a gold bangle').pieceType).toBe('bracelet');
  });
});

describe('a piece asked to be feasible', () => {
  it('is a piece to make', () => {
    expect(intentOf('un pendentif avec une opale de feu, ce serait faisable ?', 'fr')).toBe('custom');
    expect(intentOf('a signet ring with our crest engraved, is that doable?')).toBe('custom');
    expect(intentOf("we'd love to design our own wedding bands")).toBe('custom');
  });

  it("guards: the shop's piece asked for in time is no making", () => {
    expect(intentOf('I need the opal ring by Friday, doable?')).not.toBe('custom');
  });
});

describe('a piece of the shop taken by its name', () => {
  it('is a purchase, and the piece is shown', async () => {
    expect(intentOf('Je prends la Bague Opale Marine', 'fr')).toBe('buy');
    expect(intentOf("I'll take the white gold opal ring")).toBe('buy');
    const { outputs } = await converse('fr', ['Je prends la Bague Opale Marine']);
    expect((outputs[0]!.choices ?? []).map((choice) => choice.kind === 'product' && choice.id)).toContain(
      'opal',
    );
  });

  it('guards: a slot taken is no purchase', () => {
    expect(intentOf('je prends le premier', 'fr')).not.toBe('buy');
  });
});
