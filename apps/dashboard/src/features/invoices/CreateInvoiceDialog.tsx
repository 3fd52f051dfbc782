import {
  type InvoiceCreate,
  useBusiness,
  useCreateInvoice,
  useInvoiceSettings,
} from '@carat/api-client/react';
import {
  addDays,
  businessTaxRule,
  computeTaxedInvoice,
  isCurrency,
  type TaxRule,
  toMinorUnits,
} from '@carat/domain';
import {
  Button,
  FormField,
  Input,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { invoiceDraftSchema } from '@carat/validation/invoices';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { type CreateDialogProps, FormDialog } from '#components/FormDialog.tsx';
import { NewClientFields } from '#components/NewClientFields.tsx';
import { showSaveError } from '#lib/saveError.ts';
import { zodFormResolver } from '#lib/schemaResolver.ts';
import { InvoicePreview, type PreviewInvoice } from './InvoicePreview.tsx';

interface FormValues {
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  items: { description: string; quantity: string; price: string }[];
  notes: string;
  dueDate: string;
}

const newLine = { description: '', quantity: '1', price: '0' };

/**
 * What the preview shows while typing: each valid line's amounts and the taxes of the business's rule,
 * worked out as the API will (domain: computeTaxedInvoice; ADR 052), the prices before tax or tax
 * included as the invoice is made (ADR 079). A line not valid yet counts 0.
 */
export function previewTotals(
  items: FormValues['items'],
  rule: TaxRule,
  currency = 'GBP',
  pricesIncludeTax = false,
) {
  const money = isCurrency(currency) ? currency : 'GBP';
  const parsed = items.map((item) => {
    const quantity = Number(item.quantity);
    let unit = 0;
    try {
      unit = Math.max(0, toMinorUnits(String(item.price ?? '').trim() || '0', money));
    } catch {
      unit = 0;
    }
    const valid = Number.isInteger(quantity) && quantity >= 1 && Number.isSafeInteger(quantity * unit);
    return { description: item.description, quantity: valid ? quantity : 0, unit, valid };
  });
  const totals = computeTaxedInvoice(
    parsed.map((line) => ({
      quantity: line.valid ? line.quantity : 1,
      unitPriceMinor: line.valid ? line.unit : 0,
    })),
    rule,
    { pricesIncludeTax },
  );
  const lines = parsed.map((line, index) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceMinor: line.unit,
    netMinor: totals.lines[index]!.net,
    vatMinor: totals.lines[index]!.vat,
  }));
  return { lines, subtotal: totals.subtotal, vat: totals.vat, total: totals.total, taxes: totals.taxes };
}

