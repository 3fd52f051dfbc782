import { errorMessage } from '@carat/api-client';
import { useUploadCounterPhoto } from '@carat/api-client/react';
import { buttonVariants, cn, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { PhotoStrip } from '#components/PhotoStrip.tsx';

export interface CounterPhoto {
  id: string;
  name: string;
}

/**
 * Photos taken at the counter: the phone's camera opens from the page (`capture="environment"`), each
 * picture is uploaded at once (`kind` repair or valuation) and shown as a thumbnail that can be removed.
 * A failed upload is a toast naming the photo; the others stay.
 */
export function CounterPhotos({
  kind,
  value,
  onChange,
  onUploadingChange,
  label,
  error,
}: {
  kind: 'repair' | 'valuation';
  value: CounterPhoto[];
  onChange: (photos: CounterPhoto[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  label: string;
  error?: string;
}) {
  const { t, locale } = useI18n();
  const upload = useUploadCounterPhoto();
  const [uploading, setUploading] = useState<string[]>([]);
  const inputId = useId();

  const add = async (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    if (!picked.length) return;
    setUploading(picked.map((file) => file.name));
    onUploadingChange?.(true);
    let photos = value;
    for (const file of picked) {
      try {
        const stored = await upload.mutateAsync({ file, kind });
        photos = [...photos, { id: stored.id, name: file.name }];
        onChange(photos);
      } catch (failure) {
        toast.error(
          t('repairs.form.uploadFailed', { name: file.name, reason: errorMessage(failure, locale) }),
        );
      } finally {
        setUploading((names) => names.filter((name) => name !== file.name));
      }
    }
    onUploadingChange?.(false);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <PhotoStrip
        photos={value}
        uploading={uploading}
        onRemove={(id) => onChange(value.filter((other) => other.id !== id))}
        removeLabel={(name) => t('repairs.form.photoRemove', { name })}
        uploadingLabel={(name) => t('repairs.form.uploading', { name })}
      />
      <div>
        {/* The input stays in the page (visually hidden), so a keyboard reaches it and e2e can fill it. */}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className="peer sr-only"
          data-testid={`${kind}-photos-input`}
          onChange={(event) => {
            void add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
          )}
        >
          <Camera aria-hidden="true" /> {t('repairs.form.photosAdd')}
        </label>
      </div>
      <p className="text-xs text-muted-foreground">{t('repairs.form.photosHint')}</p>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
