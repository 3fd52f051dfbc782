/**
 * The demo jeweller's showroom leads ('Demandes'): custom-jewellery requests and enquiry baskets naming
 * its seeded pieces, at every status and over the last weeks, so the inbox has something to show. One
 * became the seeded order it asked for. Written after the catalogue, the clients and the orders.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#lib/connection.ts';
import { clients, orders } from '#lib/schema/clients.ts';
import { type BasketItem, type LeadStatus, products, showroomLeads } from '#lib/schema/showroom.ts';

interface DemoLead {
  kind: 'custom' | 'basket';
  status: LeadStatus;
  name: string;
  email: string;
  phone?: string;
  message?: string;
  budget?: string;
  locale?: 'fr' | 'en';
  /** Pieces by the showroom's ref, with the visitor's choices. */
  pieces?: { ref: number; size?: string; colour?: string; engraving?: string }[];
  /** Hours before the seed ran. */
  hoursAgo: number;
  note?: string;
  /** The seeded order (by its item) the lead became. */
  becameOrder?: string;
}

const DEMO_LEADS: DemoLead[] = [
  {
    kind: 'custom',
    status: 'new',
    name: 'Nia Okafor',
    email: 'nia.okafor@example.com',
    phone: '+44 7700 900 412',
    message:
      'Une bague de fiançailles en platine avec un saphir ovale entouré de petits diamants.\nTaille 52, pour une demande prévue en mai.',
    budget: '£4,000 – £5,000',
    hoursAgo: 2,
  },
  {
    kind: 'basket',
    status: 'new',
    name: 'Thomas Reed',
    email: 'thomas.reed@example.com',
    phone: '+44 7700 900 118',
    message: 'Could I see both pieces in the shop on Saturday morning?',
    locale: 'en',
    pieces: [
      { ref: 1, size: '20"', colour: 'Or jaune', engraving: 'T.R. 2027' },
      { ref: 2, size: '17 cm', colour: 'Or blanc' },
    ],
    hoursAgo: 26,
  },
  {
    kind: 'basket',
    status: 'new',
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    pieces: [{ ref: 5, size: '22"', colour: 'Or blanc' }],
    hoursAgo: 50,
  },
  {
    kind: 'custom',
    status: 'contacted',
    name: 'Sophie Martin',
    email: 'sophie.martin@example.com',
    phone: '+44 20 7946 0101',
    message: 'Des boucles d’oreilles assorties à ma montre sertie, en or rose si possible.',
    budget: '£2,500',
    hoursAgo: 4 * 24,
    note: 'Rappelée : croquis à envoyer avant vendredi.',
  },
  {
    kind: 'custom',
    status: 'closed',
    name: 'Oliver Bennett',
    email: 'oliver.bennett@example.com',
    message: 'Bague de fiançailles ovale, diamant d’environ 1,5 ct, monture fine en platine.',
    budget: '£4,000',
    hoursAgo: 3 * 24,
    becameOrder: 'Bague de fiançailles ovale',
  },
  {
    kind: 'basket',
    status: 'contacted',
    name: 'Isabelle Fontaine',
    email: 'isabelle.fontaine@example.com',
    phone: '+33 6 12 34 56 78',
    message: 'Est-il possible de graver les initiales au dos du cadran ?',
    pieces: [{ ref: 3, size: '41 mm', colour: 'Acier', engraving: 'I.F.' }],
    hoursAgo: 9 * 24,
  },
  {
    kind: 'basket',
    status: 'closed',
    name: 'Marcus Green',
    email: 'marcus.green@example.com',
    message: 'Finalement je passerai en boutique, merci.',
    pieces: [{ ref: 4, size: 'Haut (6 dents)', colour: 'Or jaune' }],
    hoursAgo: 38 * 24,
  },
];

export async function seedDemoLeads(tx: Tx, businessId: string, now: Date): Promise<void> {
  const catalogue = await tx
    .select({
      id: products.id,
      ref: products.ref,
      name: products.name,
      priceMinor: products.priceMinor,
      currency: products.currency,
    })
    .from(products)
    .where(eq(products.businessId, businessId));
  const byRef = new Map(catalogue.map((p) => [p.ref, p]));
  const rows: (typeof showroomLeads.$inferInsert)[] = [];
  for (const lead of DEMO_LEADS) {
    const items: BasketItem[] = (lead.pieces ?? []).flatMap((piece) => {
      const product = byRef.get(piece.ref);
      if (!product) return [];
      return [
        {
          productId: product.id,
          ref: product.ref,
          name: product.name,
          priceMinor: product.priceMinor,
          currency: product.currency,
          size: piece.size ?? null,
          colour: piece.colour ?? null,
          engraving: piece.engraving ?? null,
        },
      ];
    });
    let orderId: string | null = null;
    if (lead.becameOrder) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(clients, eq(clients.id, orders.clientId))
        .where(
          and(
            eq(orders.businessId, businessId),
            eq(orders.item, lead.becameOrder),
            eq(clients.email, lead.email),
          ),
        )
        .limit(1);
      orderId = order?.id ?? null;
    }
    const createdAt = new Date(now.getTime() - lead.hoursAgo * 3_600_000);
    rows.push({
      businessId,
      kind: lead.kind,
      status: lead.status,
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? null,
      message: lead.message ?? null,
      budget: lead.budget ?? null,
      items,
      locale: lead.locale ?? 'fr',
      note: lead.note ?? null,
      orderId,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await tx.insert(showroomLeads).values(rows);
}
