import type { SessionClient } from '@carat/api-client/session';
import { Button, FormField, Input } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type FormEvent, useState } from 'react';

/**
 * The second step of a sign-in for an account with two-factor authentication: the 6-digit code from
 * the authenticator app raises the session to aal2.
 */
export function MfaStep({
  client,
  onVerified,
  onCancel,
}: {
  /** The session client, loaded on demand (the sign-in page does not carry it in its first load). */
  client: () => Promise<SessionClient>;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('auth.mfa.codeFormat'));
      return;
    }
    setPending(true);
    const { auth } = await client();
    const factors = await auth.mfa.listFactors();
    const factor = factors.data?.totp.find((f) => f.status === 'verified');
    if (!factor) {
      setPending(false);
      setError(t('auth.mfa.noFactor'));
      return;
    }
    const { error: verifyError } = await auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    setPending(false);
    if (verifyError) {
      setError(t('auth.mfa.wrongCode'));
      return;
    }
    onVerified();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-center text-sm text-muted-foreground">{t('auth.mfa.body')}</p>
      <FormField label={t('auth.mfa.code')} error={error ?? undefined}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          autoFocus
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ''));
            setError(null);
          }}
        />
      </FormField>
      <Button type="submit" loading={pending}>
        {t('auth.mfa.verify')}
      </Button>
      <Button variant="link" onClick={onCancel}>
        {t('auth.mfa.cancel')}
      </Button>
    </form>
  );
}
