import { errorMessage } from '@carat/api-client';
import {
  type StockItemDetail,
  useDeleteStockPhoto,
  useReorderStockPhotos,
  useUploadStockPhoto,
} from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { ReorderButtons } from '#components/ReorderButtons.tsx';

/** What the API takes (a catalogue photo's rules): checked here first so a wrong file is said at once. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 20 * 1024 * 1024;

/** A stock item's photos: added from the camera or a file, moved earlier or later, deleted. */
export function StockPhotos({ item }: { item: StockItemDetail }) {
  const { t, locale } = useI18n();
  const upload = useUploadStockPhoto();
  const reorder = useReorderStockPhotos();
  const remove = useDeleteStockPhoto();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const photos = item.photos;
  const busy = upload.isPending || reorder.isPending || remove.isPending;

  async function add(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      if (!ACCEPTED.includes(file.type)) {
        toast.error(t('stock.photos.type', { name: file.name }));
        continue;
      }
      if (file.size > MAX_BYTES) {
        toast.error(t('stock.photos.size', { name: file.name }));
        continue;
      }
      try {
        await upload.mutateAsync({ id: item.id, file });
      } catch (error) {
        toast.error(t('stock.photos.failed'), { description: errorMessage(error, locale) });
      }
    }
    if (input.current) input.current.value = '';
  }

  async function move(index: number, to: number) {
    const order = photos.map((p) => p.id);
    const [moved] = order.splice(index, 1);
    order.splice(to, 0, moved!);
    try {
      await reorder.mutateAsync({ id: item.id, order });
    } catch (error) {
      toast.error(t('stock.photos.failed'), { description: errorMessage(error, locale) });
    }
  }

  async function drop(photoId: string) {
    try {
      await remove.mutateAsync({ id: item.id, photoId });
      toast.success(t('stock.photos.deleted'));
    } catch (error) {
      toast.error(t('stock.photos.failed'), { description: errorMessage(error, locale) });
    }
  }

  return (
    <DetailSection title={t('stock.photos.title')}>
      <div className="grid gap-3" aria-busy={busy}>
        {photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('stock.photos.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="stock-photos">
            {photos.map((photo, index) => (
              <li key={photo.id} className="grid gap-1">
                <img
                  src={photo.url ?? undefined}
                  srcSet={photo.srcset ?? undefined}
                  sizes="(min-width: 640px) 12rem, 45vw"
                  alt={t('stock.photos.alt', { name: item.name, n: index + 1 })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="aspect-square w-full rounded-md border object-cover"
                />
                <div className="flex justify-between gap-1">
                  <ReorderButtons
                    name={t('stock.photos.alt', { name: item.name, n: index + 1 })}
                    index={index}
                    count={photos.length}
                    onMove={(to) => void move(index, to)}
                    disabled={busy}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={busy}
                    onClick={() => void drop(photo.id)}
                    aria-label={t('stock.photos.delete', { n: index + 1 })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            multiple
            className="sr-only"
            onChange={(event) => void add(event.target.files)}
            data-testid="stock-photo-input"
          />
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" />{' '}
            {upload.isPending ? t('stock.photos.uploading') : t('stock.photos.add')}
          </Button>
          <p className="mt-1 text-xs text-muted-foreground">{t('stock.photos.hint')}</p>
        </div>
      </div>
    </DetailSection>
  );
}

/** An item's thumbnail in a list (its first photo), or an empty square of the same size without one. */
export function StockThumb({ url }: { url: string | null | undefined }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded border object-cover"
    />
  ) : (
    <span aria-hidden="true" className="size-10 shrink-0 rounded border bg-muted" />
  );
}
