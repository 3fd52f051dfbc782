import { ApiError, errorMessage } from '@carat/api-client';
import { useBusiness, useMe, useUpdateBusiness } from '@carat/api-client/react';
import { can } from '@carat/domain';
import { countryDefaults, countryProfile, registrationFields } from '@carat/domain/countries';
import { missingMentions } from '@carat/domain/invoice-mentions';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  Switch,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { businessSchema, PROMISE_KEYS } from '@carat/validation/settings';
import { useEffect } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useClearingForm } from '#features/auth/useClearingForm.ts';
import { CountrySelect, RegionSelect, RingSizeSystemSelect, TimeZoneList } from './BusinessFieldControls.tsx';

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
  /** '' until the jeweller says where the shop trades. */
  country: string;
  region: string;
  currency: string;
  timeZone: string;
  /** '' while numbers and dates follow the reader's language. */
  locale: string;
  taxRegistration: {
    registered: boolean;
    siren: string;
    gstNumber: string;
    qstNumber: string;
    uid: string;
    companyNumber: string;
  };
  promises: Record<(typeof PROMISE_KEYS)[number], { fr: string; en: string }>;
  /** Invoice unit prices are typed tax included (ADR 079); an invoice keeps the mode it was made in. */
  pricesIncludeTax: boolean;
}

const emptyPromises = () =>
  Object.fromEntries(PROMISE_KEYS.map((key) => [key, { fr: '', en: '' }])) as BusinessForm['promises'];
