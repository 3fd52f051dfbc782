import { addDays, zonedTimeToUtc } from '@carat/domain/dates';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import { fold, words } from '#lib/text.ts';
import type {
  AssistantTools,
  BusinessFacts,
  CatalogueQuery,
  FaqAnswer,
  FreeSlot,
  Product,
} from '#lib/tools.ts';

/**
 * An in-memory showroom for tests, the evaluation set and the benchmark: a small catalogue, a week of
 * opening hours, a booking book that refuses overlaps, a few FAQ entries. It records every tool call so
 * tests can check what the assistant asked for. Not used by the product.
 */

export interface DemoShowroom {
  readonly business: BusinessFacts;
  readonly tools: AssistantTools;
  readonly timeZone: string;
  readonly calls: Array<{ tool: keyof AssistantTools; input: unknown }>;
  readonly bookings: Array<{
    start: string;
    serviceId: string;
    name: string;
    email: string;
    phone: string | null;
  }>;
  readonly savedLeads: Array<{ leadId: string | null; lead: unknown }>;
}

function catalogue(currency: Currency): Product[] {
  const item = (
    id: string,
    name: string,
    price: number,
    category: Product['category'],
    metal: string | null,
  ): Product => ({
    id,
    name,
    priceMinor: price * 100,
    currency,
    category,
    metal,
    url: `/pieces/${id}`,
  });
  return [
    item('p1', 'Chaîne forçat or jaune 18 carats', 1450, 'chain', 'yellow-gold-18k'),
    item('p2', 'Chaîne gourmette or blanc', 1890, 'chain', 'white-gold-18k'),
    item('p3', 'Chaîne maille vénitienne argent', 180, 'chain', 'silver'),
    item('p4', 'Solitaire Éclat platine', 4200, 'engagement-ring', 'platinum'),
    item('p5', 'Solitaire Aube or rose', 2600, 'engagement-ring', 'rose-gold-18k'),
    item('p6', 'Alliance jonc or jaune', 690, 'wedding-band', 'yellow-gold-18k'),
    item('p7', 'Bague Perle d’eau', 850, 'ring', 'yellow-gold-18k'),
    item('p8', 'Collier Rivière saphirs', 3900, 'necklace', 'white-gold-18k'),
    item('p9', 'Bracelet jonc or rose', 1250, 'bracelet', 'rose-gold-18k'),
    item('p10', 'Puces diamant or blanc', 980, 'earrings', 'white-gold-18k'),
    item('p11', 'Pendentif cœur argent', 120, 'pendant', 'silver'),
  ];
}

/** Does a catalogue metal satisfy the metal asked for? 'gold' covers every gold; a karat must agree if said. */
export function metalMatches(asked: string | null | undefined, actual: string | null): boolean {
  if (!asked) return true;
  if (!actual) return false;
  const [askedKind, askedKarat] = [asked.replace(/-\d+k$/, ''), /-(\d+)k$/.exec(asked)?.[1]];
  const [actualKind, actualKarat] = [actual.replace(/-\d+k$/, ''), /-(\d+)k$/.exec(actual)?.[1]];
  const kindOk = askedKind === actualKind || (askedKind === 'gold' && actualKind.endsWith('gold'));
  return kindOk && (askedKarat === undefined || askedKarat === actualKarat);
}

