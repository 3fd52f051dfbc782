import {
  type ProductImportPreview,
  useImportProducts,
  useProductImportPreview,
} from '@carat/api-client/react';
import { Spinner } from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { CATALOGUE_LIMITS } from '@carat/validation/catalogue';
import { useState } from 'react';
import { ChoiceSwitch } from '#components/ChoiceSwitch.tsx';
import { CsvImportDialog, useCsvImport } from '#components/CsvImport.tsx';

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
  const [language, setLanguage] = useState<Locale>(locale);
  const csvImport = useCsvImport<ProductImportPreview, Locale>({
    open,
    options: language,
    preview: (csv, lang) => previewCall.mutateAsync({ csv, language: lang }),
    commit: (csv, lang) => importCall.mutateAsync({ csv, language: lang }),
    maxChars: CATALOGUE_LIMITS.importCsvMaxChars,
    tooLargeText: t('catalogue.import.tooLarge'),
    doneText: (count) => t('catalogue.import.done', { count }),
    failedText: t('catalogue.import.failed'),
    onDone: () => onOpenChange(false),
  });

  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('catalogue.import.title')}
      description={t('catalogue.import.description')}
      fileLabel={t('catalogue.import.file')}
      fileError={csvImport.fileError}
      onChoose={(file) => void csvImport.choose(file)}
      cancelLabel={t('catalogue.import.cancel')}
      confirmLabel={t('catalogue.import.confirm', { count: csvImport.preview?.totals.products ?? 0 })}
      canConfirm={Boolean(csvImport.preview?.valid && csvImport.csv)}
      confirming={importCall.isPending}
      onConfirm={() => void csvImport.confirm()}
    >
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
            void csvImport.recheck(next);
          }}
        />
      </div>
      {previewCall.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner aria-hidden="true" /> {t('catalogue.import.reading')}
        </p>
      ) : null}
      {csvImport.preview ? (
        <div className="grid gap-3" data-testid="import-preview">
          <p>
            {t('catalogue.import.summary', {
              products: csvImport.preview.totals.products,
              variants: csvImport.preview.totals.variants,
              create: csvImport.preview.totals.create,
              update: csvImport.preview.totals.update,
            })}
          </p>
          {csvImport.preview.totals.imagesToUpload ? (
            <p className="text-sm text-muted-foreground">
              {t('catalogue.import.imagesToUpload', { count: csvImport.preview.totals.imagesToUpload })}
            </p>
          ) : null}
          {csvImport.preview.issues.length ? (
            <div role="alert" className="grid gap-2">
              <p className="font-medium text-destructive">
                {t('catalogue.import.issues', { count: csvImport.preview.issues.length })}
              </p>
              <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm">
                {csvImport.preview.issues.map((issue) => (
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
    </CsvImportDialog>
  );
}
