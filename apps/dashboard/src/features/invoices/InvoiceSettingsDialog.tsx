import { errorMessage } from '@carat/api-client';
import {
  type InvoiceSettingsChange,
  useFileUrl,
  useInvoiceSettings,
  useSaveInvoiceSettings,
  useUploadFile,
} from '@carat/api-client/react';
import { INVOICE_COLORS, type InvoiceColor, isAcceptedLogo, LOGO_MAX_BYTES } from '@carat/domain';
import { Button, FormField, Input, Label, Skeleton, Switch, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { invoiceSettingsSchema } from '@carat/validation/invoices';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { FormDialog } from '#components/FormDialog.tsx';
import { showSaveError } from '#lib/saveError.ts';
import { zodFormResolver } from '#lib/schemaResolver.ts';

interface FormValues {
  logoFileId: string | null;
  companyName: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  taxId: string;
  bankDetails: string;
  autoAddLogo: boolean;
  autoAddCompanyInfo: boolean;
  defaultPaymentTerms: string;
  defaultNotes: string;
  invoiceColor: InvoiceColor;
}

const COLORS = Object.keys(INVOICE_COLORS) as InvoiceColor[];

/** The invoice settings of the spec: logo, company and bank details, the two switches, terms, notes, colour. */
export function InvoiceSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const settings = useInvoiceSettings(locale);
  const save = useSaveInvoiceSettings(locale);
  const upload = useUploadFile();
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodFormResolver(invoiceSettingsSchema(locale)),
  });
  const errors = form.formState.errors;
  const logoFileId = form.watch('logoFileId');
  const logo = useFileUrl(logoFileId);
  const logoInputId = useId();

  useEffect(() => {
    if (!open || !settings.data) return;
    const s = settings.data;
    form.reset({
      logoFileId: s.logo?.id ?? null,
      companyName: s.companyName,
      email: s.email ?? '',
      phone: s.phone ?? '',
      address: s.address ?? '',
      website: s.website ?? '',
      taxId: s.taxId ?? '',
      bankDetails: s.bankDetails ?? '',
      autoAddLogo: s.autoAddLogo,
      autoAddCompanyInfo: s.autoAddCompanyInfo,
      defaultPaymentTerms: String(s.defaultPaymentTerms),
      defaultNotes: s.defaultNotes,
      invoiceColor: s.invoiceColor,
    });
    setLogoError(null);
  }, [open, settings.data, form]);

  // The hint says PNG, JPG or SVG up to 2 MB: checked here for a quick answer, and by the server.
  const chooseLogo = async (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    if (!isAcceptedLogo({ type: file.type, size: file.size })) {
      setLogoError(
        file.size > LOGO_MAX_BYTES
          ? t('invoices.settingsDialog.logoSize')
          : t('invoices.settingsDialog.logoType'),
      );
      return;
    }
    try {
      const stored = await upload.mutateAsync({ file, kind: 'logo' });
      form.setValue('logoFileId', stored.id, { shouldDirty: true });
    } catch (error) {
      setLogoError(errorMessage(error, locale));
    }
  };

  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      await save.mutateAsync(values as unknown as InvoiceSettingsChange);
      toast.success(t('invoices.settingsDialog.saved'));
      onOpenChange(false);
    } catch (error) {
      showSaveError(error, {
        title: t('invoices.saveFailed'),
        locale,
        onField: (field, message) => {
          if (field === 'logoFileId') setLogoError(message);
          else form.setError(field as FieldPath<FormValues>, { message });
        },
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invoices.settingsDialog.title')}
      description={t('invoices.settingsDialog.description')}
      formId="invoice-settings-form"
      cancelLabel={t('invoices.settingsDialog.cancel')}
      submitLabel={t('invoices.settingsDialog.save')}
      submitting={save.isPending}
      submitDisabled={upload.isPending || !settings.data}
      contentClassName="max-h-[94dvh] overflow-y-auto sm:max-w-2xl"
    >
      {settings.isLoading ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
        </div>
      ) : settings.error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(settings.error, locale)}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" id="invoice-settings-form">
          <div className="grid gap-2">
            <Label htmlFor={logoInputId}>{t('invoices.settingsDialog.logo')}</Label>
            <div className="flex flex-wrap items-center gap-3">
              {logo.url ? (
                <img
                  src={logo.url}
                  alt=""
                  className="h-14 max-w-40 rounded border border-border object-contain p-1"
                />
              ) : null}
              <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm hover:border-gold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                <ImageUp className="size-4" aria-hidden="true" />
                {t('invoices.settingsDialog.logoChoose')}
                <input
                  id={logoInputId}
                  type="file"
                  accept="image/png,image/jpeg,image/svg+xml"
                  className="sr-only"
                  aria-describedby={`${logoInputId}-hint${logoError ? ` ${logoInputId}-error` : ''}`}
                  aria-invalid={logoError ? true : undefined}
                  onChange={(e) => {
                    void chooseLogo(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </label>
              {logoFileId ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => form.setValue('logoFileId', null, { shouldDirty: true })}
                >
                  <X aria-hidden="true" /> {t('invoices.settingsDialog.logoRemove')}
                </Button>
              ) : null}
            </div>
            <p id={`${logoInputId}-hint`} className="text-xs text-muted-foreground">
              {t('invoices.settingsDialog.logoHint')}
            </p>
            {logoError ? (
              <p id={`${logoInputId}-error`} className="text-sm font-medium text-destructive">
                {logoError}
              </p>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('invoices.settingsDialog.companyName')} error={errors.companyName?.message}>
              <Input {...form.register('companyName')} />
            </FormField>
            <FormField label={t('invoices.settingsDialog.email')} error={errors.email?.message}>
              <Input type="email" {...form.register('email')} />
            </FormField>
            <FormField label={t('invoices.settingsDialog.phone')} error={errors.phone?.message}>
              <Input type="tel" {...form.register('phone')} />
            </FormField>
            <FormField label={t('invoices.settingsDialog.website')} error={errors.website?.message}>
              <Input {...form.register('website')} />
            </FormField>
            <FormField label={t('invoices.settingsDialog.taxId')} error={errors.taxId?.message}>
              <Input {...form.register('taxId')} />
            </FormField>
            <FormField
              label={t('invoices.settingsDialog.paymentTerms')}
              error={errors.defaultPaymentTerms?.message}
            >
              <Input type="number" min={0} max={365} step={1} {...form.register('defaultPaymentTerms')} />
            </FormField>
          </div>
          <FormField label={t('invoices.settingsDialog.address')} error={errors.address?.message}>
            <Textarea rows={3} {...form.register('address')} />
          </FormField>
          <FormField label={t('invoices.settingsDialog.bankDetails')} error={errors.bankDetails?.message}>
            <Textarea rows={3} {...form.register('bankDetails')} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            {(['autoAddLogo', 'autoAddCompanyInfo'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-3 rounded-md border border-border p-3">
                    <Label htmlFor={`${logoInputId}-${name}`}>{t(`invoices.settingsDialog.${name}`)}</Label>
                    <Switch
                      id={`${logoInputId}-${name}`}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  </div>
                )}
              />
            ))}
          </div>
          <FormField label={t('invoices.settingsDialog.defaultNotes')} error={errors.defaultNotes?.message}>
            <Textarea rows={3} {...form.register('defaultNotes')} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('invoices.settingsDialog.color')}</legend>
            <div className="flex flex-wrap gap-3">
              {COLORS.map((color) => (
                <label
                  key={color}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input type="radio" value={color} className="sr-only" {...form.register('invoiceColor')} />
                  <span
                    className="size-4 rounded-full border border-black/10"
                    style={{ backgroundColor: INVOICE_COLORS[color] }}
                    aria-hidden="true"
                  />
                  {t(`invoices.settingsDialog.color.${color}`)}
                </label>
              ))}
            </div>
            {errors.invoiceColor ? (
              <p className="text-sm font-medium text-destructive">{errors.invoiceColor.message}</p>
            ) : null}
          </fieldset>
        </form>
      )}
    </FormDialog>
  );
}
