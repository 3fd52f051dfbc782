import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/** The webhook emails (ADR 032): an endpoint that kept failing was switched off. */

const texts = defineMessages({
  fr: {
    'disabled.subject': 'Webhook désactivé : {url}',
    'disabled.title': 'Un webhook a été désactivé',
    'disabled.what':
      'Votre endpoint {url} a échoué {count} fois de suite : nous avons cessé de lui envoyer les événements de {business}.',
    'disabled.how':
      'Vérifiez qu’il répond par un code 2xx en moins de 10 secondes, puis réactivez-le dans Paramètres → API et webhooks. Les livraisons échouées peuvent être renvoyées depuis leur journal.',
    'disabled.action': 'Ouvrir API et webhooks',
  },
  en: {
    'disabled.subject': 'Webhook disabled: {url}',
    'disabled.title': 'A webhook was disabled',
    'disabled.what':
      'Your endpoint {url} failed {count} times in a row: we stopped sending it the events of {business}.',
    'disabled.how':
      'Check that it answers with a 2xx code within 10 seconds, then turn it back on in Settings → API and webhooks. Failed deliveries can be sent again from their log.',
    'disabled.action': 'Open API and webhooks',
  },
});

export function webhookDisabledMail(input: {
  locale: MailLocale;
  url: string;
  business: string;
  count: number;
  settingsUrl: string;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  return renderMail(t('disabled.subject', { url: input.url }), {
    locale: input.locale,
    title: t('disabled.title'),
    paragraphs: [
      t('disabled.what', { url: input.url, count: String(input.count), business: input.business }),
      t('disabled.how'),
    ],
    action: { label: t('disabled.action'), url: input.settingsUrl },
    signature: 'Carat',
  });
}
