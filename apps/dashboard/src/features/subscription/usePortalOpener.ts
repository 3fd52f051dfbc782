import { ApiError, errorMessage } from '@carat/api-client';
import { usePortal, useSession } from '@carat/api-client/react';
import { toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useCallback, useState } from 'react';

/**
 * Opens Stripe's customer portal in a new tab ('Chargement...' meanwhile). The tab is opened at once,
 * on the click, so no popup blocker stops it, then sent to the portal's address.
 */
export function usePortalOpener() {
  const { session } = useSession();
  const portal = usePortal();
  const { t, locale } = useI18n();
  const [loading, setLoading] = useState(false);
  const open = useCallback(async () => {
    if (!session) {
      toast.error(t('payment.error.title'), { description: t('payment.error.noSession') });
      return;
    }
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const { url } = await portal();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(t('payment.error.title'), {
        description: error instanceof ApiError ? errorMessage(error, locale) : t('subscription.portal.error'),
      });
    } finally {
      setLoading(false);
    }
  }, [session, portal, t, locale]);
  return { open, loading };
}
