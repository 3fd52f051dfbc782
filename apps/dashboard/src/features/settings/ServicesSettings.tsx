import { ApiError, errorMessage } from '@carat/api-client';
import { useAppointmentServices, useSaveAppointmentServices } from '@carat/api-client/react';
import { CURRENCIES } from '@carat/domain/money';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Skeleton,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { appointmentServicesSchema } from '@carat/validation/catalogue-settings';
import { useEffect, useState } from 'react';
import { ChoiceField } from '#components/SelectField.tsx';
import { SwitchField } from '#components/SwitchField.tsx';
import { checkWith } from '#lib/checkWith.ts';
import { ServiceListEditor } from './ServiceListEditor.tsx';
import { type ServiceFormValues, serviceErrors, serviceFormValues, servicesBody } from './service-form.ts';

/**
 * 'Services': the spec's four appointment types as the business offers them (on or off, durations,
 * price range and currency, description, deposit). The booking wizard and 'Nouveau RDV' read them.
 */
export function ServicesSettings() {
  const { t, locale } = useI18n();
  const services = useAppointmentServices();
  const save = useSaveAppointmentServices();
  const [values, setValues] = useState<ServiceFormValues[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (services.data) setValues(services.data.items.map(serviceFormValues));
  }, [services.data]);

  if (services.isLoading) return <Skeleton className="h-96" />;
  if (services.error) return <p role="alert">{errorMessage(services.error, locale)}</p>;
  const titles = new Map(services.data?.items.map((s) => [s.type, s.name[locale]]) ?? []);

  const set = (index: number, key: keyof ServiceFormValues, value: string | boolean) => {
    setValues((list) => list.map((v, i) => (i === index ? { ...v, [key]: value } : v)));
    const type = values[index]?.type;
    setErrors(({ [`${type}.${key}`]: _, ...rest }) => rest);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = servicesBody(values);
    const invalid = checkWith(appointmentServicesSchema(locale), body);
    if (invalid) {
      setErrors(serviceErrors(invalid, values));
      return;
    }
    try {
      await save.mutateAsync(body);
      toast.success(t('settings.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        setErrors(serviceErrors(error.fields, values));
      } else toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">{t('settings.services.intro')}</p>
      <ServiceListEditor services={services.data?.items ?? []} />
      <div className="grid gap-4">
        {values.map((service, index) => {
          const title = titles.get(service.type) ?? service.type;
          const err = (key: keyof ServiceFormValues) => errors[`${service.type}.${key}`];
          return (
            <Card key={service.type} data-testid={`service-${service.type}`}>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
                <CardTitle className="text-xl">{title}</CardTitle>
                <SwitchField
                  label={t('settings.services.enabled')}
                  checked={service.enabled}
                  onCheckedChange={(checked) => set(index, 'enabled', checked)}
                />
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <FormField label={t('settings.services.minDuration')} error={err('minDurationMinutes')}>
                  <Input
                    inputMode="numeric"
                    value={service.minDurationMinutes}
                    onChange={(e) => set(index, 'minDurationMinutes', e.target.value)}
                  />
                </FormField>
                <FormField label={t('settings.services.maxDuration')} error={err('maxDurationMinutes')}>
                  <Input
                    inputMode="numeric"
                    value={service.maxDurationMinutes}
                    onChange={(e) => set(index, 'maxDurationMinutes', e.target.value)}
                  />
                </FormField>
                <ChoiceField
                  label={t('settings.services.currency')}
                  error={err('currency')}
                  value={service.currency}
                  onChange={(value) => set(index, 'currency', value)}
                  options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
                <FormField label={t('settings.services.minPrice')} error={err('minPrice')}>
                  <Input
                    inputMode="decimal"
                    value={service.minPrice}
                    onChange={(e) => set(index, 'minPrice', e.target.value)}
                  />
                </FormField>
                <FormField label={t('settings.services.maxPrice')} error={err('maxPrice')}>
                  <Input
                    inputMode="decimal"
                    value={service.maxPrice}
                    onChange={(e) => set(index, 'maxPrice', e.target.value)}
                  />
                </FormField>
                <FormField
                  label={t('settings.services.deposit')}
                  hint={t('settings.services.depositHint')}
                  error={err('deposit')}
                >
                  <Input
                    inputMode="decimal"
                    value={service.deposit}
                    onChange={(e) => set(index, 'deposit', e.target.value)}
                  />
                </FormField>
                <FormField
                  label={t('settings.services.descriptionFr')}
                  error={err('descriptionFr')}
                  className="sm:col-span-2 lg:col-span-3"
                >
                  <Textarea
                    rows={2}
                    value={service.descriptionFr}
                    onChange={(e) => set(index, 'descriptionFr', e.target.value)}
                  />
                </FormField>
                <FormField
                  label={t('settings.services.descriptionEn')}
                  error={err('descriptionEn')}
                  className="sm:col-span-2 lg:col-span-3"
                >
                  <Textarea
                    rows={2}
                    value={service.descriptionEn}
                    onChange={(e) => set(index, 'descriptionEn', e.target.value)}
                  />
                </FormField>
              </CardContent>
            </Card>
          );
        })}
      </div>
      <Button type="submit" loading={save.isPending} className="justify-self-start">
        {t('settings.services.save')}
      </Button>
    </form>
  );
}
