import {
  type ManagedCollaboration,
  useDeleteCollaboration,
  useManagedCollaborations,
  useUpdateCollaboration,
} from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { Star } from 'lucide-react';
import { OrderedListPage, useOrderedListTexts } from '#components/OrderedListPage.tsx';
import { CollaborationDialog } from './CollaborationDialog.tsx';

/**
 * 'Collaborations': the celebrities who wore the jeweller's pieces, in the showroom's order (moved with
 * 'Monter' and 'Descendre'), each created, edited or deleted here; the showroom's 'View all' reads them.
 */
export function CollaborationsPage() {
  const { t } = useI18n();
  const update = useUpdateCollaboration();
  const remove = useDeleteCollaboration();
  return (
    <OrderedListPage<ManagedCollaboration>
      texts={useOrderedListTexts('collaborations')}
      icon={<Star />}
      list={useManagedCollaborations()}
      move={(item, position) => update.mutateAsync({ id: item.id, change: { position } })}
      moving={update.isPending}
      remove={(item) => remove.mutateAsync(item.id)}
      removing={remove.isPending}
      nameOf={(item) => item.title}
      imageOf={(item) => item.imageUrl}
      detailOf={(item) => t('collaborations.byline', { celebrity: item.celebrity, year: String(item.year) })}
      dialog={(props) => <CollaborationDialog {...props} />}
    />
  );
}
