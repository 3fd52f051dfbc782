import type { Locale } from '@carat/domain/locale';
import type { Extraction } from '#lib/extract.ts';
import { analyse, type KnowledgeIndex, knowledgeFor } from '#lib/knowledge.ts';
import { metalLabel, moneyLabel, pieceLabel } from '#lib/labels.ts';
import type { Budget, Intent, PieceType } from '#lib/lead.ts';
import { SHOP_BUYS } from '#lib/normalise/intent.ts';
import type { ConversationState } from '#lib/state.ts';
import type { TextKey } from '#lib/texts.ts';
import type { AssistantTools, BusinessFacts, Choice, Product, Service } from '#lib/tools.ts';

/**
 * Answer first: before any question of ours, what the visitor asked is answered from
 * the jeweller's own content — pieces by what they are (kind, metal, stone, name, price range) in either
 * language, a service's price, duration and deposit, the FAQ — and a follow-up ('how much is it?', 'how
 * long does it take?') is answered of what was just shown. 'Nothing matches' names what was searched and
 * offers the nearest pieces.
 */

type Say = (key: TextKey, locale: Locale, values?: Record<string, string | number>) => string;

export const PIECES_SHOWN = 6;

const ASKS_PRICE =
  /\b(combien|prix|tarifs?|coute|coutent|couter|how much|price|prices|cost|costs|priced|charge|charges|fee|fees|frais)\b/;
