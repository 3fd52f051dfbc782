import type { LocalizedText } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import type { Intent, Lead, PieceType } from '#lib/lead.ts';
import type { LeadScore } from '#lib/score.ts';

/**
 * What the assistant may read and do, injected by the caller and already scoped to one showroom's
 * business (the API builds them on the showroom's scope). Everything the assistant shows — a price, a
 * slot, a product — comes from these results or from the business facts, never from its own text.
 */

export interface CatalogueQuery {
  readonly query?: string;
  readonly category?: PieceType | null;
  /** A lead metal code ('yellow-gold-18k'); the catalogue decides how strictly it matches. */
  readonly metal?: string | null;
  /** Integer minor units. */
  readonly maxPrice?: number | null;
  readonly minPrice?: number | null;
  readonly limit?: number;
}

export interface Product {
  readonly id: string;
  readonly name: string;
  readonly priceMinor: number;
  readonly currency: Currency;
  readonly category: PieceType | null;
  readonly metal: string | null;
  readonly url?: string | null;
  readonly imageUrl?: string | null;
  /** For search: the piece's name in the other language, its stones and description, when known. */
  readonly otherName?: string | null;
  readonly stones?: readonly string[];
  readonly description?: string | null;
  /** The shop's own names of the piece's category (French and English), searched as its kind is. */
  readonly categoryNames?: readonly string[];
}

export interface FreeSlot {
  /** ISO instant. */
  readonly start: string;
  readonly end: string;
  readonly serviceId: string;
}

export type BookingResult =
  | {
      readonly ok: true;
      readonly appointmentId: string;
      readonly start: string;
      readonly serviceId: string;
      /**
       * Set when the service takes a deposit paid online: the slot is only held until it is paid (the
       * booking and its emails follow the payment), then released.
       */
      readonly depositUrl?: string | null;
      /** ISO instant the hold runs out, with `depositUrl`. */
      readonly holdExpiresAt?: string | null;
      /** The deposit asked, with `depositUrl`: its amount (minor units) and currency as charged. */
      readonly depositMinor?: number | null;
      readonly depositCurrency?: Currency | null;
    }
  | { readonly ok: false; readonly reason: 'taken' | 'unavailable' | 'invalid' };

export interface FaqAnswer {
  readonly question: string;
  readonly answer: string;
}

export interface SavedLead {
  readonly leadId: string;
}

export interface AssistantTools {
  searchCatalogue(input: CatalogueQuery): Promise<readonly Product[]>;
  getFreeSlots(input: { serviceId?: string; from: string; days: number }): Promise<readonly FreeSlot[]>;
  bookAppointment(input: {
    slotStart: string;
    serviceId: string;
    name: string;
    email: string;
    /** Null when the visitor gave none: a name and an email book, as the confirmation goes by email. */
    phone: string | null;
  }): Promise<BookingResult>;
  saveLead(input: {
    leadId: string | null;
    lead: Lead;
    score: LeadScore;
    transcript: readonly TranscriptEntry[];
  }): Promise<SavedLead>;
  answerFromFaq(question: string): Promise<FaqAnswer | null>;
  /**
   * The whole published catalogue and FAQ, for the engine's own search (knowledge.ts: FR/EN stemming and
   * synonyms). Optional: without them the engine asks `searchCatalogue` and `answerFromFaq` only.
   */
  listCatalogue?(): Promise<readonly Product[]>;
  listFaq?(): Promise<readonly FaqAnswer[]>;
}

export interface TranscriptEntry {
  readonly role: 'visitor' | 'assistant';
  readonly text: string;
}

export type ServiceKind = 'consultation' | 'custom' | 'repair' | 'resize' | 'valuation' | 'cleaning';

export interface Service {
  readonly id: string;
  readonly kind: ServiceKind;
  readonly name: LocalizedText;
  /** Null when the jeweller quotes on sight. */
  readonly priceMinor: number | null;
  readonly durationMinutes: number;
  readonly depositMinor?: number | null;
  /** A call from the jeweller ('par téléphone'): booked only with a phone number. */
  readonly needsPhone?: boolean;
}

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday. */
  readonly day: number;
  readonly opens: string;
  readonly closes: string;
}

/** Read-only facts of the business the showroom belongs to. */
export interface BusinessFacts {
  readonly name: string;
  readonly currency: Currency;
  /** Where the shop is, as the jeweller published it; absent or null: not said. */
  readonly address?: string | null;
  readonly services: readonly Service[];
  readonly openingHours: readonly OpeningHours[];
  readonly collaborations: readonly { readonly name: string; readonly description: LocalizedText }[];
  /** Days the workshop needs, by purpose; a purpose missing here is not offered. */
  readonly leadTimeDays: Partial<Record<Intent, number>>;
}

export type Choice =
  | {
      readonly kind: 'product';
      readonly id: string;
      readonly label: string;
      readonly priceMinor: number;
      readonly currency: Currency;
      readonly url?: string | null;
      readonly imageUrl?: string | null;
    }
  | { readonly kind: 'slot'; readonly start: string; readonly serviceId: string; readonly label: string };

export interface Booking {
  readonly appointmentId: string;
  readonly start: string;
  readonly serviceId: string;
  readonly depositUrl: string | null;
}
