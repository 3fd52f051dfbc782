/**
 * The demo's back office: each seeded order gets a workshop stage that matches its status, a metal,
 * stones, a size, a deposit, a due date and the timeline of how it got there; the orders' deposit and
 * final invoices (paid, sent, one overdue, drafts), a few shop invoices (one voided with its credit
 * note) and the invoice settings. Every figure the Orders and Invoices pages show is computed from
 * these rows. Deterministic: the same on every machine for a given `now`.
 */
import { addDays, todayIn } from '@carat/domain/dates';
import {
  computeInvoiceTotals,
  DEFAULT_INVOICE_SETTINGS,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  type InvoiceLine,
} from '@carat/domain/invoice';
import { ORDER_STAGES, type OrderStage } from '@carat/domain/orders';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '#lib/connection.ts';
import {
  creditNotes,
  invoiceLines,
  invoiceSettings,
  invoices,
  orderEvents,
} from '#lib/schema/back-office.ts';
import { clients, orders } from '#lib/schema/clients.ts';
import type { DemoBusiness } from './demo-data.ts';

const DAY = 86_400_000;

const IN_PROGRESS: OrderStage[] = [
  'design',
  'cad-approval',
  'stone-sourcing',
  'wax-print',
  'casting',
  'stone-setting',
  'polishing',
  'quality-control',
];
const PENDING: OrderStage[] = ['enquiry', 'consultation', 'quote', 'deposit'];
const METALS = [
  'Or jaune 18k',
  'Or rose 18k',
  'Or blanc 18k',
  'Platine 950',
  'Argent 925',
  'Titane et or 18k',
];
const STONES = [
  'Diamant 1,2 ct',
  'Saphir 0,8 ct',
  'Émeraude 1 ct',
  'Diamants pavés 0,5 ct',
  null,
  'Perles de culture',
];
const ENGRAVINGS = ['S & J 2026', 'Pour toujours', null, null, 'À jamais', null];

function sizeFor(item: string, index: number): string | null {
  const lower = item.toLowerCase();
  if (/bague|alliance|chevali|ring/.test(lower)) return String(50 + (index % 7));
  if (/bracelet|jonc/.test(lower)) return '17 cm';
  if (/cha[iî]ne|collier/.test(lower)) return '50 cm';
  return null;
}

/** A round deposit of about 30 % of the price, in whole pounds (euros). */
const depositOf = (amountMinor: number) => Math.round((amountMinor * 0.3) / 1000) * 1000;

interface SeedInvoice {
  kind: 'standard' | 'deposit' | 'final';
  orderId: string | null;
  clientId: string | null;
  client: { name: string; email: string | null; address: string | null };
  lines: InvoiceLine[];
  /** When it was drafted. */
  createdAt: Date;
  /** Issued at this instant (null: a draft). */
  issuedAt: Date | null;
  paidAt: Date | null;
  voided?: { at: Date; reason: string };
  depositsDeductedMinor: number;
  notes: string;
}

