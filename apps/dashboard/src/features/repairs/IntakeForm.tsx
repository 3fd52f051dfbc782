import { type RepairCreate, type RepairDetail, useCreateRepair } from '@carat/api-client/react';
import { Button, Checkbox, FormField, Input, Label, SignaturePad, Textarea, toast } from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { PIECE_MARKS, PIECE_TYPES, repairInputSchema, repairMessagesFor } from '@carat/validation/repairs';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import {
  ClientChoice,
  type ClientChoiceValues,
  clientBody,
  clientFieldOf,
} from '#components/ClientChoice.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { SwitchField } from '#components/SwitchField.tsx';
import { minorOf } from '#lib/amounts.ts';
import { money } from '#lib/format.ts';
import { showSaveError } from '#lib/saveError.ts';
import { schemaResolver } from '#lib/schemaResolver.ts';
import { type CounterPhoto, CounterPhotos } from './CounterPhotos.tsx';

type PieceType = (typeof PIECE_TYPES)[number];
type Mark = (typeof PIECE_MARKS)[number];

/** The services a counter offers first, one tap each; label and price stay editable. */
export const SERVICE_PRESETS = ['resize', 'solder', 'retip', 'rhodium', 'clean', 'battery'] as const;

export interface IntakeValues extends ClientChoiceValues {
  pieceType: PieceType;
  metal: string;
  stones: string;
  description: string;
  marks: Mark[];
  photos: CounterPhoto[];
  conditionNotes: string;
  declaredValue: string;
  work: { label: string; price: string }[];
  quote: string;
  dueDate: string;
  express: boolean;
  estimateOnly: boolean;
  deposit: string;
  signature: string | null;
}

export const emptyIntake: IntakeValues = {
  clientMode: 'existing',
  clientId: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  pieceType: 'ring',
  metal: '',
  stones: '',
  description: '',
  marks: [],
  photos: [],
  conditionNotes: '',
  declaredValue: '',
  work: [],
  quote: '',
  dueDate: '',
  express: false,
  estimateOnly: false,
  deposit: '',
  signature: null,
};

/** The form's values as `POST /v1/repairs` takes them (amounts in minor units of `currency`). */
export function intakeBody(values: IntakeValues, currency: string): Record<string, unknown> {
  return {
    ...clientBody(values),
    piece: {
      type: values.pieceType,
      metal: values.metal,
      stones: values.stones,
      marks: values.marks,
      description: values.description,
    },
    conditionNotes: values.conditionNotes,
    declaredValueMinor: minorOf(values.declaredValue, currency),
    work: values.work.map((line) => ({ label: line.label, priceMinor: minorOf(line.price, currency) })),
    quoteMinor: minorOf(values.quote, currency) ?? null,
    dueDate: values.dueDate,
    express: values.express,
    estimateOnly: values.estimateOnly,
    depositMinor: minorOf(values.deposit, currency) ?? 0,
    photoFileIds: values.photos.map((photo) => photo.id),
    intakeSignature: values.signature,
  };
}

const FIELD_OF: Record<string, keyof IntakeValues> = {
  'piece.type': 'pieceType',
  'piece.metal': 'metal',
  'piece.stones': 'stones',
  'piece.description': 'description',
  declaredValueMinor: 'declaredValue',
  quoteMinor: 'quote',
  depositMinor: 'deposit',
  intakeSignature: 'signature',
};

/** The schema's paths, as the form names its fields (a work line's message goes under the work). */
export function intakeFieldOf(path: string): keyof IntakeValues {
  const client = clientFieldOf(path);
  if (client) return client;
  if (path.startsWith('piece.marks')) return 'marks';
  if (path.startsWith('work')) return 'work';
  if (path.startsWith('photoFileIds')) return 'photos';
  return FIELD_OF[path] ?? (path as keyof IntakeValues);
}

/** The API's own schema, then what the counter adds: the client signs at intake. */
function intakeResolver(locale: Locale, currency: string): Resolver<IntakeValues> {
  const shared = schemaResolver(
    repairInputSchema(locale),
    (values: IntakeValues) => intakeBody(values, currency),
    intakeFieldOf,
  );
  return async (values, context, options) => {
    const result = await shared(values, context, options);
    if (values.signature) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        signature: { type: 'required', message: repairMessagesFor(locale)['repair.signature.required'] },
      },
    };
  };
}

/**
 * Taking a piece in, as fast as the paper envelope: the client (picked or written), the piece as a short
 * checklist, photos from the camera, the work asked as priced lines, the quote and dates, the signature.
 */
