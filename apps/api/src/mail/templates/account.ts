import { type MailLocale, renderLayout } from '#api/mail/layout.ts';
import type { RenderedMail } from '#api/mail/templates.ts';

/**
 * The account-deletion emails, sent to the account's own address whatever the notification switches say
 * (they are about the account, not news): the request with its date and how to take it back, and the
 * confirmation that it was taken back.
 */

export function deletionScheduledMail(input: {
  locale: MailLocale;
  /** The date of deletion, already written for the reader ("12 décembre 2026"). */
  date: string;
  /** Whether a business (showroom, clients, orders, invoices, files) goes with the account. */
  ownsBusiness: boolean;
  settingsUrl: string;
}): RenderedMail {
  const t =
    input.locale === 'fr'
      ? {
          subject: `Suppression de votre compte Carat prévue le ${input.date}`,
          title: 'Suppression du compte prévue',
          when: `Vous avez demandé la suppression de votre compte Carat. Elle aura lieu le ${input.date}.`,
          what: input.ownsBusiness
            ? 'Ce jour-là, tout sera supprimé : votre showroom, vos clients, commandes, factures, rendez-vous et fichiers, puis votre compte.'
            : 'Ce jour-là, votre compte et votre accès aux entreprises dont vous êtes membre seront supprimés.',
          billing:
            'Votre abonnement ne sera pas renouvelé : il reste actif jusqu’à la fin de la période en cours, sans remboursement.',
          undo: 'Vous avez changé d’avis ? Connectez-vous avant cette date et choisissez « Annuler la suppression » dans Paramètres → Sécurité → Compte.',
          notYou:
            'Si vous n’êtes pas à l’origine de cette demande, connectez-vous, annulez-la et changez votre mot de passe.',
          action: 'Annuler la suppression',
        }
      : {
          subject: `Your Carat account will be deleted on ${input.date}`,
          title: 'Account deletion scheduled',
          when: `You asked for your Carat account to be deleted. It will be deleted on ${input.date}.`,
          what: input.ownsBusiness
            ? 'On that day everything goes: your showroom, clients, orders, invoices, appointments and files, then your account.'
            : 'On that day your account and your access to the businesses you are a member of will be deleted.',
          billing:
            'Your subscription will not renew: it stays active until the end of the current period, without refund.',
          undo: 'Changed your mind? Sign in before that date and choose “Cancel the deletion” in Settings → Security → Account.',
          notYou: 'If you did not ask for this, sign in, cancel it and change your password.',
          action: 'Cancel the deletion',
        };
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: [t.when, t.what, t.billing, t.undo, t.notYou],
    action: { label: t.action, url: input.settingsUrl },
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}

export function deletionCancelledMail(input: { locale: MailLocale; dashboardUrl: string }): RenderedMail {
  const t =
    input.locale === 'fr'
      ? {
          subject: 'La suppression de votre compte Carat est annulée',
          title: 'Suppression annulée',
          body: 'Votre compte et vos données sont conservés. Si votre abonnement était encore en cours, il reprend normalement.',
          notYou: 'Si vous n’êtes pas à l’origine de cette annulation, changez votre mot de passe.',
          action: 'Ouvrir mon espace',
        }
      : {
          subject: 'The deletion of your Carat account is cancelled',
          title: 'Deletion cancelled',
          body: 'Your account and your data are kept. If your subscription was still running, it carries on as before.',
          notYou: 'If you did not do this, change your password.',
          action: 'Open my workspace',
        };
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: [t.body, t.notYou],
    action: { label: t.action, url: input.dashboardUrl },
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}

/**
 * The sign-in email of signInWithOtp (POST /auth/v1/otp): a link that signs in where it is opened, and the
 * same proof as a six-digit code to type where the request was made (Supabase's magic link and email OTP
 * are one email). Both work once, for an hour. The code stays out of the subject, which lock screens show.
 */
export function signInCodeMail(input: { locale: MailLocale; code: string; url: string }): RenderedMail {
  const t =
    input.locale === 'fr'
      ? {
          subject: 'Votre code de connexion Carat',
          title: 'Connexion à Carat',
          code: `Votre code de connexion : ${input.code}`,
          how: 'Saisissez-le dans la page de connexion, ou utilisez le bouton ci-dessous sur cet appareil.',
          validity:
            'Le code et le lien sont valables une heure et ne servent qu’une fois. Si vous n’avez pas demandé à vous connecter, ignorez cet email.',
          action: 'Me connecter',
        }
      : {
          subject: 'Your Carat sign-in code',
          title: 'Sign in to Carat',
          code: `Your sign-in code: ${input.code}`,
          how: 'Type it on the sign-in page, or use the button below on this device.',
          validity:
            'The code and the link are valid for one hour and work once. If you did not ask to sign in, ignore this email.',
          action: 'Sign me in',
        };
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: [t.code, t.how, t.validity],
    action: { label: t.action, url: input.url },
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}

/**
 * The code of GET /auth/v1/reauthenticate: the signed-in user proves they still read the account's mailbox
 * before a sensitive change (the `nonce` of a password change).
 */
export function reauthenticationCodeMail(input: { locale: MailLocale; code: string }): RenderedMail {
  const t =
    input.locale === 'fr'
      ? {
          subject: 'Votre code de confirmation Carat',
          title: 'Confirmez qu’il s’agit bien de vous',
          code: `Votre code de confirmation : ${input.code}`,
          why: 'Saisissez-le pour confirmer la modification de votre compte (par exemple votre mot de passe). Il est valable une heure et ne sert qu’une fois.',
          notYou:
            'Si vous n’êtes pas à l’origine de cette demande, quelqu’un utilise peut-être votre session : changez votre mot de passe.',
        }
      : {
          subject: 'Your Carat confirmation code',
          title: 'Confirm it is you',
          code: `Your confirmation code: ${input.code}`,
          why: 'Type it to confirm the change to your account (your password, for instance). It is valid for one hour and works once.',
          notYou: 'If you did not ask for this, someone may be using your session: change your password.',
        };
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: [t.code, t.why, t.notYou],
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}
