import type { Locale } from './locale.ts';

/**
 * Sales taxes by country and region, as data. Each rule lists the taxes a registered
 * business charges on a sale of jewellery there, every one on the same net base (Quebec's QST has not been
 * charged on the GST since 2013), and how each tax is rounded:
 * - `line`: worked out on each line, rounded half-up to the minor unit, then summed (HMRC accepts it; it is
 *   what Carat's UK invoices always did);
 * - `invoice`: worked out once per tax on the invoice's net total for that rate, rounded half-up (the
 *   French and Canadian practice: one amount per rate in the totals).
 * A business that is not registered charges none (`exemptRule`), and its invoices say why where the
 * country asks (France: 'TVA non applicable, art. 293 B du CGI').
 * Rates are in basis points (2000 = 20 %) and amounts in integer minor units, so the maths stays exact.
 */
export interface TaxComponent {
  /** Stable code: 'VAT', 'GST', 'QST', 'HST', 'PST', 'RST'. */
  code: string;
  label: Readonly<Record<Locale, string>>;
  rateBps: number;
}

export type TaxRounding = 'line' | 'invoice';

export interface TaxRule {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-2 subdivision code where the rule depends on it ('CA-QC'), else null. */
  region: string | null;
  components: readonly TaxComponent[];
  rounding: TaxRounding;
}

const vat = (rateBps: number, fr = 'TVA', en = 'VAT'): TaxComponent => ({
  code: 'VAT',
  label: { fr, en },
  rateBps,
});
const gst: TaxComponent = { code: 'GST', label: { fr: 'TPS', en: 'GST' }, rateBps: 500 };
const hst = (rateBps: number): TaxComponent => ({ code: 'HST', label: { fr: 'TVH', en: 'HST' }, rateBps });
const pst = (rateBps: number, code = 'PST'): TaxComponent => ({
  code,
  label: { fr: code === 'RST' ? 'TVD' : 'TVP', en: code },
  rateBps,
});

/** Every rule the product applies; `GET /v1/tax-rules?country=` lists them. */
export const TAX_RULES: readonly TaxRule[] = [
  { country: 'GB', region: null, components: [vat(2000)], rounding: 'line' },
  { country: 'FR', region: null, components: [vat(2000)], rounding: 'invoice' },
  { country: 'MC', region: null, components: [vat(2000)], rounding: 'invoice' },
  { country: 'BE', region: null, components: [vat(2100, 'TVA', 'VAT')], rounding: 'invoice' },
  { country: 'LU', region: null, components: [vat(1700)], rounding: 'invoice' },
  { country: 'CH', region: null, components: [vat(810, 'TVA', 'VAT')], rounding: 'invoice' },
  { country: 'DE', region: null, components: [vat(1900, 'TVA', 'VAT')], rounding: 'invoice' },
  { country: 'ES', region: null, components: [vat(2100, 'TVA', 'VAT')], rounding: 'invoice' },
  { country: 'IT', region: null, components: [vat(2200, 'TVA', 'VAT')], rounding: 'invoice' },
  { country: 'NL', region: null, components: [vat(2100, 'TVA', 'VAT')], rounding: 'invoice' },
  { country: 'IE', region: null, components: [vat(2300, 'TVA', 'VAT')], rounding: 'invoice' },
  {
    country: 'CA',
    region: 'CA-QC',
    components: [gst, { code: 'QST', label: { fr: 'TVQ', en: 'QST' }, rateBps: 997.5 }],
    rounding: 'invoice',
  },
  { country: 'CA', region: 'CA-ON', components: [hst(1300)], rounding: 'invoice' },
  { country: 'CA', region: 'CA-NS', components: [hst(1400)], rounding: 'invoice' },
  { country: 'CA', region: 'CA-NB', components: [hst(1500)], rounding: 'invoice' },
  { country: 'CA', region: 'CA-NL', components: [hst(1500)], rounding: 'invoice' },
  { country: 'CA', region: 'CA-PE', components: [hst(1500)], rounding: 'invoice' },
  { country: 'CA', region: 'CA-BC', components: [gst, pst(700)], rounding: 'invoice' },
  { country: 'CA', region: 'CA-SK', components: [gst, pst(600)], rounding: 'invoice' },
  { country: 'CA', region: 'CA-MB', components: [gst, pst(700, 'RST')], rounding: 'invoice' },
  // Alberta and the territories: the GST alone.
  { country: 'CA', region: null, components: [gst], rounding: 'invoice' },
];

