import { isIsoDate } from '@carat/domain/dates';
import { DEFAULT_LOCALE, defineMessages, type Locale, localize } from '@carat/domain/locale';
import { z } from 'zod';
import { clientInputSchema } from '#lib/clients.ts';
import { emptyToNull, optionalText, pageFields, perLocale, searchField } from '#lib/fields.ts';

/**
 * The counter: service jobs taken in, moved through their stages and handed back, the custody
 * limit, and insurance valuations. Money is in the business's currency, in integer minor units.
 */

export const REPAIR_LIMITS = {
  textMax: 200,
  /** The shop's terms on the envelope: what fits under an A6 ticket. */
  termsMax: 600,
  notesMax: 5000,
  workLinesMax: 30,
  photosMax: 10,
  stonesMax: 30,
  /** 10 million in major units, as minor units. */
  amountMaxMinor: 1_000_000_000,
  /** A drawn signature, as a PNG data URL (a few kilobytes in practice). */
  signatureMaxChars: 300_000,
} as const;

/** Every stage of a service job, in order. `taken_in` is where a job starts. */
export const REPAIR_STAGES = ['taken_in', 'quoted', 'bench', 'outside', 'ready', 'collected'] as const;
export type RepairStage = (typeof REPAIR_STAGES)[number];
/** The stages `POST /v1/repairs/{id}/stage` moves a job to. */
export const REPAIR_TARGET_STAGES = ['quoted', 'bench', 'outside', 'ready', 'collected'] as const;

/**
 * Where a job may go from each stage (the API refuses anything else with 409 `invalid_stage_move`).
 * `collected` is reached only from `ready`, through the collection (balance settled, signature).
 */
export const REPAIR_NEXT_STAGES: Readonly<Record<RepairStage, readonly RepairStage[]>> = {
  taken_in: ['quoted', 'bench', 'outside', 'ready'],
  quoted: ['bench', 'outside', 'ready'],
  bench: ['outside', 'ready'],
  outside: ['bench', 'ready'],
  ready: ['bench', 'collected'],
  collected: [],
};

export const PIECE_TYPES = [
  'ring',
  'chain',
  'necklace',
  'bracelet',
  'earrings',
  'pendant',
  'brooch',
  'watch',
  'other',
] as const;
/** The condition checklist ticked at the counter. */
export const PIECE_MARKS = [
  'hallmark',
  'engraving',
  'scratches',
  'dents',
  'worn_prongs',
  'loose_stone',
  'missing_stone',
  'chipped_stone',
  'broken_clasp',
  'broken_link',
  'bent',
  'tarnished',
] as const;
export const COUNTER_PAYMENT_METHODS = ['cash', 'card', 'transfer', 'cheque'] as const;

/**
 * What a job still owes: the quote less what was paid (never below 0). An estimate-only job whose quote was
 * never approved owes nothing for the work (none was done). The API's answers and the pay link both use it.
 */
export function repairBalanceMinor(job: {
  quoteMinor: number;
  paidMinor: number;
  estimateOnly: boolean;
  quoteApprovedAt: Date | string | null;
}): number {
  const owed = job.estimateOnly && !job.quoteApprovedAt ? 0 : job.quoteMinor;
  return Math.max(owed - job.paidMinor, 0);
}

const fr = {
  'repair.client.required': 'Choisissez un client ou créez-en un',
  'repair.text.max': `Au plus ${REPAIR_LIMITS.textMax} caractères`,
  'repair.terms.max': `Au plus ${REPAIR_LIMITS.termsMax} caractères`,
  'repair.notes.max': `Au plus ${REPAIR_LIMITS.notesMax} caractères`,
  'repair.piece.type': 'Type de pièce inconnu',
  'repair.piece.mark': 'Marque inconnue',
  'repair.amount.invalid': 'Montant invalide (un nombre entier de centimes, positif ou nul)',
  'repair.work.label': 'Le travail demandé est requis',
  'repair.work.max': `Au plus ${REPAIR_LIMITS.workLinesMax} travaux`,
  'repair.photos.max': `Au plus ${REPAIR_LIMITS.photosMax} photos`,
  'repair.date.invalid': 'Date invalide (AAAA-MM-JJ)',
  'repair.signature.invalid': 'Signature invalide (une image PNG)',
  'repair.signature.required': 'La signature du client est requise',
  'repair.stage.invalid': 'Étape inconnue',
  'repair.workshop.required': "L'atelier extérieur est requis",
  'repair.payment.method': 'Moyen de paiement inconnu',
  'repair.payment.min': 'Le paiement doit être supérieur à zéro',
  'valuation.description.required': 'La description est requise',
  'valuation.valuer.required': "Le nom de l'expert est requis",
  'valuation.stones.max': `Au plus ${REPAIR_LIMITS.stonesMax} lignes de pierres`,
};

