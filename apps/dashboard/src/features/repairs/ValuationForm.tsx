import {
  useCreateValuation,
  type Valuation,
  type ValuationCreate,
  type ValuationDetail,
} from '@carat/api-client/react';
import { Button, FormField, Input, SignaturePad, Textarea, toast } from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { valuationInputSchema } from '@carat/validation/repairs';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { majorText, minorOf } from '#lib/amounts.ts';
import { showSaveError } from '#lib/saveError.ts';
import { schemaResolver } from '#lib/schemaResolver.ts';
import { type CounterPhoto, CounterPhotos } from './CounterPhotos.tsx';

const STONE_TEXTS = ['kind', 'shape', 'measurements', 'colour', 'clarity', 'cut', 'certificate'] as const;
type StoneText = (typeof STONE_TEXTS)[number];
type StoneValues = Record<StoneText, string> & { count: string; carat: string };

export interface ValuationValues {
  description: string;
  metalType: string;
  fineness: string;
  weight: string;
  hallmarks: string;
  stones: StoneValues[];
  replacementValue: string;
  fee: string;
  valuerName: string;
  signature: string | null;
  validUntil: string;
  photos: CounterPhoto[];
}

const emptyStone: StoneValues = {
  kind: '',
  count: '1',
  shape: '',
  carat: '',
  measurements: '',
  colour: '',
  clarity: '',
  cut: '',
  certificate: '',
};

/** A number typed in a field ("0,52"), or the text as typed so the schema refuses it; blank is null. */
function numberOf(text: string): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The form's values from a valuation it replaces (a new version starts as the old one). */
export function valuationValuesFrom(old: ValuationDetail | null, currency: string): ValuationValues {
  const metal = (old?.metal ?? {}) as Record<string, unknown>;
  const stones = (Array.isArray(old?.stones) ? old.stones : []) as Record<string, unknown>[];
  const photoIds = (old?.photos ?? []).map((photo) => photo.fileId);
  return {
    description: text(old?.description),
    metalType: text(metal.type),
    fineness: text(metal.fineness),
    weight: text(metal.weightGrams),
    hallmarks: text(metal.hallmarks),
    stones: stones.map((stone) => ({
      kind: text(stone.kind),
      count: text(stone.count ?? 1),
      shape: text(stone.shape),
      carat: text(stone.caratWeight),
      measurements: text(stone.measurements),
      colour: text(stone.colour),
      clarity: text(stone.clarity),
      cut: text(stone.cut),
      certificate: text(stone.certificate),
    })),
    replacementValue: majorText(old?.replacementValueMinor, currency),
    fee: '',
    valuerName: text(old?.valuerName),
    signature: null,
    validUntil: '',
    photos: photoIds.map((id, index) => ({ id, name: `${index + 1}` })),
  };
}

/** The form's values as `POST /v1/valuations` takes them. */
export function valuationBody(
  values: ValuationValues,
  { clientId, supersedesId, currency }: { clientId: string; supersedesId: string | null; currency: string },
): Record<string, unknown> {
  return {
    clientId,
    supersedesId,
    description: values.description,
    metal: {
      type: values.metalType,
      fineness: values.fineness,
      weightGrams: numberOf(values.weight),
      hallmarks: values.hallmarks,
    },
    stones: values.stones.map((stone) => ({
      kind: stone.kind,
      count: numberOf(stone.count) ?? 1,
      shape: stone.shape,
      caratWeight: numberOf(stone.carat),
      measurements: stone.measurements,
      colour: stone.colour,
      clarity: stone.clarity,
      cut: stone.cut,
      certificate: stone.certificate,
    })),
    replacementValueMinor: minorOf(values.replacementValue, currency),
    feeMinor: minorOf(values.fee, currency) ?? 0,
    valuerName: values.valuerName,
    signature: values.signature,
    validUntil: values.validUntil,
    photoFileIds: values.photos.map((photo) => photo.id),
  };
}

const FIELD_OF: Record<string, keyof ValuationValues> = {
  'metal.type': 'metalType',
  'metal.fineness': 'fineness',
  'metal.weightGrams': 'weight',
  'metal.hallmarks': 'hallmarks',
  replacementValueMinor: 'replacementValue',
  feeMinor: 'fee',
  clientId: 'description',
};
const fieldOf = (path: string): keyof ValuationValues =>
  path.startsWith('stones')
    ? 'stones'
    : path.startsWith('photoFileIds')
      ? 'photos'
      : (FIELD_OF[path] ?? (path as keyof ValuationValues));

/**
 * An insurance valuation for a client's piece: description, metal and stones with their measurements and
 * grading, replacement value, valuer and signature, validity, photos, fee. `replaces` prefills a new version.
 */