export async function seedBackOffice(tx: Tx, businessId: string, demo: DemoBusiness, now: Date) {
  const zone = demo.business.timeZone;
  // The interface's language: the demo's invoices are written in French (the spec's).
  const locale = 'fr' as const;
  const notes = DEFAULT_INVOICE_SETTINGS.defaultNotes[locale];
  const seeded = await tx
    .select({
      id: orders.id,
      number: orders.number,
      item: orders.item,
      status: orders.status,
      amountMinor: orders.amountMinor,
      createdAt: orders.createdAt,
      clientId: orders.clientId,
      clientName: clients.name,
      clientEmail: clients.email,
      clientLocation: clients.location,
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.businessId, businessId))
    .orderBy(asc(orders.createdAt));

  const counters = { pending: 0, inProgress: 0 };
  const completed = seeded.filter((o) => o.status === 'completed');
  const readyIds = new Set(completed.slice(-2).map((o) => o.id));
  const seedInvoices: SeedInvoice[] = [];
  const events: (typeof orderEvents.$inferInsert)[] = [];
  const updates: {
    id: string;
    stage: OrderStage;
    deposit: number;
    metal: string;
    stones: string | null;
    size: string | null;
    engraving: string | null;
    dueDate: string;
  }[] = [];

  seeded.forEach((order, index) => {
    let stage: OrderStage;
    if (order.status === 'completed') stage = readyIds.has(order.id) ? 'ready-for-collection' : 'collected';
    else if (order.status === 'in-progress') stage = IN_PROGRESS[counters.inProgress++ % IN_PROGRESS.length]!;
    else stage = PENDING[counters.pending++ % PENDING.length]!;

    const reached = ORDER_STAGES.indexOf(stage);
    const hasDeposit = reached >= ORDER_STAGES.indexOf('deposit');
    const deposit = hasDeposit ? depositOf(order.amountMinor) : 0;
    const weeks = 6 + (index % 6);
    const start = order.createdAt.getTime();
    // Completed pieces were finished after 60 % of their age; work in progress moved on recently.
    const end =
      order.status === 'completed'
        ? start + (now.getTime() - start) * 0.6
        : Math.max(start, now.getTime() - DAY / 2);
    const at = (step: number) => new Date(start + ((end - start) * step) / Math.max(1, reached));

    // The path taken: every stage in order (no CAD loop, hallmarking included).
    events.push({
      businessId,
      orderId: order.id,
      kind: 'created',
      toStage: 'enquiry',
      createdAt: order.createdAt,
    });
    for (let i = 1; i <= reached; i++) {
      events.push({
        businessId,
        orderId: order.id,
        kind: 'stage',
        fromStage: ORDER_STAGES[i - 1]!,
        toStage: ORDER_STAGES[i]!,
        createdAt: at(i),
      });
    }

    const client = {
      name: order.clientName ?? '',
      email: order.clientEmail ?? null,
      address: order.clientLocation ?? null,
    };
    const depositReachedAt = at(ORDER_STAGES.indexOf('deposit'));
    if (deposit > 0) {
      const draft = stage === 'deposit';
      seedInvoices.push({
        kind: 'deposit',
        orderId: order.id,
        clientId: order.clientId,
        client,
        lines: [
          {
            description: `Acompte — ${order.item} (commande ${order.number})`,
            quantity: 1,
            unitPriceMinor: deposit,
          },
        ],
        createdAt: depositReachedAt,
        issuedAt: draft ? null : depositReachedAt,
        paidAt: draft ? null : new Date(depositReachedAt.getTime() + DAY / 4),
        depositsDeductedMinor: 0,
        notes,
      });
    }
    if (order.status === 'completed') {
      const readyAt = at(ORDER_STAGES.indexOf('ready-for-collection'));
      const age = (now.getTime() - readyAt.getTime()) / DAY;
      const position = completed.indexOf(order);
      // The most recent piece's invoice is still a draft; the one before is sent and not yet due; the
      // oldest is overdue (issued over 30 days ago, unpaid); the rest are paid.
      const draft = position === completed.length - 1;
      const unpaid = draft || position === completed.length - 2 || (age > 31 && position === 0);
      const depositTotal = computeInvoiceTotals([{ quantity: 1, unitPriceMinor: deposit }]).total;
      seedInvoices.push({
        kind: 'final',
        orderId: order.id,
        clientId: order.clientId,
        client,
        lines: [{ description: order.item, quantity: 1, unitPriceMinor: order.amountMinor }],
        createdAt: readyAt,
        issuedAt: draft ? null : readyAt,
        paidAt: unpaid ? null : new Date(readyAt.getTime() + 2 * DAY),
        depositsDeductedMinor: draft ? 0 : depositTotal,
        notes,
      });
    }

    updates.push({
      id: order.id,
      stage,
      deposit,
      metal: METALS[index % METALS.length]!,
      stones: STONES[index % STONES.length] ?? null,
      size: sizeFor(order.item, index),
      engraving: ENGRAVINGS[index % ENGRAVINGS.length] ?? null,
      dueDate: todayIn(new Date(start + weeks * 7 * DAY), zone),
    });
  });

  for (const update of updates) {
    await tx
      .update(orders)
      .set({
        stage: update.stage,
        depositMinor: update.deposit,
        metal: update.metal,
        stones: update.stones,
        size: update.size,
        engraving: update.engraving,
        dueDate: update.dueDate,
      })
      .where(eq(orders.id, update.id));
  }
  if (events.length > 0) await tx.insert(orderEvents).values(events);

  // A few invoices of the shop that no order raised: repairs and servicing; one voided and reissued.
  const walkIn = seeded.find((o) => o.clientId)!;
  const shopClient = {
    name: walkIn.clientName ?? '',
    email: walkIn.clientEmail ?? null,
    address: walkIn.clientLocation ?? null,
  };
  const shop = (days: number, description: string, price: number, state: 'paid' | 'sent' | 'void') => {
    const issuedAt = new Date(now.getTime() - days * DAY);
    seedInvoices.push({
      kind: 'standard',
      orderId: null,
      clientId: walkIn.clientId,
      client: shopClient,
      lines: [{ description, quantity: 1, unitPriceMinor: price }],
      createdAt: issuedAt,
      issuedAt,
      paidAt: state === 'paid' ? new Date(issuedAt.getTime() + DAY) : null,
      ...(state === 'void'
        ? { voided: { at: new Date(issuedAt.getTime() + DAY / 2), reason: 'Prix erroné' } }
        : {}),
      depositsDeductedMinor: 0,
      notes,
    });
  };
  shop(50, 'Entretien montre automatique', 18_000, 'void');
  shop(49, 'Entretien montre automatique', 15_000, 'paid');
  shop(30, 'Réparation fermoir et rhodiage', 9_500, 'paid');
  shop(3, 'Mise à taille et polissage', 6_500, 'sent');

  // Numbers in the order invoices were issued, per year; the counters continue after them.
  seedInvoices.sort((a, b) => (a.issuedAt ?? a.createdAt).getTime() - (b.issuedAt ?? b.createdAt).getTime());
  const invoiceCounter = new Map<number, number>();
  const creditCounter = new Map<number, number>();
  for (const seed of seedInvoices) {
    const totals = computeInvoiceTotals(seed.lines);
    const issueDate = seed.issuedAt ? todayIn(seed.issuedAt, zone) : null;
    let number: string | null = null;
    if (issueDate) {
      const year = Number(issueDate.slice(0, 4));
      const next = (invoiceCounter.get(year) ?? 0) + 1;
      invoiceCounter.set(year, next);
      number = formatInvoiceNumber(year, next);
    }
    const dueDate = addDays(
      issueDate ?? todayIn(seed.createdAt, zone),
      DEFAULT_INVOICE_SETTINGS.defaultPaymentTerms,
    );
    // Written as a draft with its lines, then issued, paid or voided: the moves the guards allow.
    const [row] = await tx
      .insert(invoices)
      .values({
        businessId,
        kind: seed.kind,
        orderId: seed.orderId,
        clientId: seed.clientId,
        clientName: seed.client.name,
        clientEmail: seed.client.email,
        clientAddress: seed.client.address,
        locale,
        currency: demo.business.currency,
        dueDate,
        notes: seed.notes,
        // The demo jeweller is in London: one UK VAT line (0048).
        taxes: [{ code: 'VAT', rateBps: 2000, baseMinor: totals.subtotal, taxMinor: totals.vat }],
        subtotalMinor: totals.subtotal,
        vatMinor: totals.vat,
        totalMinor: totals.total,
        depositsDeductedMinor: seed.depositsDeductedMinor,
        createdAt: seed.createdAt,
        updatedAt: seed.createdAt,
      })
      .returning({ id: invoices.id });
    const invoiceId = row!.id;
    await tx.insert(invoiceLines).values(
      seed.lines.map((line, position) => ({
        businessId,
        invoiceId,
        position,
        description: line.description ?? '',
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        netMinor: totals.lines[position]!.net,
        vatMinor: totals.lines[position]!.vat,
      })),
    );
    if (number && seed.issuedAt) {
      await tx
        .update(invoices)
        .set({ number, status: 'sent', issueDate, issuedAt: seed.issuedAt, sentAt: seed.issuedAt })
        .where(eq(invoices.id, invoiceId));
    }
    if (seed.paidAt) {
      await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: seed.paidAt })
        .where(eq(invoices.id, invoiceId));
    }
    if (seed.voided) {
      await tx
        .update(invoices)
        .set({ status: 'void', voidedAt: seed.voided.at, voidReason: seed.voided.reason })
        .where(eq(invoices.id, invoiceId));
    }
    if (seed.voided) {
      const creditDate = todayIn(seed.voided.at, zone);
      const year = Number(creditDate.slice(0, 4));
      const next = (creditCounter.get(year) ?? 0) + 1;
      creditCounter.set(year, next);
      await tx.insert(creditNotes).values({
        businessId,
        invoiceId,
        number: formatCreditNoteNumber(year, next),
        reason: seed.voided.reason,
        issueDate: creditDate,
        currency: demo.business.currency,
        subtotalMinor: totals.subtotal,
        vatMinor: totals.vat,
        totalMinor: totals.total,
        createdAt: seed.voided.at,
      });
    }
    if (seed.orderId) {
      await tx.insert(orderEvents).values({
        businessId,
        orderId: seed.orderId,
        kind: 'invoice',
        detail: { invoiceId, kind: seed.kind },
        createdAt: seed.createdAt,
      });
    }
  }
  for (const [kind, counter] of [
    ['invoice', invoiceCounter],
    ['credit_note', creditCounter],
  ] as const) {
    for (const [year, last] of counter) {
      await tx.execute(sql`insert into private.business_counters (business_id, kind, year, last_value)
        values (${businessId}, ${kind}, ${year}, ${last})
        on conflict (business_id, kind, year) do update set last_value = excluded.last_value`);
    }
  }

  const bank =
    demo.business.currency === 'GBP'
      ? `${demo.business.name} Ltd\nSort code 60-16-13 · Account 31926819\nIBAN GB29 NWBK 6016 1331 9268 19`
      : `${demo.business.name}\nIBAN FR76 3000 6000 0112 3456 7890 189 · BIC AGRIFRPP`;
  await tx.insert(invoiceSettings).values({
    businessId,
    companyName: demo.business.name,
    email: demo.business.email,
    phone: demo.business.phone,
    address: `${demo.business.address}\n${demo.business.postalCode} ${demo.business.city}`,
    website: `www.${demo.business.slug === 'demo' ? 'haleandco' : 'ateliermarchand'}.example`,
    taxId: demo.business.vatNumber,
    bankDetails: bank,
    invoiceColor: 'amber',
  });
}
