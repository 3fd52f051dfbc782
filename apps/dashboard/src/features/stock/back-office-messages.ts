import { defineMessages } from '@carat/ui/i18n';

/** Stock and the sale's links in the side navigation, with the back office's texts. */
export const stockBackOfficeMessages = defineMessages({
  fr: {
    'nav.shop': 'Boutique',
    'nav.stock': 'Stock',
    'nav.sale': 'Vente',
    'nav.memos': 'Dépôts',
    'nav.layaways': 'Réservations',
    'nav.cashDrawer': 'Caisse',
  },
  en: {
    'nav.shop': 'Shop',
    'nav.stock': 'Stock',
    'nav.sale': 'Sale',
    'nav.memos': 'Memos',
    'nav.layaways': 'Layaways',
    'nav.cashDrawer': 'Cash drawer',
  },
});
