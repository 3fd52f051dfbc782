import type { Locale } from '@carat/domain/locale';
import { type Currency, fromMinorUnits, isCurrency } from '@carat/domain/money';
import type { ActivityFigures } from '#api/features/analytics/activity.ts';
import { toCsv } from '#api/lib/csv.ts';

/** What the report shows of the analytics page (features/analytics/analytics.ts): its tiles and monthly table. */
export interface AnalyticsCsvInput {
  currency: string;
  tiles: ActivityFigures;
  monthly: readonly {
    month: string;
    revenue: number;
    orders: number;
    newClients: number;
    appointments: number;
  }[];
}

const TEXTS: Record<
  Locale,
  {
    tilesHeader: string[];
    tiles: Record<'revenue' | 'orders' | 'clients' | 'appointments', string>;
    monthlyHeader: (currency: string) => string[];
  }
> = {
  fr: {
    tilesHeader: ['Indicateur', 'Ce mois-ci', 'Même période du mois précédent', 'Évolution (%)'],
    tiles: {
      revenue: 'Encaissé TTC',
      orders: 'Commandes',
      clients: 'Clients',
      appointments: 'Rendez-vous',
    },
    monthlyHeader: (currency) => [
      'Mois',
      `Encaissé TTC (${currency})`,
      'Commandes',
      'Nouveaux clients',
      'Rendez-vous',
    ],
  },
  en: {
    tilesHeader: ['Figure', 'This month', 'Same span of the previous month', 'Change (%)'],
    tiles: {
      revenue: 'Collected incl. VAT',
      orders: 'Orders',
      clients: 'Clients',
      appointments: 'Appointments',
    },
    monthlyHeader: (currency) => [
      'Month',
      `Collected incl. VAT (${currency})`,
      'Orders',
      'New clients',
      'Appointments',
    ],
  },
};

const TILE_ORDER = ['revenue', 'orders', 'clients', 'appointments'] as const;

/**
 * 'Exporter rapport': the month's four tiles, then the monthly table, as CSV the way the client export
 * writes it (commas, amounts as plain decimals of the business's currency, formula-looking fields
 * defused). Two tables one under the other, a blank line between them.
 */
export function analyticsCsv(report: AnalyticsCsvInput, locale: Locale): string {
  const texts = TEXTS[locale];
  const currency: Currency = isCurrency(report.currency) ? report.currency : 'GBP';
  const amount = (minor: number) => fromMinorUnits(minor, currency);
  const tileRows = TILE_ORDER.map((key) => {
    const figure = report.tiles[key];
    const show = key === 'revenue' ? amount : String;
    const label = key === 'revenue' ? `${texts.tiles.revenue} (${currency})` : texts.tiles[key];
    return [label, show(figure.value), show(figure.previous), figure.changePercent];
  });
  const monthRows = report.monthly.map((m) => [
    m.month,
    amount(m.revenue),
    m.orders,
    m.newClients,
    m.appointments,
  ]);
  return toCsv([texts.tilesHeader, ...tileRows, [], texts.monthlyHeader(currency), ...monthRows]);
}
