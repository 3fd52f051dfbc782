import type { Locale, LocalizedText } from '@carat/domain/locale';

/** Every sentence the offline engine says, in French and English; `{name}` marks a value. */
export const TEXTS = {
  tooLong: {
    fr: 'Votre message est trop long (maximum {max} caractères). Pouvez-vous le raccourcir ?',
    en: 'Your message is too long (at most {max} characters). Could you shorten it?',
  },
  injection: {
    fr: 'Je ne peux que vous aider avec les bijoux et les services de {business}.',
    en: 'I can only help with the jewellery and services of {business}.',
  },
  hostile: {
    fr: 'Je comprends que vous soyez agacé. Je suis là pour vous aider avec les bijoux et les services de {business}.',
    en: 'I understand you are annoyed. I am here to help with the jewellery and services of {business}.',
  },
  offTopic: {
    fr: 'Je ne peux vous aider que pour les bijoux et les services de {business} : nos pièces, une création, une réparation ou un rendez-vous.',
    en: 'I can only help with the jewellery and services of {business}: our pieces, a custom design, a repair or an appointment.',
  },
  cannotAnswer: {
    fr: 'Je n’ai pas la réponse à cette question.',
    en: 'I do not have the answer to that question.',
  },
  notUnderstood: {
    fr: 'Je ne suis pas sûr d’avoir bien compris.',
    en: 'I am not sure I understood.',
  },
  offerHandoff: {
    fr: 'Je ne parviens pas à vous aider sur ce point. Souhaitez-vous parler au bijoutier ? Répondez « Parler au bijoutier » et je lui transmets notre conversation.',
    en: 'I cannot help you with this. Would you like to talk to the jeweller? Reply ‘Talk to the jeweller’ and I will pass our conversation on.',
  },
  noted: { fr: 'Noté : {items}.', en: 'Noted: {items}.' },
  // The same acknowledgement in other words, so that two turns in a row never open alike (NOTED_KEYS).
  noted2: { fr: 'Très bien : {items}.', en: 'Lovely: {items}.' },
  noted3: { fr: 'Entendu : {items}.', en: 'Got it: {items}.' },
  askIntent: {
    fr: 'Que puis-je faire pour vous : un achat, une création sur mesure, une réparation ou mise à taille, une estimation, ou un rendez-vous ?',
    en: 'How can I help: buying a piece, a custom design, a repair or resize, a valuation, or an appointment?',
  },
  askPieceType: {
    fr: 'Quel type de bijou : bague, alliance, collier, bracelet, boucles d’oreilles… ?',
    en: 'What kind of piece: ring, wedding band, necklace, bracelet, earrings…?',
  },
  askBudget: { fr: 'Quel budget envisagez-vous ?', en: 'What budget do you have in mind?' },
  askMetal: {
    fr: 'Quel métal préférez-vous : or jaune, or blanc, or rose, platine ou argent ?',
    en: 'Which metal do you prefer: yellow, white or rose gold, platinum or silver?',
  },
  askStone: {
    fr: 'Souhaitez-vous une pierre (diamant, saphir, émeraude…) et une taille particulière ?',
    en: 'Would you like a stone (diamond, sapphire, emerald…) and a particular cut?',
  },
  askRingSize: {
    fr: 'Connaissez-vous le tour de doigt (par exemple taille 54) ?',
    en: 'Do you know the ring size (for example size N or US 7)?',
  },
  askWantedBy: { fr: 'Pour quelle date le souhaitez-vous ?', en: 'When would you like it by?' },
  askName: { fr: 'À quel nom puis-je noter votre demande ?', en: 'What name shall I put on your request?' },
  askContact: {
    fr: 'Sur quel e-mail ou numéro de téléphone le bijoutier peut-il vous recontacter ?',
    en: 'Which email or phone number can the jeweller reach you on?',
  },
  askEmail: {
    fr: 'Sur quelle adresse e-mail le bijoutier peut-il vous recontacter ?',
    en: 'Which email address can the jeweller reach you on?',
  },
  askPhone: {
    fr: 'À quel numéro le bijoutier peut-il vous rappeler ?',
    en: 'Which number can the jeweller call you on?',
  },
  askBookingContact: {
    fr: 'Pour réserver, il me faut encore : {missing}.',
    en: 'To book, I still need: {missing}.',
  },
  missingName: { fr: 'votre nom', en: 'your name' },
  missingEmail: { fr: 'votre e-mail', en: 'your email' },
  missingPhone: { fr: 'le numéro où vous appeler', en: 'the number to call you on' },
  offerSlots: {
    fr: 'Voici les prochains créneaux libres : {slots}. Lequel vous convient ?',
    en: 'Here are the next free slots: {slots}. Which one suits you?',
  },
  // Slots asked for right after they were shown: the same offer, its question in other words.
  slotsAgain: {
    fr: 'Voici de nouveau les créneaux libres : {slots}. Lequel choisissez-vous ?',
    en: 'Here are the free slots again: {slots}. Which would you like?',
  },
  noSlots: {
    fr: 'Je ne vois pas de créneau libre dans les prochains jours ; le bijoutier vous recontactera.',
    en: 'I cannot see a free slot in the coming days; the jeweller will get back to you.',
  },
  noSlotsThen: {
    fr: 'Pas de créneau libre {when}. Les plus proches : {slots}. Lequel vous convient ?',
    en: 'There is no free slot on {when}. The nearest: {slots}. Which one suits you?',
  },
  closedThen: {
    fr: 'Le magasin n’est pas ouvert le {day}. Les créneaux libres les plus proches : {slots}. Lequel vous convient ?',
    en: 'The shop is closed on {day}s. The nearest free slots: {slots}. Which one suits you?',
  },
  morning: { fr: 'matin', en: 'morning' },
  afternoon: { fr: 'après-midi', en: 'afternoon' },
  slotChosen: { fr: 'Créneau retenu : {slot}.', en: 'Slot chosen: {slot}.' },
  booked: {
    fr: 'C’est réservé : {slot}. Un e-mail de confirmation va suivre.',
    en: 'You are booked: {slot}. A confirmation email will follow.',
  },
  deposit: {
    fr: 'Un acompte est demandé pour ce service : {url}',
    en: 'This service takes a deposit: {url}',
  },
  held: {
    fr: 'Le créneau {slot} vous est réservé jusqu’au paiement de l’acompte{deposit}, pendant {minutes} minutes. Réglez l’acompte ici : {url} — sans paiement, le créneau sera libéré. Le rendez-vous et ses e-mails de confirmation suivront le paiement.',
    en: 'The slot {slot} is held for you until the deposit{deposit} is paid, for {minutes} minutes. Pay the deposit here: {url} — unpaid, the slot will be released. The appointment and its confirmation emails follow the payment.',
  },
  depositAmount: { fr: ' de {amount}', en: ' of {amount}' },
  slotsListed: { fr: 'Créneaux libres : {slots}.', en: 'Free slots: {slots}.' },
  slotNotFree: {
    fr: 'Ce créneau n’est pas libre. Voici les créneaux libres les plus proches : {slots}. Lequel vous convient ?',
    en: 'That time is not free. Here are the nearest free slots: {slots}. Which one suits you?',
  },
  slotTaken: {
    fr: 'Ce créneau vient d’être pris. Voici les créneaux encore libres : {slots}. Lequel vous convient ?',
    en: 'That slot has just been taken. Here are the slots still free: {slots}. Which one suits you?',
  },
  products: {
    fr: 'Voici des pièces de notre collection qui correspondent : {items}.',
    en: 'Here are pieces from our collection that match: {items}.',
  },
  noProducts: {
    fr: 'Je ne trouve pas de pièce publiée qui corresponde ; une création sur mesure est possible.',
    en: 'I cannot find a published piece that matches; a custom design is possible.',
  },
  piecesFound: { fr: 'Voici ce que nous avons : {items}.', en: 'Here is what we have: {items}.' },
  piecesNone: {
    fr: 'Je ne trouve aucune pièce pour « {query} » dans notre catalogue. Les plus proches : {items}.',
    en: 'I found no piece for “{query}” in our catalogue. The nearest: {items}.',
  },
  piecesNoneAtAll: {
    fr: 'Je ne trouve aucune pièce pour « {query} » dans notre catalogue ; une création sur mesure est possible.',
    en: 'I found no piece for “{query}” in our catalogue; a custom design is possible.',
  },
  pieceFacts: { fr: '{items}.', en: '{items}.' },
  serviceFacts: { fr: '{name} : {facts}.', en: '{name}: {facts}.' },
  minutes: { fr: '{minutes} minutes', en: '{minutes} minutes' },
  // The work's own lead time (business.leadTimeDays), not the appointment's length.
  leadTime: {
    fr: 'Pour {work}, comptez environ {days} jours{weeks}.',
    en: 'For {work}, allow about {days} days{weeks}.',
  },
  leadTimeWeeks: { fr: ' ({weeks} semaine{plural})', en: ' ({weeks} week{plural})' },
  workCustom: { fr: 'une création sur mesure', en: 'a bespoke piece' },
  workRepair: { fr: 'une réparation', en: 'a repair' },
  workValuation: { fr: 'une estimation', en: 'a valuation' },
  workBuy: { fr: 'une commande', en: 'an order' },
  depositOf: { fr: 'acompte de {amount} à la réservation', en: 'a deposit of {amount} when booking' },
  noDeposit: { fr: 'sans acompte', en: 'no deposit' },
  free: { fr: 'gratuit', en: 'free of charge' },
  hours: { fr: 'Nos horaires : {hours}.', en: 'Our opening hours: {hours}.' },
  address: { fr: 'Notre adresse : {address}.', en: 'Our address: {address}.' },
  closed: { fr: 'fermé', en: 'closed' },
  services: { fr: 'Nos services : {services}.', en: 'Our services: {services}.' },
  onQuote: { fr: 'sur devis', en: 'on quotation' },
  collaborations: { fr: 'Nos collaborations : {items}.', en: 'Our collaborations: {items}.' },
  handoff: {
    fr: 'Je transmets votre demande au bijoutier, qui vous répondra personnellement.',
    en: 'I am passing your request to the jeweller, who will answer you personally.',
  },
  saved: {
    fr: 'Merci, votre demande est transmise au bijoutier.',
    en: 'Thank you, your request has been passed to the jeweller.',
  },
  offerAppointment: {
    fr: 'Souhaitez-vous prendre rendez-vous en boutique ?',
    en: 'Would you like to book an appointment in the shop?',
  },
  anythingElse: { fr: 'Puis-je vous aider pour autre chose ?', en: 'Can I help with anything else?' },
  welcome: {
    fr: 'Bonjour ! Je suis l’assistant de {business}.',
    en: 'Hello! I am the assistant of {business}.',
  },
} as const satisfies Record<string, LocalizedText>;

