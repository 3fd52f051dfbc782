import { FEED_SYMBOLS, type FeedSymbol, ratePerKgMinor } from '@carat/domain/metal';
import { isCurrency, minorDigitsOf } from '@carat/domain/money';
import { z } from 'zod';
import type { Config } from '#api/config.ts';

/**
 * A metal-rates feed (ADR 064, ADR 088). None is configured by default: rates are entered by hand and
 * nothing needs the network. When METAL_RATES_PROVIDER_URL is set, the feed is read with a GET (the
 * business's currency as `?currency=EUR`, METAL_RATES_PROVIDER_KEY as the `X-API-Key` header when set) and
 * must answer this JSON, the price of one gram (`g`) or troy ounce (`ozt`) of fine metal in major units:
 *
 *     { "currency": "EUR", "unit": "g", "rates": { "XAU": 78.52, "XAG": 0.91, "XPT": 29.8, "XPD": 31.2 } }
 *
 * Any of the four metals may be missing (its grades are then left as they are). A price in another currency
 * than the one asked is not converted: the caller skips it and says so.
 */

/** The feed's answer, as documented above. */
export const feedAnswerSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  unit: z.enum(['g', 'ozt']),
  rates: z
    .partialRecord(z.enum(FEED_SYMBOLS), z.number().positive().max(1e9))
    .refine((rates) => Object.keys(rates).length > 0, { message: 'no rate' }),
});

/** The feed's prices as minor units of its currency per kilogram of fine metal. */
export interface FeedPrices {
  currency: string;
  pricesPerKgMinor: Partial<Record<FeedSymbol, number>>;
}

export interface MetalRateProvider {
  readonly name: string;
  fetchPrices(currency: string): Promise<FeedPrices>;
}

/** A whole fetch, answer read included, gives up after this. */
const TIMEOUT_MS = 10_000;
/** A price list is a few hundred bytes; a larger answer is not one. */
const MAX_BYTES = 64 * 1024;

/** The documented answer → prices per kilogram (per unit first rounded to the minor unit, as typed by hand). */
export function feedPricesOf(answer: unknown): FeedPrices {
  const parsed = feedAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `the feed's answer is not the expected shape (${issue?.path.join('.') || 'answer'}: ${issue?.message})`,
    );
  }
  const { currency, unit, rates } = parsed.data;
  if (!isCurrency(currency)) throw new Error(`the feed's currency ${currency} is not one Carat knows`);
  const scale = 10 ** minorDigitsOf(currency);
  const pricesPerKgMinor: Partial<Record<FeedSymbol, number>> = {};
  for (const symbol of FEED_SYMBOLS) {
    const value = rates[symbol];
    if (value === undefined) continue;
    pricesPerKgMinor[symbol] = ratePerKgMinor(
      Math.round(value * scale),
      unit === 'g' ? 'gram' : 'troy_ounce',
    );
  }
  return { currency, pricesPerKgMinor };
}

export function metalRateProviderFrom(
  config: Pick<Config, 'METAL_RATES_PROVIDER_URL' | 'METAL_RATES_PROVIDER_KEY'>,
  timeoutMs = TIMEOUT_MS,
): MetalRateProvider | null {
  const url = config.METAL_RATES_PROVIDER_URL;
  if (!url) return null;
  const key = config.METAL_RATES_PROVIDER_KEY;
  return {
    name: new URL(url).host,
    async fetchPrices(currency) {
      const target = new URL(url);
      target.searchParams.set('currency', currency);
      const headers: Record<string, string> = {
        accept: 'application/json',
        'user-agent': 'Carat metal rates',
      };
      if (key) headers['x-api-key'] = key;
      let text: string;
      try {
        const res = await fetch(target, {
          headers,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`the feed answered ${res.status}`);
        text = await res.text();
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new Error(`the feed did not answer within ${timeoutMs / 1000} s`);
        throw error;
      }
      if (text.length > MAX_BYTES) throw new Error(`the feed's answer is larger than ${MAX_BYTES} bytes`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error("the feed's answer is not JSON");
      }
      return feedPricesOf(json);
    },
  };
}