export function createDemoShowroom(language: Locale = 'fr'): DemoShowroom {
  const currency: Currency = language === 'fr' ? 'EUR' : 'GBP';
  const timeZone = language === 'fr' ? 'Europe/Paris' : 'Europe/London';
  const business: BusinessFacts = {
    name: language === 'fr' ? 'Atelier Marchand' : 'Hale & Co. Fine Jewellery',
    currency,
    services: [
      {
        id: 'consultation',
        kind: 'consultation',
        name: { fr: 'Rendez-vous conseil', en: 'Consultation' },
        priceMinor: 0,
        durationMinutes: 45,
      },
      {
        id: 'design',
        kind: 'custom',
        name: { fr: 'Séance de création', en: 'Design session' },
        priceMinor: 5000,
        durationMinutes: 60,
        depositMinor: 5000,
      },
      {
        id: 'resize',
        kind: 'resize',
        name: { fr: 'Mise à taille', en: 'Ring resizing' },
        priceMinor: 4500,
        durationMinutes: 20,
      },
      {
        id: 'repair',
        kind: 'repair',
        name: { fr: 'Réparation', en: 'Repair' },
        priceMinor: null,
        durationMinutes: 20,
      },
      {
        id: 'valuation',
        kind: 'valuation',
        name: { fr: 'Estimation', en: 'Valuation' },
        priceMinor: 6000,
        durationMinutes: 30,
      },
    ],
    openingHours: [2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '19:00' })),
    collaborations: [
      { name: 'Maison Lune', description: { fr: 'perles de culture', en: 'cultured pearls' } },
    ],
    leadTimeDays: { buy: 0, custom: 42, repair: 10, valuation: 7, appointment: 0 },
  };
  const products = catalogue(currency);
  const calls: DemoShowroom['calls'] = [];
  const bookings: DemoShowroom['bookings'] = [];
  const savedLeads: DemoShowroom['savedLeads'] = [];
  const faq: FaqAnswer[] = [
    {
      question: language === 'fr' ? 'Livrez-vous ?' : 'Do you deliver?',
      answer:
        language === 'fr'
          ? 'Nous livrons en France métropolitaine sous 3 jours ouvrés, assurance comprise.'
          : 'We deliver across the UK within 3 working days, insured.',
    },
    {
      question: language === 'fr' ? 'Quelle garantie ?' : 'What warranty do you give?',
      answer:
        language === 'fr' ? 'Nos pièces sont garanties deux ans.' : 'Our pieces carry a two-year warranty.',
    },
  ];
  const faqKeywords: Array<readonly [RegExp, FaqAnswer]> = [
    [/livr|deliver|shipping|expedi|envoi/, faq[0]!],
    [/garanti|warrant|guarantee/, faq[1]!],
  ];

  const slotsFrom = (from: string, days: number, serviceId: string): FreeSlot[] => {
    const slots: FreeSlot[] = [];
    for (let offset = 1; offset <= days; offset += 1) {
      const date = addDays(from, offset);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (!business.openingHours.some((hours) => hours.day === weekday)) continue;
      for (const time of ['10:00', '14:30']) {
        const start = zonedTimeToUtc(date, time, timeZone).toISOString();
        if (bookings.some((booking) => booking.start === start)) continue;
        slots.push({ start, end: new Date(Date.parse(start) + 45 * 60_000).toISOString(), serviceId });
      }
    }
    return slots;
  };

  const tools: AssistantTools = {
    async searchCatalogue(input: CatalogueQuery) {
      calls.push({ tool: 'searchCatalogue', input });
      const terms = input.query ? words(fold(input.query)) : [];
      return products
        .filter((product) => !input.category || product.category === input.category)
        .filter((product) => metalMatches(input.metal, product.metal))
        .filter((product) => input.maxPrice == null || product.priceMinor <= input.maxPrice)
        .filter((product) => input.minPrice == null || product.priceMinor >= input.minPrice)
        .filter((product) => terms.length === 0 || terms.some((term) => fold(product.name).includes(term)))
        .slice(0, input.limit ?? 10);
    },
    async getFreeSlots(input) {
      calls.push({ tool: 'getFreeSlots', input });
      return slotsFrom(input.from, input.days, input.serviceId ?? 'consultation');
    },
    async bookAppointment(input) {
      calls.push({ tool: 'bookAppointment', input });
      if (bookings.some((booking) => booking.start === input.slotStart))
        return { ok: false, reason: 'taken' };
      if (!business.services.some((service) => service.id === input.serviceId))
        return { ok: false, reason: 'invalid' };
      bookings.push({
        start: input.slotStart,
        serviceId: input.serviceId,
        name: input.name,
        email: input.email,
        phone: input.phone,
      });
      const service = business.services.find((candidate) => candidate.id === input.serviceId);
      return {
        ok: true,
        appointmentId: `appt-${bookings.length}`,
        start: input.slotStart,
        serviceId: input.serviceId,
        depositUrl: service?.depositMinor ? `https://pay.example.test/deposit/appt-${bookings.length}` : null,
      };
    },
    async saveLead(input) {
      calls.push({ tool: 'saveLead', input });
      const leadId = input.leadId ?? `lead-${savedLeads.length + 1}`;
      savedLeads.push({ leadId, lead: input.lead });
      return { leadId };
    },
    async answerFromFaq(question) {
      calls.push({ tool: 'answerFromFaq', input: question });
      const folded = fold(question);
      return faqKeywords.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
    },
  };
  return { business, tools, timeZone, calls, bookings, savedLeads };
}
