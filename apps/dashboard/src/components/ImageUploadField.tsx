import { errorMessage } from '@carat/api-client';
import { useUploadFile } from '@carat/api-client/react';
import { Button, Label } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { env } from '#lib/env.ts';

/**
 * An image the public showroom shows (a banner, a logo, a collection's cover, a collaboration's photo):
 * uploaded as a showroom image (PNG or JPEG up to 5 MB, its real type read by the server), whose public
 * address is the value. The API serves those files to visitors without a token.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  hint,
  previewClassName = 'h-28 w-44',
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
  hint?: string;
  previewClassName?: string;
}) {
  const { t, locale } = useI18n();
  const upload = useUploadFile();
  const inputId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    setUploadError(null);
    if (!file) return;
    try {
      const stored = await upload.mutateAsync({ file, kind: 'showroom' });
      onChange(`${env.apiUrl}/files/${stored.id}`);
    } catch (failure) {
      setUploadError(errorMessage(failure, locale));
    }
  };
  const shown = uploadError ?? error;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt=""
            className={`${previewClassName} rounded-md border border-border object-cover`}
          />
        ) : (
          <div
            aria-hidden="true"
            className={`${previewClassName} flex items-center justify-center rounded-md border border-dashed border-border text-muted-foreground`}
          >
            <ImagePlus className="size-6" />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-describedby={shown ? `${inputId}-error` : undefined}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button asChild variant="outline" size="sm" loading={upload.isPending}>
            <label htmlFor={inputId} className="cursor-pointer">
              <ImagePlus aria-hidden="true" />
              {upload.isPending ? t('image.uploading') : value ? t('image.replace') : t('image.choose')}
            </label>
          </Button>
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              {t('image.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {shown ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
