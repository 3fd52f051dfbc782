import { ApiError, errorMessage } from '@carat/api-client';
import { type AccountDeletion, useMe, useRequestAccountDeletion } from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type DeleteAccountValues, deleteAccountSchema } from '@carat/validation';
import { useClearingForm } from '#features/auth/useClearingForm.ts';
import { formatDate } from '#lib/format.ts';

const FORM_ID = 'delete-account-form';

/**
 * 'Supprimer mon compte': says what happens (30 days, the subscription runs to its period's end without
 * refund, what is deleted), then asks for the password; a wrong one shows under the field.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  businesses,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businesses: AccountDeletion['businesses'];
}) {
  const { t, locale } = useI18n();
  const me = useMe();
  const request = useRequestAccountDeletion();
  const { form, field } = useClearingForm<DeleteAccountValues>(deleteAccountSchema(locale), {
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const status = await request.mutateAsync(password);
      const date = status.scheduledFor
        ? formatDate(status.scheduledFor, locale, me.data?.business.timeZone ?? 'Europe/London')
        : '';
      toast.success(t('account.delete.scheduledToast', { date }));
      close(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'invalid_password') {
        form.setError('password', { message: t('account.delete.wrongPassword') }, { shouldFocus: true });
      } else if (failure instanceof ApiError && failure.code === 'mfa_required') {
        toast.error(t('account.delete.failed'), { description: t('account.delete.mfaRequired') });
      } else if (failure instanceof ApiError && failure.fields.password) {
        form.setError('password', { message: failure.fields.password }, { shouldFocus: true });
      } else {
        toast.error(t('account.delete.failed'), { description: errorMessage(failure, locale) });
      }
    }
  });

  const names = businesses.map((b) => t('common.quoted', { text: b.name })).join(', ');
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('account.delete.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('account.delete.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm">
          {businesses.length ? (
            <p>
              {t('account.delete.whatBusiness', { businesses: names })} {t('account.delete.whatList')}
            </p>
          ) : (
            <p>{t('account.delete.whatStaff')}</p>
          )}
          <p>{t('account.delete.billing')}</p>
          <p className="text-muted-foreground">{t('account.delete.exportFirst')}</p>
        </div>
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            label={t('account.delete.password')}
            hint={t('account.delete.passwordHint')}
            error={error}
          >
            <Input type="password" autoComplete="current-password" {...field('password')} />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            {t('account.delete.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} variant="destructive" loading={request.isPending}>
            {t('account.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
