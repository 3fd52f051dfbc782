import { errorMessage } from '@carat/api-client';
import { useCustody, useMe, useSetCustodyLimit } from '@carat/api-client/react';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useState } from 'react';
import { majorText, minorOf } from './amounts.ts';

/**
 * Settings → business: the declared value the insurer's block policy covers for clients' pieces in the
 * shop (`PATCH /v1/custody`, owners and admins); the custody tile warns past it. Empty: no limit.
 */
export function CustodyLimitSettings() {
  const { t, locale } = useI18n();
  const custody = useCustody();
  const me = useMe();
  const save = useSetCustodyLimit();
  const currency = custody.data?.currency ?? me.data?.business.currency ?? 'GBP';
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const limit = custody.data?.limitMinor;

  useEffect(() => {
    if (limit !== undefined) setValue(majorText(limit, currency));
  }, [limit, currency]);

  const submit = async () => {
    const minor = minorOf(value, currency);
    if (typeof minor === 'string') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      await save.mutateAsync(minor ?? null);
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
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            className="min-w-56 flex-1"
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
          <Button type="submit" loading={save.isPending} disabled={custody.isLoading}>
            {t('custodyLimit.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
