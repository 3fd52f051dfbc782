import { useRequestPhotoUpload } from '@carat/api-client/react';
import { Button } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { LEAD_PHOTOS_MAX } from '@carat/validation/showroom';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/** What the API accepts for a request's photo (the catalogue's rules); it checks the bytes again. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 20 * 1024 * 1024;

export interface RequestPhoto {
  key: string;
  name: string;
  preview: string;
  /** The stored photo's id, once the API took it. */
  id: string | null;
}

/**
 * The Custom Jewelry request's photos: up to three, each sent as soon as it is chosen (the API checks it
 * and strips its metadata), shown as a preview with a remove button. The picker is a real button, so it is
 * reached and opened from the keyboard; what is refused is said in a live region.
 */
export function useRequestPhotos(slug: string) {
  const upload = useRequestPhotoUpload(slug);
  const [photos, setPhotos] = useState<RequestPhoto[]>([]);
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const previews = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  return {
    photos,
    errors,
    uploading: pending > 0,
    ids: photos.flatMap((photo) => (photo.id ? [photo.id] : [])),
    async add(files: File[], messages: PhotoMessages) {
      const problems: string[] = [];
      const room = LEAD_PHOTOS_MAX - photos.length;
      if (files.length > room) problems.push(messages.max);
      const chosen = files.slice(0, Math.max(0, room)).filter((file) => {
        if (!ACCEPTED.includes(file.type)) {
          problems.push(messages.type(file.name));
          return false;
        }
        if (file.size > MAX_BYTES) {
          problems.push(messages.size(file.name));
          return false;
        }
        return true;
      });
      setErrors(problems);
      await Promise.all(
        chosen.map(async (file) => {
          const key = `${file.name}-${file.size}-${Math.random()}`;
          const preview = URL.createObjectURL(file);
          previews.current.add(preview);
          setPhotos((list) => [...list, { key, name: file.name, preview, id: null }]);
          setPending((n) => n + 1);
          try {
            const stored = await upload.mutateAsync(file);
            setPhotos((list) => list.map((p) => (p.key === key ? { ...p, id: stored.id } : p)));
          } catch (error) {
            URL.revokeObjectURL(preview);
            previews.current.delete(preview);
            setPhotos((list) => list.filter((p) => p.key !== key));
            setErrors((list) => [...list, messages.failed(file.name, error)]);
          } finally {
            setPending((n) => n - 1);
          }
        }),
      );
    },
    remove(key: string) {
      setPhotos((list) => {
        const gone = list.find((p) => p.key === key);
        if (gone) {
          URL.revokeObjectURL(gone.preview);
          previews.current.delete(gone.preview);
        }
        return list.filter((p) => p.key !== key);
      });
    },
    reset() {
      for (const url of previews.current) URL.revokeObjectURL(url);
      previews.current.clear();
      setPhotos([]);
      setErrors([]);
    },
  };
}

interface PhotoMessages {
  max: string;
  type: (name: string) => string;
  size: (name: string) => string;
  failed: (name: string, error: unknown) => string;
}

export function RequestPhotoPicker({ state }: { state: ReturnType<typeof useRequestPhotos> }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = state.photos.length >= LEAD_PHOTOS_MAX;
  const messages: PhotoMessages = {
    max: t('custom.photoMax', { max: LEAD_PHOTOS_MAX }),
    type: (name) => t('custom.photoType', { name }),
    size: (name) => t('custom.photoSize', { name }),
    failed: (name, error) => {
      const status = (error as { status?: number } | null)?.status;
      if (status === 429) return t('form.tooMany');
      if (status === 415) return t('custom.photoType', { name });
      if (status === 413) return t('custom.photoSize', { name });
      return t('custom.photoFailed', { name });
    },
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t('custom.photos')}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('custom.photosHint', { max: LEAD_PHOTOS_MAX })}
      </p>
      {state.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {state.photos.map((photo, index) => (
            <li key={photo.key} className="relative size-20 overflow-hidden rounded-md border">
              <img
                src={photo.preview}
                alt={t('custom.photoAlt', { n: index + 1, name: photo.name })}
                className="size-full object-cover"
              />
              {photo.id ? null : (
                <span className="absolute inset-0 grid place-items-center bg-background/60">
                  <Loader2 className="size-5 animate-spin" aria-hidden="true" />
                  <span className="sr-only">{t('custom.photoUploading')}</span>
                </span>
              )}
              <button
                type="button"
                className="absolute right-1 top-1 grid size-6 place-items-center rounded-full bg-background/90 shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('custom.photoRemove', { n: index + 1 })}
                onClick={() => state.remove(photo.key)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="request-photo-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length) void state.add(files, messages);
        }}
      />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={full}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {t('custom.photosAdd')}
      </Button>
      <div role="alert" aria-live="assertive" className="grid gap-1">
        {state.errors.map((error) => (
          <p key={error} className="text-sm text-destructive">
            {error}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
