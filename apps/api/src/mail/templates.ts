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
