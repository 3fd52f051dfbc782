import { errorMessage } from '@carat/api-client';
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
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type ReactNode, useEffect, useId, useState } from 'react';

/**
 * The state of a CSV import: the file read in the browser (refused at once when too large), checked by the
 * server's preview (which writes nothing) and, once clean, imported in one call; cleared when the dialog
 * closes. A preview may be asked again with other options (the catalogue's language).
 */
export function useCsvImport<Preview, Options>({
  open,
  options,
  preview: previewOf,
  commit,
  maxChars,
  tooLargeText,
  doneText,
  failedText,
  onDone,
}: {
  open: boolean;
  options: Options;
  preview: (csv: string, options: Options) => Promise<Preview>;
  commit: (csv: string, options: Options) => Promise<{ imported: number }>;
  maxChars?: number;
  tooLargeText?: string;
  doneText: (count: number) => string;
  failedText: string;
  onDone: () => void;
}) {
  const { locale } = useI18n();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setCsv(null);
      setPreview(null);
      setFileError(null);
    }
  }, [open]);

  const check = async (text: string, next: Options) => {
    setPreview(null);
    setFileError(null);
    try {
      setPreview(await previewOf(text, next));
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
    if (maxChars !== undefined && text.length > maxChars) {
      setFileError(tooLargeText ?? null);
      return;
    }
    setCsv(text);
    await check(text, options);
  };

  const confirm = async () => {
    if (!csv) return;
    try {
      const result = await commit(csv, options);
      toast.success(doneText(result.imported));
      onDone();
    } catch (error) {
      toast.error(failedText, { description: errorMessage(error, locale) });
    }
  };

  /** The same file checked again with other options. */
  const recheck = (next: Options) => (csv ? check(csv, next) : Promise.resolve());

  return { csv, preview, fileError, choose, confirm, recheck };
}

/** The frame of a CSV import dialog: title, the file field and its error, the preview, cancel and import. */
export function CsvImportDialog({
  open,
  onOpenChange,
  title,
  description,
  fileLabel,
  fileError,
  onChoose,
  cancelLabel,
  confirmLabel,
  canConfirm,
  confirming,
  onConfirm,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  fileLabel: string;
  fileError: string | null;
  onChoose: (file: File | undefined) => void;
  cancelLabel: string;
  confirmLabel: string;
  canConfirm: boolean;
  confirming: boolean;
  onConfirm: () => void;
  className?: string;
  children: ReactNode;
}) {
  const inputId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={`max-h-[94dvh] overflow-y-auto ${className ?? 'sm:max-w-2xl'}`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{fileLabel}</Label>
            <Input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${inputId}-error` : undefined}
              onChange={(e) => onChoose(e.target.files?.[0])}
            />
            {fileError ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
                {fileError}
              </p>
            ) : null}
          </div>
          {children}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button loading={confirming} disabled={!canConfirm} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
