import { baseCatalogue, mergeCatalogues } from '@carat/ui/i18n';

const marketing = {
  fr: {
    'home.title': 'La plateforme tout-en-un des joailliers',
    'home.subtitle': 'Showroom de luxe, rendez-vous, commandes sur mesure, factures et outils IA.',
  },
  en: {
    'home.title': 'The all-in-one platform for jewellers',
    'home.subtitle': 'Luxury showroom, appointments, custom orders, invoices and AI tools.',
  },
};

export const catalogue = mergeCatalogues(baseCatalogue, marketing);
export type MessageKey = keyof typeof catalogue.fr;