/** A question of how long the work takes, not the appointment ('délai', 'lead time', 'within a week'). */
const ASKS_LEAD_TIME =
  /\b(delais?|fabrication|fabriquer|lead time|turnaround|turn around|how soon|ready|prete?s?|within|sous combien|d'ici combien|combien de (jours|semaines)|how many (days|weeks)|ca prend|cela prend|prend combien|prennent|would (a|the|it) \w+ take|does (a|the|it) \w+ take|take to)\b/;
/**
 * A span asked as feasible: the work's lead time answers it ('faisable en 3 semaines ?', 'could you make it in
 * 4 weeks?', 'un bracelet sous quinze jours, c'est possible ?', 'can it be done within a month?'). A word of
 * feasibility and a span of days, weeks or months after en/sous/in/within, in either order.
 */
const FEASIBLE =
  /\b(faisable|possible|realisable|jouable|envisageable|pouvez|pourriez|peut|pourrait|arrivez|arriveriez|doable|feasible|could you|can you|can it|could it|would you|are you able|manage)\b/;
const WITHIN_SPAN =
  /\b(en|sous|d'ici|in|within)\s+(\d+|un|une|deux|trois|quatre|cinq|six|huit|dix|quinze|a|an|one|two|three|four|five|six|eight|ten|a couple of|a few|quelques)\s+(jours?|semaines?|mois|days?|weeks?|months?)\b/;
/**
 * A date the work is needed by, said beside a question of whether it can be done ('can you fix it? need it
 * back by March 27', 'vous pouvez en remettre une ? Il me la faudrait pour le 20 avril'): the lead time
 * answers whether it is feasible.
 */
const NEEDED_BY =
  /\b(?:need(?:ed)?\s+(?:it|them|this|that)(?:\s+back)?\s+(?:by|before|for)|want\s+(?:it|them)\s+back\s+(?:by|before|for)|(?:il|elle)\s+(?:me|nous)\s+(?:la|le|les)\s+(?:faut|faudrait)|(?:il|elle)\s+(?:me|nous)\s+faut\s+(?:la|le|les)\s+recuperer|j'en\s+(?:ai|aurais)\s+besoin\s+(?:pour|avant)|(?:je\s+)?(?:la|le|les)\s+voudrais\s+(?:pour|avant))\b/;
const ASKS_DURATION = /\b(combien de temps|duree|dure|durent|prend|prennent|how long|take|takes|duration)\b/;
const ASKS_DEPOSIT = /\b(acomptes?|arrhes|deposits?|verser|upfront|d'avance)\b/;
const ASKS_METAL =
  /\b(quel metal|quels metaux|en quoi|en quelle matiere|what metal|which metal|made of|made from|what is it made)\b/;
/**
 * A question or a request to see pieces, not a statement of what the visitor owns or wants made; 'something'
 * may be typed short ('qqch avec des perles', 'smth in gold').
 */
// An interest in a piece said as a statement ('je suis intéressée par le Solitaire', 'keen on the halo
// ring', 'j'ai repéré votre collier') asks to see it, as a question would.
const ASKS =
  /\?|^(what|whats|which|where|when|how|do|does|did|can|could|is|are|have|got|any|show|montrez|montre|quel|quelle|quels|quelles|ou|comment|combien|est-ce|avez|auriez|vendez|faites|puis|peut|pouvez|vous avez|vous vendez|je cherche|i'm looking|i am looking|looking for|je cherchais|anything|something|quelque chose|qqch|qqchose|qq chose|smth|sth|smthg)\b|\b(do you (have|sell|do|carry|stock)|have you got|vous avez|avez-vous|show me|montrez-moi|je cherch\w*|looking for|idee de cadeau|je voudrais|j'aimerais|je souhaite|i want|i'd like|i would like|to buy|acheter|i'?m after|i am after|i look for|(?:i'?m|i am|we'?re) looking at|je regarde|on regarde|nous regardons|je recherche|in the market for|tell me|dites-moi|confirme[zr]?|give me|donnez-moi|interested in|interessee?s? par|tentee?s? par|keen on|(?:i'?m|i am|we'?re) eyeing|i fancy|i'?ve seen|i saw|j'ai vu|j'ai repere|j'ai flashe sur|(?:un )?coup de coeur pour)\b/;
/** The cheapest pieces asked for, or the dearest. */
const CHEAPEST =
  /\b(cheapest|least expensive|least pricey|lowest[- ]priced?|lowest price|most affordable|most budget[- ]friendly|entry[- ]level|(?:le|la|les) moins chere?s?|(?:le|la|les) plus abordables?|prix le plus bas|(?:le|la|les) plus petits? prix|premier prix)\b/;
const DEAREST =
  /\b(most expensive|priciest|dearest|highest[- ]priced?|(?:le|la|les) plus chere?s?|(?:le|la|les) plus onereu(?:x|se|ses))\b/;
/** What only a workshop does: a piece brought in, not one for sale. */
/** Pieces the visitor would sell the shop ('Do you buy old gold?') are not pieces to show. */
const NOT_FOR_SALE =
  /agrandi|retreci|resiz|mise a taille|mettre .{0,20}\ba (ma|sa|la bonne|votre|mon|son) taille|(?:down|up) from|reparer|reparation|repair|estimer|estimation|apprais|valuation|valued|evaluer|expertis|made smaller|made bigger|sur mesure|bespoke|custom|faire creer|faire faire|made for me|have (one|it) made/;

export interface KnowledgeAnswer {
  readonly parts: string[];
  readonly choices: Choice[];
  readonly answered: boolean;
  /** Pieces were shown for what the visitor asked (the lead's own catalogue search need not run). */
  readonly showedPieces: boolean;
  readonly subject: NonNullable<ConversationState['subject']>;
}

export async function loadKnowledge(
  tools: AssistantTools,
  business: BusinessFacts,
  locale: Locale,
): Promise<KnowledgeIndex | null> {
  if (!tools.listCatalogue) return null;
  const [products, faq] = await Promise.all([tools.listCatalogue(), tools.listFaq?.() ?? []]);
  return knowledgeFor({ products, faq, services: business.services, locale });
}

function pieceLine(product: Product, locale: Locale): string {
  const metal = product.metal ? `, ${metalLabel(product.metal, locale)}` : '';
  return `${product.name} — ${moneyLabel(product.priceMinor, product.currency, locale)}${metal}`;
}

export function productChoice(product: Product, locale: Locale): Choice {
  return {
    kind: 'product',
    id: product.id,
    label: `${product.name} — ${moneyLabel(product.priceMinor, product.currency, locale)}`,
    priceMinor: product.priceMinor,
    currency: product.currency,
    url: product.url ?? null,
    imageUrl: product.imageUrl ?? null,
  };
}

function serviceLine(service: Service, business: BusinessFacts, locale: Locale, say: Say): string {
  const facts: string[] = [];
  facts.push(
    service.priceMinor === null
      ? say('onQuote', locale)
      : service.priceMinor === 0
        ? say('free', locale)
        : moneyLabel(service.priceMinor, business.currency, locale),
  );
  facts.push(say('minutes', locale, { minutes: service.durationMinutes }));
  facts.push(
    service.depositMinor
      ? say('depositOf', locale, { amount: moneyLabel(service.depositMinor, business.currency, locale) })
      : say('noDeposit', locale),
  );
  return say('serviceFacts', locale, { name: service.name[locale], facts: facts.join(', ') });
}

const WORK_OF: Partial<Record<Intent, TextKey>> = {
  custom: 'workCustom',
  repair: 'workRepair',
  valuation: 'workValuation',
};
const INTENT_OF_SERVICE: Partial<Record<Service['kind'], Intent>> = {
  custom: 'custom',
  repair: 'repair',
  resize: 'repair',
  valuation: 'valuation',
  cleaning: 'repair',
};

/** How long the work of a purpose takes at this shop, in days and weeks; null when it is not said. */
function leadTimeLine(
  intent: Intent | null,
  business: BusinessFacts,
  locale: Locale,
  say: Say,
): string | null {
  const work = intent ? WORK_OF[intent] : undefined;
  const days = intent ? business.leadTimeDays[intent] : undefined;
  if (!work || !intent || !days || days <= 0) return null;
  const weeks =
    days % 7 === 0 ? say('leadTimeWeeks', locale, { weeks: days / 7, plural: days / 7 > 1 ? 's' : '' }) : '';
  return say('leadTime', locale, { work: say(work, locale), days, weeks });
}

/**
 * The service a purpose calls for at this shop (a valuation for 'valuation'); a repair of a ring whose size
 * was said ('passer de 14 à 12,5', 'from an M to an O') is its resizing, when the shop has one.
 */
function serviceOfIntent(intent: Intent | null, business: BusinessFacts, sized = false): Service | undefined {
  const kinds: Service['kind'][] =
    intent === 'custom'
      ? ['custom']
      : intent === 'repair'
        ? sized
          ? ['resize', 'repair']
          : ['repair']
        : intent === 'valuation'
          ? ['valuation']
          : [];
  for (const kind of kinds) {
    const service = business.services.find((candidate) => candidate.kind === kind);
    if (service) return service;
  }
  return undefined;
}

function inBudget(product: Product, budget: Budget | undefined | null): boolean {
  if (!budget) return true;
  if (budget.max !== null && product.priceMinor > budget.max) return false;
  if (budget.min !== null && product.priceMinor < budget.min) return false;
  return true;
}

/** The visitor's own words that were searched ('titanium', 'bagues en titane'), for 'nothing matches'. */
function searchedWords(text: string, budget: Budget | null | undefined, locale: Locale) {
  const words = text
    .replace(/[?!.,;:]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word && analyse(word).length > 0);
  const budgetText =
    budget && budget.max !== null
      ? `≤ ${moneyLabel(budget.max, budget.currency, locale)}`
      : budget && budget.min !== null
        ? `≥ ${moneyLabel(budget.min, budget.currency, locale)}`
        : '';
  return [...words, budgetText].filter(Boolean).join(' ');
}

/** 'Is there one with diamonds?', 'Vous en avez en or ?': a word standing for the pieces just shown. */
const ONE_OF_THEM =
  /\b(one|ones|them|those|any of them|une|celle|celles|celui|ceux|l'une|l'un|en avez|en faites)\b/;

/** The kind of piece the last answer showed, when they were all of one kind. */
function shownKind(
  subject: { readonly products: readonly string[] },
  index: KnowledgeIndex,
): PieceType | null {
  const kinds = new Set(subject.products.map((id) => index.product(id)?.category ?? null));
  const [kind] = kinds;
  return kinds.size === 1 && kind ? (kind as PieceType) : null;
}

export function answerFromKnowledge(input: {
  readonly index: KnowledgeIndex;
  readonly text: string;
  readonly folded: string;
  readonly extraction: Extraction;
  readonly previous: ConversationState;
  readonly business: BusinessFacts;
  readonly locale: Locale;
  readonly say: Say;
  /**
   * Only what the shop has is said, never what was searched for (an injected turn: 'no piece for «…»' would
   * repeat the instruction's words).
   */
  readonly quiet?: boolean;
}): KnowledgeAnswer {
  const { index, folded, extraction, previous, business, locale, say } = input;
  const parts: string[] = [];
  let choices: Choice[] = [];
  let answered = false;
  let showedPieces = false;
  const before = previous.subject ?? { products: [], serviceId: null };
  let subject: KnowledgeAnswer['subject'] = before;
  // A follow-up about the pieces just shown is searched among that kind ('one with diamonds' after
  // wedding bands is a diamond wedding band, not any diamond piece).
  const kind = extraction.fields.pieceType ? null : shownKind(before, index);
  // 'Pearls, she loves pearls' after earrings were shown: those earrings narrowed, as if asked.
  const refines =
    kind !== null &&
    (extraction.stone !== null || extraction.metal !== null) &&
    !extraction.intent &&
    (previous.lead.intent === 'buy' || previous.lead.intent === 'question' || previous.lead.intent === null);
  const text =
    kind && (refines || ONE_OF_THEM.test(folded)) ? `${pieceLabel(kind, locale)} ${input.text}` : input.text;
  const asks = ASKS.test(folded.trim()) || ASKS_PRICE.test(folded) || refines;
  const budget = extraction.fields.budget ?? null;
  const intent = extraction.intent?.intent ?? null;
  const forSale =
    !NOT_FOR_SALE.test(folded) &&
    !SHOP_BUYS.test(folded) &&
    intent !== 'appointment' &&
    intent !== 'repair' &&
    intent !== 'valuation' &&
    intent !== 'custom';

  // A service named with a question of price, duration or deposit, or such a question of the last one.
  const service = index.searchService(text);
  const asksServiceFacts = ASKS_PRICE.test(folded) || ASKS_DURATION.test(folded) || ASKS_DEPOSIT.test(folded);
  const terms = index.catalogueTerms(text);

  // The cheapest or the dearest pieces ('what's the least expensive thing you sell?', 'votre bague la
  // plus chère ?'): of the kind said, else of the whole catalogue, in that price order.
  const priceEnd = CHEAPEST.test(folded) ? 1 : DEAREST.test(folded) ? -1 : 0;
  const ofKind =
    priceEnd !== 0 && terms.length > 0 ? index.searchProducts(text).map((hit) => hit.product) : [];
  if (forSale && priceEnd !== 0 && !service && (terms.length === 0 || ofKind.length > 0)) {
    const ranked = (terms.length > 0 ? ofKind : [...index.products])
      .filter((product) => inBudget(product, budget))
      .sort((a, b) => priceEnd * (a.priceMinor - b.priceMinor));
    const shown = ranked.slice(0, PIECES_SHOWN);
    if (shown.length > 0) {
      parts.push(say('piecesFound', locale, { items: shown.map((p) => pieceLine(p, locale)).join(' ; ') }));
      choices = shown.map((product) => productChoice(product, locale));
      subject = { products: shown.map((product) => product.id), serviceId: null };
      answered = true;
      showedPieces = true;
    }
  }
  // Pieces: what the visitor asks to see or asks the price of, by what they are or by their name.
  if (showedPieces) {
    // Answered above, by price order.
  } else if (forSale && asks && (terms.length > 0 || budget) && !(service && terms.length === 0)) {
    const found = (
      terms.length > 0
        ? index.searchProducts(text).map((hit) => hit.product)
        : [...index.products].sort((a, b) => a.priceMinor - b.priceMinor)
    ).filter((product) => inBudget(product, budget));
    if (found.length > 0) {
      const shown = found.slice(0, PIECES_SHOWN);
      parts.push(say('piecesFound', locale, { items: shown.map((p) => pieceLine(p, locale)).join(' ; ') }));
      choices = shown.map((product) => productChoice(product, locale));
      subject = { products: shown.map((product) => product.id), serviceId: null };
    } else if (input.quiet) {
      // Nothing found is said of an injected turn: its words are not repeated.
    } else {
      const nearest = (
        terms.length > 0 ? index.searchProducts(text, { nearest: true }).map((hit) => hit.product) : []
      ).slice(0, 3);
      const byPrice =
        nearest.length > 0
          ? nearest
          : [...index.products]
              .sort(
                (a, b) =>
                  Math.abs(a.priceMinor - (budget?.max ?? budget?.min ?? 0)) -
                  Math.abs(b.priceMinor - (budget?.max ?? budget?.min ?? 0)),
              )
              .slice(0, 3);
      const query = searchedWords(text, budget, locale) || text.trim();
      if (byPrice.length > 0) {
        parts.push(
          say('piecesNone', locale, { query, items: byPrice.map((p) => pieceLine(p, locale)).join(' ; ') }),
        );
        choices = byPrice.map((product) => productChoice(product, locale));
        subject = { products: byPrice.map((product) => product.id), serviceId: null };
      } else parts.push(say('piecesNoneAtAll', locale, { query }));
    }
    // A quiet search that found nothing said nothing.
    answered = !input.quiet || choices.length > 0;
    showedPieces = answered;
  } else if (service && (asksServiceFacts || asks)) {
    parts.push(serviceLine(service, business, locale, say));
    subject = { products: [], serviceId: service.id };
    answered = true;
  } else if (asks && (asksServiceFacts || ASKS_METAL.test(folded)) && terms.length === 0) {
    // A follow-up of what was just shown: 'Et ils coûtent combien ?', 'What metal is it in?'.
    const pieces = before.products.flatMap((id) => index.product(id) ?? []);
    const last = before.serviceId
      ? business.services.find((candidate) => candidate.id === before.serviceId)
      : undefined;
    // No service answered yet: the one the visitor's purpose calls for ('How much do you charge for
    // that?' after a valuation was asked for).
    // The service named earlier in the conversation ('taken up to an L' named the resizing) comes first.
    const remembered = previous.service
      ? business.services.find((candidate) => candidate.id === previous.service)
      : undefined;
    const sized = previous.lead.ringSize !== null || extraction.fields.ringSize != null;
    const forPurpose =
      last ??
      remembered ??
      serviceOfIntent(extraction.intent?.intent ?? null, business, sized) ??
      serviceOfIntent(previous.lead.intent, business, sized);
    if (forPurpose && !ASKS_METAL.test(folded) && (last || pieces.length === 0 || !ASKS_PRICE.test(folded))) {
      parts.push(serviceLine(forPurpose, business, locale, say));
      subject = { products: [], serviceId: forPurpose.id };
      answered = true;
    } else if (pieces.length > 0) {
      parts.push(say('pieceFacts', locale, { items: pieces.map((p) => pieceLine(p, locale)).join(' ; ') }));
      answered = true;
    }
  }

  // How long the work takes ('Quelle est la durée de fabrication ?', 'Can you have it fixed within a
  // week?'): the shop's lead time for the purpose, beside the appointment's own length.
  const leadTimeAsked =
    ASKS_LEAD_TIME.test(folded) ||
    /\b(en combien de temps|combien de temps (pour|avant)|how long (for|until|before|till))\b/.test(folded) ||
    (FEASIBLE.test(folded) && (WITHIN_SPAN.test(folded) || NEEDED_BY.test(folded))) ||
    (/\b(combien de temps|how long)\b/.test(folded) &&
      /\b(prend|prennent|faut|take|takes|need)\b/.test(folded));
  if (asks && leadTimeAsked) {
    // The service named, else the purpose said now, else the conversation's: the first with work to time.
    const purposes = [
      service ? INTENT_OF_SERVICE[service.kind] : undefined,
      extraction.intent?.intent,
      previous.lead.intent,
    ].filter((purpose): purpose is Intent => purpose !== undefined && purpose !== null && purpose in WORK_OF);
    const line = leadTimeLine(purposes[0] ?? null, business, locale, say);
    if (line) {
      parts.push(line);
      answered = true;
    }
  }

  return { parts, choices, answered, showedPieces, subject };
}
