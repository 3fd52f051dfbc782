import { defineMessages } from '@carat/ui/i18n';

/**
 * The counter's texts outside its own pages: its links in the side navigation and the custody limit in
 * Settings. With the back office's texts (the layout and Settings wait for them), not the entry's: the
 * sign-in page does not carry them. The pages' texts are `messages.ts`, in their own chunk.
 */
export const counterBackOfficeMessages = defineMessages({
  fr: {
    'nav.atelier': 'Atelier',
    'nav.repairs': 'Réparations',
    'nav.valuations': 'Évaluations',
    'custodyLimit.title': 'Pièces en dépôt',
    'custodyLimit.label': 'Plafond de valeur déclarée ({currency})',
    'custodyLimit.hint':
      "Le plafond de votre police d'assurance pour les pièces des clients ; vide pour aucun.",
    'custodyLimit.save': 'Enregistrer',
    'custodyLimit.terms': 'Conditions imprimées sur le ticket de dépôt',
    'custodyLimit.termsHint': 'Vide : les conditions par défaut.',
    'custodyLimit.saved': 'Réglages enregistrés',
    'custodyLimit.failed': "Le plafond n'a pas été enregistré",
    'custodyLimit.invalid': 'Montant invalide',
  },
  en: {
    'nav.atelier': 'Workshop',
    'nav.repairs': 'Repairs',
    'nav.valuations': 'Valuations',
    'custodyLimit.title': 'Pieces in custody',
    'custodyLimit.label': 'Declared value limit ({currency})',
    'custodyLimit.hint': "Your insurance policy's limit for clients' pieces; empty for none.",
    'custodyLimit.save': 'Save',
    'custodyLimit.terms': 'Terms printed on the claim ticket',
    'custodyLimit.termsHint': 'Empty: the default terms.',
    'custodyLimit.saved': 'Settings saved',
    'custodyLimit.failed': 'The limit was not saved',
    'custodyLimit.invalid': 'Invalid amount',
  },
});
