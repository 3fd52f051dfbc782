/**
 * Whether a visitor's words ask to come to the shop, so that free slots are shown: an appointment or a
 * booking said in so many words, a question of availability ('any availability this week?', 'vous avez
 * un créneau samedi ?', 'Openings?', 'when's the earliest session?'), a visit ('can I come in', 'bring it
 * in', 'can I drop it in' — not in the post —, 'pouvez-vous me recevoir'), a meeting
 * ('can we meet', 'rencontrer le bijoutier'), or a session asked for ('I'd like a design session', 'je
 * souhaite une séance de création'). Whatever the purpose said beside it (a valuation, a resize, a
 * repair): the purpose names the service, these words ask for its slots. Pure, on folded text (lower
 * case, no accents), so every wording is unit-tested. Object pronouns may stand between the verbs ('je
 * peux vous la déposer', 'puis-je l'apporter').
 */

/**
 * Booking said in so many words ('rdv' is only ever an appointment, with or without its article, and so is
 * the German 'Termin' of a visitor mixing languages — not the French 'terminé'; so is 'rendez-vous' opening
 * the message or followed by its kind: 'rendez-vous création pour…'). A session taken like a rendez-vous
 * ('on peut prendre une séance de création ?', 'caler une consultation', 'can we take a design session').
 */
