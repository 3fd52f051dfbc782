import { errorMessage } from '@carat/api-client';
import {
  type ProductDetail,
  type ProductSummary,
  useDeleteProduct,
  useDuplicateProduct,
  useUpdateProduct,
} from '@carat/api-client/react';
import type { ProductAction } from '@carat/domain/showroom';
import { toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

type Piece = Pick<ProductSummary, 'id' | 'name'>;

/** The status each action leads to (duplicate and delete have their own routes). */
const NEXT_STATUS = {
  publish: 'published',
  unpublish: 'draft',
  archive: 'archived',
  restore: 'draft',
} as const;

/**
 * A piece's actions as the API lists them (`actions`), each answered by a toast: the new status, the
 * copy's name, or — for a delete the server turned into an archive — why the piece was kept.
 */
export function useProductActions({ onDuplicated }: { onDuplicated?: (copy: ProductDetail) => void } = {}) {
  const { t, locale } = useI18n();
  const update = useUpdateProduct();
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();

  const run = async (piece: Piece, action: ProductAction) => {
    try {
      if (action === 'duplicate') {
        const copy = await duplicate.mutateAsync(piece.id);
        toast.success(t('catalogue.done.duplicate', { name: copy.name }));
        onDuplicated?.(copy);
      } else if (action === 'delete') {
        const { outcome } = await remove.mutateAsync(piece.id);
        if (outcome.outcome === 'archived') {
          toast.info(t('catalogue.done.archivedInstead', { name: piece.name }), {
            description: t('catalogue.done.archivedInsteadBody'),
          });
        } else toast.success(t('catalogue.done.deleted', { name: piece.name }));
      } else {
        await update.mutateAsync({ id: piece.id, change: { status: NEXT_STATUS[action] } });
        toast.success(t(`catalogue.done.${action}`, { name: piece.name }));
      }
      return true;
    } catch (error) {
      toast.error(t('catalogue.actionFailed'), { description: errorMessage(error, locale) });
      return false;
    }
  };

  return { run, pending: update.isPending || duplicate.isPending || remove.isPending };
}
