import { defineMessages } from '@carat/ui/i18n';

const fr = {
  'account.title': 'Compte',
  'account.description': 'Vos données vous appartiennent : exportez-les, ou supprimez votre compte.',
  'account.export.title': 'Exporter mes données',
  'account.export.body': 'Votre carnet de clients au format CSV (UTF-8), réimportable.',
  'account.export.clients': 'Exporter mes clients (CSV)',
  'account.export.failed': "L'export a échoué",
  'account.export.all': 'Exporter toutes mes données (ZIP)',
  'account.export.allBody':
    'Une archive ZIP de tout ce que contient votre compte : un fichier JSON et un fichier CSV par table (clients, commandes, rendez-vous, factures, demandes, catalogue, avis, réglages) et vos fichiers. Le lien vous est envoyé par e-mail et reste valable 7 jours.',
  'account.export.progress': 'Préparation de l’archive… {percent} %',
  'account.export.sent': 'Archive prête : le lien vous a été envoyé par e-mail (valable 7 jours).',
  'account.export.client': 'Exporter les données de ce client',
  'account.backups.title': 'Sauvegardes',
  'account.backups.last': 'Dernière sauvegarde : {date} · {size}',
  'account.backups.verified': 'vérifiée par une restauration',
  'account.backups.unverified': 'non vérifiée',
  'account.backups.none': 'Aucune sauvegarde pour l’instant : la première a lieu cette nuit.',
  'account.backups.hosted': 'Sauvegardes quotidiennes assurées par l’hébergeur de la base de données.',
  'account.backups.error': 'État des sauvegardes indisponible.',
  'account.delete.body':
    'La suppression a lieu dans les 30 jours qui suivent votre demande ; d’ici là, vous pouvez l’annuler.',
  'account.delete.open': 'Supprimer mon compte',
  'account.delete.dialogTitle': 'Supprimer votre compte ?',
  'account.delete.dialogDescription':
    'Votre compte sera supprimé dans les 30 jours. Jusque-là, tout reste accessible et vous pouvez annuler la suppression depuis Paramètres → Sécurité → Compte.',
  'account.delete.whatBusiness': 'Ce jour-là, tout sera supprimé définitivement pour {businesses} :',
  'account.delete.whatList':
    'le showroom, les clients, les commandes, les factures, les rendez-vous et les fichiers, puis votre compte.',
  'account.delete.whatStaff':
    'Ce jour-là, votre compte sera supprimé ; les entreprises dont vous êtes membre sans en être propriétaire restent en place.',
  'account.delete.billing':
    'Votre abonnement ne sera pas renouvelé : il reste actif jusqu’à la fin de la période en cours, sans remboursement.',
  'account.delete.exportFirst': 'Pensez à exporter vos données avant.',
  'account.delete.password': 'Mot de passe',
  'account.delete.passwordHint': 'Saisissez votre mot de passe pour confirmer.',
  'account.delete.wrongPassword': 'Mot de passe incorrect',
  'account.delete.confirm': 'Programmer la suppression',
  'account.delete.cancel': 'Annuler',
  'account.delete.scheduledToast': 'Suppression du compte prévue le {date}',
  'account.delete.failed': 'La demande de suppression a échoué',
  'account.delete.mfaRequired':
    'Votre compte est protégé par un code à deux facteurs : reconnectez-vous avec ce code, puis recommencez.',
  'account.delete.scheduled': 'Suppression du compte prévue le {date}.',
} as const;

type Key = keyof typeof fr;

const en: Record<Key, string> = {
  'account.title': 'Account',
  'account.description': 'Your data is yours: export it, or delete your account.',
  'account.export.title': 'Export my data',
  'account.export.body': 'Your client book as CSV (UTF-8), ready to import again.',
  'account.export.clients': 'Export my clients (CSV)',
  'account.export.failed': 'The export failed',
  'account.export.all': 'Export all my data (ZIP)',
  'account.export.allBody':
    'A ZIP archive of everything in your account: one JSON and one CSV file per table (clients, orders, appointments, invoices, enquiries, catalogue, reviews, settings) and your files. The link is emailed to you and works for 7 days.',
  'account.export.progress': 'Preparing the archive… {percent}%',
  'account.export.sent': 'Archive ready: the link has been emailed to you (valid for 7 days).',
  'account.export.client': 'Export this client’s data',
  'account.backups.title': 'Backups',
  'account.backups.last': 'Last backup: {date} · {size}',
  'account.backups.verified': 'verified by a restore',
  'account.backups.unverified': 'not verified',
  'account.backups.none': 'No backup yet: the first one runs tonight.',
  'account.backups.hosted': 'Daily backups are made by the database host.',
  'account.backups.error': 'Backup status unavailable.',
  'account.delete.body': 'The deletion happens within 30 days of your request; until then you can cancel it.',
  'account.delete.open': 'Delete my account',
  'account.delete.dialogTitle': 'Delete your account?',
  'account.delete.dialogDescription':
    'Your account will be deleted within 30 days. Until then everything stays available and you can cancel the deletion from Settings → Security → Account.',
  'account.delete.whatBusiness': 'On that day everything is permanently deleted for {businesses}:',
  'account.delete.whatList':
    'the showroom, clients, orders, invoices, appointments and files, then your account.',
  'account.delete.whatStaff':
    'On that day your account is deleted; the businesses you are a member of but do not own stay in place.',
  'account.delete.billing':
    'Your subscription will not renew: it stays active until the end of the current period, without refund.',
  'account.delete.exportFirst': 'Remember to export your data first.',
  'account.delete.password': 'Password',
  'account.delete.passwordHint': 'Type your password to confirm.',
  'account.delete.wrongPassword': 'Wrong password',
  'account.delete.confirm': 'Schedule the deletion',
  'account.delete.cancel': 'Cancel',
  'account.delete.scheduledToast': 'Account deletion scheduled for {date}',
  'account.delete.failed': 'The deletion request failed',
  'account.delete.mfaRequired':
    'Your account is protected by a two-factor code: sign in again with that code, then try again.',
  'account.delete.scheduled': 'Account deletion scheduled for {date}.',
};

/** The account section's texts (Settings → Sécurité, a client's export), with the tools' (app/tool-messages.ts). */
export const accountMessages = defineMessages({ fr, en });
