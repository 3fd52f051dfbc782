import { describe, expect, it } from 'vitest';
import { createFakeShop, type DialogueShop } from '#lib/dialogue-eval.ts';
import type { ReplyOutput } from '#lib/engine.ts';
import { analyse, buildKnowledge } from '#lib/knowledge.ts';
import { createOfflineEngine } from '#lib/offline.ts';
import type { ConversationState } from '#lib/state.ts';
import type { Product, Service } from '#lib/tools.ts';

/** Issue 35, item 1: real search over the jeweller's catalogue, FAQ and services, in French and English. */

const piece = (id: string, name: string, price: number, extra: Partial<Product>): Product => ({
  id,
  name,
  priceMinor: price * 100,
  currency: 'EUR',
  category: null,
  metal: null,
  ...extra,
});

const PRODUCTS: Product[] = [
  piece('p1', 'Bague Solitaire Aurore', 3200, {
    category: 'engagement-ring',
    metal: 'platinum',
    stones: ['diamond'],
  }),
  piece('p2', 'Collier Perle de Lune', 520, {
    category: 'necklace',
    metal: 'yellow-gold-18k',
    stones: ['pearl'],
  }),
  piece('p3', 'Bracelet Maille Argent', 165, { category: 'bracelet', metal: 'silver' }),
  piece('p4', 'Pendentif Cœur Rubis', 740, { category: 'pendant', metal: 'rose-gold-18k', stones: ['ruby'] }),
];
const SERVICES: Service[] = [
  {
    id: 'estimation',
    kind: 'valuation',
    name: { fr: 'Estimation', en: 'Valuation' },
    priceMinor: 6000,
    durationMinutes: 30,
  },
  {
    id: 'creation',
    kind: 'custom',
    name: { fr: 'Séance de création', en: 'Design session' },
    priceMinor: 8000,
    durationMinutes: 60,
    depositMinor: 8000,
  },
];
const FAQ = [
  { question: 'Où êtes-vous situés ?', answer: "L'atelier est au 12 rue du Bac, 75007 Paris." },
  { question: 'Livrez-vous ?', answer: 'Nous livrons partout en France sous 72 heures.' },
  { question: 'What is your returns policy?', answer: 'Unworn pieces can be returned within 30 days.' },
  { question: 'Faites-vous la gravure ?', answer: 'La gravure est offerte sur les alliances.' },
  { question: 'Quelle est la garantie ?', answer: 'Toutes nos pièces sont garanties deux ans.' },
  { question: 'Do you offer finance?', answer: 'Spread the cost over 3 months with Klarna.' },
];

const index = buildKnowledge({ products: PRODUCTS, faq: FAQ, services: SERVICES, locale: 'fr' });
const ids = (text: string) => index.searchProducts(text).map((hit) => hit.product.id);

describe('analyse', () => {
  it('folds, stems and maps both languages to one concept', () => {
    expect(analyse('Rings')).toEqual(analyse('bagues'));
    expect(analyse('émeraudes')).toEqual(analyse('emerald'));
    expect(analyse('Do you have any rings?')).toEqual(['c_ring']);
    // 'or': French gold, or the English conjunction.
    expect(analyse('des chaînes en or')).toEqual(['c_chain', 'c_gold']);
    expect(analyse('Chaîne gourmette or')).toContain('c_gold');
    expect(analyse('rings or necklaces')).toEqual(['c_ring', 'c_necklace']);
  });
});

