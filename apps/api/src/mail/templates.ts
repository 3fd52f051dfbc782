import { type MailLocale, renderLayout } from './layout.ts';

/**
 * The emails the product sends, each in French and English. A template returns the subject and both
 * bodies; the mailer job sends them. Later features add theirs here.
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function welcomeJewellerMail(input: {
  locale: MailLocale;
  name: string;
  dashboardUrl: string;
}): RenderedMail {
  const t = {
    fr: {
      subject: 'Bienvenue sur Carat',
      title: `Bienvenue, ${input.name}`,
      body: [
        'Votre espace joaillier est prêt : showroom, rendez-vous, commandes sur mesure, factures et clients.',
        'Comptez une quinzaine de minutes pour tout configurer.',
      ],
      action: 'Ouvrir mon espace',
    },
    en: {
      subject: 'Welcome to Carat',
      title: `Welcome, ${input.name}`,
      body: [
        'Your jeweller workspace is ready: showroom, appointments, custom orders, invoices and clients.',
        'Setting everything up takes about fifteen minutes.',
      ],
      action: 'Open my workspace',
    },
  }[input.locale];
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: t.body,
    action: { label: t.action, url: input.dashboardUrl },
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}

/** The sign-in emails of the embedded auth provider: each link works once, within the hour. */
export function passwordResetMail(input: { locale: MailLocale; url: string }): RenderedMail {
  const t = {
    fr: {
      subject: 'Réinitialisez votre mot de passe Carat',
      title: 'Nouveau mot de passe',
      body: [
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Carat.',
        'Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet email : votre mot de passe ne change pas.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    en: {
      subject: 'Reset your Carat password',
      title: 'New password',
      body: [
        'You asked to reset the password of your Carat account.',
        'This link is valid for one hour and works once. If you did not ask for it, ignore this email: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
  }[input.locale];
  return renderAuthMail(input.locale, t, input.url);
}

export function signUpConfirmationMail(input: { locale: MailLocale; url: string }): RenderedMail {
  const t = {
    fr: {
      subject: 'Confirmez votre adresse email',
      title: 'Bienvenue sur Carat',
      body: [
        'Pour activer votre espace joaillier, confirmez que cette adresse email est bien la vôtre.',
        'Ce lien est valable une heure. Si vous n’avez pas créé de compte Carat, ignorez cet email.',
      ],
      action: 'Confirmer mon adresse',
    },
    en: {
      subject: 'Confirm your email address',
      title: 'Welcome to Carat',
      body: [
        'To open your jeweller workspace, confirm that this email address is yours.',
        'This link is valid for one hour. If you did not create a Carat account, ignore this email.',
      ],
      action: 'Confirm my address',
    },
  }[input.locale];
  return renderAuthMail(input.locale, t, input.url);
}

export function emailChangeMail(input: { locale: MailLocale; url: string; newEmail: string }): RenderedMail {
  const t = {
    fr: {
      subject: 'Confirmez votre nouvelle adresse email',
      title: 'Changement d’adresse email',
      body: [
        `Votre compte Carat utilisera désormais l’adresse ${input.newEmail} dès que vous l’aurez confirmée.`,
        'Ce lien est valable une heure. Si vous n’avez pas demandé ce changement, ignorez cet email.',
      ],
      action: 'Confirmer la nouvelle adresse',
    },
    en: {
      subject: 'Confirm your new email address',
      title: 'Email address change',
      body: [
        `Your Carat account will use ${input.newEmail} once you confirm it.`,
        'This link is valid for one hour. If you did not ask for this change, ignore this email.',
      ],
      action: 'Confirm the new address',
    },
  }[input.locale];
  return renderAuthMail(input.locale, t, input.url);
}

function renderAuthMail(
  locale: MailLocale,
  t: { subject: string; title: string; body: string[]; action: string },
  url: string,
): RenderedMail {
  const { html, text } = renderLayout({
    locale,
    title: t.title,
    paragraphs: t.body,
    action: { label: t.action, url },
    signature: 'Carat',
  });
  return { subject: t.subject, html, text };
}
