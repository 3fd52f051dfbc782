import { ApiError, errorMessage } from '@carat/api-client';
import {
  type ProductDetail,
  type ProductImageInfo,
  useDeleteProductImage,
  useUpdateProduct,
  useUpdateProductImage,
  useUploadProductImage,
} from '@carat/api-client/react';
import { Button, cn, Input, Label, Progress, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowDown, ArrowUp, ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { photoUrl } from './photo-url.ts';

interface Upload {
  id: number;
  name: string;
  progress: number;
  error: string | null;
}

let nextUploadId = 1;

/**
 * A piece's photos: several added at once by dropping them or with the file button, each with its
 * progress; then reordered (buttons, so the keyboard can), given alternative texts and the metal they
 * show, or deleted. The server reads each file's real type from its bytes: a refused file says why.
 */
export function ProductPhotos({ product }: { product: ProductDetail }) {
  const { t, locale } = useI18n();
  const upload = useUploadProductImage();
  const reorder = useUpdateProduct();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  const send = async (files: readonly File[]) => {
    const queued = files.map((file) => ({ id: nextUploadId++, name: file.name, progress: 0, error: null }));
    setUploads((current) => [...current.filter((u) => u.error !== null || u.progress < 1), ...queued]);
    let added = 0;
    // One after the other: the server turns each photo into six sizes, and the machine may be small.
    for (const [i, file] of files.entries()) {
      const { id } = queued[i]!;
      const set = (change: Partial<Upload>) =>
        setUploads((current) => current.map((u) => (u.id === id ? { ...u, ...change } : u)));
      try {
        await upload.mutateAsync({
          productId: product.id,
          file,
          onProgress: (sent) => set({ progress: sent }),
        });
        added += 1;
        setUploads((current) => current.filter((u) => u.id !== id));
      } catch (error) {
        const field = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
        set({ error: field ?? errorMessage(error, locale), progress: 1 });
      }
    }
    if (added) toast.success(t('catalogue.photos.uploaded', { count: added }));
  };

  const move = async (from: number, to: number) => {
    const order = product.images.map((image) => image.id);
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    try {
      await reorder.mutateAsync({ id: product.id, change: { imageOrder: order } });
      toast.success(t('catalogue.photos.reordered'));
      // The moved photo's button keeps the focus where the photo went.
      requestAnimationFrame(() =>
        document.getElementById(`photo-${moved}-${to < from ? 'up' : 'down'}`)?.focus(),
      );
    } catch (error) {
      toast.error(t('catalogue.actionFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <div className="grid gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's path; the file button inside is the keyboard's */}
      <div
        data-testid="photo-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void send([...e.dataTransfer.files]);
        }}
        className={cn(
          'grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center',
          dragging && 'border-gold bg-gold/10',
        )}
      >
        <ImageUp className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">{t('catalogue.photos.drop')}</p>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm hover:border-gold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          {t('catalogue.photos.choose')}
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => {
              void send([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {t('catalogue.photos.hint')}
        </p>
      </div>

      {uploads.length ? (
        <ul className="grid gap-2" aria-live="polite">
          {uploads.map((u) => (
            <li key={u.id} className="grid gap-1 text-sm">
              {u.error ? (
                <p role="alert" className="font-medium text-destructive">
                  {t('catalogue.photos.uploadFailed', { name: u.name, message: u.error })}
                </p>
              ) : (
                <>
                  <span>{t('catalogue.photos.uploading', { name: u.name })}</span>
                  <Progress
                    value={Math.round(u.progress * 100)}
                    aria-label={t('catalogue.photos.uploading', { name: u.name })}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {product.images.length ? (
        <ol className="grid gap-3" aria-label={t('catalogue.photos.list')} data-testid="photo-list">
          {product.images.map((image, index) => (
            <PhotoRow
              key={image.id}
              product={product}
              image={image}
              index={index}
              count={product.images.length}
              busy={reorder.isPending}
              onMove={(to) => void move(index, to)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('catalogue.photos.none')}</p>
      )}
    </div>
  );
}

function PhotoRow({
  product,
  image,
  index,
  count,
  busy,
  onMove,
}: {
  product: ProductDetail;
  image: ProductImageInfo;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
}) {
  const { t, locale } = useI18n();
  const update = useUpdateProductImage();
  const remove = useDeleteProductImage();
  const [altFr, setAltFr] = useState(image.altFr ?? '');
  const [altEn, setAltEn] = useState(image.altEn ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const position = index + 1;
  useEffect(() => {
    setAltFr(image.altFr ?? '');
    setAltEn(image.altEn ?? '');
  }, [image.altFr, image.altEn]);

  const save = async (change: { altFr?: string; altEn?: string; metal?: string | null }) => {
    setError(null);
    try {
      await update.mutateAsync({ productId: product.id, imageId: image.id, change });
      toast.success(t('catalogue.photos.saved'));
    } catch (failure) {
      const field = failure instanceof ApiError ? Object.values(failure.fields)[0] : undefined;
      setError(field ?? errorMessage(failure, locale));
    }
  };
  const del = async () => {
    try {
      await remove.mutateAsync({ productId: product.id, imageId: image.id });
      toast.success(t('catalogue.photos.deleted'));
    } catch (failure) {
      toast.error(t('catalogue.actionFailed'), { description: errorMessage(failure, locale) });
    }
  };

  return (
    <li
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[8rem_1fr]"
      data-testid="photo-item"
    >
      <div className="grid content-start gap-2">
        {image.url ? (
          <img
            src={photoUrl(image.url)}
            srcSet={image.srcset ?? undefined}
            sizes="128px"
            alt={image.altFr ?? image.altEn ?? ''}
            className="aspect-square w-32 rounded-md border border-border object-cover"
          />
        ) : (
          <p className="text-xs break-all text-muted-foreground">
            {t('catalogue.photos.toUpload', { url: image.sourceUrl ?? '' })}
          </p>
        )}
        <div className="flex items-center gap-1">
          <span className="me-auto text-xs text-muted-foreground">
            {t('catalogue.photos.position', { position, count })}
          </span>
          <Button
            id={`photo-${image.id}-up`}
            type="button"
            variant="ghost"
            size="icon"
            disabled={index === 0 || busy}
            aria-label={t('catalogue.photos.moveUp', { position })}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={`photo-${image.id}-down`}
            type="button"
            variant="ghost"
            size="icon"
            disabled={index === count - 1 || busy}
            aria-label={t('catalogue.photos.moveDown', { position })}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            loading={remove.isPending}
            aria-label={t('catalogue.photos.delete', { position })}
            onClick={() => void del()}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-fr`}>{t('catalogue.photos.altFr')}</Label>
            <Input id={`${id}-fr`} value={altFr} onChange={(e) => setAltFr(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-en`}>{t('catalogue.photos.altEn')}</Label>
            <Input id={`${id}-en`} value={altEn} onChange={(e) => setAltEn(e.target.value)} />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {product.metals.length ? (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-metal`}>{t('catalogue.photos.metal')}</Label>
              <select
                id={`${id}-metal`}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={image.metal ?? ''}
                onChange={(e) => void save({ metal: e.target.value || null })}
              >
                <option value="">{t('catalogue.photos.anyMetal')}</option>
                {product.metals.map((metal) => (
                  <option key={metal} value={metal}>
                    {metal}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <Button
            type="button"
            variant="outline"
            loading={update.isPending}
            disabled={altFr === (image.altFr ?? '') && altEn === (image.altEn ?? '')}
            onClick={() => void save({ altFr, altEn })}
          >
            {t('catalogue.photos.saveTexts')}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
