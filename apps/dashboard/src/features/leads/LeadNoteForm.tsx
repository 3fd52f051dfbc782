import { type LeadDetail, useUpdateLead } from '@carat/api-client/react';
import { Button, FormField, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { fieldErrors } from '@carat/validation/field-errors';
import { leadPatchSchema } from '@carat/validation/leads';
import { type FormEvent, useState } from 'react';
import { showSaveError } from '#lib/saveError.ts';

/** The jeweller's private note on the request (an empty note clears it). */
export function LeadNoteForm({ lead }: { lead: LeadDetail }) {
  const { t, locale } = useI18n();
  const update = useUpdateLead();
  const [note, setNote] = useState(lead.note ?? '');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadPatchSchema(locale).safeParse({ note });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).note);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ id: lead.id, change: { note: parsed.data.note ?? null } });
      toast.success(t('leads.detail.noteSaved'));
    } catch (failure) {
      showSaveError(failure, {
        title: t('leads.saveFailed'),
        locale,
        onField: (field, message) => field === 'note' && setError(message),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 border-t border-border pt-4">
      <FormField label={t('leads.detail.note')} hint={t('leads.detail.noteHint')} error={error}>
        <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-end"
        loading={update.isPending && update.variables?.change.note !== undefined}
        disabled={(lead.note ?? '') === note.trim()}
      >
        {t('leads.detail.noteSave')}
      </Button>
    </form>
  );
}
