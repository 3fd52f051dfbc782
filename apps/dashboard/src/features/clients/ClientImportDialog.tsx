import { errorMessage } from '@carat/api-client';
import { type ClientImportPreview, useClientImportPreview, useImportClients } from '@carat/api-client/react';
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
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useId, useState } from 'react';

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
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ClientImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (!open) {
      setCsv(null);
      setPreview(null);
      setFileError(null);
    }
  }, [open]);

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setFileError(null);
    if (!file) return;
    try {
      const text = await file.text();
      setCsv(text);
      setPreview(await previewCall.mutateAsync({ csv: text, locale }));
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setFileError(fields.csv ?? errorMessage(error, locale));
    }
  };

  const confirm = async () => {
    if (!csv) return;
    try {
      const result = await importCall.mutateAsync({ csv, locale });
      toast.success(t('clients.import.done', { count: result.imported }));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('clients.import.failed'), { description: errorMessage(error, locale) });
    }
  };

  const ignored =
    preview?.columns.filter((column) => column.field === null).map((column) => column.title) ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[94dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('clients.import.title')}</DialogTitle>
          <DialogDescription>{t('clients.import.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t('clients.import.file')}</Label>
          <Input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {fileError ? (
            <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
              {fileError}
            </p>
          ) : null}
        </div>
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
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('clients.import.cancel')}
          </Button>
          <Button
            disabled={!preview || preview.invalid > 0 || preview.valid === 0}
            loading={importCall.isPending}
            onClick={() => void confirm()}
          >
            {t('clients.import.confirm', { count: preview?.valid ?? 0 })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
