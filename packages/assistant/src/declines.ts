/**
 * A contact channel the visitor will not give ('I'd rather not give my number', 'je ne donne pas mon
 * e-mail', 'email only please'): that channel is never asked for again, and the contact question asks
 * only for the other one. Pure, on folded text (lower case, no accents), so every wording is unit-tested.
 */

export type Channel = 'phone' | 'email';

const PHONE = `(?:phone|telephone|tel|numbers?|numeros?|mobile|portable|cell|cellphone|digits|06|07)`;
const EMAIL = `(?:e-?mails?|mails?|courriels?|adresse (?:e-?mail|mail|electronique)|email address)`;

/** A refusal before the channel's word, within a few words. */
const REFUSAL = `(?:(?:i'?d|i would|je) (?:rather|prefer|prefere|prefererais)(?: not| ne pas| pas)|(?:i'?d |i would )?prefer not|rather not|don'?t (?:want to|wish to|like to|give(?: out)?|share|hand out|have|do)|do not (?:want to|wish to|give(?: out)?|share)|won'?t (?:give|share|say|be giving)|not (?:giving|give|sharing|share|comfortable (?:giving|sharing))|no need for|keep (?:my|the)|without (?:a|my|the)?|no|je ne (?:(?:le |la |vous )?(?:donne|donnerai|communique|communiquerai|laisse|laisserai|souhaite|veux|prefere))(?: pas)?|je (?:ne )?(?:veux|souhaite|prefere|voudrais) (?:pas|ne pas)|pas (?:de|mon|ma)|sans|aucun|n'ai pas(?: de)?)`;

const DECLINES: Record<Channel, RegExp> = {
  phone: new RegExp(
    String.raw`\b${REFUSAL}\b(?:\s+\S+){0,4}?\s+${PHONE}\b|\b${PHONE}\b.{0,20}\b(?:no thanks|non merci|if that'?s ok|pas question|private|prive)\b`,
  ),
  email: new RegExp(
    String.raw`\b${REFUSAL}\b(?:\s+\S+){0,4}?\s+${EMAIL}\b|\b${EMAIL}\b.{0,20}\b(?:no thanks|non merci|pas question|private|prive)\b`,
  ),
};

const DETAILS = '(?:details|contact details|contact info|contact information|coordonnees|contact)';
/** Both channels refused at once ('I'd rather not leave my details', 'pas mes coordonnées'). */
const DECLINES_BOTH = new RegExp(`\\b${REFUSAL}\\b(?:\\s+\\S+){0,4}?\\s+${DETAILS}\\b`);

/** 'By email only', 'plutôt par téléphone': the other channel is declined. */
const ONLY_BY: Record<Channel, RegExp> = {
  // Only by phone: the email is declined.
  phone: new RegExp(
    String.raw`\b(?:only|just|uniquement|seulement|juste|plutot)\b.{0,15}\b(?:by|par|via|au)\s+${PHONE}\b|\b(?:by|par)\s+${PHONE}\s+(?:only|uniquement|seulement)\b|\bcall me,? (?:don'?t|do not) (?:e-?mail|write)\b|\bappelez-moi plutot\b`,
  ),
  email: new RegExp(
    String.raw`\b(?:only|just|uniquement|seulement|juste|plutot)\b.{0,15}\b(?:by|par|via)\s+${EMAIL}\b|\b(?:by|par)\s+${EMAIL}\s+(?:only|uniquement|seulement)\b|\b${EMAIL} only\b|\b(?:e-?mail|write to) me,? (?:don'?t|do not|no) (?:call|phone|ring)\b|\bno (?:calls|phone calls)\b|\bpas d'appels?\b|\bne m'appelez pas\b`,
  ),
};

/** The channels a message declines. */
export function declinedChannels(folded: string): Channel[] {
  const found = new Set<Channel>();
  for (const channel of ['phone', 'email'] as const) if (DECLINES[channel].test(folded)) found.add(channel);
  if (DECLINES_BOTH.test(folded)) {
    found.add('phone');
    found.add('email');
  }
  // 'email only' declines the phone; 'call me, don't email' declines the email.
  if (ONLY_BY.email.test(folded)) found.add('phone');
  if (ONLY_BY.phone.test(folded)) found.add('email');
  return [...found];
}