type RepairMessages = Readonly<Record<keyof typeof fr, string>>;

const en: RepairMessages = {
  'repair.client.required': 'Choose a client or create one',
  'repair.text.max': `At most ${REPAIR_LIMITS.textMax} characters`,
  'repair.terms.max': `At most ${REPAIR_LIMITS.termsMax} characters`,
  'repair.notes.max': `At most ${REPAIR_LIMITS.notesMax} characters`,
  'repair.piece.type': 'Unknown kind of piece',
  'repair.piece.mark': 'Unknown mark',
  'repair.amount.invalid': 'Invalid amount (a whole number of minor units, zero or more)',
  'repair.work.label': 'The work asked is required',
  'repair.work.max': `At most ${REPAIR_LIMITS.workLinesMax} work lines`,
  'repair.photos.max': `At most ${REPAIR_LIMITS.photosMax} photos`,
  'repair.date.invalid': 'Invalid date (YYYY-MM-DD)',
  'repair.signature.invalid': 'Invalid signature (a PNG image)',
  'repair.signature.required': "The client's signature is required",
  'repair.stage.invalid': 'Unknown stage',
  'repair.workshop.required': 'The outside workshop is required',
  'repair.payment.method': 'Unknown payment method',
  'repair.payment.min': 'The payment must be more than zero',
  'valuation.description.required': 'The description is required',
  'valuation.valuer.required': "The valuer's name is required",
  'valuation.stones.max': `At most ${REPAIR_LIMITS.stonesMax} lines of stones`,
};

export const repairMessages = defineMessages({ fr, en });

export function repairMessagesFor(locale: Locale = DEFAULT_LOCALE): RepairMessages {
  return localize(repairMessages, locale);
}

function amountMinor(m: RepairMessages) {
  return z
    .number({ error: m['repair.amount.invalid'] })
    .int(m['repair.amount.invalid'])
    .min(0, m['repair.amount.invalid'])
    .max(REPAIR_LIMITS.amountMaxMinor, m['repair.amount.invalid']);
}

function isoDate(m: RepairMessages) {
  return z.string({ error: m['repair.date.invalid'] }).refine(isIsoDate, m['repair.date.invalid']);
}

function optionalDate(m: RepairMessages) {
  return z.preprocess(emptyToNull, isoDate(m).nullable().optional());
}

/** A drawn signature: a PNG data URL (`data:image/png;base64,…`). */
export function signatureSchema(m: RepairMessages) {
  return z
    .string({ error: m['repair.signature.required'] })
    .max(REPAIR_LIMITS.signatureMaxChars, m['repair.signature.invalid'])
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, m['repair.signature.invalid']);
}

function pieceSchema(m: RepairMessages) {
  return z.strictObject({
    type: z.enum(PIECE_TYPES, { error: m['repair.piece.type'] }),
    metal: optionalText(REPAIR_LIMITS.textMax, m['repair.text.max']),
    stones: optionalText(REPAIR_LIMITS.textMax, m['repair.text.max']),
    marks: z
      .array(z.enum(PIECE_MARKS, { error: m['repair.piece.mark'] }))
      .max(PIECE_MARKS.length)
      .default([]),
    /** What the checklist does not say ("initials AB inside"). */
    description: optionalText(REPAIR_LIMITS.textMax, m['repair.text.max']),
  });
}

