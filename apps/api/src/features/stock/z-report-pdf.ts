import { intlLocale } from '@carat/domain/locale';
import { formatTaxRate, taxLabel } from '@carat/domain/taxes';
import type { PdfLocale } from '#api/lib/pdf/document.ts';
import type { DayZReport, ZReport } from './cash-drawer.ts';
import { type ReceiptFormat, type ReceiptPdfData, startTicket, ticketDateTime } from './receipt-pdf.ts';

/**
 * The cash drawer session's Z report (ADR 072): the sales and their payments by method, old gold taken in,
 * the tax by rate, returns, cash movements, and the cash expected against the cash counted. The 80 mm roll
 * or A4, drawn in the receipt's frame. Pure: everything it shows is handed in.
 */

export interface ZReportPdfData {
  locale: PdfLocale;
  format: ReceiptFormat;
  timeZone: string;
  shop: ReceiptPdfData['shop'];
  currency: string;
  status: 'open' | 'closed';
  openedAt: Date;
  closedAt: Date | null;
  closingNote: string | null;
  report: ZReport;
}

const LABELS = {
  fr: {
    title: 'RAPPORT Z',
    interim: 'RAPPORT X (caisse ouverte)',
    opened: 'Ouverture',
    closed: 'Clôture',
    sales: 'Ventes',
    salesCount: 'Nombre de ventes',
    salesTotal: 'Total TTC',
    byMethod: 'Règlements',
    change: 'Monnaie rendue',
    oldGold: 'Or repris',
    taxes: 'TVA',
    taxIncluded: 'dont',
    returns: 'Retours (avoirs)',
    returnsCount: 'Nombre de retours',
    layaways: 'Acomptes réservations (espèces)',
    movements: 'Mouvements de caisse',
    cash: 'Espèces',
    float: 'Fond de caisse',
    cashSales: 'Ventes en espèces',
    cashIn: 'Entrées',
    cashOut: 'Sorties',
    cashRefunds: 'Remboursements en espèces',
    expected: 'Attendu',
    counted: 'Compté',
    difference: 'Écart',
    note: 'Note',
    none: 'Aucun',
    dayTitle: 'RAPPORT Z DU JOUR',
    day: 'Journée du',
    session: 'Caisse',
    open: 'ouverte',
    outside: 'Ventes hors caisse',
    dayTotal: 'Total de la journée',
    noSession: 'Aucune caisse ouverte ce jour',
    methods: {
      card: 'Carte',
      cash: 'Espèces',
      transfer: 'Virement',
      credit: 'Avoir client',
      'old-gold': 'Or repris',
      'gift-card': 'Carte cadeau',
      unspecified: 'Non précisé',
    } as Record<string, string>,
  },
  en: {
    title: 'Z REPORT',
    interim: 'X REPORT (drawer open)',
    opened: 'Opened',
    closed: 'Closed',
    sales: 'Sales',
    salesCount: 'Number of sales',
    salesTotal: 'Total',
    byMethod: 'Payments',
    change: 'Change given',
    oldGold: 'Old gold taken in',
    taxes: 'VAT',
    taxIncluded: 'incl.',
    returns: 'Returns (credit notes)',
    returnsCount: 'Number of returns',
    layaways: 'Layaway payments (cash)',
    movements: 'Cash movements',
    cash: 'Cash',
    float: 'Opening float',
    cashSales: 'Cash sales',
    cashIn: 'Cash in',
    cashOut: 'Cash out',
    cashRefunds: 'Cash refunds',
    expected: 'Expected',
    counted: 'Counted',
    difference: 'Difference',
    note: 'Note',
    none: 'None',
    dayTitle: 'DAY Z REPORT',
    day: 'Day of',
    session: 'Drawer',
    open: 'open',
    outside: 'Sales outside the drawer',
    dayTotal: 'Day total',
    noSession: 'No drawer was opened that day',
    methods: {
      card: 'Card',
      cash: 'Cash',
      transfer: 'Transfer',
      credit: 'Store credit',
      'old-gold': 'Old gold',
      'gift-card': 'Gift card',
      unspecified: 'Not said',
    } as Record<string, string>,
  },
} as const;

function rollHeight(r: ZReport): number {
  return (
    420 +
    r.payments.length * 12 +
    r.taxes.length * 12 +
    r.returns.byMethod.length * 12 +
    r.movements.length * 24
  );
}

