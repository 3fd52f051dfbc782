import { useCustody, useMe, useSetCounterSettings } from '@carat/api-client/react';
import { FormField, Textarea } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { REPAIR_LIMITS, repairMessagesFor } from '@carat/validation/repairs';
import { useEffect, useState } from 'react';
import { NumberField } from '#components/NumberField.tsx';
import { SettingsFormCard } from '#components/SettingsFormCard.tsx';
import { majorText, minorOf } from '#lib/amounts.ts';

/**
 * Settings → business: the declared value the insurer's block policy covers for clients' pieces in the
 * shop, and the shop's terms printed on the job envelope (`PATCH /v1/custody`, owners and admins); the
 * custody tile warns past the limit. Empty limit: none; empty terms: the default text.
 */
export function CustodyLimitSettings() {
  const { t, locale } = useI18n();
  const custody = useCustody();
  const me = useMe();
  const mutation = useSetCounterSettings();
  const currency = custody.data?.currency ?? me.data?.business.currency ?? 'GBP';
  const [value, setValue] = useState('');
  const [terms, setTerms] = useState('');
  const [invalid, setInvalid] = useState(false);
  const limit = custody.data?.limitMinor;
  const savedTerms = custody.data?.terms;

  useEffect(() => {
    if (limit !== undefined) setValue(majorText(limit, currency));
  }, [limit, currency]);
  useEffect(() => {
    if (savedTerms !== undefined) setTerms(savedTerms ?? '');
  }, [savedTerms]);

  const termsTooLong = terms.trim().length > REPAIR_LIMITS.termsMax;

  const save = () => {
    const minor = minorOf(value, currency);
    setInvalid(typeof minor === 'string');
    if (typeof minor === 'string' || termsTooLong) return false;
    return mutation.mutateAsync({ limitMinor: minor ?? null, terms: terms.trim() || null });
  };

  return (
    <SettingsFormCard
      title={t('custodyLimit.title')}
      save={save}
      savedText={t('custodyLimit.saved')}
      failedText={t('custodyLimit.failed')}
      submitLabel={t('custodyLimit.save')}
      saving={mutation.isPending}
      loading={custody.isLoading}
    >
      <NumberField
        className="min-w-56 max-w-sm"
        label={t('custodyLimit.label', { currency })}
        hint={t('custodyLimit.hint')}
        error={invalid ? t('custodyLimit.invalid') : undefined}
        value={value}
        onValueChange={setValue}
        disabled={custody.isLoading}
        testId="custody-limit"
      />
      <FormField
        label={t('custodyLimit.terms')}
        hint={t('custodyLimit.termsHint')}
        // The API's own message (with the Settings chunk, not the home's catalogue: ADR 058).
        error={termsTooLong ? repairMessagesFor(locale)['repair.terms.max'] : undefined}
      >
        <Textarea
          rows={4}
          value={terms}
          disabled={custody.isLoading}
          onChange={(event) => setTerms(event.target.value)}
          data-testid="counter-terms"
        />
      </FormField>
    </SettingsFormCard>
  );
}
