import { errorMessage } from '@carat/api-client';
import { useAssistantSettings } from '@carat/api-client/react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { AssistantConversations } from './AssistantConversations.tsx';
import { AssistantSettingsForm } from './AssistantSettingsForm.tsx';

/**
 * The AI Chatbot tool page: the assistant's settings on the jeweller's own showroom, which engine
 * answers, and the conversations with their transcripts. The plan is enforced by the server (403).
 */
export function AssistantPage() {
  const { t, locale } = useI18n();
  const settings = useAssistantSettings();
  return (
    <div className="grid gap-6">
      <header className="max-w-2xl">
        <h1 className="font-display text-4xl">{t('assistant.title')}</h1>
        <p className="text-muted-foreground">{t('assistant.subtitle')}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t('assistant.settings.title')}</CardTitle>
          {settings.data ? (
            <CardDescription>
              <strong>{t('assistant.engine.title')} :</strong>{' '}
              {settings.data.engine === 'model'
                ? t('assistant.engine.model', {
                    provider: settings.data.provider ?? '—',
                    model: settings.data.model ?? '—',
                  })
                : t('assistant.engine.offline')}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {settings.isPending ? <Skeleton className="h-64 w-full" /> : null}
          {settings.isError ? (
            <p role="alert" className="text-destructive">
              {t('assistant.loadError')} — {errorMessage(settings.error, locale)}
            </p>
          ) : null}
          {settings.data ? <AssistantSettingsForm settings={settings.data} /> : null}
        </CardContent>
      </Card>
      <section aria-labelledby="assistant-conversations" className="grid gap-3">
        <h2 id="assistant-conversations" className="font-display text-2xl">
          {t('assistant.conversations.title')}
        </h2>
        <AssistantConversations />
      </section>
    </div>
  );
}
