import { type StockItemDetail, useCreateStockItem, useMe } from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CERTIFICATE_LABS, stockItemInputSchema } from '@carat/validation/stock';
import { type FormEvent, useState } from 'react';
import { ChoiceField } from '#components/SelectField.tsx';
import { decimalOf, minorOf } from '#lib/amounts.ts';
import { showSaveError } from '#lib/saveError.ts';

const EMPTY = {
  tag: '',
  name: '',
  price: '',
  cost: '',
  supplier: '',
  location: '',
  metal: '',
  weight: '',
  fineness: '',
  stone: '',
  lab: 'none',
  certificate: '',
};
type Values = typeof EMPTY;

/**
 * 'Nouvelle pièce': what the tag label and the counter need. Checked with the API's own schema before it is
 * sent; the server's per-field refusals come back under their fields, and nothing typed is lost.
 */
export function NewItemDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (item: StockItemDetail) => void;
}) {
  const { t, locale } = useI18n();
  const currency = useMe().data?.business.currency ?? 'EUR';
  const create = useCreateStockItem();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      tag: values.tag,
      name: values.name,
      priceMinor: minorOf(values.price, currency) ?? '',
      costMinor: minorOf(values.cost, currency),
      supplier: values.supplier,
      location: values.location,
      metal: values.metal,
      metalWeightGrams: decimalOf(values.weight),
      fineness: decimalOf(values.fineness),
      stones: values.stone.trim()
        ? [
            {
              kind: values.stone,
              lab: values.lab === 'none' ? null : values.lab,
              certificateNumber: values.certificate,
            },
          ]
        : [],
    };
    const parsed = stockItemInputSchema(locale).safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const item = await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      toast.success(t('stock.created', { tag: item.tag }));
      setValues(EMPTY);
      onCreated(item);
    } catch (error) {
      showSaveError(error, {
        title: t('stock.saveFailed'),
        locale,
        onField: (name, message) => setErrors((e) => ({ ...e, [name]: message })),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('stock.form.title')}</DialogTitle>
          <DialogDescription>{t('stock.form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
          <FormField label={t('stock.form.name')} error={errors.name} required className="sm:col-span-2">
            <Input {...field('name')} autoComplete="off" />
          </FormField>
          <FormField label={t('stock.form.tag')} error={errors.tag}>
            <Input {...field('tag')} autoComplete="off" />
          </FormField>
          <FormField label={t('stock.form.location')} error={errors.location}>
            <Input {...field('location')} />
          </FormField>
          <FormField label={t('stock.form.price', { currency })} error={errors.priceMinor} required>
            <Input {...field('price')} inputMode="decimal" />
          </FormField>
          <FormField label={t('stock.form.cost', { currency })} error={errors.costMinor}>
            <Input {...field('cost')} inputMode="decimal" />
          </FormField>
          <FormField label={t('stock.form.supplier')} error={errors.supplier}>
            <Input {...field('supplier')} />
          </FormField>
          <FormField label={t('stock.form.metal')} error={errors.metal}>
            <Input {...field('metal')} />
          </FormField>
          <FormField label={t('stock.form.weight')} error={errors.metalWeightGrams}>
            <Input {...field('weight')} inputMode="decimal" />
          </FormField>
          <FormField label={t('stock.form.fineness')} error={errors.fineness}>
            <Input {...field('fineness')} inputMode="numeric" />
          </FormField>
          <FormField label={t('stock.form.stone')} error={errors['stones.0.kind']}>
            <Input {...field('stone')} />
          </FormField>
          <ChoiceField
            label={t('stock.form.lab')}
            value={values.lab}
            onChange={(lab) => setValues((v) => ({ ...v, lab }))}
            options={[
              { value: 'none', label: t('stock.form.labNone') },
              ...CERTIFICATE_LABS.map((lab) => ({ value: lab, label: lab })),
            ]}
          />
          <FormField
            label={t('stock.form.certificate')}
            error={errors['stones.0.certificateNumber']}
            className="sm:col-span-2"
          >
            <Input {...field('certificate')} autoComplete="off" />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('stock.form.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('stock.form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
