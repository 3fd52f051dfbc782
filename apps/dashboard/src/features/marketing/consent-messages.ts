import { defineMessages } from '@carat/ui/i18n';

/**
 * The marketing consent switch's texts, on a client's profile: with the back office's texts, while the
 * marketing studio's own (`messages.ts`) come with its page.
 */
export const marketingConsentMessages = defineMessages({
  fr: {
    'marketing.consent.title': 'E-mails marketing',
    'marketing.consent.label': 'A accepté de recevoir les e-mails marketing',
    'marketing.consent.since': 'Accord donné le {date} ({source})',
    'marketing.consent.withdrawn': 'Accord retiré le {date}',
    'marketing.consent.never': 'Aucun accord enregistré',
    'marketing.consent.failed': 'Impossible d’enregistrer l’accord',
  },
  en: {
    'marketing.consent.title': 'Marketing emails',
    'marketing.consent.label': 'Agreed to receive marketing emails',
    'marketing.consent.since': 'Agreed on {date} ({source})',
    'marketing.consent.withdrawn': 'Withdrawn on {date}',
    'marketing.consent.never': 'No consent recorded',
    'marketing.consent.failed': 'Could not save the consent',
  },
});
