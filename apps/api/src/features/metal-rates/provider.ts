import type { MetalGrade } from '@carat/domain/metal';
import type { Config } from '#api/config.ts';

/**
 * A metal-rates feed (ADR 064). None is configured by default: rates are entered by hand and nothing needs
 * the network. When METAL_RATES_PROVIDER_URL is set, a provider answers the day's rates per kilogram of fine
 * metal in a currency; no concrete feed is shipped yet, so the configured one reports that it is not built
 * rather than inventing rates.
 */
export interface MetalRateProvider {
  readonly name: string;
  fetchRates(
    currency: string,
  ): Promise<Partial<Record<MetalGrade, { buyPerKgMinor: number; sellPerKgMinor: number }>>>;
}

export function metalRateProviderFrom(
  config: Pick<Config, 'METAL_RATES_PROVIDER_URL'>,
): MetalRateProvider | null {
  const url = config.METAL_RATES_PROVIDER_URL;
  if (!url) return null;
  return {
    name: new URL(url).host,
    async fetchRates() {
      throw new Error('No metal-rates feed adapter is built yet: enter the rates by hand');
    },
  };
}
