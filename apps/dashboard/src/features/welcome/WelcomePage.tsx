import { ApiError, errorMessage } from '@carat/api-client';
import { type Business, useBusiness, useUpdateBusiness } from '@carat/api-client/react';
import { countryProfile, registrationFields } from '@carat/domain/countries';
import {
  Button,
  Checkbox,
  FormField,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { businessSchema } from '@carat/validation/settings';
import { useEffect, useMemo } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useClearingForm } from '#features/auth/useClearingForm.ts';
import {
  CountrySelect,
  RegionSelect,
  RingSizeSystemSelect,
  TimeZoneList,
} from '#features/settings/BusinessFieldControls.tsx';
import {
  draftChange,
  draftMissingMentions,
  emptyDraft,
  finishWelcome,
  loadDraft,
  saveDraft,
  type WelcomeDraft,
  welcomeFinished,
  withCountry,
} from './welcome-draft.ts';

/** The browser's own zone, proposed when it lies in the chosen country. */
function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * /welcome, the step after payment (ADR 060): the shop's name and country, then what
 * follows from the country (currency, time zone, numbers and dates, ring sizes, tax and the numbers its
 * invoices need). Skippable; once answered or skipped it sends to the dashboard.
 */
export function WelcomePage() {
  const { locale } = useI18n();
  const business = useBusiness();
  if (business.isLoading) return <WelcomeLoading />;
  if (business.error || !business.data)
    return (
      <main className="grid min-h-dvh place-items-center p-6">
        <p role="alert">{errorMessage(business.error, locale)}</p>
      </main>
    );
  const b = business.data;
  // Asked once: a later payment (a plan change) or a business that already says where it trades goes on.
  if (welcomeFinished(b.id) || (b.country && !loadDraft(b.id))) return <Navigate to="/dashboard" replace />;
  return <WelcomeForm business={b} />;
}

/** As the guards' full-screen loading (not imported: it would move the guard's chunk into this one). */
function WelcomeLoading() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground">
      <Spinner label={t('guard.loading')} />
      <p aria-hidden="true">{t('guard.loading')}</p>
    </div>
  );
}

