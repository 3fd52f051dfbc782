import { ApiError, errorMessage } from '@carat/api-client';
import { useBusiness, useMe, useUpdateBusiness } from '@carat/api-client/react';
import { can } from '@carat/domain';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { businessSchema } from '@carat/validation/settings';
import { useEffect } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useClearingForm } from '#features/auth/useClearingForm.ts';

interface BusinessForm {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  vatNumber: string;
  phone: string;
  email: string;
  /** '' while the business sizes rings by its currency's usual system. */
  ringSizeSystem: string;
}

/** The Select's value for "from the currency" (a Select item cannot be empty). */
const AUTO = 'auto';

/** Business name, address, city, postal code, VAT number (and the shop's phone and email); the owner edits. */
export function BusinessSettings() {
  const { t, locale } = useI18n();
  const me = useMe();
  const business = useBusiness();
  const update = useUpdateBusiness();
  const { form, field } = useClearingForm<BusinessForm>(businessSchema(locale), {
    defaultValues: {
      name: '',
      address: '',
      city: '',
      postalCode: '',
      vatNumber: '',
      phone: '',
      email: '',
      ringSizeSystem: '',
    },
  });
  useEffect(() => {
    const b = business.data;
    if (b) {
      form.reset({
        name: b.name,
        address: b.address ?? '',
        city: b.city ?? '',
        postalCode: b.postalCode ?? '',
        vatNumber: b.vatNumber ?? '',
        phone: b.phone ?? '',
        email: b.email ?? '',
        ringSizeSystem: b.ringSizeSystem ?? '',
      });
    }
  }, [business.data, form]);
  const readOnly = !can(me.data?.role ?? 'staff', 'business-settings');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t('settings.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as FieldPath<BusinessForm>, { message });
      } else {
        toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
      }
    }
  });
  if (business.isLoading) return <Skeleton className="h-80" />;
  if (business.error) return <p role="alert">{errorMessage(business.error, locale)}</p>;
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.tabs.business')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <fieldset disabled={readOnly} className="contents">
            <FormField
              label={t('settings.business.name')}
              error={errors.name?.message}
              required
              className="sm:col-span-2"
            >
              <Input {...field('name')} />
            </FormField>
            <FormField
              label={t('settings.business.address')}
              error={errors.address?.message}
              className="sm:col-span-2"
            >
              <Textarea rows={2} {...field('address')} />
            </FormField>
            <FormField label={t('settings.business.city')} error={errors.city?.message}>
              <Input {...field('city')} />
            </FormField>
            <FormField label={t('settings.business.postalCode')} error={errors.postalCode?.message}>
              <Input {...field('postalCode')} />
            </FormField>
            <FormField label={t('settings.business.vatNumber')} error={errors.vatNumber?.message}>
              <Input {...field('vatNumber')} />
            </FormField>
            <FormField label={t('settings.business.phone')} error={errors.phone?.message}>
              <Input type="tel" {...field('phone')} />
            </FormField>
            <FormField
              label={t('settings.business.email')}
              error={errors.email?.message}
              className="sm:col-span-2"
            >
              <Input type="email" {...field('email')} />
            </FormField>
            <FormField
              label={t('settings.business.ringSizeSystem')}
              hint={t('settings.business.ringSizeSystemHint')}
              error={errors.ringSizeSystem?.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="ringSizeSystem"
                  render={({ field: select }) => (
                    <Select
                      value={select.value || AUTO}
                      onValueChange={(value) => select.onChange(value === AUTO ? '' : value)}
                      disabled={readOnly}
                    >
                      <SelectTrigger {...control} className="sm:max-w-sm">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={AUTO}>{t('settings.business.ringSizeSystemAuto')}</SelectItem>
                        {RING_SIZE_SYSTEMS.map((system) => (
                          <SelectItem key={system} value={system}>
                            {t(`catalogue.form.sizeSystem.${system}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          </fieldset>
          {readOnly ? (
            <p className="text-sm text-muted-foreground sm:col-span-2">{t('settings.business.ownerOnly')}</p>
          ) : (
            <Button type="submit" loading={update.isPending} className="justify-self-start sm:col-span-2">
              {t('settings.saveChanges')}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
