import { useSession } from '@carat/api-client/react';
import { Spinner } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Where a guard sends a signed-out visitor: /auth, remembering where they were going. */
export function authRedirect(from: string) {
  return `/auth?redirect=${encodeURIComponent(from)}`;
}

/**
 * The protected area: 'Chargement...' while the session loads, /auth (remembering the origin) without a
 * session, the content otherwise. The subscription branch joins with billing.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading, client } = useSession();
  const location = useLocation();
  const { t } = useI18n();
  // An account with a verified second factor must have used it (aal2) before the dashboard shows. The
  // answer belongs to the session it was read for: right after the code is verified the session changes,
  // and the previous session's 'needs aal2' must not send the jeweller back to the code.
  const token = session?.access_token ?? null;
  const [assurance, setAssurance] = useState<{ token: string; needsSecondFactor: boolean } | null>(null);
  useEffect(() => {
    if (!token) {
      setAssurance(null);
      return;
    }
    let alive = true;
    void client.auth.mfa.getAuthenticatorAssuranceLevel().then(({ data }) => {
      if (alive) {
        setAssurance({
          token,
          needsSecondFactor: Boolean(data && data.nextLevel === 'aal2' && data.currentLevel !== 'aal2'),
        });
      }
    });
    return () => {
      alive = false;
    };
  }, [client, token]);
  // A refreshed token keeps its level: a 'no' stays a 'no' (the page is not unmounted on a refresh); a 'yes'
  // read for an earlier session is asked again.
  const needsSecondFactor =
    assurance === null
      ? null
      : assurance.token === token || !assurance.needsSecondFactor
        ? assurance.needsSecondFactor
        : null;

  const from = location.pathname + location.search;
  // A guard still mounted while the router commits its own redirect sees the sign-in page's address:
  // sending that on again would nest the redirect (/auth?redirect=/auth?redirect=…).
  if (location.pathname === '/auth') return null;
  if (loading) return <FullScreenLoading label={t('guard.loading')} />;
  if (!session) return <Navigate to={authRedirect(from)} replace />;
  if (needsSecondFactor === null) return <FullScreenLoading label={t('guard.loading')} />;
  if (needsSecondFactor) return <Navigate to={`${authRedirect(from)}&mfa=1`} replace />;
  return <>{children}</>;
}

export function FullScreenLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground">
      <Spinner label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}
