import { errorMessage } from '@carat/api-client';
import { useMarketingConsent, useSetMarketingConsent } from '@carat/api-client/react';
import { Label, Skeleton, Switch, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId } from 'react';
import { formatDate } from '#lib/format.ts';

/** The client profile's marketing consent: a switch, with when and how it was given or withdrawn. */
export function ConsentSwitch({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const consent = useMarketingConsent(clientId);
  const change = useSetMarketingConsent();
  const id = useId();
  if (consent.isPending) return <Skeleton className="h-6 w-48" />;
  if (consent.isError) return null;
  const { data } = consent;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="text-sm font-medium text-muted-foreground">
        {t('marketing.consent.title')}
      </h3>
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={data.consented}
          disabled={change.isPending}
          onCheckedChange={(consented) =>
            change.mutate(
              { clientId, consented },
              {
                onError: (error) =>
                  toast.error(t('marketing.consent.failed'), { description: errorMessage(error, locale) }),
              },
            )
          }
        />
        <Label htmlFor={id}>{t('marketing.consent.label')}</Label>
      </div>
      <p className="text-xs text-muted-foreground">
        {data.consented && data.grantedAt
          ? t('marketing.consent.since', {
              date: formatDate(data.grantedAt, locale),
              source: data.source ?? '',
            })
          : data.withdrawnAt
            ? t('marketing.consent.withdrawn', { date: formatDate(data.withdrawnAt, locale) })
            : t('marketing.consent.never')}
      </p>
    </section>
  );
}