/** One line of the work asked: the jeweller's own priced service (resize, solder, retip…). */
function workLineSchema(m: RepairMessages) {
  return z.strictObject({
    label: z
      .string({ error: m['repair.work.label'] })
      .trim()
      .min(1, { error: m['repair.work.label'], abort: true })
      .max(REPAIR_LIMITS.textMax, m['repair.text.max']),
    priceMinor: amountMinor(m),
  });
}

function repairFields(m: RepairMessages) {
  return {
    piece: pieceSchema(m),
    conditionNotes: optionalText(REPAIR_LIMITS.notesMax, m['repair.notes.max']),
    declaredValueMinor: amountMinor(m),
    work: z.array(workLineSchema(m)).max(REPAIR_LIMITS.workLinesMax, m['repair.work.max']),
    /** Without it, the quote is the sum of the work lines. */
    quoteMinor: amountMinor(m).nullable().optional(),
    dueDate: optionalDate(m),
    express: z.boolean(),
    estimateOnly: z.boolean(),
    depositMinor: amountMinor(m),
    /** Photos uploaded first (`POST /v1/files?kind=repair`), named here. */
    photoFileIds: z.array(z.uuid()).max(REPAIR_LIMITS.photosMax, m['repair.photos.max']),
  };
}

/**
 * A job taken in: an existing client (`clientId`) or a new one (`client`, the client form's fields), never
 * both; the client's signature at intake.
 */
export const repairInputSchema = perLocale((_, locale) => {
  const m = repairMessagesFor(locale);
  const f = repairFields(m);
  return z
    .strictObject({
      clientId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
      client: clientInputSchema(locale).optional(),
      ...f,
      work: f.work.default([]),
      express: f.express.default(false),
      estimateOnly: f.estimateOnly.default(false),
      depositMinor: f.depositMinor.default(0),
      photoFileIds: f.photoFileIds.default([]),
      intakeSignature: signatureSchema(m).nullable().optional(),
    })
    .refine((v) => (v.clientId == null) !== (v.client === undefined), {
      path: ['clientId'],
      error: m['repair.client.required'],
    });
});

/** A change to a job: any subset of what was taken in (the client and signatures stay). */
export const repairPatchSchema = perLocale((_, locale) =>
  z.strictObject(repairFields(repairMessagesFor(locale))).partial(),
);

/**
 * A move to another stage. `outside` names the workshop (and when it is expected back); `collected`
 * here is the same as `POST /v1/repairs/{id}/collect` (the payment and signature fields apply).
 */
export const repairStageSchema = perLocale((_, locale) => {
  const m = repairMessagesFor(locale);
  return z
    .strictObject({
      stage: z.enum(REPAIR_TARGET_STAGES, { error: m['repair.stage.invalid'] }),
      note: optionalText(REPAIR_LIMITS.notesMax, m['repair.notes.max']),
      workshop: optionalText(REPAIR_LIMITS.textMax, m['repair.text.max']),
      expectedAt: optionalDate(m),
      paymentMinor: amountMinor(m).optional(),
      paymentMethod: z.enum(COUNTER_PAYMENT_METHODS, { error: m['repair.payment.method'] }).optional(),
      signature: signatureSchema(m).nullable().optional(),
    })
    .refine((v) => v.stage !== 'outside' || (v.workshop ?? '') !== '', {
      path: ['workshop'],
      error: m['repair.workshop.required'],
    });
});

/**
 * Handing the piece back: the client's signature, and the payment taken at the counter if a balance is
 * owed (without one, a balance answers 409 `balance_due`).
 */
export const repairCollectSchema = perLocale((_, locale) => {
  const m = repairMessagesFor(locale);
  return z.strictObject({
    signature: signatureSchema(m),
    paymentMinor: amountMinor(m)
      .refine((v) => v > 0, m['repair.payment.min'])
      .optional(),
    paymentMethod: z.enum(COUNTER_PAYMENT_METHODS, { error: m['repair.payment.method'] }).default('card'),
  });
});