function WelcomeForm({ business }: { business: Business }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const update = useUpdateBusiness();
  const zone = useMemo(browserZone, []);
  const { form, field } = useClearingForm<WelcomeDraft>(businessSchema(locale), {
    defaultValues: loadDraft(business.id) ?? emptyDraft(),
  });
  // Every change is kept in the tab, so a reload or a step back loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(business.id, values as WelcomeDraft));
    return () => subscription.unsubscribe();
  }, [form, business.id]);

  const draft = form.watch();
  const part = params.get('step') === '2' && draft.country ? 2 : 1;
  const profile = draft.country ? countryProfile(draft.country) : null;
  const numbers = draft.country ? registrationFields(draft.country, draft.region || null) : [];
  const missing = draftMissingMentions(draft);
  const errors = form.formState.errors;

  const chooseCountry = (country: string, region: string | null = null) => {
    const next = withCountry(form.getValues(), country, region, zone);
    form.reset(next, { keepDefaultValues: true });
    saveDraft(business.id, next);
  };

  const skip = () => {
    finishWelcome(business.id);
    navigate('/dashboard', { replace: true });
  };

  const next = async () => {
    const named = await form.trigger('name');
    if (!form.getValues('country')) {
      form.setError('country', { message: t('welcome.country.required') });
      return;
    }
    if (named) setParams({ step: '2' });
  };

  const onSubmit = form.handleSubmit(
    async () => {
      try {
        await update.mutateAsync(draftChange(form.getValues()));
        finishWelcome(business.id);
        toast.success(t('welcome.saved'));
        navigate('/dashboard', { replace: true });
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.fields).length) {
          for (const [name, message] of Object.entries(error.fields))
            form.setError(name as FieldPath<WelcomeDraft>, { message });
          if (error.fields.name || error.fields.country) setParams({});
        } else {
          toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
        }
      }
    },
    () => {
      // The name is on the first part: its error shows there.
      if (form.formState.errors.name) setParams({});
    },
  );

  return (
    <main className="flex min-h-dvh items-start justify-center bg-background px-4 py-10 text-foreground sm:items-center">
      <form
        onSubmit={
          part === 1
            ? (event) => {
                event.preventDefault();
                void next();
              }
            : onSubmit
        }
        noValidate
        className="grid w-full max-w-lg gap-5"
      >
        <header className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t('welcome.step', { step: part })}</p>
          <h1 className="font-display text-3xl">{t('welcome.title')}</h1>
          <p className="text-muted-foreground">{t('welcome.intro')}</p>
        </header>

        {part === 1 ? (
          <section aria-labelledby="welcome-shop" className="grid gap-4">
            <h2 id="welcome-shop" className="font-display text-xl">
              {t('welcome.shopTitle')}
            </h2>
            <FormField
              label={t('welcome.name')}
              hint={t('welcome.nameHint')}
              error={errors.name?.message}
              required
            >
              <Input autoComplete="organization" placeholder={business.name} {...field('name')} />
            </FormField>
            <FormField label={t('settings.business.country')} error={errors.country?.message} required>
              {(control) => (
                <CountrySelect
                  control={control}
                  value={draft.country}
                  onChange={(code) => {
                    form.clearErrors('country');
                    chooseCountry(code);
                  }}
                />
              )}
            </FormField>
            {profile?.regions ? (
              <FormField label={t('settings.business.region')} error={errors.region?.message}>
                {(control) => (
                  <RegionSelect
                    control={control}
                    country={draft.country}
                    value={draft.region}
                    onChange={(region) => chooseCountry(draft.country, region)}
                  />
                )}
              </FormField>
            ) : null}
          </section>
        ) : (
          <section aria-labelledby="welcome-details" className="grid gap-4 sm:grid-cols-2">
            <h2 id="welcome-details" className="font-display text-xl sm:col-span-2">
              {t('welcome.detailsTitle')}
            </h2>
            <FormField
              label={t('settings.business.currency')}
              hint={t('settings.business.currencyHint')}
              error={errors.currency?.message}
            >
              <Input maxLength={3} autoCapitalize="characters" {...field('currency')} />
            </FormField>
            <FormField label={t('settings.business.timeZone')} error={errors.timeZone?.message}>
              <Input list="welcome-time-zones" autoComplete="off" {...field('timeZone')} />
            </FormField>
            <TimeZoneList id="welcome-time-zones" />
            <FormField label={t('welcome.locale')} error={errors.locale?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="locale"
                  render={({ field: select }) => (
                    <Select value={select.value || 'fr'} onValueChange={select.onChange}>
                      <SelectTrigger {...control}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value="fr">{t('welcome.locale.fr')}</SelectItem>
                        <SelectItem value="en">{t('welcome.locale.en')}</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField label={t('settings.business.ringSizeSystem')} error={errors.ringSizeSystem?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="ringSizeSystem"
                  render={({ field: select }) => (
                    <RingSizeSystemSelect control={control} value={select.value} onChange={select.onChange} />
                  )}
                />
              )}
            </FormField>
            <div className="flex items-center gap-2 sm:col-span-2">
              <Controller
                control={form.control}
                name="taxRegistration.registered"
                render={({ field: box }) => (
                  <Checkbox
                    id="welcome-registered"
                    checked={box.value}
                    onCheckedChange={(checked) => box.onChange(checked === true)}
                  />
                )}
              />
              <Label htmlFor="welcome-registered">{t('settings.business.registered')}</Label>
            </div>
            {numbers.map((number) => {
              const name = (
                number.key === 'vatNumber' ? 'vatNumber' : `taxRegistration.${number.key}`
              ) as FieldPath<WelcomeDraft>;
              const error =
                number.key === 'vatNumber'
                  ? errors.vatNumber?.message
                  : errors.taxRegistration?.[number.key]?.message;
              return (
                <FormField
                  key={number.key}
                  label={number.label[locale]}
                  required={number.required && draft.taxRegistration.registered}
                  error={error}
                >
                  <Input autoComplete="off" {...field(name)} />
                </FormField>
              );
            })}
            {missing.length ? (
              <p className="text-sm text-muted-foreground sm:col-span-2" role="status">
                {t('welcome.missing', { list: missing.map((f) => f.label[locale]).join(', ') })}
              </p>
            ) : null}
          </section>
        )}

        <div className="flex flex-wrap items-center gap-3">
          {part === 1 ? (
            <Button type="submit">{t('welcome.continue')}</Button>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={() => setParams({})}>
                {t('welcome.back')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('welcome.finish')}
              </Button>
            </>
          )}
          <Button type="button" variant="ghost" className="ms-auto" onClick={skip}>
            {t('welcome.skip')}
          </Button>
        </div>
      </form>
    </main>
  );
}
