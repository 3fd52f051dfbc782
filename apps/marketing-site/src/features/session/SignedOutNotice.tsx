import { useI18n } from '@carat/ui/i18n';
import { type ComponentType, useEffect, useState } from 'react';
import type { SignedOutToastProps } from '#features/session/signedOutToast.tsx';

export const SIGNED_OUT_PARAM = 'signedOut';

/**
 * The dashboard's sign-out sends visitors to `/?signedOut=1`: show 'Déconnexion réussie' – 'À bientôt !' and
 * take the parameter out of the address. The toaster's code is fetched only then.
 */
export function SignedOutNotice() {
  const { t } = useI18n();
  const [Toast, setToast] = useState<ComponentType<SignedOutToastProps> | null>(null);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SIGNED_OUT_PARAM) !== '1') return;
    url.searchParams.delete(SIGNED_OUT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    let active = true;
    import('#features/session/signedOutToast.tsx').then((module) => {
      if (active) setToast(() => module.default);
    });
    return () => {
      active = false;
    };
  }, []);

  return Toast ? <Toast title={t('signedOut.title')} message={t('signedOut.message')} /> : null;
}
