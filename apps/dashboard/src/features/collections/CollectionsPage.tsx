import {
  type CollectionSummary,
  useCollections,
  useDeleteCollection,
  useUpdateCollection,
} from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { FolderOpen } from 'lucide-react';
import { OrderedListPage, useOrderedListTexts } from '#components/OrderedListPage.tsx';
import { CollectionDialog } from './CollectionDialog.tsx';

/**
 * 'Collections': the jeweller's own groups of pieces, in the showroom's order (moved with 'Monter' and
 * 'Descendre'), each created, edited or deleted here.
 */
export function CollectionsPage() {
  const { t } = useI18n();
  const update = useUpdateCollection();
  const remove = useDeleteCollection();
  return (
    <OrderedListPage<CollectionSummary>
      texts={useOrderedListTexts('collections')}
      icon={<FolderOpen />}
      list={useCollections()}
      move={(collection, position) => update.mutateAsync({ id: collection.id, change: { position } })}
      moving={update.isPending}
      remove={(collection) => remove.mutateAsync(collection.id)}
      removing={remove.isPending}
      nameOf={(collection) => collection.name}
      imageOf={(collection) => collection.coverImage}
      detailOf={(collection) => t('collections.pieces', { count: collection.productCount })}
      dialog={(props) => <CollectionDialog {...props} />}
    />
  );
}
