import { errorMessage } from '@carat/api-client';
import {
  type MarketingAutomation,
  useMarketingAutomations,
  useSetMarketingAutomation,
} from '@carat/api-client/react';
import { Button, Label, Skeleton, Switch, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId } from 'react';
import { formatDate } from '#lib/format.ts';
import { NativeSelect } from './fields.tsx';

/**
 * The studio's automations: birthday and anniversary greetings, a review request after collection and a
 * re-engagement email after 12 months. Each is a switch with its language; only consenting clients get them,
 * once per occasion (the server's daily job).
 */
export function AutomationsPanel() {
  const { t, locale } = useI18n();
  const automations = useMarketingAutomations();
  if (automations.isPending) return <Skeleton className="h-48" />;
  if (automations.isError)
    return (
      <div role="alert" className="grid gap-2">
        <p>{t('marketing.automations.error')}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(automations.error, locale)}</p>
        <Button variant="outline" className="w-fit" onClick={() => void automations.refetch()}>
          {t('marketing.automations.retry')}
        </Button>
      </div>
    );
  return (
    <section aria-labelledby="automations-title" className="grid gap-4">
      <div className="max-w-2xl">
        <h2 id="automations-title" className="font-display text-2xl">
          {t('marketing.automations.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('marketing.automations.hint')}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {automations.data.automations.map((automation) => (
          <AutomationRow key={automation.kind} automation={automation} />
        ))}
      </ul>
    </section>
  );
}

function AutomationRow({ automation }: { automation: MarketingAutomation }) {
  const { t, locale } = useI18n();
  const change = useSetMarketingAutomation();
  const id = useId();
  const save = (patch: { enabled: boolean; locale?: MarketingAutomation['locale']; sms?: boolean }) =>
    change.mutate(
      { kind: automation.kind, ...patch },
      {
        onError: (error) =>
          toast.error(t('marketing.automations.failed'), { description: errorMessage(error, locale) }),
      },
    );
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-on`} className="text-base">
            {t(`marketing.automation.${automation.kind}`)}
          </Label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t(`marketing.automation.${automation.kind}.hint`)}
          </p>
        </div>
        <Switch
          id={`${id}-on`}
          aria-describedby={`${id}-hint`}
          checked={automation.enabled}
          disabled={change.isPending}
          onCheckedChange={(enabled) => save({ enabled })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Label htmlFor={`${id}-locale`}>{t('marketing.automations.language')}</Label>
        <NativeSelect
          id={`${id}-locale`}
          className="w-auto"
          value={automation.locale}
          disabled={change.isPending}
          onChange={(event) =>
            save({ enabled: automation.enabled, locale: event.target.value as MarketingAutomation['locale'] })
          }
        >
          <option value="fr">{t('marketing.automations.fr')}</option>
          <option value="en">{t('marketing.automations.en')}</option>
        </NativeSelect>
        {automation.kind === 'birthday' || automation.kind === 'anniversary' ? (
          <span className="flex items-center gap-2">
            <Switch
              id={`${id}-sms`}
              checked={automation.sms}
              disabled={change.isPending}
              onCheckedChange={(sms) => save({ enabled: automation.enabled, sms })}
            />
            <Label htmlFor={`${id}-sms`}>{t('marketing.automations.sms')}</Label>
          </span>
        ) : null}
        <span className="text-muted-foreground">
          {automation.lastSentAt
            ? t('marketing.automations.sent', {
                count: automation.sentCount,
                date: formatDate(automation.lastSentAt, locale),
              })
            : t('marketing.automations.none')}
        </span>
      </div>
    </li>
  );
}
