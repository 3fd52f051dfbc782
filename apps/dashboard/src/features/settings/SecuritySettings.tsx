import { authErrorMessage } from '@carat/api-client';
import { useSession } from '@carat/api-client/react';
import { passwordMatches } from '@carat/api-client/session';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { changePasswordSchema } from '@carat/validation';
import { useCallback, useEffect, useState } from 'react';
import { AccountSection } from '#features/account/AccountSection.tsx';
import { useClearingForm } from '#features/auth/useClearingForm.ts';
import { env } from '#lib/env.ts';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (the current one is checked), two-factor authentication with an authenticator app, and
 * the account itself (export, deletion) at the bottom.
 */
export function SecuritySettings() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PasswordCard />
      <TwoFactorCard />
      <AccountSection />
    </div>
  );
}

function PasswordCard() {
  const { t, locale } = useI18n();
  const { client, session } = useSession();
  const [pending, setPending] = useState(false);
  const { form, field } = useClearingForm<PasswordForm>(changePasswordSchema(locale), {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const email = session?.user.email;
    if (!email) return;
    setPending(true);
    // The current password is checked on a separate, throw-away sign-in: this session stays as it is.
    const matches = await passwordMatches(
      { url: env.supabaseUrl, anonKey: env.supabaseAnonKey },
      email,
      values.currentPassword,
    );
    if (!matches) {
      setPending(false);
      form.setError('currentPassword', { message: t('settings.security.wrongCurrent') });
      return;
    }
    const { error } = await client.auth.updateUser({ password: values.newPassword });
    setPending(false);
    if (error) {
      toast.error(t('payment.error.title'), { description: authErrorMessage(error, locale) });
      return;
    }
    form.reset();
    toast.success(t('settings.security.updated'));
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.security.password')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
          <FormField label={t('settings.security.current')} error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...field('currentPassword')} />
          </FormField>
          <FormField label={t('settings.security.new')} error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...field('newPassword')} />
          </FormField>
          <FormField label={t('settings.security.confirm')} error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
          </FormField>
          <Button type="submit" loading={pending} className="justify-self-start">
            {t('settings.security.update')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

function TwoFactorCard() {
  const { t, locale } = useI18n();
  const { client } = useSession();
  const [verifiedFactor, setVerifiedFactor] = useState<string | null>(null);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const refresh = useCallback(async () => {
    const { data } = await client.auth.mfa.listFactors();
    setVerifiedFactor(data?.totp.find((f) => f.status === 'verified')?.id ?? null);
    // An enrolment left half-way (page closed before the code) is cleared so a new one can start.
    for (const factor of data?.all ?? []) {
      if (factor.status === 'unverified') await client.auth.mfa.unenroll({ factorId: factor.id });
    }
  }, [client]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const start = async () => {
    setPending(true);
    const { data, error: enrollError } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Carat',
    });
    setPending(false);
    if (enrollError || !data) {
      toast.error(t('payment.error.title'), { description: authErrorMessage(enrollError ?? {}, locale) });
      return;
    }
    setEnrollment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  };

  const confirm = async (factorId: string, after: () => Promise<void>) => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('auth.mfa.codeFormat'));
      return;
    }
    setPending(true);
    const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId, code });
    if (verifyError) {
      setPending(false);
      setError(t('auth.mfa.wrongCode'));
      return;
    }
    await after();
    setPending(false);
    setCode('');
    await refresh();
  };

  const cancel = async () => {
    if (enrollment) await client.auth.mfa.unenroll({ factorId: enrollment.factorId });
    setEnrollment(null);
    setDisabling(false);
    setCode('');
    setError(null);
  };

  const codeField = (
    <FormField label={t('settings.security.code')} error={error ?? undefined}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.security.twoFactor')}</CardTitle>
        <CardDescription>{t('settings.security.twoFactorBody')}</CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-md gap-4">
        {enrollment ? (
          <>
            <p className="text-sm">{t('settings.security.scan')}</p>
            <img src={enrollment.qrCode} alt="QR code" className="size-48 rounded bg-white p-2" />
            <p className="text-sm">
              {t('settings.security.secret')} : <code data-testid="totp-secret">{enrollment.secret}</code>
            </p>
            {codeField}
            <div className="flex gap-2">
              <Button
                loading={pending}
                onClick={() =>
                  confirm(enrollment.factorId, async () => {
                    setEnrollment(null);
                    toast.success(t('settings.security.enabledToast'));
                  })
                }
              >
                {t('settings.security.confirmEnable')}
              </Button>
              <Button variant="outline" onClick={cancel}>
                {t('settings.security.cancel')}
              </Button>
            </div>
          </>
        ) : verifiedFactor && disabling ? (
          <>
            <p className="text-sm">{t('settings.security.disableBody')}</p>
            {codeField}
            <div className="flex gap-2">
              <Button
                variant="destructive"
                loading={pending}
                onClick={() =>
                  confirm(verifiedFactor, async () => {
                    const { error: unenrollError } = await client.auth.mfa.unenroll({
                      factorId: verifiedFactor,
                    });
                    if (unenrollError)
                      toast.error(t('payment.error.title'), {
                        description: authErrorMessage(unenrollError, locale),
                      });
                    else toast.success(t('settings.security.disabledToast'));
                    setDisabling(false);
                  })
                }
              >
                {t('settings.security.confirmDisable')}
              </Button>
              <Button variant="outline" onClick={cancel}>
                {t('settings.security.cancel')}
              </Button>
            </div>
          </>
        ) : verifiedFactor ? (
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium text-success">{t('settings.security.enabled')}</span>
            <Button variant="outline" onClick={() => setDisabling(true)}>
              {t('settings.security.disable')}
            </Button>
          </div>
        ) : (
          <Button onClick={start} loading={pending} className="justify-self-start">
            {t('settings.security.enable')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