const emptyRegistration = (): BusinessForm['taxRegistration'] => ({
  registered: false,
  siren: '',
  gstNumber: '',
  qstNumber: '',
  uid: '',
  companyNumber: '',
});
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
      country: '',
      region: '',
      currency: '',
      timeZone: '',
      locale: '',
      taxRegistration: emptyRegistration(),
      promises: emptyPromises(),
      pricesIncludeTax: false,
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
        country: b.country ?? '',
        region: b.region ?? '',
        currency: b.currency.trim(),
        timeZone: b.timeZone,
        locale: b.locale ?? '',
        taxRegistration: {
          ...emptyRegistration(),
          ...b.taxRegistration,
          // Left unsaid counts as registered: the business keeps charging the tax it charged (ADR 052).
          registered: b.taxRegistration.registered !== false,
        },
        promises: { ...emptyPromises(), ...b.promises },
        pricesIncludeTax: b.pricesIncludeTax,
      });
    }
  }, [business.data, form]);
  const readOnly = !can(me.data?.role ?? 'staff', 'business-settings');
  const country = form.watch('country');
  const region = form.watch('region');
  const profile = country ? countryProfile(country) : null;
  const numbers = country
    ? registrationFields(country, region || null).filter((f) => f.key !== 'vatNumber')
    : [];
  // What the invoices printed today lack: read from the saved business, not the form being typed.
  const saved = business.data;
  const missing = saved?.country
    ? registrationFields(saved.country, saved.region).filter((f) =>
        (
          missingMentions({
            country: saved.country,
            region: saved.region,
            taxRegistration: saved.taxRegistration,
            legacyVatNumber: saved.vatNumber,
          }) as string[]
        ).includes(f.key),
      )
    : [];
  /** Picking a country fills what follows from it; each stays editable. */
  const chooseCountry = (code: string, regionCode: string | null = null) => {
    const defaults = countryDefaults(code, regionCode);
    form.setValue('country', code, { shouldDirty: true });
    form.setValue('region', defaults.region ?? '', { shouldDirty: true });
    form.setValue('currency', defaults.currency, { shouldDirty: true });
    form.setValue('timeZone', defaults.timeZone, { shouldDirty: true });
    form.setValue('ringSizeSystem', defaults.ringSizeSystem, { shouldDirty: true });
    form.setValue('locale', defaults.locale, { shouldDirty: true });
  };
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
                    <RingSizeSystemSelect
                      control={control}
                      value={select.value}
                      onChange={select.onChange}
                      disabled={readOnly}
                      className="sm:max-w-sm"
                    />
                  )}
                />
              )}
            </FormField>

            <h3 className="font-display text-lg sm:col-span-2">{t('settings.business.whereTitle')}</h3>
            {missing.length ? (
              <p
                role="status"
                className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:col-span-2"
              >
                {t('settings.business.missingMentions', {
                  list: missing.map((f) => f.label[locale]).join(', '),
                })}
              </p>
            ) : null}
            <FormField
              label={t('settings.business.country')}
              hint={t('settings.business.countryHint')}
              error={errors.country?.message}
            >
              {(control) => (
                <CountrySelect
                  control={control}
                  value={country}
                  onChange={chooseCountry}
                  disabled={readOnly}
                />
              )}
            </FormField>
            {profile?.regions ? (
              <FormField label={t('settings.business.region')} error={errors.region?.message}>
                {(control) => (
                  <RegionSelect
                    control={control}
                    country={country}
                    value={region}
                    onChange={(next) => chooseCountry(country, next)}
                    disabled={readOnly}
                  />
                )}
              </FormField>
            ) : (
              <div aria-hidden="true" className="hidden sm:block" />
            )}
            <FormField
              label={t('settings.business.currency')}
              hint={t('settings.business.currencyHint')}
              error={errors.currency?.message}
            >
              <Input maxLength={3} autoCapitalize="characters" {...field('currency')} />
            </FormField>
            <FormField label={t('settings.business.timeZone')} error={errors.timeZone?.message}>
              <Input list="business-time-zones" autoComplete="off" {...field('timeZone')} />
            </FormField>
            <FormField label={t('settings.business.locale')} error={errors.locale?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="locale"
                  render={({ field: select }) => (
                    <Select
                      value={select.value || AUTO}
                      onValueChange={(value) => select.onChange(value === AUTO ? '' : value)}
                      disabled={readOnly}
                    >
                      <SelectTrigger {...control}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={AUTO}>{t('settings.business.localeAuto')}</SelectItem>
                        <SelectItem value="fr">Français (1 234,56)</SelectItem>
                        <SelectItem value="en">English (1,234.56)</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <div aria-hidden="true" className="hidden sm:block" />
            <TimeZoneList id="business-time-zones" />
            {country ? (
              <div className="flex items-center gap-2 sm:col-span-2">
                <Controller
                  control={form.control}
                  name="taxRegistration.registered"
                  render={({ field: box }) => (
                    <Checkbox
                      id="business-registered"
                      checked={box.value}
                      onCheckedChange={(checked) => box.onChange(checked === true)}
                      disabled={readOnly}
                    />
                  )}
                />
                <Label htmlFor="business-registered">{t('settings.business.registered')}</Label>
              </div>
            ) : null}
            <div className="flex items-start justify-between gap-4 sm:col-span-2">
              <div>
                <Label htmlFor="business-prices-include-tax">{t('settings.business.pricesIncludeTax')}</Label>
                <p id="business-prices-include-tax-hint" className="text-sm text-muted-foreground">
                  {t('settings.business.pricesIncludeTax.hint')}
                </p>
              </div>
              <Controller
                control={form.control}
                name="pricesIncludeTax"
                render={({ field: toggle }) => (
                  <Switch
                    id="business-prices-include-tax"
                    aria-describedby="business-prices-include-tax-hint"
                    checked={toggle.value}
                    onCheckedChange={(checked) => toggle.onChange(checked)}
                    disabled={readOnly}
                  />
                )}
              />
            </div>
            {numbers.map((number) => (
              <FormField
                key={number.key}
                label={number.label[locale]}
                required={number.required && form.watch('taxRegistration.registered')}
                error={errors.taxRegistration?.[number.key as keyof BusinessForm['taxRegistration']]?.message}
              >
                <Input
                  {...field(`taxRegistration.${number.key}` as FieldPath<BusinessForm>)}
                  autoComplete="off"
                />
              </FormField>
            ))}

            <h3 className="font-display text-lg sm:col-span-2">{t('settings.business.promisesTitle')}</h3>
            <p className="text-sm text-muted-foreground sm:col-span-2">
              {t('settings.business.promisesHint')}
            </p>
            {PROMISE_KEYS.map((key) => (
              <fieldset key={key} className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
                <legend className="mb-2 text-sm font-medium">{t(`settings.business.promise.${key}`)}</legend>
                <FormField
                  label={t('settings.business.inFrench')}
                  error={errors.promises?.[key]?.fr?.message}
                >
                  <Input maxLength={200} {...field(`promises.${key}.fr`)} />
                </FormField>
                <FormField
                  label={t('settings.business.inEnglish')}
                  error={errors.promises?.[key]?.en?.message}
                >
                  <Input maxLength={200} {...field(`promises.${key}.en`)} />
                </FormField>
              </fieldset>
            ))}
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
