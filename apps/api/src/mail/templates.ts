import { createTranslator, defineMessages, type Locale } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from './layout.ts';

/**
 * The emails the product sends, each in French and English: a template fills the layout from its
 * catalogue (`defineMessages`, the one text mechanism), and the mailer job sends what it returns. Later
 * features add theirs here or under templates/.
 */
export type { RenderedMail } from './layout.ts';

const texts = defineMessages({
  fr: {
    'welcome.subject': 'Bienvenue sur Carat',
    'welcome.title': 'Bienvenue, {name}',
    'welcome.ready':
      'Votre espace joaillier est prêt : showroom, rendez-vous, commandes sur mesure, factures et clients.',
    'welcome.setup': 'Comptez une quinzaine de minutes pour tout configurer.',
    'welcome.action': 'Ouvrir mon espace',

    'reset.subject': 'Réinitialisez votre mot de passe Carat',
    'reset.title': 'Nouveau mot de passe',
    'reset.why': 'Vous avez demandé à réinitialiser le mot de passe de votre compte Carat.',
    'reset.validity':
      'Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet email : votre mot de passe ne change pas.',
    'reset.action': 'Choisir un nouveau mot de passe',

    'signUp.subject': 'Confirmez votre adresse email',
    'signUp.title': 'Bienvenue sur Carat',
    'signUp.why': 'Pour activer votre espace joaillier, confirmez que cette adresse email est bien la vôtre.',
    'signUp.validity':
      'Ce lien est valable une heure. Si vous n’avez pas créé de compte Carat, ignorez cet email.',
    'signUp.action': 'Confirmer mon adresse',

    'emailChange.subject': 'Confirmez votre nouvelle adresse email',
    'emailChange.title': 'Changement d’adresse email',
    'emailChange.why':
      'Votre compte Carat utilisera désormais l’adresse {email} dès que vous l’aurez confirmée.',
    'emailChange.validity':
      'Ce lien est valable une heure. Si vous n’avez pas demandé ce changement, ignorez cet email.',
    'emailChange.action': 'Confirmer la nouvelle adresse',
  },
  en: {
    'welcome.subject': 'Welcome to Carat',
    'welcome.title': 'Welcome, {name}',
    'welcome.ready':
      'Your jeweller workspace is ready: showroom, appointments, custom orders, invoices and clients.',
    'welcome.setup': 'Setting everything up takes about fifteen minutes.',
    'welcome.action': 'Open my workspace',

    'reset.subject': 'Reset your Carat password',
    'reset.title': 'New password',
    'reset.why': 'You asked to reset the password of your Carat account.',
    'reset.validity':
      'This link is valid for one hour and works once. If you did not ask for it, ignore this email: your password stays as it is.',
    'reset.action': 'Choose a new password',

    'signUp.subject': 'Confirm your email address',
    'signUp.title': 'Welcome to Carat',
    'signUp.why': 'To open your jeweller workspace, confirm that this email address is yours.',
    'signUp.validity':
      'This link is valid for one hour. If you did not create a Carat account, ignore this email.',
    'signUp.action': 'Confirm my address',

    'emailChange.subject': 'Confirm your new email address',
    'emailChange.title': 'Email address change',
    'emailChange.why': 'Your Carat account will use {email} once you confirm it.',
    'emailChange.validity':
      'This link is valid for one hour. If you did not ask for this change, ignore this email.',
    'emailChange.action': 'Confirm the new address',
  },
});

export function welcomeJewellerMail(input: {
  locale: MailLocale;
  name: string;
  dashboardUrl: string;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  return renderMail(t('welcome.subject'), {
    locale: input.locale,
    title: t('welcome.title', { name: input.name }),
    paragraphs: [t('welcome.ready'), t('welcome.setup')],
    action: { label: t('welcome.action'), url: input.dashboardUrl },
    signature: 'Carat',
  });
}

/** The sign-in emails of the embedded auth provider: each link works once, within the hour. */
export function passwordResetMail(input: { locale: MailLocale; url: string }): RenderedMail {
  return renderAuthMail('reset', input.locale, input.url);
}

export function signUpConfirmationMail(input: { locale: MailLocale; url: string }): RenderedMail {
  return renderAuthMail('signUp', input.locale, input.url);
}

export function emailChangeMail(input: { locale: MailLocale; url: string; newEmail: string }): RenderedMail {
  return renderAuthMail('emailChange', input.locale, input.url, { email: input.newEmail });
}

/** A link to open: why it was sent, how long it works, and the button. */
function renderAuthMail(
  mail: 'reset' | 'signUp' | 'emailChange',
  locale: Locale,
  url: string,
  params?: { email: string },
): RenderedMail {
  const t = createTranslator(texts, locale);
  return renderMail(t(`${mail}.subject`), {
    locale,
    title: t(`${mail}.title`),
    paragraphs: [t(`${mail}.why`, params), t(`${mail}.validity`)],
    action: { label: t(`${mail}.action`), url },
    signature: 'Carat',
  });
}
