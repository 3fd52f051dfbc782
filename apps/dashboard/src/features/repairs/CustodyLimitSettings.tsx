import { errorMessage } from '@carat/api-client';
import { useCustody, useMe, useSetCounterSettings } from '@carat/api-client/react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { REPAIR_LIMITS, repairMessagesFor } from '@carat/validation/repairs';
import { useEffect, useState } from 'react';
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
  const save = useSetCounterSettings();
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

  const submit = async () => {
    const minor = minorOf(value, currency);
    if (typeof minor === 'string') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (termsTooLong) return;
    try {
      await save.mutateAsync({ limitMinor: minor ?? null, terms: terms.trim() || null });
      toast.success(t('custodyLimit.saved'));
    } catch (error) {
      toast.error(t('custodyLimit.failed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('custodyLimit.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            className="min-w-56 max-w-sm"
            label={t('custodyLimit.label', { currency })}
            hint={t('custodyLimit.hint')}
            error={invalid ? t('custodyLimit.invalid') : undefined}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={value}
              disabled={custody.isLoading}
              onChange={(event) => setValue(event.target.value)}
              data-testid="custody-limit"
            />
          </FormField>
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
          <Button
            type="submit"
            className="justify-self-start"
            loading={save.isPending}
            disabled={custody.isLoading}
          >
            {t('custodyLimit.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
