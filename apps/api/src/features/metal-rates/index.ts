// What other features use of metal prices (`pnpm arch:check`): the sell rates, for the design estimate.
export { METAL_RATES_FEED_QUEUE, registerMetalRateFeed } from './feed.ts';
export { sellRatesPerKg } from './metal-rates.ts';
