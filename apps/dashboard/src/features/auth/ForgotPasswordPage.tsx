import { authErrorMessage } from '@carat/api-client';
import { useSession } from '@carat/api-client/react';
import { Button, Card, CardContent, FormField, Input, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { env } from '#lib/env.ts';
import { authSchemas } from './authSchemas.ts';
import { useClearingForm } from './useClearingForm.ts';

/** 'Mot de passe oublié ?': sends the reset link by email (the same answer whether or not the account exists). */
export function ForgotPasswordPage() {
  const { t, locale } = useI18n();
  const { client } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { form, field } = useClearingForm<{ email: string }>(
    async () => (await authSchemas()).passwordResetRequestSchema(locale),
    { defaultValues: { email: '' } },
  );
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setPending(true);
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${env.dashboardUrl}/auth/reset`,
    });
    setPending(false);
    if (error) {
      toast.error(t('auth.toast.error.title'), { description: authErrorMessage(error, locale) });
      return;
    }
    setSentTo(email);
  });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-5 p-6 sm:p-8">
          <h1 className="font-display text-3xl">{t('auth.forgot.title')}</h1>
          {sentTo ? (
            <p role="status">{t('auth.forgot.sent', { email: sentTo })}</p>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <p className="text-sm text-muted-foreground">{t('auth.forgot.body')}</p>
              <FormField label={t('auth.email')} error={form.formState.errors.email?.message}>
                <Input type="email" autoComplete="email" {...field('email')} />
              </FormField>
              <Button type="submit" loading={pending}>
                {t('auth.forgot.submit')}
              </Button>
            </form>
          )}
          <Link to="/auth?mode=signin" className="text-sm underline underline-offset-4">
            {t('auth.forgot.back')}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
