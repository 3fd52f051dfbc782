/**
 * The counter's pages, one chunk for the five, with their texts and the home's custody tile: the routes name one dynamic import, so the entry
 * (which holds the route table, and counts against the sign-in page's budget) grows by one, not five.
 */
export { CustodyPage } from './CustodyPage.tsx';
export { CustodyTile } from './CustodyTile.tsx';
export { repairsMessages } from './messages.ts';
export { RepairIntakePage } from './RepairIntakePage.tsx';
export { RepairPage } from './RepairPage.tsx';
export { RepairsPage } from './RepairsPage.tsx';
export { ValuationsPage } from './ValuationsPage.tsx';
