import { defineMessages } from '@carat/ui/i18n';

/** The navigation's link, with the back office's texts (the page brings its own: `metalMessages`). */
export const metalNavMessages = defineMessages({
  fr: { 'nav.metalRates': 'Cours des métaux' },
  en: { 'nav.metalRates': 'Metal prices' },
});
