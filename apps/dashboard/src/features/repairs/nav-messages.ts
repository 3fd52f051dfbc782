import { defineMessages } from '@carat/ui/i18n';

/**
 * The counter's links in the side navigation. With the back office's texts (the layout waits for them), not
 * the entry's: the sign-in page does not carry them.
 */
export const counterNavMessages = defineMessages({
  fr: { 'nav.atelier': 'Atelier', 'nav.repairs': 'Réparations', 'nav.valuations': 'Évaluations' },
  en: { 'nav.atelier': 'Workshop', 'nav.repairs': 'Repairs', 'nav.valuations': 'Valuations' },
});
