import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/**
 * The account-deletion emails, sent to the account's own address whatever the notification switches say
 * (they are about the account, not news): the request with its date and how to take it back, and the
 * confirmation that it was taken back. Then the sign-in and confirmation codes of the embedded provider.
 */

const texts = defineMessages({
  fr: {
    'scheduled.subject': 'Suppression de votre compte Carat prévue le {date}',
    'scheduled.title': 'Suppression du compte prévue',
    'scheduled.when': 'Vous avez demandé la suppression de votre compte Carat. Elle aura lieu le {date}.',
    'scheduled.whatOwner':
      'Ce jour-là, tout sera supprimé : votre showroom, vos clients, commandes, factures, rendez-vous et fichiers, puis votre compte.',
    'scheduled.whatMember':
      'Ce jour-là, votre compte et votre accès aux entreprises dont vous êtes membre seront supprimés.',
    'scheduled.billing':
      'Votre abonnement ne sera pas renouvelé : il reste actif jusqu’à la fin de la période en cours, sans remboursement.',
    'scheduled.undo':
      'Vous avez changé d’avis ? Connectez-vous avant cette date et choisissez « Annuler la suppression » dans Paramètres → Sécurité → Compte.',
    'scheduled.notYou':
      'Si vous n’êtes pas à l’origine de cette demande, connectez-vous, annulez-la et changez votre mot de passe.',
    'scheduled.action': 'Annuler la suppression',

    'cancelled.subject': 'La suppression de votre compte Carat est annulée',
    'cancelled.title': 'Suppression annulée',
    'cancelled.body':
      'Votre compte et vos données sont conservés. Si votre abonnement était encore en cours, il reprend normalement.',
    'cancelled.notYou': 'Si vous n’êtes pas à l’origine de cette annulation, changez votre mot de passe.',
    'cancelled.action': 'Ouvrir mon espace',

    'signIn.subject': 'Votre code de connexion Carat',
    'signIn.title': 'Connexion à Carat',
    'signIn.code': 'Votre code de connexion : {code}',
    'signIn.how':
      'Saisissez-le dans la page de connexion, ou utilisez le bouton ci-dessous sur cet appareil.',
    'signIn.validity':
      'Le code et le lien sont valables une heure et ne servent qu’une fois. Si vous n’avez pas demandé à vous connecter, ignorez cet email.',
    'signIn.action': 'Me connecter',

    'reauth.subject': 'Votre code de confirmation Carat',
    'reauth.title': 'Confirmez qu’il s’agit bien de vous',
    'reauth.code': 'Votre code de confirmation : {code}',
    'reauth.why':
      'Saisissez-le pour confirmer la modification de votre compte (par exemple votre mot de passe). Il est valable une heure et ne sert qu’une fois.',
    'reauth.notYou':
      'Si vous n’êtes pas à l’origine de cette demande, quelqu’un utilise peut-être votre session : changez votre mot de passe.',
  },
  en: {
    'scheduled.subject': 'Your Carat account will be deleted on {date}',
    'scheduled.title': 'Account deletion scheduled',
    'scheduled.when': 'You asked for your Carat account to be deleted. It will be deleted on {date}.',
    'scheduled.whatOwner':
      'On that day everything goes: your showroom, clients, orders, invoices, appointments and files, then your account.',
    'scheduled.whatMember':
      'On that day your account and your access to the businesses you are a member of will be deleted.',
    'scheduled.billing':
      'Your subscription will not renew: it stays active until the end of the current period, without refund.',
    'scheduled.undo':
      'Changed your mind? Sign in before that date and choose “Cancel the deletion” in Settings → Security → Account.',
    'scheduled.notYou': 'If you did not ask for this, sign in, cancel it and change your password.',
    'scheduled.action': 'Cancel the deletion',

    'cancelled.subject': 'The deletion of your Carat account is cancelled',
    'cancelled.title': 'Deletion cancelled',
    'cancelled.body':
      'Your account and your data are kept. If your subscription was still running, it carries on as before.',
    'cancelled.notYou': 'If you did not do this, change your password.',
    'cancelled.action': 'Open my workspace',

    'signIn.subject': 'Your Carat sign-in code',
    'signIn.title': 'Sign in to Carat',
    'signIn.code': 'Your sign-in code: {code}',
    'signIn.how': 'Type it on the sign-in page, or use the button below on this device.',
    'signIn.validity':
      'The code and the link are valid for one hour and work once. If you did not ask to sign in, ignore this email.',
    'signIn.action': 'Sign me in',

    'reauth.subject': 'Your Carat confirmation code',
    'reauth.title': 'Confirm it is you',
    'reauth.code': 'Your confirmation code: {code}',
    'reauth.why':
      'Type it to confirm the change to your account (your password, for instance). It is valid for one hour and works once.',
    'reauth.notYou': 'If you did not ask for this, someone may be using your session: change your password.',
  },
});

export function deletionScheduledMail(input: {
  locale: MailLocale;
  /** The date of deletion, already written for the reader ("12 décembre 2026"). */
  date: string;
  /** Whether a business (showroom, clients, orders, invoices, files) goes with the account. */
  ownsBusiness: boolean;
  settingsUrl: string;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const { date } = input;
  return renderMail(t('scheduled.subject', { date }), {
    locale: input.locale,
    title: t('scheduled.title'),
    paragraphs: [
      t('scheduled.when', { date }),
      t(input.ownsBusiness ? 'scheduled.whatOwner' : 'scheduled.whatMember'),
      t('scheduled.billing'),
      t('scheduled.undo'),
      t('scheduled.notYou'),
    ],
    action: { label: t('scheduled.action'), url: input.settingsUrl },
    signature: 'Carat',
  });
}

export function deletionCancelledMail(input: { locale: MailLocale; dashboardUrl: string }): RenderedMail {
  const t = createTranslator(texts, input.locale);
  return renderMail(t('cancelled.subject'), {
    locale: input.locale,
    title: t('cancelled.title'),
    paragraphs: [t('cancelled.body'), t('cancelled.notYou')],
    action: { label: t('cancelled.action'), url: input.dashboardUrl },
    signature: 'Carat',
  });
}

/**
 * The sign-in email of signInWithOtp (POST /auth/v1/otp): a link that signs in where it is opened, and the
 * same proof as a six-digit code to type where the request was made (Supabase's magic link and email OTP
 * are one email). Both work once, for an hour. The code stays out of the subject, which lock screens show.
 */
export function signInCodeMail(input: { locale: MailLocale; code: string; url: string }): RenderedMail {
  const t = createTranslator(texts, input.locale);
  return renderMail(t('signIn.subject'), {
    locale: input.locale,
    title: t('signIn.title'),
    paragraphs: [t('signIn.code', { code: input.code }), t('signIn.how'), t('signIn.validity')],
    action: { label: t('signIn.action'), url: input.url },
    signature: 'Carat',
  });
}

/**
 * The code of GET /auth/v1/reauthenticate: the signed-in user proves they still read the account's mailbox
 * before a sensitive change (the `nonce` of a password change).
 */
export function reauthenticationCodeMail(input: { locale: MailLocale; code: string }): RenderedMail {
  const t = createTranslator(texts, input.locale);
  return renderMail(t('reauth.subject'), {
    locale: input.locale,
    title: t('reauth.title'),
    paragraphs: [t('reauth.code', { code: input.code }), t('reauth.why'), t('reauth.notYou')],
    signature: 'Carat',
  });
}
