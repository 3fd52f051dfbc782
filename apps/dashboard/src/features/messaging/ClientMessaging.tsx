import { errorMessage } from '@carat/api-client';
import { useClientConsents, useSetClientConsents } from '@carat/api-client/react';
import { Label, Skeleton, Switch, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId } from 'react';
import { formatDate } from '#lib/format.ts';
import { MessageThread } from './MessageThread.tsx';

const CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** The client page's channels (switches recorded 'in the shop', with when and how) and message thread. */
export function ClientMessaging({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const consents = useClientConsents(clientId);
  const change = useSetClientConsents();
  const id = useId();
  if (consents.isPending) return <Skeleton className="h-16 w-full" />;
  if (consents.isError) return null;
  const { data } = consents;
  return (
    <div className="grid gap-6">
      <section aria-labelledby={`${id}-title`} className="grid gap-2">
        <h3 id={`${id}-title`} className="text-sm font-medium text-muted-foreground">
          {t('messaging.consents.title')}
        </h3>
        <div className="flex flex-wrap gap-4">
          {CHANNELS.map((channel) => (
            <div key={channel} className="flex items-center gap-2">
              <Switch
                id={`${id}-${channel}`}
                checked={data[channel]}
                disabled={change.isPending}
                onCheckedChange={(value) =>
                  change.mutate(
                    {
                      clientId,
                      consents: {
                        email: data.email,
                        sms: data.sms,
                        whatsapp: data.whatsapp,
                        [channel]: value,
                        source: 'in-shop',
                      },
                    },
                    {
                      onError: (error) =>
                        toast.error(t('messaging.consents.failed'), {
                          description: errorMessage(error, locale),
                        }),
                    },
                  )
                }
              />
              <Label htmlFor={`${id}-${channel}`}>{t(`messaging.consents.${channel}`)}</Label>
            </div>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          {data.recordedAt && data.source
            ? t('messaging.consents.since', {
                date: formatDate(data.recordedAt, locale),
                source: t(`messaging.consents.source.${data.source}`),
              })
            : t('messaging.consents.never')}
        </p>
      </section>
      <MessageThread clientId={clientId} />
    </div>
  );
}
