import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

const texts = defineMessages({
  fr: {
    subject: 'Votre export Carat est prêt',
    title: 'Export de vos données',
    body: 'L’export que vous avez demandé est prêt : une archive ZIP avec un fichier JSON et un fichier CSV par table, et vos fichiers.',
    client: 'L’export des données de votre client est prêt : une archive ZIP à lui transmettre.',
    expires:
      'Ce lien expire le {date}. Passé ce délai, demandez un nouvel export depuis Paramètres → Sécurité → Compte.',
    action: 'Télécharger l’archive',
  },
  en: {
    subject: 'Your Carat export is ready',
    title: 'Your data export',
    body: 'The export you asked for is ready: a ZIP archive with one JSON and one CSV file per table, and your files.',
    client: 'The export of your client’s data is ready: a ZIP archive to pass on to them.',
    expires:
      'This link expires on {date}. After that, ask for a new export from Settings → Security → Account.',
    action: 'Download the archive',
  },
});

export function dataExportReadyMail(input: {
  locale: MailLocale;
  url: string;
  expiresAt: Date;
  client: boolean;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    input.expiresAt,
  );
  return renderMail(t('subject'), {
    locale: input.locale,
    title: t('title'),
    paragraphs: [input.client ? t('client') : t('body'), t('expires', { date })],
    action: { label: t('action'), url: input.url },
    signature: 'Carat',
  });
}