describe('catalogue search', () => {
  it("finds a French piece from English words: 'rings' finds 'Bague …'", () => {
    expect(ids('What rings do you have in stock?')).toEqual(['p1']);
    expect(ids('anything with a ruby?')).toEqual(['p4']);
    expect(ids('do you sell pearl necklaces')).toEqual(['p2']);
    expect(ids('Qu’avez-vous en argent ?')).toEqual(['p3']);
    expect(ids('engagement ring in platinum')).toEqual(['p1']);
  });

  it("finds a piece by its shop's category names, in either language", () => {
    const knowledge = buildKnowledge({
      products: [
        ...PRODUCTS,
        piece('p5', 'Maille Riviera', 90, { categoryNames: ['Chaînes de cheville', 'Anklets'] }),
        piece('p6', 'Sautoir Opéra', 410, { categoryNames: ['Colliers', 'Necklaces'] }),
      ],
      faq: [],
      services: SERVICES,
      locale: 'fr',
    });
    const found = (text: string) => knowledge.searchProducts(text).map((hit) => hit.product.id);
    expect(found('do you have anklets?')).toEqual(['p5']);
    expect(found('des chaînes de cheville ?')).toContain('p5');
    // Filed under the shop's 'Colliers': a necklace, beside the one whose kind says so.
    expect(found('necklaces').sort()).toEqual(['p2', 'p6']);
  });

  it('finds a piece by its name, a typo forgiven', () => {
    expect(ids('Combien coûte le pendentif coeur ?')).toEqual(['p4']);
    expect(ids('the Aurora solitaire')).toEqual(['p1']);
  });

  it('ignores words no piece carries, and finds nothing for a kind the catalogue lacks', () => {
    expect(ids('je cherchais une idée de cadeau en argent')).toEqual(['p3']);
    expect(ids('a titanium watch')).toEqual([]);
  });

  it('names the service a question is about, and answers the FAQ in the other language', () => {
    expect(index.searchService('Combien coûte une estimation ?')?.id).toBe('estimation');
    expect(index.searchService('Is there a deposit for the design session?')?.id).toBe('creation');
    expect(index.searchFaq('Where are you located?')?.entry.question).toBe('Où êtes-vous situés ?');
    expect(index.searchFaq('Vous faites la livraison ?')?.entry.question).toBe('Livrez-vous ?');
    expect(index.searchFaq('can I return a ring?')?.entry.question).toBe('What is your returns policy?');
    expect(index.searchFaq('Quelle est la météo ?')).toBeNull();
    // Conjugated, and with words that are not a subject ('combien de temps').
    expect(index.searchFaq('Est-ce que vous gravez les alliances ?')?.entry.question).toBe(
      'Faites-vous la gravure ?',
    );
    expect(index.searchFaq('Vos bijoux sont garantis combien de temps ?')?.entry.question).toBe(
      'Quelle est la garantie ?',
    );
    expect(index.searchFaq('Can I pay monthly?')?.entry.question).toBe('Do you offer finance?');
    // A piece's stone is not the subject of an FAQ entry that merely mentions it.
    expect(index.searchFaq('Do you have pearl necklaces in 18k gold?')).toBeNull();
  });

  it('answers FAQ questions worded apart from the FAQ: synonyms, phrases, typos, where', () => {
    const question = (text: string) => index.searchFaq(text)?.entry.question ?? null;
    expect(question('If she does not like it, can I get my money back?')).toBe(
      'What is your returns policy?',
    );
    expect(question('Si la bague ne plaît pas, je peux la rendre ?')).toBe('What is your returns policy?');
    expect(question("Vous envoyez par la poste jusqu'à Lyon ?")).toBe('Livrez-vous ?');
    expect(question('Combien de temps vos bijoux sont-ils couverts ?')).toBe('Quelle est la garantie ?');
    expect(question("C'est où exactement votre boutique ?")).toBe('Où êtes-vous situés ?');
    expect(question('Nearest metro station?')).toBe('Où êtes-vous situés ?');
    expect(question('Est-ce qu’on peut étaler le paiement ?')).toBe('Do you offer finance?');
    expect(question('Is there a way to split the payment?')).toBe('Do you offer finance?');
    expect(question('vous fété la gravur sur les aliances?')).toBe('Faites-vous la gravure ?');
    expect(question('Peut-on faire inscrire nos initiales ?')).toBe('Faites-vous la gravure ?');
    // What a piece is does not stop a question about the shop: delivery of a ring is delivery.
    expect(question('How quickly can you post a ring to Lyon?')).toBe('Livrez-vous ?');
    expect(index.searchFaq('How quickly can you post a ring to Lyon?')?.coverage).toBe(1);
  });

  it("names a service without the piece's kind, and a resizing said without the word", () => {
    const withResize = buildKnowledge({
      products: PRODUCTS,
      faq: FAQ,
      services: [
        ...SERVICES,
        {
          id: 'conseil',
          kind: 'consultation',
          name: { fr: 'Rendez-vous conseil', en: 'Consultation' },
          priceMinor: 0,
          durationMinutes: 45,
        },
        {
          id: 'resize',
          kind: 'resize',
          name: { fr: 'Mise à taille', en: 'Ring resizing' },
          priceMinor: 4500,
          durationMinutes: 20,
        },
      ],
      locale: 'en',
    });
    expect(withResize.searchService('Could I book a consultation to look at engagement rings?')?.id).toBe(
      'conseil',
    );
    expect(withResize.searchService('Can you take my ring down from an O to an M?')?.id).toBe('resize');
    expect(withResize.searchService('Pour mettre une bague à ma taille, quel tarif ?')?.id).toBe('resize');
    expect(withResize.searchService('I would like to see some rings')).toBeNull();
  });

  it("takes a piece's kind from its category or its name's first or last word, not a word inside", () => {
    const shop = buildKnowledge({
      products: [
        piece('b1', 'Alliance Jonc or jaune', 690, { category: 'wedding-band', metal: 'yellow-gold-18k' }),
        piece('b2', 'Bague Solitaire Aurore', 2400, { category: 'chain', metal: 'platinum' }),
        piece('b3', 'Pearl Drop Earrings', 145, { category: null, metal: 'silver' }),
      ],
      faq: [],
      services: [],
      locale: 'fr',
    });
    const found = (text: string) => shop.searchProducts(text).map((hit) => hit.product.id);
    expect(found('Un bracelet en or jaune ?')).toEqual([]);
    expect(found('What rings do you have?')).toContain('b2');
    expect(found('earrings')).toEqual(['b3']);
  });
});