/** What a business that is not registered for the tax charges: nothing. */
export const exemptRule = (country: string, region: string | null = null): TaxRule => ({
  country,
  region,
  components: [],
  rounding: 'invoice',
});

/** The rules of one country (every region's), for the settings page and `GET /v1/tax-rules`. */
export function taxRulesOf(country: string): readonly TaxRule[] {
  const code = country.toUpperCase();
  return TAX_RULES.filter((rule) => rule.country === code);
}

/**
 * The rule a registered business applies: its region's when the country has one, else the country's own;
 * null when the product knows no rule for that country (the jeweller then enters the rate).
 */
export function taxRuleFor(country: string, region: string | null = null): TaxRule | null {
  const rules = taxRulesOf(country);
  return (
    rules.find((rule) => region !== null && rule.region === region.toUpperCase()) ??
    rules.find((rule) => rule.region === null) ??
    null
  );
}

/** Half-up rounding of base × rate ÷ 10 000, exact for any safe base (BigInt; rates may hold a half bp). */
export function taxOn(baseMinor: number, rateBps: number): number {
  if (!Number.isSafeInteger(baseMinor))
    throw new RangeError(`tax base must be a safe integer, got ${baseMinor}`);
  // Rates carry at most one decimal of a basis point (QST 997.5): work in tenths of a basis point.
  const tenths = Math.round(rateBps * 10);
  if (Math.abs(tenths - rateBps * 10) > 1e-9 || tenths < 0) {
    throw new RangeError(`tax rate must be ≥ 0 in tenths of a basis point, got ${rateBps}`);
  }
  const product = BigInt(baseMinor) * BigInt(tenths);
  const divisor = 100_000n;
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (2n * magnitude + divisor) / (2n * divisor);
  return Number(negative ? -rounded : rounded);
}

export interface TaxLine {
  code: string;
  label: string;
  rateBps: number;
  /** The net amount the tax is charged on. */
  baseMinor: number;
  taxMinor: number;
}

export interface TaxedTotals {
  subtotal: number;
  taxes: TaxLine[];
  tax: number;
  total: number;
}

/**
 * The taxes of a sale whose lines' net amounts are `netLines`, under `rule`: one line per tax (GST and QST
 * apart, as a Quebec invoice shows them), each rounded as the rule says; the total is the subtotal plus
 * every tax, exact to the minor unit.
 */
export function taxTotals(netLines: readonly number[], rule: TaxRule, locale: Locale = 'fr'): TaxedTotals {
  const subtotal = netLines.reduce((sum, line) => sum + line, 0);
  const taxes = rule.components.map((component) => {
    const taxMinor =
      rule.rounding === 'line'
        ? netLines.reduce((sum, line) => sum + taxOn(line, component.rateBps), 0)
        : taxOn(subtotal, component.rateBps);
    return {
      code: component.code,
      label: component.label[locale],
      rateBps: component.rateBps,
      baseMinor: subtotal,
      taxMinor,
    };
  });
  const tax = taxes.reduce((sum, line) => sum + line.taxMinor, 0);
  return { subtotal, taxes, tax, total: subtotal + tax };
}

/** '20 %', '9,975 %' / '9.975%': a rate as the locale writes it. */
export function formatTaxRate(rateBps: number, locale: Locale): string {
  const percent = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    maximumFractionDigits: 3,
  }).format(rateBps / 100);
  return locale === 'fr' ? `${percent} %` : `${percent}%`;
}

/** Each tax's name as an invoice prints it, by its stable code (the stored tax lines keep only the code). */
const TAX_LABELS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  VAT: { fr: 'TVA', en: 'VAT' },
  GST: { fr: 'TPS', en: 'GST' },
  QST: { fr: 'TVQ', en: 'QST' },
  HST: { fr: 'TVH', en: 'HST' },
  PST: { fr: 'TVP', en: 'PST' },
  RST: { fr: 'TVD', en: 'RST' },
};

