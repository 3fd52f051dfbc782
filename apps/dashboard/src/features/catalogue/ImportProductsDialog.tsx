import { errorMessage } from '@carat/api-client';
import {
  type ProductImportPreview,
  useImportProducts,
  useProductImportPreview,
} from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Spinner,
  toast,
} from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { CATALOGUE_LIMITS } from '@carat/validation/catalogue';
import { useEffect, useId, useState } from 'react';
import { ChoiceSwitch } from '#components/ChoiceSwitch.tsx';

/**
 * 'Importer (CSV Shopify)': the file is read by the server (POST /v1/products/import/preview), which
 * answers the counts and every problem by row and column, writing nothing; once clean, the import takes
 * every piece in one transaction or none.
 */
export function ImportProductsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const previewCall = useProductImportPreview();
  const importCall = useImportProducts();
  const [csv, setCsv] = useState<string | null>(null);
  const [language, setLanguage] = useState<Locale>(locale);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (!open) {
      setCsv(null);
      setPreview(null);
      setFileError(null);
    }
  }, [open]);

  const check = async (text: string, lang: Locale) => {
    setPreview(null);
    setFileError(null);
    try {
      setPreview(await previewCall.mutateAsync({ csv: text, language: lang }));
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setFileError(fields.csv ?? errorMessage(error, locale));
    }
  };

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setFileError(null);
    setCsv(null);
    if (!file) return;
    const text = await file.text();
    if (text.length > CATALOGUE_LIMITS.importCsvMaxChars) {
      setFileError(t('catalogue.import.tooLarge'));
      return;
    }
    setCsv(text);
    await check(text, language);
  };

  const confirm = async () => {
    if (!csv) return;
    try {
      const result = await importCall.mutateAsync({ csv, language });
      toast.success(t('catalogue.import.done', { count: result.imported }));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('catalogue.import.failed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[94dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('catalogue.import.title')}</DialogTitle>
          <DialogDescription>{t('catalogue.import.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t('catalogue.import.file')}</Label>
            <Input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${inputId}-error` : undefined}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            {fileError ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
                {fileError}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <span className="text-sm font-medium" aria-hidden="true">
              {t('catalogue.import.language')}
            </span>
            <ChoiceSwitch
              label={t('catalogue.import.language')}
              choices={['fr', 'en'] as const}
              value={language}
              choiceLabel={(l) => `catalogue.import.language.${l}`}
              onChange={(next) => {
                setLanguage(next);
                if (csv) void check(csv, next);
              }}
            />
          </div>
          {previewCall.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner aria-hidden="true" /> {t('catalogue.import.reading')}
            </p>
          ) : null}
          {preview ? (
            <div className="grid gap-3" data-testid="import-preview">
              <p>
                {t('catalogue.import.summary', {
                  products: preview.totals.products,
                  variants: preview.totals.variants,
                  create: preview.totals.create,
                  update: preview.totals.update,
                })}
              </p>
              {preview.totals.imagesToUpload ? (
                <p className="text-sm text-muted-foreground">
                  {t('catalogue.import.imagesToUpload', { count: preview.totals.imagesToUpload })}
                </p>
              ) : null}
              {preview.issues.length ? (
                <div role="alert" className="grid gap-2">
                  <p className="font-medium text-destructive">
                    {t('catalogue.import.issues', { count: preview.issues.length })}
                  </p>
                  <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm">
                    {preview.issues.map((issue) => (
                      <li key={`${issue.line}-${issue.column}-${issue.message}`}>
                        {t('catalogue.import.issue', {
                          line: issue.line,
                          column: issue.column,
                          message: issue.message,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-sm text-success">{t('catalogue.import.ok')}</p>
              )}
            </div>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('catalogue.import.cancel')}
          </Button>
          <Button
            loading={importCall.isPending}
            disabled={!preview?.valid || !csv}
            onClick={() => void confirm()}
          >
            {t('catalogue.import.confirm', { count: preview?.totals.products ?? 0 })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