/** 'Créer une Facture': the spec's Créer and Prévisualisation tabs over one draft. */
export function CreateInvoiceDialog({ open, onOpenChange, onCreated, currency }: CreateDialogProps) {
  const { t, locale } = useI18n();
  const settings = useInvoiceSettings(locale);
  const create = useCreateInvoice();
  const [tab, setTab] = useState('create');
  const form = useForm<FormValues>({
    resolver: zodFormResolver(invoiceDraftSchema(locale, isCurrency(currency) ? currency : 'GBP')),
    defaultValues: {
      clientName: '',
      clientEmail: '',
      clientAddress: '',
      items: [newLine],
      notes: '',
      dueDate: '',
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors;

  useEffect(() => {
    if (!open) return;
    const today = new Date().toISOString().slice(0, 10);
    form.reset({
      clientName: '',
      clientEmail: '',
      clientAddress: '',
      items: [newLine],
      notes: settings.data?.defaultNotes ?? '',
      dueDate: addDays(today, settings.data?.defaultPaymentTerms ?? 30),
    });
    setTab('create');
  }, [open, settings.data, form]);

  const onSubmit = form.handleSubmit(
    async () => {
      const values = form.getValues();
      try {
        const invoice = await create.mutateAsync({ ...values, locale } as unknown as InvoiceCreate);
        toast.success(t('invoices.created'));
        onCreated(invoice.id);
      } catch (error) {
        const onFields = showSaveError(error, {
          title: t('invoices.saveFailed'),
          locale,
          onField: (field, message) => form.setError(field as FieldPath<FormValues>, { message }),
        });
        if (onFields) setTab('create');
      }
    },
    () => setTab('create'),
  );

  const values = form.watch();
  const business = useBusiness();
  const rule = businessTaxRule(business.data ?? { country: null, region: null, taxRegistration: null });
  // A new invoice is made in the business's mode, which the API copies onto it.
  const pricesIncludeTax = business.data?.pricesIncludeTax ?? false;
  const totals = previewTotals(values.items ?? [], rule, currency, pricesIncludeTax);
  const preview: PreviewInvoice = {
    kind: 'standard',
    status: 'draft',
    number: null,
    issueDate: null,
    dueDate: values.dueDate || null,
    currency,
    clientName: values.clientName ?? '',
    clientEmail: values.clientEmail || null,
    clientAddress: values.clientAddress || null,
    lines: totals.lines,
    pricesIncludeTax,
    subtotalMinor: totals.subtotal,
    vatMinor: totals.vat,
    taxes: totals.taxes,
    totalMinor: totals.total,
    depositsDeductedMinor: 0,
    notes: values.notes || null,
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invoices.form.title')}
      description={t('invoices.form.description')}
      formId="invoice-form"
      cancelLabel={t('invoices.form.cancel')}
      submitLabel={t('invoices.form.save')}
      submitting={create.isPending}
      contentClassName="max-h-[94dvh] overflow-y-auto sm:max-w-3xl"
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="create">{t('invoices.form.tabCreate')}</TabsTrigger>
          <TabsTrigger value="preview">{t('invoices.form.tabPreview')}</TabsTrigger>
        </TabsList>
        <TabsContent value="create" forceMount hidden={tab !== 'create'}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" id="invoice-form">
            <div className="grid gap-4 sm:grid-cols-2">
              <NewClientFields
                name={form.register('clientName')}
                email={form.register('clientEmail')}
                errors={errors}
                labels={{ name: t('invoices.form.clientName'), email: t('invoices.form.clientEmail') }}
              />
            </div>
            <FormField label={t('invoices.form.clientAddress')} error={errors.clientAddress?.message}>
              <Textarea rows={2} {...form.register('clientAddress')} />
            </FormField>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">{t('invoices.form.items')}</legend>
              {items.fields.map((field, index) => (
                <div
                  key={field.id}
                  className="grid grid-cols-[1fr_auto] gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_6rem_9rem_auto] sm:items-end"
                  data-testid="invoice-line"
                >
                  <FormField
                    className="col-span-2 sm:col-span-1"
                    label={t('invoices.form.description.label')}
                    error={errors.items?.[index]?.description?.message}
                    required
                  >
                    <Input {...form.register(`items.${index}.description`)} />
                  </FormField>
                  <FormField
                    label={t('invoices.form.quantity')}
                    error={errors.items?.[index]?.quantity?.message}
                  >
                    <Input
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      {...form.register(`items.${index}.quantity`)}
                    />
                  </FormField>
                  <FormField
                    label={t(pricesIncludeTax ? 'invoices.form.priceInclusive' : 'invoices.form.price', {
                      currency,
                    })}
                    error={errors.items?.[index]?.price?.message}
                  >
                    <Input
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      {...form.register(`items.${index}.price`)}
                    />
                  </FormField>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="self-end"
                    aria-label={t('invoices.form.removeItem', { n: index + 1 })}
                    disabled={items.fields.length <= 1}
                    onClick={() => items.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {errors.items?.message || errors.items?.root?.message ? (
                <p className="text-sm font-medium text-destructive">
                  {errors.items?.message ?? errors.items?.root?.message}
                </p>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => items.append(newLine)}
              >
                <Plus aria-hidden="true" /> {t('invoices.form.addItem')}
              </Button>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <FormField label={t('invoices.form.notes')} error={errors.notes?.message}>
                <Textarea rows={3} {...form.register('notes')} />
              </FormField>
              <FormField label={t('invoices.form.dueDate')} error={errors.dueDate?.message}>
                <Input type="date" {...form.register('dueDate')} />
              </FormField>
            </div>
          </form>
        </TabsContent>
        <TabsContent value="preview">
          <InvoicePreview invoice={preview} {...(settings.data ? { settings: settings.data } : {})} />
        </TabsContent>
      </Tabs>
    </FormDialog>
  );
}