export function taxLabel(code: string, locale: Locale): string {
  return TAX_LABELS[code]?.[locale] ?? code;
}

/** What of a business decides its taxes: where it trades, and whether it is registered there. */
export interface BusinessTaxFacts {
  country: string | null;
  region: string | null;
  taxRegistration: { registered?: boolean } | null;
}

/**
 * The rule a business's invoices, receipts and pay links follow (ADR 052):
 * - registered `false` (the jeweller said so): no tax, whatever the country;
 * - no country yet (every business made before the question was asked): the UK's 20 %, as they always had;
 * - a country the product knows: its region's rule, else the country's; registered left unsaid counts as
 *   registered, so a business that has not answered keeps charging what it charged;
 * - a country the product knows no rate for: no tax (the invoice shows none rather than a made-up rate).
 */
export function businessTaxRule(facts: BusinessTaxFacts): TaxRule {
  const country = facts.country?.toUpperCase() ?? null;
  if (facts.taxRegistration?.registered === false) return exemptRule(country ?? 'GB', facts.region);
  if (!country) return taxRuleFor('GB')!;
  return taxRuleFor(country, facts.region) ?? exemptRule(country, facts.region);
}

/** The sum of a rule's rates, in basis points (GST + QST: 1497.5). */
export const combinedRateBps = (rule: TaxRule): number =>
  rule.components.reduce((sum, component) => sum + component.rateBps, 0);

/**
 * Splits `totalMinor` across `weights` in proportion, exactly (largest remainder, ties to the first), so the
 * parts always sum to the total: each line's share of an invoice's tax worked out once on its total.
 */
export function allocate(totalMinor: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (weights.length === 0) return [];
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? totalMinor : 0));
  const total = BigInt(totalMinor);
  const shares = weights.map((weight) => (total * BigInt(weight)) / sum);
  let left = total - shares.reduce((acc, share) => acc + share, 0n);
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * BigInt(weight)) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * The tax inside an amount paid tax included (a deposit, a refund) under `rule`: gross × r ÷ (1 + r) for
 * the rule's combined rate r, rounded half up, split between its taxes in proportion to their rates; the
 * net is what is left, so net + tax is the gross exactly.
 */
export function taxIncluded(
  grossMinor: number,
  rule: TaxRule,
): { net: number; tax: number; taxes: { code: string; rateBps: number; taxMinor: number }[] } {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) {
    throw new RangeError(`gross amount must be a whole number of minor units ≥ 0, got ${grossMinor}`);
  }
  const rateTenths = BigInt(Math.round(combinedRateBps(rule) * 10));
  const divisor = 100_000n + rateTenths;
  const tax = Number((2n * BigInt(grossMinor) * rateTenths + divisor) / (2n * divisor));
  return { net: grossMinor - tax, tax, taxes: splitTax(tax, rule.components) };
}

/** An amount of tax shared between taxes in proportion to their rates (the GST and QST of one refund). */
export function splitTax(
  taxMinor: number,
  taxes: readonly { code: string; rateBps: number }[],
): { code: string; rateBps: number; taxMinor: number }[] {
  const parts = allocate(
    taxMinor,
    taxes.map((tax) => Math.round(tax.rateBps * 10)),
  );
  return taxes.map((tax, index) => ({ code: tax.code, rateBps: tax.rateBps, taxMinor: parts[index]! }));
}

/**
 * The rule an issued invoice was worked out with, from the tax lines it keeps (a refund of it splits its tax
 * the same way, whatever the business's rule has become since).
 */
export function ruleOfTaxLines(
  country: string,
  lines: readonly { code: string; rateBps: number }[],
  rounding: TaxRounding = 'invoice',
): TaxRule {
  return {
    country,
    region: null,
    rounding,
    components: lines.map((line) => ({
      code: line.code,
      label: { fr: taxLabel(line.code, 'fr'), en: taxLabel(line.code, 'en') },
      rateBps: line.rateBps,
    })),
  };
}