export function ValuationForm({
  clientId,
  currency,
  replaces,
  onDone,
  onCancel,
}: {
  clientId: string;
  currency: string;
  replaces: ValuationDetail | null;
  onDone: (valuation: Valuation) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const create = useCreateValuation();
  const context = { clientId, supersedesId: replaces?.id ?? null, currency };
  const form = useForm<ValuationValues>({
    resolver: schemaResolver(
      valuationInputSchema(locale as Locale),
      (values: ValuationValues) => valuationBody(values, context),
      fieldOf,
    ),
    defaultValues: valuationValuesFrom(replaces, currency),
  });
  const stones = useFieldArray({ control: form.control, name: 'stones' });
  const [uploading, setUploading] = useState(false);
  const errors = form.formState.errors;
  const [photos, signature] = form.watch(['photos', 'signature']);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const valuation = await create.mutateAsync(valuationBody(values, context) as ValuationCreate);
      toast.success(t('valuations.created'));
      onDone(valuation);
    } catch (error) {
      showSaveError(error, {
        title: t('valuations.saveFailed'),
        locale,
        onField: (path, message) => form.setError(fieldOf(path), { message }),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('valuations.form.title')}>
      <FormField label={t('valuations.form.description')} error={errors.description?.message} required>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t('valuations.form.metal')}</legend>
        <div className="grid gap-3 sm:grid-cols-4">
          <FormField label={t('valuations.form.metalType')} error={errors.metalType?.message}>
            <Input {...form.register('metalType')} />
          </FormField>
          <FormField label={t('valuations.form.fineness')} error={errors.fineness?.message}>
            <Input {...form.register('fineness')} />
          </FormField>
          <FormField label={t('valuations.form.weight')} error={errors.weight?.message}>
            <Input inputMode="decimal" {...form.register('weight')} />
          </FormField>
          <FormField label={t('valuations.form.hallmarks')} error={errors.hallmarks?.message}>
            <Input {...form.register('hallmarks')} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t('valuations.form.stones')}</legend>
        {stones.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 rounded-md border border-border p-3">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium">#{index + 1}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('valuations.form.stoneRemove', { index: index + 1 })}
                onClick={() => stones.remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <FormField label={t('valuations.form.stoneKind')} required>
                <Input {...form.register(`stones.${index}.kind`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneCount')}>
                <Input inputMode="numeric" {...form.register(`stones.${index}.count`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneShape')}>
                <Input {...form.register(`stones.${index}.shape`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneCarat')}>
                <Input inputMode="decimal" {...form.register(`stones.${index}.carat`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneMeasurements')}>
                <Input {...form.register(`stones.${index}.measurements`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneColour')}>
                <Input {...form.register(`stones.${index}.colour`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneClarity')}>
                <Input {...form.register(`stones.${index}.clarity`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneCut')}>
                <Input {...form.register(`stones.${index}.cut`)} />
              </FormField>
              <FormField label={t('valuations.form.stoneCertificate')}>
                <Input {...form.register(`stones.${index}.certificate`)} />
              </FormField>
            </div>
          </div>
        ))}
        {errors.stones ? (
          <p className="text-sm font-medium text-destructive">
            {errors.stones.message ?? errors.stones.root?.message}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => stones.append(emptyStone)}
        >
          <Plus aria-hidden="true" /> {t('valuations.form.stoneAdd')}
        </Button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          label={t('valuations.form.replacementValue', { currency })}
          error={errors.replacementValue?.message}
          required
        >
          <Input inputMode="decimal" {...form.register('replacementValue')} />
        </FormField>
        <FormField label={t('valuations.form.validUntil')} error={errors.validUntil?.message}>
          <Input type="date" {...form.register('validUntil')} />
        </FormField>
        <FormField
          label={t('valuations.form.fee', { currency })}
          error={errors.fee?.message}
          hint={t('valuations.form.feeHint')}
        >
          <Input inputMode="decimal" {...form.register('fee')} />
        </FormField>
      </div>
      <CounterPhotos
        kind="valuation"
        label={t('valuations.form.photos')}
        value={photos}
        onChange={(next) => form.setValue('photos', next)}
        onUploadingChange={setUploading}
        error={errors.photos?.message}
      />
      <FormField label={t('valuations.form.valuer')} error={errors.valuerName?.message} required>
        <Input autoComplete="name" {...form.register('valuerName')} />
      </FormField>
      <SignaturePad
        label={t('valuations.form.signature')}
        clearLabel={t('repairs.form.signatureClear')}
        value={signature}
        onChange={(value) => form.setValue('signature', value)}
        error={errors.signature?.message}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('valuations.form.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} disabled={uploading}>
          {t('valuations.form.save')}
        </Button>
      </div>
    </form>
  );
}
