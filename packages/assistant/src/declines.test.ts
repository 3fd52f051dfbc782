import { describe, expect, it } from 'vitest';
import { declinedChannels } from '#lib/declines.ts';
import { fold } from '#lib/text.ts';

/** Issue 35, item 3: a contact channel refused is never asked for again. */

const channels = (text: string) => declinedChannels(fold(text)).sort();

describe('a contact channel refused', () => {
  it('reads a phone refused, in French and English', () => {
    for (const text of [
      'I’d rather not give my number',
      'I’d rather not give my phone number',
      'I don’t give out my phone number',
      'No phone please',
      'I prefer not to share my mobile',
      'Email only please',
      'Please just contact me by email',
      'Je préfère ne pas donner mon numéro',
      'Pas de téléphone svp',
      'Je ne souhaite pas laisser mon numéro de portable',
      'Je préfère être contacté uniquement par e-mail',
      'Ne m’appelez pas, merci',
    ])
      expect(channels(text), text).toEqual(['phone']);
  });

  it('reads an email refused, and both', () => {
    expect(channels('Je ne donne pas mon e-mail, appelez-moi au 078 987 65 43')).toEqual(['email']);
    expect(channels('I’d rather not say my email')).toEqual(['email']);
    expect(channels('Je préfère ne pas donner mon adresse mail')).toEqual(['email']);
    expect(channels('I don’t want to give my email or phone')).toEqual(['email', 'phone']);
    expect(channels('I’d rather not leave my contact details')).toEqual(['email', 'phone']);
    expect(channels('Je préfère ne pas laisser mes coordonnées')).toEqual(['email', 'phone']);
  });

  it('reads no refusal in a number given, a budget refused or a question', () => {
    for (const text of [
      'my number is 07700 900461',
      'no thanks',
      'I don’t have a budget',
      'What is your phone number?',
      'rather not',
      'mon e-mail : anne@exemple.fr',
    ])
      expect(channels(text), text).toEqual([]);
  });
});
