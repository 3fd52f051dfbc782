import { defineMessages } from '@carat/ui/i18n';

/**
 * The side navigation's names of tools whose own texts come with their pages (`app/tool-messages.ts`): the
 * home and the menu need the names, not the pages' texts.
 */
export const toolNavMessages = defineMessages({
  fr: {
    'nav.catalogue': 'Catalogue',
    'nav.collaborations': 'Collaborations',
    'nav.collections': 'Collections',
    'nav.reviews': 'Avis',
  },
  en: {
    'nav.catalogue': 'Catalogue',
    'nav.collaborations': 'Collaborations',
    'nav.collections': 'Collections',
    'nav.reviews': 'Reviews',
  },
});
