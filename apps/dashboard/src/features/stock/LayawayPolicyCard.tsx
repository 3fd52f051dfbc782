import { useLayawayPolicy, useMe, useSetLayawayPolicy } from '@carat/api-client/react';
import { can } from '@carat/domain';
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { LAYAWAY_FEE_KINDS } from '@carat/validation/stock';
import { useEffect, useState } from 'react';
import { NumberField } from '#components/NumberField.tsx';
import { SettingsFormCard } from '#components/SettingsFormCard.tsx';
import { majorText, minorOf } from '#lib/amounts.ts';

type FeeKind = (typeof LAYAWAY_FEE_KINDS)[number];

/** A percentage typed as '10' or '12,5' → basis points (1 250), or null when it is not one. */
export function percentToBps(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) return null;
  const bps = Math.round(value * 100);
  return Math.abs(bps - value * 100) < 1e-6 ? bps : null;
}

/** Days typed for the instalment reminder: a whole number from 0 to 30, or null. */
export function reminderDaysOf(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 30 ? value : null;
}

/**
 * What a cancelled layaway keeps (`GET|PUT /v1/layaway-policy`): nothing, a percentage of the agreed price,
 * or a fixed fee. The cancel dialog shows the refund it makes before the jeweller confirms. And how many
 * days before each instalment the client is reminded (ADR 087). Owners and admins change it; the others
 * read it.
 */
export function LayawayPolicyCard() {
  const { t, locale } = useI18n();
  const me = useMe();
  const policy = useLayawayPolicy();
  const mutation = useSetLayawayPolicy();
  const currency = me.data?.business.currency ?? 'GBP';
  const editable = me.data ? can(me.data.role, 'business-settings') : false;
  const [kind, setKind] = useState<FeeKind>('none');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [days, setDays] = useState('3');
  const [daysInvalid, setDaysInvalid] = useState(false);

  useEffect(() => {
    if (!policy.data) return;
    setKind(policy.data.kind);
    setDays(String(policy.data.reminderDays));
    setValue(
      policy.data.kind === 'percent'
        ? String(policy.data.value / 100).replace('.', locale === 'fr' ? ',' : '.')
        : policy.data.kind === 'fixed'
          ? majorText(policy.data.value, currency)
          : '',
    );
  }, [policy.data, currency, locale]);

  const save = () => {
    const amount = kind === 'none' ? 0 : kind === 'percent' ? percentToBps(value) : minorOf(value, currency);
    const reminderDays = reminderDaysOf(days);
    setInvalid(typeof amount !== 'number');
    setDaysInvalid(reminderDays === null);
    if (typeof amount !== 'number' || reminderDays === null) return false;
    return mutation.mutateAsync({ kind, value: amount, reminderDays });
  };

  return (
    <SettingsFormCard
      data-testid="layaway-policy"
      title={t('layaways.policy.title')}
      formClassName="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,12rem)_minmax(0,12rem)_auto] sm:items-end"
      save={save}
      savedText={t('layaways.policy.saved')}
      failedText={t('layaways.policy.failed')}
      submitLabel={t('layaways.policy.save')}
      saving={mutation.isPending}
      editable={editable}
    >
      <FormField label={t('layaways.policy.kind')} hint={t('layaways.policy.hint')}>
        {(control) => (
          <Select
            value={kind}
            onValueChange={(next) => {
              setKind(next as FeeKind);
              setInvalid(false);
            }}
            disabled={!editable || policy.isLoading}
          >
            <SelectTrigger {...control} data-testid="layaway-policy-kind">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LAYAWAY_FEE_KINDS.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`layaways.policy.kind.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {kind === 'none' ? (
        <div aria-hidden="true" className="hidden sm:block" />
      ) : (
        <NumberField
          label={kind === 'percent' ? t('layaways.policy.percent') : t('layaways.policy.fixed', { currency })}
          error={invalid ? t('layaways.policy.invalid') : undefined}
          value={value}
          onValueChange={setValue}
          disabled={!editable}
          testId="layaway-policy-value"
        />
      )}
      <NumberField
        label={t('layaways.policy.reminderDays')}
        hint={t('layaways.policy.reminderHint')}
        error={daysInvalid ? t('layaways.policy.reminderInvalid') : undefined}
        whole
        value={days}
        onValueChange={setDays}
        disabled={!editable || policy.isLoading}
        testId="layaway-policy-reminder-days"
      />
    </SettingsFormCard>
  );
}
