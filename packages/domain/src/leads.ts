import {
  createTranslator,
  defineMessages,
  type Locale,
  type MessageKeyOf,
  type MessageParams,
} from '#lib/locale.ts';
import { formatMoney, isCurrency } from '#lib/money.ts';

/**
 * Showroom leads: what a visitor sends the jeweller (a custom-jewellery request, or an enquiry basket of
 * pieces with their choices), and how one reads as the first stage of a custom order (the enquiry).
 */
export const LEAD_KINDS = ['custom', 'basket', 'assistant', 'message'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** New until the jeweller answers, contacted once they did, closed when done (converted or not). */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A basket piece as the showroom copied it when the visitor sent it (name and price of that day). */
export interface LeadPiece {
  ref: number;
  name: string;
  priceMinor: number;
  currency: string;
  size?: string | null;
  colour?: string | null;
  engraving?: string | null;
}

export interface LeadContent {
  kind: LeadKind;
  message: string | null;
  budget: string | null;
  items: readonly LeadPiece[];
}

/** The order's item holds at most this many characters (as the order form). */
export const LEAD_ORDER_ITEM_MAX = 200;
/** The order's notes hold at most this many characters (as the order form). */
export const LEAD_ORDER_NOTES_MAX = 5000;

/** A text cut to `max` characters, an ellipsis marking the cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The first line of a text that is not blank, trimmed ('' when there is none). */
export function firstLine(text: string | null | undefined): string {
  return (
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/** What a lead is about in one line: the basket's piece names, else the first line of the message. */
export function leadHeadline(lead: Pick<LeadContent, 'message' | 'items'>): string {
  if (lead.items.length > 0) return lead.items.map((piece) => piece.name).join(', ');
  return firstLine(lead.message);
}

const TEXTS = defineMessages({
  fr: {
    customItem: 'Création sur mesure',
    quoted: '« {text} »',
    customSource: 'Demande du showroom — création sur mesure.',
    basketSource: 'Panier envoyé depuis le showroom.',
    budget: 'Budget : {value}',
    pieces: 'Pièces :',
    ref: 'réf. {ref}',
    price: '{price} au showroom',
    message: 'Message :',
  },
  en: {
    customItem: 'Custom piece',
    quoted: '“{text}”',
    customSource: 'Showroom request — custom piece.',
    basketSource: 'Basket sent from the showroom.',
    budget: 'Budget: {value}',
    pieces: 'Pieces:',
    ref: 'ref. {ref}',
    price: '{price} in the showroom',
    message: 'Message:',
  },
});

const text = (key: MessageKeyOf<typeof TEXTS>, locale: Locale, values?: MessageParams) =>
  createTranslator(TEXTS, locale)(key, values);

/** The order's item: the basket's piece names, or the request's first line, within the item's limit. */
export function leadOrderItem(lead: LeadContent, locale: Locale): string {
  const headline = leadHeadline(lead);
  return clip(headline || text('customItem', locale), LEAD_ORDER_ITEM_MAX);
}

/** A piece's choices as the visitor made them: size, colour, then the engraving in quotes. */
export function pieceChoices(piece: LeadPiece, locale: Locale): string {
  const quoted = piece.engraving ? text('quoted', locale, { text: piece.engraving }) : null;
  return [piece.size, piece.colour, quoted].filter(Boolean).join(', ');
}

/** A piece's showroom price, written the way the locale writes money. */
export function piecePrice(piece: Pick<LeadPiece, 'priceMinor' | 'currency'>, locale: Locale): string {
  return isCurrency(piece.currency)
    ? formatMoney(piece.priceMinor, piece.currency, locale, { trailingZeroDisplay: 'stripIfInteger' })
    : `${piece.priceMinor / 100} ${piece.currency}`;
}

/**
 * The order's notes: where the lead came from, the budget, each piece with its choices and the price the
 * showroom showed, then the visitor's message, within the notes' limit.
 */
export function leadOrderNotes(lead: LeadContent, locale: Locale): string {
  const lines = [text(lead.kind === 'custom' ? 'customSource' : 'basketSource', locale)];
  if (lead.budget?.trim()) lines.push(text('budget', locale, { value: lead.budget.trim() }));
  if (lead.items.length > 0) {
    lines.push('', text('pieces', locale));
    for (const piece of lead.items) {
      const choices = pieceChoices(piece, locale);
      lines.push(
        [
          `- ${piece.name} (${text('ref', locale, { ref: piece.ref })})`,
          choices,
          text('price', locale, { price: piecePrice(piece, locale) }),
        ]
          .filter(Boolean)
          .join(' — '),
      );
    }
  }
  if (lead.message?.trim()) lines.push('', text('message', locale), lead.message.trim());
  return clip(lines.join('\n'), LEAD_ORDER_NOTES_MAX);
}

/**
 * The order's own size, metal and engraving, when the basket holds one piece (with several, they stay in
 * the notes, piece by piece). The colour a visitor picks is the metal's ('Or blanc').
 */
export function leadOrderDetails(lead: LeadContent): {
  size: string | null;
  metal: string | null;
  engraving: string | null;
} {
  const [only, ...others] = lead.items;
  if (!only || others.length > 0) return { size: null, metal: null, engraving: null };
  return { size: only.size ?? null, metal: only.colour ?? null, engraving: only.engraving ?? null };
}

/**
 * What a lead allows next. A new one is marked contacted; a new or contacted one closed; a closed one
 * reopened (new again); until it became an order, it can become one, once. A converted lead stays closed.
 * Its private note can always change. The API enforces it and answers each lead with this list.
 */
export const LEAD_ACTIONS = ['mark_contacted', 'close', 'reopen', 'convert', 'edit_note'] as const;
export type LeadActionName = (typeof LEAD_ACTIONS)[number];

/** The action that moves a lead to each status. */
export const LEAD_MOVE_TO: Readonly<Record<LeadStatus, LeadActionName>> = {
  contacted: 'mark_contacted',
  closed: 'close',
  new: 'reopen',
};

const LEAD_MOVES: Readonly<Record<LeadStatus, readonly LeadActionName[]>> = {
  new: ['mark_contacted', 'close'],
  contacted: ['close'],
  closed: ['reopen'],
};

export function leadActions(lead: {
  readonly status: LeadStatus;
  readonly orderId: string | null;
}): readonly LeadActionName[] {
  if (lead.orderId) return ['edit_note'];
  return [...LEAD_MOVES[lead.status], 'convert', 'edit_note'];
}
