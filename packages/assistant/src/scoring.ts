import { isRingPiece, type Lead } from '#lib/lead.ts';
import type { LeadScore, ScoreReason } from '#lib/score.ts';
import type { BusinessFacts } from '#lib/tools.ts';

export type { LeadScore, ScoreReason } from '#lib/score.ts';

/**
 * Lead scoring, 0–100, in the manner of HubSpot's fit and engagement scores, with a jeweller's knowledge:
 * fit (60) is whether the business can serve the request — budget against what its catalogue asks for
 * that kind of piece, wanted date against the workshop's lead time, service offered; engagement (40) is
 * how much the visitor gave — details, contact, a booked slot. Every point comes with its reason.
 */

export interface PriceBand {
  /** Integer minor units, in the business's currency. */
  readonly min: number;
  readonly max: number;
}

export interface ScoreInput {
  readonly lead: Lead;
  readonly business: BusinessFacts;
  /** The catalogue's prices for the lead's kind of piece, from a search; null when unknown. */
  readonly band: PriceBand | null;
  readonly booked: boolean;
  /** A slot held until its deposit is paid (not booked yet). */
  readonly held?: boolean;
  /** Today in the business's calendar, 'YYYY-MM-DD'. */
  readonly today: string;
}

export const HOT_THRESHOLD = 70;
const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function reason(code: string, points: number, fr: string, en: string): ScoreReason {
  return { code, points, text: { fr, en } };
}

function budgetFit(lead: Lead, band: PriceBand | null): ScoreReason {
  const budget = lead.budget;
  if (!budget || budget.max === null) {
    if (budget?.min !== null && budget?.min !== undefined) {
      return reason('budget_floor', 22, 'Budget minimum indiqué', 'Minimum budget given');
    }
    return reason('budget_unknown', 8, 'Budget inconnu', 'Budget unknown');
  }
  if (!band) return reason('budget_given', 15, 'Budget indiqué', 'Budget given');
  if (budget.max >= band.min) {
    return reason(
      'budget_in_band',
      25,
      'Budget dans la gamme de prix du catalogue',
      "Budget within the catalogue's price range",
    );
  }
  if (budget.max * 1.25 >= band.min) {
    return reason(
      'budget_near_band',
      15,
      'Budget un peu sous la gamme du catalogue',
      "Budget slightly below the catalogue's range",
    );
  }
  return reason(
    'budget_below_band',
    3,
    'Budget sous la gamme de prix du catalogue',
    "Budget below the catalogue's price range",
  );
}

function timingFit(lead: Lead, business: BusinessFacts, today: string): ScoreReason {
  const leadTime = lead.intent ? (business.leadTimeDays[lead.intent] ?? 0) : 0;
  if (!lead.wantedBy) return reason('date_unknown', 8, 'Date souhaitée inconnue', 'Wanted-by date unknown');
  const days = daysBetween(today, lead.wantedBy);
  if (days >= leadTime)
    return reason(
      'date_feasible',
      15,
      'Délai compatible avec la date souhaitée',
      'Lead time fits the wanted date',
    );
  return reason(
    'date_too_soon',
    3,
    'Date souhaitée plus courte que le délai de fabrication',
    'Wanted date sooner than the lead time',
  );
}

function serviceFit(lead: Lead, business: BusinessFacts): ScoreReason {
  if (!lead.intent || lead.intent === 'question' || lead.intent === 'appointment') {
    return reason('service_unknown', 10, 'Demande encore générale', 'Request still general');
  }
  if (lead.intent in business.leadTimeDays) {
    return reason('service_offered', 20, 'Service proposé par la maison', 'Service offered by the business');
  }
  return reason(
    'service_not_offered',
    0,
    'Service non proposé par la maison',
    'Service not offered by the business',
  );
}

const DETAIL_FIELDS = ['pieceType', 'budget', 'metal', 'stone', 'ringSize', 'wantedBy', 'occasion'] as const;

/** A slot held while its deposit is paid: not a booking yet (the API turns it into 'booked' or 'cancelled'). */
export function heldReason(): ScoreReason {
  return reason('held', 5, 'Créneau retenu, acompte en attente', 'Slot held, deposit pending');
}

export function scoreLead({ lead, business, band, booked, held = false, today }: ScoreInput): LeadScore {
  const fitReasons = [budgetFit(lead, band), timingFit(lead, business, today), serviceFit(lead, business)];
  const fit = fitReasons.reduce((sum, item) => sum + item.points, 0);

  const engagementReasons: ScoreReason[] = [];
  // A ring size only counts as a detail for a ring; other fields count for every piece.
  const details = DETAIL_FIELDS.filter(
    (field) => lead[field] !== null && (field !== 'ringSize' || isRingPiece(lead.pieceType)),
  ).length;
  if (details > 0) {
    engagementReasons.push(
      reason(
        'details',
        Math.min(12, details * 2),
        `${details} précision(s) donnée(s)`,
        `${details} detail(s) given`,
      ),
    );
  }
  if (lead.email) engagementReasons.push(reason('email', 8, 'E-mail laissé', 'Email left'));
  if (lead.phone) engagementReasons.push(reason('phone', 8, 'Téléphone laissé', 'Phone left'));
  if (lead.name) engagementReasons.push(reason('name', 2, 'Nom donné', 'Name given'));
  if (booked) engagementReasons.push(reason('booked', 10, 'Rendez-vous réservé', 'Appointment booked'));
  else if (held) engagementReasons.push(heldReason());
  const engagement = Math.min(
    40,
    engagementReasons.reduce((sum, item) => sum + item.points, 0),
  );

  const score = Math.max(0, Math.min(100, fit + engagement));
  const hasContact = lead.email !== null || lead.phone !== null;
  return {
    score,
    fit,
    engagement,
    // A lead nobody can reach is never hot, however good the fit.
    hot: hasContact && (score >= HOT_THRESHOLD || (booked && fit >= 40)),
    reasons: [...fitReasons, ...engagementReasons],
  };
}

/** The band of a catalogue search's prices. */
export function priceBandOf(prices: readonly number[]): PriceBand | null {
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