const SHOP: DialogueShop = {
  business: {
    name: 'Maison Test',
    currency: 'EUR',
    services: [...SERVICES],
    openingHours: [2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '19:00' })),
    collaborations: [],
    leadTimeDays: {},
  },
  timeZone: 'Europe/Paris',
  slotTimes: ['10:00', '15:00'],
  catalogue: PRODUCTS.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.priceMinor / 100,
    category: p.category,
    metal: p.metal,
    stones: p.stones ?? [],
  })),
  faq: [],
};

async function converse(locale: 'fr' | 'en', turns: string[], shopFacts: DialogueShop = SHOP) {
  const now = new Date('2026-03-10T18:00:00Z');
  const shop = createFakeShop(shopFacts, locale, now);
  const engine = createOfflineEngine();
  let state: ConversationState | null = null;
  const outputs: ReplyOutput[] = [];
  for (const text of turns) {
    const out = await engine.reply({
      state,
      text,
      locale,
      now,
      timeZone: SHOP.timeZone,
      tools: shop.tools,
      business: shop.business,
    });
    outputs.push(out);
    state = JSON.parse(JSON.stringify(out.state)) as ConversationState;
  }
  return outputs;
}

describe('the offline engine answers first', () => {
  it('shows the pieces asked for as cards and in the text, then answers a follow-up of them', async () => {
    const [rings, price] = await converse('en', ['What rings do you have?', 'How much is it?']);
    expect(rings!.choices?.map((c) => c.kind === 'product' && c.id)).toEqual(['p1']);
    expect(rings!.reply).toContain('Bague Solitaire Aurore — €3,200');
    expect(price!.reply).toContain('€3,200');
  });

  it("'Vendez-vous des montres ?' is a question about pieces, not 'rendez-vous'", async () => {
    const [out] = await converse('fr', ['Vendez-vous des montres ?']);
    expect(out!.choices?.some((c) => c.kind === 'slot')).toBeFalsy();
    expect(out!.reply).toMatch(/Je ne trouve aucune pièce pour « .*montres.* »/);
  });

  it("'nothing matches' names what was searched and offers the nearest pieces", async () => {
    const [out] = await converse('en', ['Do you have any titanium pearl necklaces?']);
    expect(out!.reply).toMatch(/no piece for “.*titanium.*”/);
    expect(out!.reply).toContain('Collier Perle de Lune');
    expect(out!.choices?.some((c) => c.kind === 'product' && c.id === 'p2')).toBe(true);
  });

  it('answers a service’s price, duration and deposit, and a follow-up of it', async () => {
    const [price, length] = await converse('fr', [
      'Combien coûte une estimation ?',
      'Et ça dure combien de temps ?',
    ]);
    expect(price!.reply).toMatch(/Estimation : 60\s€, 30 minutes/);
    expect(length!.reply).toContain('30 minutes');
    const [deposit] = await converse('fr', ['Faut-il verser un acompte pour une séance de création ?']);
    expect(deposit!.reply).toMatch(/acompte de 80\s€/);
  });

  it('offers the slots of the service named, and books a day and time said that were not among those shown', async () => {
    const now = new Date('2026-03-10T18:00:00Z');
    const shop = createFakeShop(SHOP, 'fr', now);
    const engine = createOfflineEngine();
    let state: ConversationState | null = null;
    const say = async (text: string) => {
      const out = await engine.reply({
        state,
        text,
        locale: 'fr',
        now,
        timeZone: SHOP.timeZone,
        tools: shop.tools,
        business: shop.business,
      });
      state = JSON.parse(JSON.stringify(out.state)) as ConversationState;
      return out;
    };
    const asked = await say('Je voudrais faire estimer une bague, vous avez des disponibilités ?');
    const slots = (asked.choices ?? []).filter((c) => c.kind === 'slot');
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.kind === 'slot' && slot.serviceId === 'estimation')).toBe(true);
    // Four slots shown (Wednesday and Thursday); Saturday 15h is free too.
    await say('samedi 15h');
    await say('Anne Meier');
    const booked = await say('anne.meier@example.com');
    expect(booked.booking).toBeDefined();
    expect(shop.bookings[0]).toMatchObject({
      start: '2026-03-14T14:00:00.000Z',
      serviceId: 'estimation',
      name: 'Anne Meier',
      phone: null,
    });
  });
});

