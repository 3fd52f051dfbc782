import { useSession } from '@carat/api-client/react';
import { toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useCallback, useState } from 'react';
import { chooseBusiness } from '#lib/business-choice.ts';
import { env } from '#lib/env.ts';

/**
 * Signs out everywhere this browser is signed in, then goes to the landing page, which shows
 * 'Déconnexion réussie' – 'À bientôt !' (it lives on its own origin, so the toast travels as a flag).
 */
export function useSignOut() {
  const { client } = useSession();
  const { t } = useI18n();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    const { error } = await client.auth.signOut();
    setPending(false);
    if (error) {
      toast.error(t('signOut.errorTitle'), { description: t('signOut.errorBody') });
      return;
    }
    // The next person on this browser starts from their own business.
    chooseBusiness(null);
    window.location.assign(`${env.marketingUrl}/?signedOut=1`);
  }, [client, t]);
  return { signOut, pending };
}
