import { errorMessage } from '@carat/api-client';
import { type RepairChange, type RepairDetail, useUpdateRepair } from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
  toast,
} from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { PIECE_TYPES, repairPatchSchema } from '@carat/validation/repairs';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChoiceField } from '#components/SelectField.tsx';
import { majorText, minorOf } from '#lib/amounts.ts';
import { money } from '#lib/format.ts';

interface Line {
  key: number;
  label: string;
  price: string;
}

/** The form's texts, from the job as it is. */
function valuesOf(job: RepairDetail, currency: string) {
  return {
    type: job.piece.type,
    metal: job.piece.metal ?? '',
    stones: job.piece.stones ?? '',
    description: job.piece.description ?? '',
    notes: job.conditionNotes ?? '',
    lines: job.work.map((w, key) => ({ key, label: w.label, price: majorText(w.priceMinor, currency) })),
    quote: majorText(job.quoteMinor, currency),
    dueDate: job.dueDate ?? '',
    declared: majorText(job.declaredValueMinor, currency),
  };
}

/**
 * Changing what was taken in (`PATCH /v1/repairs/{id}`): the piece, its condition, the work and its prices,
 * the quote (blank: the sum of the work), the due date and the declared value (only for those who see it).
 * The shared schema checks the change before it is sent; the API's refusals land under their fields.
 */
export function EditRepairDialog({
  job,
  currency,
  open,
  onOpenChange,
}: {
  job: RepairDetail;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const update = useUpdateRepair();
  const [values, setValues] = useState(() => valuesOf(job, currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [nextKey, setNextKey] = useState(job.work.length);
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));
  const setLine = (key: number, change: Partial<Line>) =>
    set({ lines: values.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) });
  const sum = values.lines.reduce((total, line) => {
    const minor = minorOf(line.price, currency);
    return total + (typeof minor === 'number' ? minor : 0);
  }, 0);

  // Each opening starts from the job as it is now (not again on each refetch while open).
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(job, currency));
    setErrors({});
    setNextKey(job.work.length);
  }, [open]);

  const change = (): Record<string, unknown> => ({
    piece: {
      type: values.type,
      metal: values.metal,
      stones: values.stones,
      marks: job.piece.marks,
      description: values.description,
    },
    conditionNotes: values.notes,
    work: values.lines.map((line) => ({
      label: line.label,
      priceMinor: minorOf(line.price, currency) ?? 0,
    })),
    quoteMinor: minorOf(values.quote, currency) ?? null,
    dueDate: values.dueDate,
    // Staff do not see the declared value (null): they leave it as it is.
    ...(job.declaredValueMinor != null
      ? { declaredValueMinor: minorOf(values.declared, currency) ?? 0 }
      : {}),
  });

  const submit = async () => {
    const body = change();
    const checked = repairPatchSchema(locale as Locale).safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: job.id, change: body as RepairChange });
      toast.success(t('repairs.edit.saved', { number: job.number }));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('repairs.edit.failed'), { description: errorMessage(error, locale) });
    }
  };

  const err = (path: string) => errors[path];
  const workError = Object.entries(errors).find(([path]) => path.startsWith('work'))?.[1];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('repairs.edit.title', { number: job.number })}</DialogTitle>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">{t('repairs.form.piece')}</legend>
            <ChoiceField
              label={t('repairs.form.pieceType')}
              value={values.type}
              onChange={(type) => set({ type })}
              options={PIECE_TYPES.map((type) => ({ value: type, label: t(`repairs.piece.${type}`) }))}
              error={err('piece.type')}
            />
            <FormField label={t('repairs.form.metal')} error={err('piece.metal')}>
              <Input value={values.metal} onChange={(event) => set({ metal: event.target.value })} />
            </FormField>
            <FormField label={t('repairs.form.stones')} error={err('piece.stones')}>
              <Input value={values.stones} onChange={(event) => set({ stones: event.target.value })} />
            </FormField>
            <FormField label={t('repairs.form.pieceDescription')} error={err('piece.description')}>
              <Input
                value={values.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            </FormField>
          </fieldset>
          <FormField label={t('repairs.form.conditionNotes')} error={err('conditionNotes')}>
            <Textarea
              rows={2}
              value={values.notes}
              onChange={(event) => set({ notes: event.target.value })}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('repairs.form.work')}</legend>
            {values.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('repairs.edit.noWork')}</p>
            ) : null}
            {values.lines.map((line, index) => (
              <div key={line.key} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
                <FormField label={t('repairs.form.workLabel')} error={err(`work.${index}.label`)}>
                  <Input
                    value={line.label}
                    onChange={(event) => setLine(line.key, { label: event.target.value })}
                  />
                </FormField>
                <FormField
                  label={t('repairs.form.workPrice', { currency })}
                  error={err(`work.${index}.priceMinor`)}
                >
                  <Input
                    inputMode="decimal"
                    value={line.price}
                    onChange={(event) => setLine(line.key, { price: event.target.value })}
                  />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('repairs.form.workRemove', { label: line.label || `#${index + 1}` })}
                  onClick={() => set({ lines: values.lines.filter((l) => l.key !== line.key) })}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            {workError && !err('work.0.label') ? (
              <p className="text-sm font-medium text-destructive">{workError}</p>
            ) : null}
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => {
                set({ lines: [...values.lines, { key: nextKey, label: '', price: '' }] });
                setNextKey(nextKey + 1);
              }}
            >
              <Plus aria-hidden="true" /> {t('repairs.form.workAdd')}
            </Button>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField
              label={t('repairs.form.quote', { currency })}
              hint={t('repairs.edit.quoteHint', { sum: money(sum, currency, locale) })}
              error={err('quoteMinor')}
            >
              <Input
                inputMode="decimal"
                value={values.quote}
                onChange={(event) => set({ quote: event.target.value })}
                data-testid="edit-quote"
              />
            </FormField>
            <FormField label={t('repairs.form.dueDate')} error={err('dueDate')}>
              <Input
                type="date"
                value={values.dueDate}
                onChange={(event) => set({ dueDate: event.target.value })}
              />
            </FormField>
            {job.declaredValueMinor != null ? (
              <FormField
                label={t('repairs.form.declaredValue', { currency })}
                error={err('declaredValueMinor')}
              >
                <Input
                  inputMode="decimal"
                  value={values.declared}
                  onChange={(event) => set({ declared: event.target.value })}
                />
              </FormField>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('repairs.form.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('repairs.edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
