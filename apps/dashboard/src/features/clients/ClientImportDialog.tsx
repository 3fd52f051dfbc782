import { type ClientImportPreview, useClientImportPreview, useImportClients } from '@carat/api-client/react';
import { Spinner, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CsvImportDialog, useCsvImport } from '#components/CsvImport.tsx';

/**
 * CSV import: the file is checked row by row on the server (the client form's rules, emails already
 * in the book), every row shown with its errors; the import takes all rows or none.
 */
export function ClientImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const previewCall = useClientImportPreview();
  const importCall = useImportClients();
  const csvImport = useCsvImport<ClientImportPreview, typeof locale>({
    open,
    options: locale,
    preview: (csv, language) => previewCall.mutateAsync({ csv, locale: language }),
    commit: (csv, language) => importCall.mutateAsync({ csv, locale: language }),
    doneText: (count) => t('clients.import.done', { count }),
    failedText: t('clients.import.failed'),
    onDone: () => onOpenChange(false),
  });
  const { preview } = csvImport;

  const ignored =
    preview?.columns.filter((column) => column.field === null).map((column) => column.title) ?? [];
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('clients.import.title')}
      description={t('clients.import.description')}
      fileLabel={t('clients.import.file')}
      fileError={csvImport.fileError}
      onChoose={(file) => void csvImport.choose(file)}
      cancelLabel={t('clients.import.cancel')}
      confirmLabel={t('clients.import.confirm', { count: preview?.valid ?? 0 })}
      canConfirm={Boolean(preview && preview.invalid === 0 && preview.valid > 0)}
      confirming={importCall.isPending}
      onConfirm={() => void csvImport.confirm()}
      className="sm:max-w-3xl"
    >
      {previewCall.isPending ? <Spinner label={t('clients.import.reading')} showLabel /> : null}
      {preview ? (
        <div className="grid gap-3">
          <p aria-live="polite" className="text-sm font-medium" data-testid="import-summary">
            {t('clients.import.summary', {
              total: preview.total,
              valid: preview.valid,
              invalid: preview.invalid,
            })}
          </p>
          {ignored.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              {t('clients.import.unknownColumns', { columns: ignored.join(', ') })}
            </p>
          ) : null}
          {preview.invalid > 0 ? (
            <p role="alert" className="text-sm text-destructive">
              {t('clients.import.fixFirst')}
            </p>
          ) : null}
          <Table containerClassName="max-h-80 overflow-y-auto rounded-md border border-border">
            <TableHeader>
              <TableRow>
                <TableHead>{t('clients.import.line')}</TableHead>
                <TableHead>{t('clients.import.name')}</TableHead>
                <TableHead>{t('clients.import.email')}</TableHead>
                <TableHead>{t('clients.import.errors')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => {
                const errors = Object.entries(row.errors);
                return (
                  <TableRow
                    key={row.line}
                    data-testid="import-row"
                    data-invalid={errors.length > 0 || undefined}
                    className={errors.length > 0 ? 'bg-destructive/5' : undefined}
                  >
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{String(row.values.name ?? '')}</TableCell>
                    <TableCell>{String(row.values.email ?? '')}</TableCell>
                    <TableCell className="whitespace-normal">
                      {errors.length === 0 ? (
                        <span className="text-success">{t('clients.import.ok')}</span>
                      ) : (
                        <ul className="text-destructive">
                          {errors.map(([field, message]) => (
                            <li key={field}>
                              {field} : {message}
                            </li>
                          ))}
                        </ul>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </CsvImportDialog>
  );
}