export function IntakeForm({
  currency,
  onCreated,
  onCancel,
}: {
  currency: string;
  onCreated: (repair: RepairDetail) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const create = useCreateRepair();
  const form = useForm<IntakeValues>({
    resolver: intakeResolver(locale, currency),
    defaultValues: emptyIntake,
  });
  const work = useFieldArray({ control: form.control, name: 'work' });
  const [uploading, setUploading] = useState(false);
  const errors = form.formState.errors;
  const [marks, photos, lines, signature, express, estimateOnly] = form.watch([
    'marks',
    'photos',
    'work',
    'signature',
    'express',
    'estimateOnly',
  ]);
  const revalidate = { shouldValidate: form.formState.isSubmitted };
  const sum = lines.reduce((total, line) => {
    const minor = minorOf(line.price, currency);
    return total + (typeof minor === 'number' ? minor : 0);
  }, 0);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const repair = await create.mutateAsync(intakeBody(values, currency) as RepairCreate);
      toast.success(t('repairs.created', { number: repair.number }));
      onCreated(repair);
    } catch (error) {
      // Nothing typed is lost: the form stays as it was, the server's field messages under their fields.
      showSaveError(error, {
        title: t('repairs.saveFailed'),
        locale,
        onField: (path, message) => form.setError(intakeFieldOf(path), { message }),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t('repairs.form.title')}>
      <section className="grid gap-4 rounded-lg border border-border bg-card p-4">
        <ClientChoice form={form} messages="repairs.form" />
      </section>

      <section className="grid gap-4 rounded-lg border border-border bg-card p-4">
        <h2 className="font-medium">{t('repairs.form.piece')}</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <ChoiceField
            label={t('repairs.form.pieceType')}
            value={form.watch('pieceType')}
            onChange={(value) => form.setValue('pieceType', value as PieceType, revalidate)}
            error={errors.pieceType?.message}
            options={PIECE_TYPES.map((type) => ({ value: type, label: t(`repairs.piece.${type}`) }))}
          />
          <FormField label={t('repairs.form.metal')} error={errors.metal?.message}>
            <Input autoComplete="off" {...form.register('metal')} />
          </FormField>
          <FormField label={t('repairs.form.stones')} error={errors.stones?.message}>
            <Input autoComplete="off" {...form.register('stones')} />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('repairs.form.marks')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {PIECE_MARKS.map((mark) => (
              <MarkBox
                key={mark}
                label={t(`repairs.mark.${mark}`)}
                checked={marks.includes(mark)}
                onChange={(checked) =>
                  form.setValue('marks', checked ? [...marks, mark] : marks.filter((other) => other !== mark))
                }
              />
            ))}
          </div>
        </fieldset>
        <FormField label={t('repairs.form.pieceDescription')} error={errors.description?.message}>
          <Input autoComplete="off" {...form.register('description')} />
        </FormField>
        <CounterPhotos
          kind="repair"
          label={t('repairs.form.photos')}
          value={photos}
          onChange={(next) => form.setValue('photos', next, revalidate)}
          onUploadingChange={setUploading}
          error={errors.photos?.message}
        />
        <FormField label={t('repairs.form.conditionNotes')} error={errors.conditionNotes?.message}>
          <Textarea rows={2} {...form.register('conditionNotes')} />
        </FormField>
        <FormField
          label={t('repairs.form.declaredValue', { currency })}
          error={errors.declaredValue?.message}
          required
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('declaredValue')} />
        </FormField>
      </section>

      <section className="grid gap-4 rounded-lg border border-border bg-card p-4">
        <h2 className="font-medium">{t('repairs.form.work')}</h2>
        <div className="flex flex-wrap gap-2">
          {SERVICE_PRESETS.map((service) => (
            <Button
              key={service}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => work.append({ label: t(`repairs.service.${service}`), price: '' })}
            >
              <Plus aria-hidden="true" /> {t(`repairs.service.${service}`)}
            </Button>
          ))}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => work.append({ label: '', price: '' })}
          >
            <Plus aria-hidden="true" /> {t('repairs.form.workAdd')}
          </Button>
        </div>
        {work.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('repairs.form.workEmpty')}</p>
        ) : (
          <ul className="grid gap-3">
            {work.fields.map((field, index) => (
              <li key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
                <FormField label={t('repairs.form.workLabel')}>
                  <Input autoComplete="off" {...form.register(`work.${index}.label`)} />
                </FormField>
                <FormField label={t('repairs.form.workPrice', { currency })}>
                  <Input inputMode="decimal" autoComplete="off" {...form.register(`work.${index}.price`)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('repairs.form.workRemove', {
                    label: lines[index]?.label || String(index + 1),
                  })}
                  onClick={() => work.remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.work ? (
          <p className="text-sm font-medium text-destructive">
            {errors.work.message ?? errors.work.root?.message}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label={t('repairs.form.quote', { currency })}
            error={errors.quote?.message}
            hint={t('repairs.form.quoteHint', { sum: money(sum, currency, locale) })}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={money(sum, currency, locale)}
              {...form.register('quote')}
            />
          </FormField>
          <FormField label={t('repairs.form.dueDate')} error={errors.dueDate?.message}>
            <Input type="date" {...form.register('dueDate')} />
          </FormField>
          <FormField label={t('repairs.form.deposit', { currency })} error={errors.deposit?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('deposit')} />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-6">
          <SwitchField
            label={t('repairs.form.express')}
            checked={express}
            onCheckedChange={(checked) => form.setValue('express', checked)}
          />
          <SwitchField
            label={t('repairs.form.estimateOnly')}
            checked={estimateOnly}
            onCheckedChange={(checked) => form.setValue('estimateOnly', checked)}
          />
        </div>
      </section>

      <section className="grid gap-4 rounded-lg border border-border bg-card p-4">
        <SignaturePad
          label={t('repairs.form.signature')}
          clearLabel={t('repairs.form.signatureClear')}
          hint={t('repairs.form.signatureHint')}
          value={signature}
          onChange={(value) => form.setValue('signature', value, revalidate)}
          error={errors.signature?.message}
          required
        />
      </section>

      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-border bg-background/95 py-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('repairs.form.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} disabled={uploading}>
          {t('repairs.form.save')}
        </Button>
      </div>
    </form>
  );
}

function MarkBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Label className="flex items-center gap-2 font-normal">
      <Checkbox checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      {label}
    </Label>
  );
}
