import type { OrderStatus } from '#lib/clients.ts';
import type { InvoiceStatus } from '#lib/invoice.ts';
import type { LocalizedText } from '#lib/locale.ts';

/** A custom order's workshop stages, in order (domain-facts.md, "Custom jewellery orders"). */
export const ORDER_STAGES = [
  'enquiry',
  'consultation',
  'quote',
  'deposit',
  'design',
  'cad-approval',
  'stone-sourcing',
  'wax-print',
  'casting',
  'assembly',
  'stone-setting',
  'polishing',
  'hallmarking',
  'quality-control',
  'ready-for-collection',
  'collected',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
/** Where an order can be: a workshop stage, or cancelled. */
export type OrderStageOrCancelled = OrderStage | 'cancelled';

export interface OrderStageInfo {
  readonly stage: OrderStage;
  readonly label: LocalizedText;
  /** The spec's coarser status the dashboard shows for this stage. */
  readonly status: Exclude<OrderStatus, 'cancelled'>;
  /** The stage that raises an invoice: the deposit, then the balance once the piece is ready. */
  readonly invoice?: 'deposit' | 'balance';
}

export const ORDER_STAGE_INFO: Readonly<Record<OrderStage, OrderStageInfo>> = {
  enquiry: { stage: 'enquiry', label: { fr: 'Demande', en: 'Enquiry' }, status: 'pending' },
  consultation: {
    stage: 'consultation',
    label: { fr: 'Consultation', en: 'Consultation' },
    status: 'pending',
  },
  quote: { stage: 'quote', label: { fr: 'Devis', en: 'Quote' }, status: 'pending' },
  deposit: {
    stage: 'deposit',
    label: { fr: 'Acompte', en: 'Deposit' },
    status: 'pending',
    invoice: 'deposit',
  },
  design: {
    stage: 'design',
    label: { fr: 'Brief, croquis et CAO', en: 'Design brief, sketch and CAD' },
    status: 'in-progress',
  },
  'cad-approval': {
    stage: 'cad-approval',
    label: { fr: 'Validation de la CAO', en: 'CAD approval' },
    status: 'in-progress',
  },
  'stone-sourcing': {
    stage: 'stone-sourcing',
    label: { fr: 'Recherche des pierres', en: 'Stone sourcing' },
    status: 'in-progress',
  },
  'wax-print': {
    stage: 'wax-print',
    label: { fr: 'Impression cire ou résine', en: 'Wax or resin print' },
    status: 'in-progress',
  },
  casting: { stage: 'casting', label: { fr: 'Fonte', en: 'Casting' }, status: 'in-progress' },
  assembly: {
    stage: 'assembly',
    label: { fr: 'Nettoyage et assemblage', en: 'Clean-up and assembly' },
    status: 'in-progress',
  },
  'stone-setting': {
    stage: 'stone-setting',
    label: { fr: 'Sertissage', en: 'Stone setting' },
    status: 'in-progress',
  },
  polishing: { stage: 'polishing', label: { fr: 'Polissage', en: 'Polishing' }, status: 'in-progress' },
  hallmarking: {
    stage: 'hallmarking',
    label: { fr: 'Poinçonnage', en: 'Hallmarking' },
    status: 'in-progress',
  },
  'quality-control': {
    stage: 'quality-control',
    label: { fr: 'Contrôle qualité', en: 'Quality control' },
    status: 'in-progress',
  },
  'ready-for-collection': {
    stage: 'ready-for-collection',
    label: { fr: 'Prête à être retirée', en: 'Ready for collection' },
    status: 'completed',
    invoice: 'balance',
  },
  collected: {
    stage: 'collected',
    label: { fr: 'Retirée ou livrée', en: 'Collected or delivered' },
    status: 'completed',
  },
};

export function isOrderStage(value: unknown): value is OrderStage {
  return typeof value === 'string' && (ORDER_STAGES as readonly string[]).includes(value);
}

/** pending (enquiry to deposit), in-progress (design to quality control), completed (ready, collected). */
export function statusOfStage(stage: OrderStageOrCancelled): OrderStatus {
  return stage === 'cancelled' ? 'cancelled' : ORDER_STAGE_INFO[stage].status;
}

/**
 * The workshop stages that may follow. Two places branch: the client may send the CAD back to design
 * (it loops until approved), and hallmarking may be skipped, since a piece under the exemption weight
 * (see needsHallmark) or made outside the UK needs none. Cancelling is separate: see canCancel.
 */
export function nextStages(stage: OrderStageOrCancelled): readonly OrderStage[] {
  if (stage === 'cancelled') return [];
  if (stage === 'cad-approval') return ['stone-sourcing', 'design'];
  if (stage === 'polishing') return ['hallmarking', 'quality-control'];
  const next = ORDER_STAGES[ORDER_STAGES.indexOf(stage) + 1];
  return next === undefined ? [] : [next];
}

/** An order may be cancelled at any stage until the piece is collected. */
export function canCancel(stage: OrderStageOrCancelled): boolean {
  return stage !== 'cancelled' && stage !== 'collected';
}

export function canMoveTo(from: OrderStageOrCancelled, to: OrderStageOrCancelled): boolean {
  if (to === 'cancelled') return canCancel(from);
  return nextStages(from).includes(to);
}

export const HALLMARK_METALS = ['gold', 'silver', 'platinum', 'palladium'] as const;
export type HallmarkMetal = (typeof HALLMARK_METALS)[number];

/** UK Hallmarking Act exemption weights, in grams of the precious metal (stones excluded). */
export const HALLMARK_EXEMPTION_GRAMS: Readonly<Record<HallmarkMetal, number>> = {
  gold: 1,
  silver: 7.78,
  platinum: 0.5,
  palladium: 1,
};

/**
 * Whether a UK hallmark is legally required. Only articles *below* the exemption weight are exempt (Assay
 * Office wording), so a piece of exactly 1 g of gold needs one.
 */
export function needsHallmark(metal: HallmarkMetal, grams: number): boolean {
  if (!Number.isFinite(grams) || grams < 0) {
    throw new RangeError(`weight must be a number of grams ≥ 0, got ${grams}`);
  }
  return grams >= HALLMARK_EXEMPTION_GRAMS[metal];
}

/** An order's details can change until it is cancelled (its timeline takes notes even then). */
export function canEditOrder(stage: OrderStageOrCancelled): boolean {
  return stage !== 'cancelled';
}

/**
 * Whether the order may draft a new invoice of a kind: never once cancelled (the invoices it already has
 * stay), and a deposit invoice only when the order asks a deposit.
 */
export function canRaiseInvoice(
  order: { readonly stage: OrderStageOrCancelled; readonly depositMinor: number },
  kind: 'deposit' | 'final',
): boolean {
  return order.stage !== 'cancelled' && (kind === 'final' || order.depositMinor > 0);
}

/**
 * What an order allows next: move to a next stage (which ones: nextStages), cancel, change its details,
 * take a note, draft its final or deposit invoice when it has no live one of that kind (a void invoice no
 * longer counts), and download its final invoice (the live one, or one drafted then). The API enforces
 * the same predicates and answers each order with this list.
 */
export const ORDER_ACTIONS = [
  'move_stage',
  'cancel',
  'edit',
  'add_note',
  'create_invoice',
  'create_deposit_invoice',
  'download_invoice',
] as const;
export type OrderActionName = (typeof ORDER_ACTIONS)[number];

export interface OrderActionState {
  readonly stage: OrderStageOrCancelled;
  readonly depositMinor: number;
  /** The order's invoices, whatever their status. */
  readonly invoices: readonly { readonly kind: string; readonly status: InvoiceStatus }[];
}

export function orderActions(order: OrderActionState): readonly OrderActionName[] {
  const live = (kind: 'deposit' | 'final') =>
    order.invoices.some((invoice) => invoice.kind === kind && invoice.status !== 'void');
  const allowed: Record<OrderActionName, boolean> = {
    move_stage: nextStages(order.stage).length > 0,
    cancel: canCancel(order.stage),
    edit: canEditOrder(order.stage),
    add_note: true,
    create_invoice: !live('final') && canRaiseInvoice(order, 'final'),
    create_deposit_invoice: !live('deposit') && canRaiseInvoice(order, 'deposit'),
    download_invoice: live('final') || canRaiseInvoice(order, 'final'),
  };
  return ORDER_ACTIONS.filter((action) => allowed[action]);
}
