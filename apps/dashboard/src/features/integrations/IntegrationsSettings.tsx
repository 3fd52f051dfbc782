import { ApiError, errorMessage } from '@carat/api-client';
import { useApiKeys } from '@carat/api-client/react';
import { Button, Card, CardContent, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ExternalLink } from 'lucide-react';
import { usePortalOpener } from '#features/subscription/usePortalOpener.ts';
import { env } from '#lib/env.ts';
import { ApiKeysCard } from './ApiKeysCard.tsx';
import { WebhooksCard } from './WebhooksCard.tsx';

/**
 * Settings → API et webhooks (ADR 032): the public API's keys and the outgoing webhooks, for the
 * owner (and admins) of a DIAMOND business. The server decides (403 plan_required, 403 forbidden); this
 * page says why and offers the way forward.
 */
export function IntegrationsSettings() {
  const { t, locale } = useI18n();
  const keys = useApiKeys();
  const portal = usePortalOpener();

  if (keys.isLoading) return <Skeleton className="h-48" />;
  if (keys.error instanceof ApiError && keys.error.code === 'plan_required') {
    return (
      <Card data-testid="integrations-plan-required">
        <CardContent className="grid gap-3 pt-6">
          <p>{t('integrations.planRequired')}</p>
          <Button
            variant="gold"
            className="justify-self-start"
            onClick={portal.open}
            disabled={portal.loading}
          >
            {t('integrations.upgrade')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (keys.error instanceof ApiError && keys.error.code === 'forbidden') {
    return <p className="text-muted-foreground">{t('integrations.forbidden')}</p>;
  }
  if (keys.error) {
    return (
      <div className="grid gap-2" role="alert">
        <p className="text-destructive">{errorMessage(keys.error, locale)}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => keys.refetch()}>
          {t('integrations.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p>{t('integrations.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('integrations.secondFactor')}</p>
        <a
          href={`${env.apiUrl}/docs/api`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 justify-self-start text-sm underline"
        >
          {t('integrations.docs')}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      </div>
      <ApiKeysCard />
      <WebhooksCard />
    </div>
  );
}
