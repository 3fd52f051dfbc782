import { defineMessages } from '@carat/ui/i18n';

/**
 * The account deletion banner's texts: it shows on the payment page and in the back office, so they are in
 * the entry's catalogue (app/i18n.ts); the account section's are the tools' (`messages.ts`).
 */
export const accountBannerMessages = defineMessages({
  fr: {
    'account.delete.title': 'Supprimer mon compte',
    'account.banner.text': 'Suppression du compte prévue le {date}',
    'account.banner.undo': 'Annuler la suppression',
    'account.banner.undone': 'Suppression annulée',
    'account.banner.undoFailed': "L'annulation a échoué",
  },
  en: {
    'account.delete.title': 'Delete my account',
    'account.banner.text': 'Account deletion scheduled for {date}',
    'account.banner.undo': 'Cancel the deletion',
    'account.banner.undone': 'Deletion cancelled',
    'account.banner.undoFailed': 'The cancellation failed',
  },
});
