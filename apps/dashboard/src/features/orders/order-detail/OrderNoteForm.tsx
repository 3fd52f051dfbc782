import { errorMessage } from '@carat/api-client';
import { useAddOrderNote } from '@carat/api-client/react';
import { Button, FormField, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type FormEvent, useState } from 'react';

/** A note added to the order's timeline. */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const { t, locale } = useI18n();
  const add = useAddOrderNote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ id: orderId, note });
      setNote('');
      toast.success(t('orders.detail.noteAdded'));
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields ?? {};
      setError(fields.note ?? errorMessage(failure, locale));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <FormField label={t('orders.detail.addNote')} error={error ?? undefined}>
        <Textarea
          rows={2}
          value={note}
          placeholder={t('orders.detail.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        className="justify-self-start"
        loading={add.isPending}
      >
        {t('orders.detail.addNote')}
      </Button>
    </form>
  );
}