const BOOKING =
  /\brdv\b|\btermin(?:en)?\b|\b(?:prendre|prenez|prends|prend|prenons|fixer|fixez|caler|calez|avoir|obtenir|planifier|organiser) (?:un |le |mon |notre )?(?:rendez-vous|rendez vous|rdv|creneau)\b|\b(?:prendre|prenez|prends|prend|prenons|fixer|fixez|caler|calez|obtenir|planifier|organiser|programmer) (?:une |la |ma |notre |un |le |mon )?(?:seance|consultation|entretien|rencontre|essayage|session)\b|\b(?:take|grab|do) (?:a |an |the |one )(?:[\w-]+ ){0,2}(?:session|consultation|fitting|appointment)\b|\b(?:un|le|mon|notre|des|vos) (?:rendez-vous|rendez vous|rdv)\b|\b(?:rendez-vous|rendez vous) (?:pour|afin)\b|^\W*(?:rendez-vous|rendez vous)\b|\b(?:rendez-vous|rendez vous) (?:creation|design|conception|consultation|essayage|estimation|expertise|reparation|devis|sur mesure|bijoutier)\b|\brendez-vous (?:est )?possible\b|\bprendre date\b|\b(?:me|nous) caser\b|\b(?:me|nous) prendre (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|aujourd'?hui|cette semaine|la semaine)\b|\b(?:reserver|reservation|reserve)\b|\bbook(?:ing|ed)?\b(?! ?(?:shop|store|keeping|let))|\b(?:schedule|scheduling)\b|\b(?:make|set up|setup|arrange|get|organise|organize) (?:an? |the |my |our )?(?:[\w-]+ ){0,2}(?:appointment|appt|time|visit|session|consultation|meeting|slot|valuation|appraisal|fitting|viewing)\b|\b(?:an|the|my|any|some|your) (?:appointments?|appts?)\b|\bappointments?\b/;

/** A question of when the shop can see the visitor. */
const AVAILABILITY =
  /\b(?:disponibilites?|dispos?|de la place|un creneau|des creneaux|vos creneaux|creneaux? (?:libres?|disponibles?)|les creneaux)\b|\b(?:etes-vous|etes vous|vous etes|seriez-vous|serez-vous) (?:disponibles?|libres?)\b|\bdisponibles? (?:pour (?:un|une|me|nous)|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|aujourd'?hui|cette semaine|la semaine)\b|\bavailability\b|\b(?:are you|is anyone|is someone|you'?re|are you guys) (?:free|available|around)\b|\b(?:free|available|open) (?:slots?|times?|appointments?|spots?)\b|\b(?:any|a|an|the) (?:slots?|spots?|openings?|times?) (?:free|available|open|left)\b|\b(?:any|a|an|some) (?:slots?|openings?|spots?|vacanc(?:y|ies))\b|\b(?:got|have) (?:any(?:thing)?|something) (?:free|open|available)\b|\bslots?\b|\bcreneaux?\b|\bwhat (?:times|days|slots|dates)\b|\bwhich (?:times|days|slots|dates)\b|\bwhat'?s (?:open|free|available)\b|\bwhen (?:are|is) (?:you|someone|anyone|the jeweller|the jeweler) (?:free|available|around)\b|\bwhen (?:can|could|would|may|might) (?:you|someone|the jeweller|the jeweler) (?:see|fit|take|meet|do|look)\b|\bwhen (?:are|is) (?:you|the shop|the store|it) open for (?:that|this|it|a|an|the)\b|\bquand (?:etes-vous|etes vous|vous etes) ouverts? pour\b|\bwhen (?:is|would|will) (?:it|that|this) (?:be )?(?:possible|doable)\b|\b(?:quand|a quel moment) (?:est-ce|est ce|serait-ce|ce serait|c'est) (?:possible|faisable)\b|\b(?:c'est|ce serait|serait-ce) (?:possible|faisable) quand\b|\bquand (?:pourrait-on|pourrions-nous|peut-on|pouvons-nous) (?:se voir|vous voir|le faire|en parler|commencer)\b|\bfit (?:me|us) in\b|\b(?:un moment|un instant|du temps|un peu de temps|une heure) (?:pour (?:moi|nous)|de libre|a (?:m|nous) consacrer)\b|\b(?:vous avez|avez-vous|vous auriez|auriez-vous|vous aurez|aurez-vous|il vous reste|vous reste-t-il) (?:un moment|un instant|du temps|un peu de temps)\b|\b(?:some time|a moment|time) (?:for (?:me|us)|to see (?:me|us))\b|\b(?:times?|slots?|dates?|days?|appointments?|spots?) (?:available|free|open)\b|\bwhat (?:does|is) your (?:week|diary|schedule|calendar|agenda|availability) (?:look|looking) like\b|\b(?:on peut|peut-on|pourrait-on|on pourrait|pouvons-nous|pourrions-nous|nous pouvons) (?:se|nous) (?:voir|rencontrer)\b|\bsqueeze (?:me|us) in\b|\bopenings\b|\bnext (?:opening|slot|appointment|appt|availability)\b|\b(?:earliest|soonest|next available|next free|first available|first free) (?:session|slot|appointment|appt|opening|visit|consultation|meeting|availability|date|time|day)s?\b/;

/** A visit to the shop. */
const VISIT =
  /\b(?:come|pop|drop|stop|swing|call|head) (?:in|by|over|round|around|down|along)\b|\bcome (?:and |to )?(?:see|look at|have a look|try|view)\b|\b(?:come|pop|drop|stop|swing|call|get) into (?:the |your )?(?:shop|store|boutique|showroom|workshop|atelier)\b|\bsit down with\b|\b(?:meet|see|talk to|speak to|speak with) (?:with )?(?:your|the|a) (?:designer|goldsmith|jeweller|jeweler|expert|gemologist)\b(?=.{0,40}\b(?:in person|in store|at the shop|about|for)\b)|\b(?:j'aimerais|je voudrais|je souhaite|je souhaiterais|nous aimerions|nous voudrions|on voudrait|on aimerait|je compte|je pense) (?:venir|passer(?! commande)|vous voir|vous rencontrer|vous rendre visite)\b|\b(?:rencontrer|voir) (?:votre|vos|le|la) (?:createur|creatrice|designer|joaillier|joailliere|bijoutier|bijoutiere|artisan)\b|\bdrop (?:it|them|(?:my|a|the|her|his) \w+) off\b|\bdrop(?:ping)? off\b|\b(?:bring|drop|pop) (?:it|them|(?:my|a|the|her|his|our|their) (?:[\w'-]+ ){0,3}[\w'-]+) (?:in|by|over|round)\b(?! (?:the |a |an )?(?:post|mail|letterbox|mailbox|box|envelope|bag)\b)|\bbring in\b|\bsee (?:me|us|someone|somebody|the jeweller|the jeweler|a jeweller|a jeweler|an expert)\b|\bmeet (?:me|us|you|someone|somebody|the jeweller|the jeweler|a jeweller|a jeweler|an expert)\b|\bmeet (?:with|up)\b|\b(?:can|could|may|shall|might) (?:i|we) meet\b|\b(?:need|want|like|love|hope|hoping) to (?:see|meet|visit) (?:you|u|y'all)\b|\b(?:can|could|would) (?:someone|somebody|you|the jeweller|the jeweler|a jeweller|a jeweler) (?:have a |take a )?look at (?:my|it|them|the|her|his|our)\b|\b(?:qu'on|que nous) (?:se|nous) (?:voie|voit|voyions|rencontre|rencontrions)\b|\b(?:moyen|possibilite) de (?:passer(?! commande)|venir|vous voir|vous rencontrer)\b|\bcome (?:in)?to (?:the |your )?(?:shop|store|boutique|showroom|workshop|atelier)\b|\bin person\b|\bvisit (?:you|the|your)\b|\bwhen (?:can|could|should|may) (?:i|we) (?:come|visit|drop|pop|stop|bring|get|have|book|see)\b|\b(?:je peux|puis-je|peut-on|pourrais-je|pourrions-nous|pourrait-on|on peut|nous pouvons|je pourrais|est-ce que je peux|est-ce qu'on peut|possible de|quand) (?:(?:le|la|les|lui|vous|me|nous|te) |l'){0,2}(?:venir|passer(?! commande)|vous voir|vous rendre visite|deposer|apporter|vous apporter|vous deposer|vous rencontrer|amener|ramener|montrer)\b|\b(?:me|nous) (?:recevoir|rencontrer|voir)\b|\b(?:rencontrer|voir) (?:le|la|un|une) (?:bijoutier|bijoutiere|joaillier|joailliere|expert|experte|artisan|artisane|gemmologue)\b|\bquand (?:puis-je|peut-on|pouvez-vous|pourriez-vous|pourrais-je|pourrait-on|pourrions-nous|est-ce que je peux|je peux) (?:vous voir|me recevoir|nous recevoir|me voir|venir|passer|faire|vous)\b/;

/**
 * A piece designed with the jeweller ('design a ring with you', 'concevoir une bague avec vous'): designing
 * together is done in a session, so it asks for one.
 */
const DESIGNED_TOGETHER =
  /\b(?:design|create|draw|sketch|work on) .{0,40}\bwith (?:you|your (?:designer|jeweller|jeweler|team|goldsmith))\b|\b(?:concevoir|creer|dessiner|imaginer) .{0,40}\bavec (?:vous|votre (?:createur|creatrice|designer|joaillier|bijoutier|equipe))\b/;

/**
 * A wish, in either language and any person ('I'd like', 'we would love', '… and would love', 'je
 * voudrais', 'nous aimerions', 'on souhaiterait'): the subject and the modal are optional, the verb of
 * wishing says it. Shared by every request below, so a new way of wishing is added once.
 */
const WISH_EN =
  "(?:(?:i|we|i'?d|we'?d|id|i would|we would|would|i'?m|we'?re|i am|we are)\\s+)?(?:like|love|want|need|prefer|wanna|be keen on|keen on|be interested in|interested in|looking for|after|hoping for|hope to get|thinking (?:about|of)|considering)|can (?:i|we) (?:have|get|book)|could (?:i|we) (?:have|get|book)|is it possible to (?:have|get|book)";
const WISH_FR =
  "(?:je |j'|nous |on )?(?:voudrais|voudrions|voudrait|veux|voulons|veut|aimerais|aimerions|aimerait|souhaite|souhaitons|souhaiterais|souhaiterions|souhaiterait|pense a|envisage|cherche|recherche)|il (?:me|nous) faudrait|(?:j'ai|nous avons|on a) besoin d'|interessee?s? par|possible d'avoir|(?:pourrais-je|puis-je|pourrions-nous|pourrait-on|peut-on) avoir";
/** What is asked for in a visit: a session, a consultation, a meeting, a slot. */
const SESSION_NOUN =
  '(?:session|seance|consultation|meeting|rencontre|entretien|appointment|appt|fitting|viewing)';
/** A session, consultation or meeting asked for ('I'd like a design session', 'je souhaite une séance'). */
const SESSION_ASKED = new RegExp(`\\b(?:${WISH_EN}|${WISH_FR})\\b.{0,40}\\b${SESSION_NOUN}s?\\b`);

/**
 * Times asked to be shown ('show me times', 'send us some dates', 'list your openings', 'montrez-moi les
 * disponibilités', 'quels jours avez-vous ?'): the slots are the answer. Opening hours are another question.
 */
const TIMES_SHOWN =
  /\b(?:show|send|give|list|tell|offer)(?: (?:me|us))? (?:the |your |some |any |a few |a couple of )?(?:available |free |open |possible |next |upcoming )?(?:times|dates|days|slots|openings|availabilit(?:y|ies)|appointments)\b|\blet (?:me|us) (?:see|know) (?:the |your |some )?(?:available |free |open |possible )?(?:times|dates|slots|availability)\b|\b(?:montrez|montre|donnez|donne|envoyez|envoie|proposez|propose|indiquez|indique)(?:-moi|-nous| moi| nous)? (?:les |vos |des |quelques )?(?:dates|disponibilites|jours|heures|horaires (?:libres|disponibles|possibles))\b|\bquel(?:le)?s? (?:jours?|dates?|creneaux?|moments?|heures?) (?:vous |avez-vous|auriez-vous|sont|seraient|serait|de libre|libres?|disponibles?|possibles?|vous conviendrai\w*)/;

/**
 * The visitor asking when the shop can take them, the thing to do said before ('je voudrais faire agrandir
 * ma bague, quand pouvez-vous ?', 'my clasp is loose, when could you?'): a question of slots.
 */
const WHEN_CAN_YOU =
  /\b(?:when (?:can|could) (?:you|u|someone)|quand (?:pouvez|pourriez|pourrez)[- ]vous|vous pouvez quand|vous pourriez quand)\s*[?!.]*\s*$/;

/**
 * A piece brought to the shop for a job ('can I bring it for repair?', 'bring my watch to you', 'take my
 * ring to your workshop for a resize'): a visit, not a piece sent by post.
 */
const BROUGHT_FOR_JOB =
  /\b(?:bring|take|carry) (?:it|them|(?:my|a|the|her|his|our|their) (?:[\w'-]+ ){0,3}[\w'-]+) (?:(?:in |over |round )?to (?:you|the (?:shop|store|boutique|workshop)|your (?:shop|store|boutique|workshop))|(?:in |over |round )?for (?:a |an |the )?(?:repair|resiz\w*|valuation|appraisal|look|check|fix\w*|clean\w*|servic\w*|quote|estimate))\b/;

/** Trying a piece on is done in the shop ('Can I try it on?', 'je peux l'essayer ?') — not the try-on online. */
const TRY_ON =
  /\b(?:try (?:it|them|one|some|the \w+|a \w+|rings?) on|try on)\b|\b(?:l'essayer|les essayer|essayer (?:la|le|les|une|un|des))\b/;
const ONLINE =
  /\b(?:virtual|virtually|online|en ligne|virtuel\w*|photo|camera|webcam|at home|a la maison|chez moi)\b/;

export function asksForVisit(folded: string): boolean {
  return (
    BOOKING.test(folded) ||
    AVAILABILITY.test(folded) ||
    VISIT.test(folded) ||
    SESSION_ASKED.test(folded) ||
    TIMES_SHOWN.test(folded) ||
    WHEN_CAN_YOU.test(folded) ||
    BROUGHT_FOR_JOB.test(folded) ||
    DESIGNED_TOGETHER.test(folded) ||
    (TRY_ON.test(folded) && !ONLINE.test(folded))
  );
}

/**
 * A ring's size changed, asked as a job ('je voudrais la faire mettre à taille', 'can I get my ring resized',
 * 'la faire agrandir', 'have it sized down'): done on the piece in the shop, as a valuation is, so it asks
 * for the resize's slots. A size said alone ('she's a 52') or a ring said too big is no request of a job.
 */
const RESIZE_ASKED =
  /\b(?:(?:re)?mettre (?:[a-z'-]+ ){0,4}a (?:la |sa |ma |votre |sa bonne |la bonne )?taille|mise a (?:la )?taille|resiz(?:e|ed|ing)|re-?siz(?:e|ed|ing)|agrandir|retrecir|elargir|(?:reduire|changer|modifier|ajuster|reprendre) (?:la|sa) taille|sized? (?:it |them |her |him )?(?:up|down)|made (?:bigger|smaller|larger|tighter|looser))\b/;

export function asksForResize(folded: string): boolean {
  return RESIZE_ASKED.test(folded);
}

/** A part of the day ('jeudi après-midi', 'Wednesday morning'). */
const PART_OF_DAY =
  /\b(?:matin|matinee|apres-midi|apres midi|aprem|soir|soiree|morning|afternoon|evening|lunchtime|lunch time|midday|noon|midi|heure du dejeuner|fin de (?:la )?journee|end of the day|after work|apres (?:le|mon) (?:travail|boulot)|first thing)\b/;
/** A time of the day ('15h', '3pm', '14:30', 'at 11'). */
const TIME_OF_DAY =
  /\b\d{1,2}\s*(?:h|heures?|:)\s*\d{0,2}|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\bat \d{1,2}\b/;
/** A free time asked about ('anything Thursday?', 'quelque chose jeudi ?', 'possible mercredi ?'). */
const OPEN_ASK =
  /\b(?:anything|something|any time|quelque chose|rien|de libre|libre|free|available|disponibles?|dispo|possible|faisable|doable|ideally|idealement|would suit|works for (?:me|us)|suits (?:me|us)|me va|nous va|me convient|nous convient|me conviendrait|je prefererais|je prefere|i'?d prefer|prefer)\b/;
/**
 * The day is when the piece is wanted, not when the visitor comes ('ready by Thursday', 'pour samedi'); 'by'
 * after a verb of coming is the visit itself ('drop by Saturday', 'come by at 3').
 */
const DEADLINE =
  /\b(?<!\b(?:drop|drops|dropping|come|comes|coming|stop|stops|stopping|swing|swinging|pop|popping|pass|passing|call|calling) )(?:by|before|until|till|ready|done|finished|back|delivered|avant|d'ici|jusqu'a|pret|prete|prets|pretes|fini|finie|termine|terminee|recuperer|livre|livree|livrer|deliver)\b|\b(?:pour|for) (?:le |la |ce |cette |this |next |the )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|demain|tomorrow|weekend|week-end)\b/;
/** A question of the shop's hours on a day ('are you open on Sunday?'): the hours answer it. */
const HOURS_ASKED =
  /\b(?:open|opens|opening|close|closes|closed|hours|ouvert|ouverts|ouverte|ouvrez|ferme|fermez|fermes|horaires?)\b/;
/** Something 'open' or 'free' asked for: a free time, not the shop's hours. */
const FREE_TIME_ASKED =
  /\b(?:anything|something|any slot|quelque chose|un creneau|une place)\s+(?:open|free|libre|de libre|ouvert|dispo)\b/;

/**
 * The visitor saying they would come ('I'd like to come at noon', 'we want to drop by', 'je voudrais passer',
 * 'nous aimerions venir'): a wish to visit, whatever else the message asks.
 */
const WISH_TO_COME =
  /\b(?:i|we)(?:'?d| would| want to| wanna| plan to| hope to| intend to| mean to| will| can| could| might)(?: (?:like|love|prefer|rather|want|be able))?(?: to)? (?:come|pop|drop|stop|swing|visit|call in)\b|\b(?:i'?m|we'?re|i am|we are) (?:thinking of|planning on|planning to|hoping to|going to) (?:com(?:e|ing)|visit(?:ing)?|pop(?:ping)?|drop(?:ping)?)\b|\b(?:can|could|may|might) (?:i|we) (?:come|pop|drop|stop|swing|visit|call in)\b|\b(?:puis-je|pourrais-je|pourrions-nous|peut-on|pourrait-on|pouvons-nous) (?:venir|passer(?! commande)|vous voir)\b|\b(?:je|j'|nous|on)\s*(?:voudrais|voudrions|souhaite|souhaiterais|souhaitons|aimerais|aimerions|compte|comptons|pense|pensons|prevois|prevoyons|veux|voulons|pourrais|pourrions|peux|pouvons|vais|allons|viendrais|viendrai|passerais|passerai)\s+(?:de\s+)?(?:venir|passer(?! commande)|vous voir)\b/;

/**
 * A day said as when the visitor would come, without a word of booking ('Vous auriez quelque chose jeudi
 * après-midi ?', 'Je préférerais un mercredi matin', 'Anything Thursday afternoon?', 'Rendez-vous création
 * possible mercredi ?'): a day with a part or a time of the day, or a day asked about as free. A day that
 * is a deadline ('ready by Friday', 'pour samedi') or a question of hours is not a visit. `saysDay` is
 * whether the text names a day (weekday, today, tomorrow, a date), read by the caller in the shop's zone.
 */
export function asksForVisitOnDay(folded: string, saysDay: boolean): boolean {
  if (!saysDay || DEADLINE.test(folded)) return false;
  // 'Anything open today at 4:30?' asks for a free time, not the hours; 'Are you open Sunday? I'd like to
  // come at noon' asks both: the visitor's own coming at a time of the day is a visit.
  const comingAt = WISH_TO_COME.test(folded) && (PART_OF_DAY.test(folded) || TIME_OF_DAY.test(folded));
  if (HOURS_ASKED.test(folded) && !(FREE_TIME_ASKED.test(folded) && TIME_OF_DAY.test(folded)) && !comingAt)
    return false;
  return PART_OF_DAY.test(folded) || TIME_OF_DAY.test(folded) || OPEN_ASK.test(folded);
}
