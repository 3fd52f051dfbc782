import { authErrorMessage } from '@carat/api-client';
import { useSession } from '@carat/api-client/react';
import { Button, Card, CardContent, FormField, Input, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authSchemas } from './authSchemas.ts';
import { FullScreenLoading } from './RequireAuth.tsx';
import { useClearingForm } from './useClearingForm.ts';

/**
 * Where the reset email's link lands: supabase-js reads the recovery session from the URL, then the new
 * password is set on it.
 */
export function ResetPasswordPage() {
  const { t, locale } = useI18n();
  const { client, session, loading } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { form, field } = useClearingForm<{ password: string; confirmPassword: string }>(
    async () => (await authSchemas()).newPasswordSchema(locale),
    {
      defaultValues: { password: '', confirmPassword: '' },
    },
  );
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setPending(true);
    const { error } = await client.auth.updateUser({ password });
    setPending(false);
    if (error) {
      toast.error(t('auth.toast.error.title'), { description: authErrorMessage(error, locale) });
      return;
    }
    toast.success(t('auth.reset.done'));
    navigate('/dashboard', { replace: true });
  });
  if (loading) return <FullScreenLoading label={t('guard.loading')} />;
  const errors = form.formState.errors;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-5 p-6 sm:p-8">
          <h1 className="font-display text-3xl">{t('auth.reset.title')}</h1>
          {session ? (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormField label={t('auth.reset.password')} error={errors.password?.message}>
                <Input type="password" autoComplete="new-password" {...field('password')} />
              </FormField>
              <FormField label={t('auth.confirmPassword')} error={errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
              </FormField>
              <Button type="submit" loading={pending}>
                {t('auth.reset.submit')}
              </Button>
            </form>
          ) : (
            <>
              <p role="alert">{t('auth.reset.expired')}</p>
              <Link to="/auth/forgot" className="text-sm underline underline-offset-4">
                {t('auth.forgot.title')}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
