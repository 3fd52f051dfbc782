import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

/** 'Supprimer ?': says that a piece named by requests or appointments is archived instead. */
export function DeleteProductDialog({
  name,
  pending,
  onConfirm,
  onCancel,
}: {
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('catalogue.delete.title', { name: name ?? '' })}</DialogTitle>
          <DialogDescription>{t('catalogue.delete.body')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t('catalogue.delete.cancel')}
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {t('catalogue.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
