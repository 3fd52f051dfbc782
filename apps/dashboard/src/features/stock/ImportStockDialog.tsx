import { type StockImportResult, useImportStockCsv } from '@carat/api-client/react';
import { Spinner } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { STOCK_LIMITS } from '@carat/validation/stock';
import { CsvImportDialog, useCsvImport } from '#components/CsvImport.tsx';

/**
 * 'Importer (CSV)': the stock export's columns, checked row by row by the server's dry run (nothing written);
 * once every row is clean, applied in one transaction — tags update their pieces, other rows create pieces.
 */
export function ImportStockDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const previewCall = useImportStockCsv();
  const importCall = useImportStockCsv();
  const csvImport = useCsvImport<StockImportResult, null>({
    open,
    options: null,
    preview: (csv) => previewCall.mutateAsync({ csv, dryRun: true }),
    commit: async (csv) => {
      const result = await importCall.mutateAsync({ csv });
      return { imported: result.creates + result.updates };
    },
    maxChars: STOCK_LIMITS.importCsvMaxChars,
    tooLargeText: t('stock.import.tooLarge'),
    doneText: (count) => t('stock.import.done', { count }),
    failedText: t('stock.import.failed'),
    onDone: () => onOpenChange(false),
  });
  const preview = csvImport.preview;
  const withErrors = preview?.rows.filter((row) => Object.keys(row.errors).length > 0) ?? [];

  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('stock.import.title')}
      description={t('stock.import.description')}
      fileLabel={t('stock.import.file')}
      fileError={csvImport.fileError}
      onChoose={(file) => void csvImport.choose(file)}
      cancelLabel={t('stock.form.cancel')}
      confirmLabel={t('stock.import.confirm', { count: preview?.total ?? 0 })}
      canConfirm={Boolean(preview && preview.invalid === 0 && csvImport.csv)}
      confirming={importCall.isPending}
      onConfirm={() => void csvImport.confirm()}
    >
      {previewCall.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner aria-hidden="true" /> {t('stock.import.reading')}
        </p>
      ) : null}
      {preview ? (
        <div className="grid gap-3" data-testid="stock-import-preview">
          <p>{t('stock.import.summary', { create: preview.creates, update: preview.updates })}</p>
          {withErrors.length > 0 ? (
            <div role="alert" className="grid gap-2">
              <p className="font-medium text-destructive">
                {t('stock.import.issues', { count: preview.invalid })}
              </p>
              <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm">
                {withErrors.flatMap((row) =>
                  Object.entries(row.errors).map(([field, message]) => (
                    <li key={`${row.line}-${field}`}>
                      {t('stock.import.issue', { line: row.line, field, message })}
                    </li>
                  )),
                )}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-success">{t('stock.import.ok')}</p>
          )}
        </div>
      ) : null}
    </CsvImportDialog>
  );
}
