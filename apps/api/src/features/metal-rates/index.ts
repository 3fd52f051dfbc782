// What other features use of metal prices (`pnpm arch:check`): the sell rates, for the design estimate.
export { sellRatesPerKg } from './metal-rates.ts';