export const repairListQuerySchema = perLocale(() =>
  z.object({
    ...searchField,
    stage: z.enum(REPAIR_STAGES).optional(),
    clientId: z.uuid().optional(),
    ...pageFields,
  }),
);

/**
 * The counter's settings, owner and admin only: the custody limit the insurer's block policy sets (null:
 * none) and the shop's terms printed on the envelope (blank or null: the default text). A field left out
 * stays as it is.
 */
export const custodySettingsSchema = perLocale((_, locale) => {
  const m = repairMessagesFor(locale);
  return z.strictObject({
    limitMinor: amountMinor(m).nullable().optional(),
    terms: optionalText(REPAIR_LIMITS.termsMax, m['repair.terms.max']),
  });
});

function stoneSchema(m: RepairMessages) {
  const text = optionalText(REPAIR_LIMITS.textMax, m['repair.text.max']);
  return z.strictObject({
    kind: z
      .string({ error: m['valuation.description.required'] })
      .trim()
      .min(1, { error: m['valuation.description.required'], abort: true })
      .max(REPAIR_LIMITS.textMax, m['repair.text.max']),
    count: z.number().int().min(1).max(10_000).default(1),
    shape: text,
    caratWeight: z.number().min(0).max(100_000).nullable().optional(),
    /** e.g. "6.50 × 6.50 × 3.95 mm". */
    measurements: text,
    colour: text,
    clarity: text,
    cut: text,
    certificate: text,
  });
}

/**
 * An insurance valuation. `supersedesId` names the valuation of the same piece it replaces (a new
 * version; both are kept). `feeMinor` above zero is invoiced through the invoices.
 */
export const valuationInputSchema = perLocale((_, locale) => {
  const m = repairMessagesFor(locale);
  const text = optionalText(REPAIR_LIMITS.textMax, m['repair.text.max']);
  return z.strictObject({
    clientId: z.uuid({ error: m['repair.client.required'] }),
    repairId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
    supersedesId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
    description: z
      .string({ error: m['valuation.description.required'] })
      .trim()
      .min(1, { error: m['valuation.description.required'], abort: true })
      .max(REPAIR_LIMITS.notesMax, m['repair.notes.max']),
    metal: z
      .strictObject({
        type: text,
        fineness: text,
        weightGrams: z.number().min(0).max(100_000).nullable().optional(),
        hallmarks: text,
      })
      .default({}),
    stones: z.array(stoneSchema(m)).max(REPAIR_LIMITS.stonesMax, m['valuation.stones.max']).default([]),
    replacementValueMinor: amountMinor(m),
    valuerName: z
      .string({ error: m['valuation.valuer.required'] })
      .trim()
      .min(1, { error: m['valuation.valuer.required'], abort: true })
      .max(REPAIR_LIMITS.textMax, m['repair.text.max']),
    signature: signatureSchema(m).nullable().optional(),
    validUntil: optionalDate(m),
    photoFileIds: z.array(z.uuid()).max(REPAIR_LIMITS.photosMax, m['repair.photos.max']).default([]),
    feeMinor: amountMinor(m).default(0),
  });
});

export const valuationListQuerySchema = perLocale(() =>
  z.object({ clientId: z.uuid().optional(), ...pageFields }),
);

export type RepairInput = z.input<ReturnType<typeof repairInputSchema>>;
export type RepairInputParsed = z.output<ReturnType<typeof repairInputSchema>>;
export type RepairPatch = z.output<ReturnType<typeof repairPatchSchema>>;
export type RepairStageInput = z.output<ReturnType<typeof repairStageSchema>>;
export type RepairCollectInput = z.output<ReturnType<typeof repairCollectSchema>>;
export type RepairListQuery = z.output<ReturnType<typeof repairListQuerySchema>>;
export type CustodySettings = z.output<ReturnType<typeof custodySettingsSchema>>;
export type ValuationInput = z.input<ReturnType<typeof valuationInputSchema>>;
export type ValuationInputParsed = z.output<ReturnType<typeof valuationInputSchema>>;
export type ValuationListQuery = z.output<ReturnType<typeof valuationListQuerySchema>>;