export async function renderZReportPdf(data: ZReportPdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const r = data.report;
  const at = (d: Date) => ticketDateTime(d, data.locale, data.timeZone);
  const { doc, done, margin, inner, fs, money, w, rule, pair, heading } = startTicket({
    locale: data.locale,
    format: data.format,
    rollHeight: rollHeight(r),
    title: data.status === 'closed' ? t.title : t.interim,
    currency: data.currency,
    shop: data.shop,
    subtitle: [
      `${t.opened} : ${at(data.openedAt)}`,
      ...(data.closedAt ? [`${t.closed} : ${at(data.closedAt)}`] : []),
    ],
  });
  const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));

  rule();
  heading(t.sales);
  pair(t.salesCount, String(r.salesCount));
  pair(t.salesTotal, money(r.salesTotalMinor), true);
  for (const tax of r.taxes) {
    pair(
      `${t.taxIncluded} ${taxLabel(tax.code, data.locale)} ${formatTaxRate(tax.rateBps, data.locale)}`,
      money(tax.taxMinor),
    );
  }
  doc.moveDown(0.4);
  heading(t.byMethod);
  if (r.payments.length === 0) pair(t.none, money(0));
  for (const p of r.payments) pair(`${t.methods[p.method] ?? p.method} (${p.count})`, money(p.amountMinor));
  if (r.changeGivenMinor > 0) pair(t.change, money(r.changeGivenMinor));
  if (r.oldGold.count > 0) {
    const grams = new Intl.NumberFormat(intlLocale(data.locale), {
      maximumFractionDigits: 3,
    }).format(r.oldGold.weightGrams);
    pair(`${t.oldGold} (${r.oldGold.count}, ${grams} g)`, money(r.oldGold.amountMinor));
  }
  if (r.layawayCashMinor > 0) pair(t.layaways, money(r.layawayCashMinor));

  doc.moveDown(0.4);
  rule();
  heading(t.returns);
  pair(t.returnsCount, String(r.returns.count));
  for (const m of r.returns.byMethod) pair(t.methods[m.method] ?? m.method, `-${money(m.amountMinor)}`);
  if (r.returns.count > 0) pair(t.salesTotal, `-${money(r.returns.totalMinor)}`, true);

  doc.moveDown(0.4);
  rule();
  heading(t.movements);
  if (r.movements.length === 0) pair(t.none, money(0));
  for (const m of r.movements) {
    pair(
      `${at(m.createdAt)} ${m.reason}`,
      m.kind === 'in' ? `+${money(m.amountMinor)}` : `-${money(m.amountMinor)}`,
    );
  }

  doc.moveDown(0.4);
  rule();
  heading(t.cash);
  pair(t.float, money(r.cash.openingFloatMinor));
  pair(t.cashSales, `+${money(r.cash.salesMinor)}`);
  if (r.cash.layawaysMinor > 0) pair(t.layaways, `+${money(r.cash.layawaysMinor)}`);
  pair(t.cashIn, `+${money(r.cash.inMinor)}`);
  pair(t.cashOut, `-${money(r.cash.outMinor)}`);
  pair(t.cashRefunds, `-${money(r.cash.refundsMinor)}`);
  pair(t.expected, money(r.cash.expectedMinor), true);
  if (r.cash.countedMinor !== null) {
    pair(t.counted, money(r.cash.countedMinor), true);
    pair(t.difference, signed(r.cash.differenceMinor ?? 0), true);
  }
  if (data.closingNote) {
    doc.moveDown(0.4);
    doc
      .font('Helvetica')
      .fontSize(fs - 1)
      .text(w(`${t.note} : ${data.closingNote}`), margin, doc.y, { width: inner });
  }
  doc.end();
  return done;
}

export interface DayZReportPdfData {
  locale: PdfLocale;
  format: ReceiptFormat;
  timeZone: string;
  shop: ReceiptPdfData['shop'];
  report: DayZReport;
}

/**
 * The day's Z report (ADR 077): each session opened that day (its sales, payments by method and cash
 * counted against expected), the sales made with no drawer open, and the day's totals, in the business's
 * currency. Pure, as the session's.
 */
export async function renderDayZReportPdf(data: DayZReportPdfData): Promise<Uint8Array> {
  const t = LABELS[data.locale];
  const r = data.report;
  const at = (d: Date) => ticketDateTime(d, data.locale, data.timeZone);
  const lines =
    r.sessions.reduce((n, s) => n + 8 + s.report.payments.length, 0) +
    r.outside.payments.length +
    r.totals.payments.length +
    r.totals.taxes.length;
  const day = new Intl.DateTimeFormat(intlLocale(data.locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${r.date}T00:00:00Z`));
  const { doc, done, fs, margin, inner, money, w, rule, pair, heading } = startTicket({
    locale: data.locale,
    format: data.format,
    rollHeight: 300 + lines * 13,
    title: t.dayTitle,
    currency: r.currency,
    shop: data.shop,
    subtitle: [`${t.day} ${day}`],
  });
  const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));
  const sales = (part: DayZReport['outside']) => {
    pair(t.salesCount, String(part.salesCount));
    pair(t.salesTotal, money(part.salesTotalMinor), true);
    for (const p of part.payments)
      pair(`${t.methods[p.method] ?? p.method} (${p.count})`, money(p.amountMinor));
  };

  for (const [index, session] of r.sessions.entries()) {
    rule();
    heading(
      `${t.session} ${index + 1} : ${at(session.openedAt)} – ${session.closedAt ? at(session.closedAt) : t.open}`,
    );
    sales(session.report);
    pair(t.expected, money(session.report.cash.expectedMinor));
    if (session.report.cash.countedMinor !== null) {
      pair(t.counted, money(session.report.cash.countedMinor));
      pair(t.difference, signed(session.report.cash.differenceMinor ?? 0));
    }
  }
  if (r.sessions.length === 0) {
    rule();
    doc.font('Helvetica').fontSize(fs).text(w(t.noSession), margin, doc.y, { width: inner });
  }
  rule();
  heading(t.outside);
  sales(r.outside);

  rule();
  heading(t.dayTotal);
  sales(r.totals);
  for (const tax of r.totals.taxes) {
    pair(
      `${t.taxIncluded} ${taxLabel(tax.code, data.locale)} ${formatTaxRate(tax.rateBps, data.locale)}`,
      money(tax.taxMinor),
    );
  }
  if (r.sessions.length > 0) {
    pair(t.expected, money(r.totals.expectedCashMinor), true);
    if (r.totals.countedCashMinor !== null) {
      pair(t.counted, money(r.totals.countedCashMinor), true);
      pair(t.difference, signed(r.totals.differenceMinor ?? 0), true);
    }
  }
  doc.end();
  return done;
}
