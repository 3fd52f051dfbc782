import { baseCatalogue, mergeCatalogues } from '@carat/ui/i18n';

const showroom = {
  fr: {
    'showroom.title': 'Showroom',
  },
  en: {
    'showroom.title': 'Showroom',
  },
};

export const catalogue = mergeCatalogues(baseCatalogue, showroom);
export type MessageKey = keyof typeof catalogue.fr;
