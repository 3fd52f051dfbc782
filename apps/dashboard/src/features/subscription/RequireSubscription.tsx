import { useSubscription } from '@carat/api-client/react';
import { toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { FullScreenLoading } from '#features/auth/RequireAuth.tsx';

/**
 * The guard's subscription branch: 'Vérification de votre abonnement...' while it is checked, then
 * /payment with 'Abonnement requis' when there is no live subscription.
 */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const { subscribed, loading } = useSubscription();
  const { t } = useI18n();
  const refused = !loading && !subscribed;
  useEffect(() => {
    if (refused)
      toast.error(t('subscription.required.title'), { description: t('subscription.required.body') });
  }, [refused, t]);
  if (loading) return <FullScreenLoading label={t('subscription.checking')} />;
  if (refused) return <Navigate to="/payment" replace />;
  return <>{children}</>;
}