export type TextKey = keyof typeof TEXTS;

/** The acknowledgements, taken in turn (turn number modulo their count): never the same twice in a row. */
export const NOTED_KEYS = ['noted', 'noted2', 'noted3'] as const satisfies readonly TextKey[];

/** The jeweller's choice of voice (Outils → Assistant IA → Ton); warm is the texts above. */
export const TONES = ['warm', 'formal', 'concise'] as const;
export type Tone = (typeof TONES)[number];

/**
 * The sentences a tone says differently; the others are the same in every tone. An empty text is not
 * said at all (a concise assistant does not ask 'anything else?').
 */
const TONED: Record<Tone, Partial<Record<TextKey, LocalizedText>>> = {
  warm: {},
  formal: {
    welcome: {
      fr: 'Bonjour, je suis l’assistant de {business}. Je suis à votre disposition.',
      en: 'Good day, I am the assistant of {business}, at your service.',
    },
    noted: { fr: 'C’est bien noté : {items}.', en: 'Duly noted: {items}.' },
    noted2: { fr: 'Je prends note : {items}.', en: 'I have noted: {items}.' },
    noted3: { fr: 'Parfait, je retiens : {items}.', en: 'Very well: {items}.' },
    products: {
      fr: 'Voici les pièces de notre collection qui pourraient vous convenir :',
      en: 'Here are the pieces from our collection that may suit you:',
    },
    booked: {
      fr: 'Votre rendez-vous est confirmé : {slot}. Vous recevrez un e-mail de confirmation.',
      en: 'Your appointment is confirmed: {slot}. You will receive a confirmation email.',
    },
    saved: {
      fr: 'Je vous remercie : votre demande est transmise au bijoutier.',
      en: 'Thank you: your request has been forwarded to the jeweller.',
    },
    anythingElse: {
      fr: 'Puis-je vous être utile pour autre chose ?',
      en: 'May I assist you with anything else?',
    },
  },
  concise: {
    welcome: { fr: 'Bonjour, assistant de {business}.', en: 'Hello, {business} assistant here.' },
    products: { fr: 'Pièces correspondantes :', en: 'Matching pieces:' },
    booked: {
      fr: 'Réservé : {slot}. Confirmation par e-mail.',
      en: 'Booked: {slot}. Confirmation by email.',
    },
    saved: { fr: 'Demande transmise au bijoutier.', en: 'Request passed to the jeweller.' },
    anythingElse: { fr: '', en: '' },
  },
};

export function say(
  key: TextKey,
  locale: Locale,
  values: Record<string, string | number> = {},
  tone: Tone = 'warm',
): string {
  const text = TONED[tone][key] ?? TEXTS[key];
  return text[locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** What the model engine is told of the tone. */
export const TONE_INSTRUCTIONS: Record<Tone, string> = {
  warm: 'Be warm and welcoming, like a jeweller greeting a client in the shop.',
  formal: 'Be formal and courteous (in French, vouvoiement and formal phrasing); no exclamation marks.',
  concise: 'Be concise: short sentences, no pleasantries, no closing question.',
};

export const WEEKDAYS: Record<Locale, readonly string[]> = {
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
