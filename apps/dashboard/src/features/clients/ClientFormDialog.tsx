import {
  type ClientCreate,
  type ClientDetail,
  useClient,
  useCreateClient,
  useUpdateClient,
} from '@carat/api-client/react';
import { ringSizesFromDiameter } from '@carat/domain';
import { COUNTRY_PROFILES } from '@carat/domain/countries';
import { Button, FormField, Input, Skeleton, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { clientInputSchema } from '@carat/validation/clients';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { FormDialog } from '#components/FormDialog.tsx';
import { SelectField } from '#components/SelectField.tsx';
import { showSaveError } from '#lib/saveError.ts';
import { zodFormResolver } from '#lib/schemaResolver.ts';

type FormValues = {
  name: string;
  email: string;
  phone: string;
  status: 'vip' | 'active' | 'new';
  location: string;
  birthday: string;
  anniversary: string;
  rating: number | null;
  country: string;
  vatNumber: string;
  notes: string;
  ringSizes: { finger: string; diameterMm: number }[];
};

function toForm(client?: ClientDetail | null): FormValues {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    status: client?.status ?? 'new',
    location: client?.location ?? '',
    birthday: client?.birthday ?? '',
    anniversary: client?.anniversary ?? '',
    rating: client?.rating ?? null,
    country: client?.country ?? '',
    vatNumber: client?.vatNumber ?? '',
    notes: client?.notes ?? '',
    ringSizes: client?.ringSizes ?? [],
  };
}

const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Add or edit a client. Field errors (the form's and the server's) show under their field; nothing typed is lost. */
export function ClientFormDialog({
  open,
  onOpenChange,
  clientId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit (its full record is loaded first, so no field is lost); none to add one. */
  clientId?: string | null;
}) {
  const { t, locale } = useI18n();
  const editing = useClient(open && clientId ? clientId : null);
  const client = clientId ? (editing.data ?? null) : null;
  const waiting = Boolean(clientId) && !editing.data;
  const create = useCreateClient();
  const update = useUpdateClient();
  const form = useForm<FormValues>({
    resolver: zodFormResolver(clientInputSchema(locale)),
    defaultValues: toForm(client),
  });
  const rings = useFieldArray({ control: form.control, name: 'ringSizes' });
  const countriesId = useId();
  const errors = form.formState.errors;

  useEffect(() => {
    if (open && !waiting) form.reset(toForm(client));
  }, [open, waiting, client, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = values as unknown as ClientCreate;
    try {
      if (client) await update.mutateAsync({ id: client.id, change: body });
      else await create.mutateAsync(body);
      toast.success(client ? t('clients.updated') : t('clients.created'));
      onOpenChange(false);
    } catch (error) {
      showSaveError(error, {
        title: t('clients.saveFailed'),
        locale,
        onField: (field, message) => form.setError(field as FieldPath<FormValues>, { message }),
      });
    }
  });

  const saving = create.isPending || update.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? t('clients.form.editTitle') : t('clients.form.createTitle')}
      description={t('clients.form.description')}
      formId="client-form"
      cancelLabel={t('clients.form.cancel')}
      submitLabel={t('clients.form.save')}
      submitting={saving}
      submitDisabled={waiting}
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      {waiting ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-24" />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" id="client-form">
          <FormField label={t('clients.form.name')} error={errors.name?.message} required>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('clients.form.email')} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField label={t('clients.form.phone')} error={errors.phone?.message}>
              <Input type="tel" autoComplete="off" {...form.register('phone')} />
            </FormField>
            <SelectField
              control={form.control}
              name="status"
              label={t('clients.form.status')}
              error={errors.status?.message}
              options={(['vip', 'active', 'new'] as const).map((s) => ({
                value: s,
                label: t(`clients.statusOption.${s}`),
              }))}
            />
            <FormField label={t('clients.form.location')} error={errors.location?.message}>
              <Input {...form.register('location')} />
            </FormField>
            <FormField label={t('clients.form.birthday')} error={errors.birthday?.message}>
              <Input type="date" {...form.register('birthday')} />
            </FormField>
            <FormField label={t('clients.form.anniversary')} error={errors.anniversary?.message}>
              <Input type="date" {...form.register('anniversary')} />
            </FormField>
            <FormField label={t('clients.form.rating')} error={errors.rating?.message}>
              <Input
                type="number"
                min={1}
                max={5}
                step={1}
                {...form.register('rating', { setValueAs: numberOrNull })}
              />
            </FormField>
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">{t('clients.form.invoicing')}</legend>
            <FormField
              label={t('clients.form.country')}
              hint={t('clients.form.countryHint')}
              error={errors.country?.message}
            >
              <Input
                list={countriesId}
                maxLength={2}
                autoCapitalize="characters"
                autoComplete="off"
                {...form.register('country')}
              />
            </FormField>
            <datalist id={countriesId}>
              {COUNTRY_PROFILES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name[locale]}
                </option>
              ))}
            </datalist>
            <FormField
              label={t('clients.form.vatNumber')}
              hint={t('clients.form.vatNumberHint')}
              error={errors.vatNumber?.message}
            >
              <Input autoCapitalize="characters" autoComplete="off" {...form.register('vatNumber')} />
            </FormField>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('clients.form.ringSizes')}</legend>
            {rings.fields.map((ring, index) => {
              const diameter = form.watch(`ringSizes.${index}.diameterMm`);
              const sizes = diameter >= 10 && diameter <= 30 ? ringSizesFromDiameter(diameter) : null;
              return (
                <div key={ring.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                  <FormField
                    label={t('clients.form.finger')}
                    error={errors.ringSizes?.[index]?.finger?.message}
                  >
                    <Input {...form.register(`ringSizes.${index}.finger`)} />
                  </FormField>
                  <FormField
                    label={t('clients.form.diameter')}
                    error={errors.ringSizes?.[index]?.diameterMm?.message}
                    hint={
                      sizes
                        ? t('clients.form.ringSizeEquivalent', {
                            us: sizes.us,
                            uk: sizes.uk ?? '—',
                            fr: sizes.fr,
                          })
                        : undefined
                    }
                  >
                    <Input
                      type="number"
                      step={0.1}
                      min={10}
                      max={30}
                      {...form.register(`ringSizes.${index}.diameterMm`, { setValueAs: numberOrNull })}
                    />
                  </FormField>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('clients.form.removeRingSize')}
                    onClick={() => rings.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              );
            })}
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => rings.append({ finger: '', diameterMm: 17 })}
            >
              <Plus aria-hidden="true" /> {t('clients.form.addRingSize')}
            </Button>
          </fieldset>
          <FormField label={t('clients.form.notes')} error={errors.notes?.message}>
            <Textarea rows={4} {...form.register('notes')} />
          </FormField>
        </form>
      )}
    </FormDialog>
  );
}
