import { baseCatalogue, mergeCatalogues } from '@carat/ui/i18n';

const dashboard = {
  fr: {
    'dashboard.title': 'Espace joaillier',
  },
  en: {
    'dashboard.title': 'Jeweller area',
  },
};

export const catalogue = mergeCatalogues(baseCatalogue, dashboard);
export type MessageKey = keyof typeof catalogue.fr;