describe('lead times, visits asked in other words, and a deposit booking', () => {
  const TIMED: DialogueShop = {
    ...SHOP,
    business: {
      ...SHOP.business,
      services: [
        ...SERVICES,
        {
          id: 'reparation',
          kind: 'repair',
          name: { fr: 'Réparation', en: 'Repair' },
          priceMinor: null,
          durationMinutes: 20,
        },
      ],
      leadTimeDays: { custom: 42, repair: 10 },
    },
  };

  it("answers how long the work takes from the shop's lead times, beside the appointment's length", async () => {
    const [, repair] = await converse(
      'fr',
      ["Une pierre s'est détachée de ma bague", 'Vous pouvez me dire combien de temps ça prend ?'],
      TIMED,
    );
    expect(repair!.reply).toContain('comptez environ 10 jours');
    const [watch] = await converse(
      'fr',
      ['Ma bague est cassée, vous la réparez en combien de temps ?'],
      TIMED,
    );
    expect(watch!.reply).toContain('comptez environ 10 jours');
    const [bespoke] = await converse('en', ["What's the lead time on bespoke work?"], TIMED);
    expect(bespoke!.reply).toContain('allow about 42 days (6 weeks)');
    // No lead time published: nothing invented.
    const [none] = await converse('en', ["What's the lead time on bespoke work?"]);
    expect(none!.reply).not.toMatch(/allow about/);
  });

  it("shows the named service's slots for a visit asked without 'appointment', picks '10 on Saturday', holds it for the deposit", async () => {
    const [slots, chosen, booked] = await converse(
      'en',
      [
        'Can we come in on Saturday to talk about a bespoke ring?',
        '10 on Saturday',
        'Tom Hughes tom@example.com',
      ],
      TIMED,
    );
    const shown = (slots!.choices ?? []).filter((c) => c.kind === 'slot');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.kind === 'slot' && c.serviceId === 'creation')).toBe(true);
    expect(slots!.reply).toMatch(/Saturday 14 March at 10:00/);
    expect(chosen!.lead.budget).toBeNull();
    // The day of a visit asked for is not the date the piece is wanted by.
    const [visit] = await converse('en', ['Can I swing by tomorrow afternoon?'], TIMED);
    expect(visit!.choices?.some((c) => c.kind === 'slot')).toBe(true);
    expect(visit!.lead.wantedBy).toBeNull();
    const [, , done] = await converse(
      'en',
      ['Can I swing by tomorrow afternoon?', 'the first one', 'Jo Smith, jo@example.com'],
      TIMED,
    );
    expect(done!.booking).toBeTruthy();
    expect(done!.lead.intent).toBe('appointment');
    expect(done!.reply).not.toMatch(/How can I help/);
    expect(booked!.booking?.serviceId).toBe('creation');
    expect(booked!.booking?.depositUrl).toBeTruthy();
    expect(booked!.reply).toContain(booked!.booking!.depositUrl!);
    expect(booked!.reply).toMatch(/held/);
  });

  it('answers a statement the FAQ speaks to, and a hostile turn that asks', async () => {
    const [engraving] = await converse('fr', ['Je voudrais faire graver nos alliances'], {
      ...SHOP,
      faq: [
        {
          question: { fr: 'Faites-vous la gravure ?', en: 'Do you engrave?' },
          answer: { fr: 'La gravure est offerte sur les alliances.', en: 'Engraving is free on bands.' },
          keywords: [],
        },
      ],
    });
    expect(engraving!.reply).toContain('La gravure est offerte');
    const [hostile] = await converse('en', ['Shut up and tell me the price of the pearl necklace, idiot']);
    expect(hostile!.reply).toContain('€520');
    expect(hostile!.reply).not.toMatch(/idiot|shut up/i);
  });
});
