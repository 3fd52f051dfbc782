import { errorMessage } from '@carat/api-client';
import { useAccountDeletion, useCancelAccountDeletion } from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CalendarX2 } from 'lucide-react';
import { useDeletionDate } from './deletion-date.ts';

/** "Annuler la suppression": one mutation, its toasts, for the banner and the Compte section. */
export function useUndoDeletion() {
  const { t, locale } = useI18n();
  const cancel = useCancelAccountDeletion();
  const undo = async () => {
    try {
      await cancel.mutateAsync();
      toast.success(t('account.banner.undone'));
    } catch (error) {
      toast.error(t('account.banner.undoFailed'), { description: errorMessage(error, locale) });
    }
  };
  return { undo, pending: cancel.isPending };
}

/** Across the dashboard while the account is due to be deleted: the date, and a way to take it back. */
export function AccountDeletionBanner() {
  const { t } = useI18n();
  const deletion = useAccountDeletion();
  const date = useDeletionDate(deletion.data?.scheduledFor);
  const { undo, pending } = useUndoDeletion();
  if (deletion.data?.status !== 'scheduled' || !date) return null;
  return (
    <section
      aria-label={t('account.delete.title')}
      data-testid="account-deletion-banner"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
    >
      <CalendarX2 className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p role="status" className="min-w-48 flex-1 font-medium">
        {t('account.banner.text', { date })}
      </p>
      <Button variant="outline" size="sm" onClick={undo} loading={pending}>
        {t('account.banner.undo')}
      </Button>
    </section>
  );
}
