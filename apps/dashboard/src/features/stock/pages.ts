/**
 * Stock and the in-store sale: one chunk for the three pages with their texts, so the entry grows
 * by one dynamic import.
 */

export { CashDrawerPage, CashDrawerSessionPage } from './CashDrawerPage.tsx';
export { GiftCardsPage } from './GiftCardsPage.tsx';
export { LayawayPage, LayawaysPage } from './LayawaysPage.tsx';
export { MemoPage, MemosPage } from './MemosPage.tsx';
export { stockMessages } from './messages.ts';
export { SalePage } from './SalePage.tsx';
export { StockCountPage, StockCountsPage } from './StockCountPage.tsx';
export { StockItemPage } from './StockItemPage.tsx';
export { StockPage } from './StockPage.tsx';
