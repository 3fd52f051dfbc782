import { describe, expect, it } from 'vitest';
import { fold } from '#lib/text.ts';
import { asksForVisit } from '#lib/visit.ts';

/** Issue 35, item 2: a visit asked for in any words, beside whatever service it is for, shows slots. */

const asks = (text: string) => asksForVisit(fold(text));

describe('a visit asked for', () => {
  it('EN: booking, availability, a visit, a meeting, a session — with or without a service named', () => {
    for (const text of [
      'Can I come in for a valuation next week?',
      'Could I get my grandmother’s ring valued? When are you free?',
      'Do you have any availability for a resize this week?',
      'My ring needs resizing from an M to an O. Can I bring it in on Saturday?',
      'Can I schedule an appraisal?',
      'Can I schedule a time to have a chain repaired?',
      'I’d love to set up a custom design consultation.',
      'Could I see someone about fixing a clasp?',
      'Is there a slot for a valuation on Friday?',
      'I want to have my ring resized, what times do you have?',
      'I’d like a design session to create a pendant',
      'Can we meet on Wednesday?',
      'Are you available Saturday for a bespoke ring?',
      'When could I drop off a broken bracelet?',
      'I want to book in to get my ring made smaller',
      'Any openings left this week?',
      'Could you fit me in tomorrow?',
      'I’d like to arrange a valuation for my late mother’s rings',
      'I’d like to pop into the shop to get my ring resized',
      'I’d like to get my ring resized — when are you open for that?',
      'I want to sit down with your designer about a custom piece',
      'Can I try it on?',
    ])
      expect(asks(text), text).toBe(true);
  });

  it('FR: rendez-vous, disponibilités, venir, passer, recevoir, rencontrer, une séance', () => {
    for (const text of [
      'Je voudrais un rendez-vous pour faire estimer une bague',
      'Je voudrais faire estimer une bague, vous avez des disponibilités ?',
      'Est-il possible de venir pour une estimation la semaine prochaine ?',
      'J’aimerais faire mettre ma bague à ma taille, quand puis-je venir ?',
      'Mon collier est cassé, je peux passer le déposer samedi ?',
      'Je voudrais rencontrer le bijoutier pour dessiner une bague de fiançailles',
      'Pouvez-vous me recevoir pour une expertise ?',
      'Quand pourrais-je faire réparer ma montre ?',
      'Bonjour, j’aimerais réserver une séance pour créer une alliance',
      'Je voudrais faire agrandir ma bague, avez-vous un créneau jeudi ?',
      'Je voudrais faire évaluer des bijoux de famille, c’est possible de passer ?',
      'Êtes-vous disponibles samedi pour une création ?',
      'Je souhaite une séance de création pour nos alliances',
      'Il y a de la place jeudi pour une mise à taille ?',
      'Vous pouvez me caser jeudi pour une mise à taille ?',
      'J’aimerais venir discuter d’une création sur mesure',
      'On voudrait prendre date pour nos alliances sur mesure',
      'Est-ce que je peux l’essayer ?',
    ])
      expect(asks(text), text).toBe(true);
  });

  it('does not read a visit into questions of pieces, hours or farewells', () => {
    for (const text of [
      'Do you have rings in white gold?',
      'Is this ring available in rose gold?',
      'What time do you open on Saturday?',
      'Quels sont vos horaires ?',
      'See you soon, thanks!',
      'I’m visiting from Toronto, could you make a white gold chain for me?',
      'Avez-vous des bagues en stock ?',
      'How much is a valuation?',
      'Combien coûte une mise à taille ?',
      'Je voudrais une bague en or rose',
      'Can I try it on virtually with my camera?',
    ])
      expect(asks(text), text).toBe(false);
  });
});
